import { history } from '../core/history.js';
import { canonicalJson } from '../core/json.js';
import { createRandom, type Random } from '../core/rng.js';
import type { BaseAction, BaseState, Game, Player } from '../core/types.js';
import { fail, sample, type Setting, type Trace } from './random-games.js';

/**
 * `history` never lets a seat undo a step that revealed hidden information: at sampled decisions of
 * random games, when the history says the step may be undone, the same action taken in a state
 * whose data hidden from a seat was perturbed (the game's hook) must leave that seat's view as in
 * the true game. A difference means the seat saw hidden data in the step, and could take the step
 * back after peeking. Actions that the perturbation makes illegal (they name the hidden data) are
 * skipped.
 */
export function undoRevealCheck<S extends BaseState, A extends BaseAction>(
  game: Game<S, A, any, any>,
  settings: readonly Setting[],
  property: (settings: readonly Setting[], body: (setting: Setting, seed: number) => void) => () => Promise<void>,
  play: (setting: Setting, seed: number) => Trace<S, A>,
  perturbHidden: (state: S, seat: Player | null, random: Random) => S,
): { readonly name: string; readonly run: () => Promise<void> } {
  let compared = 0;
  const prop = property(settings, (setting, seed) => {
    const random = createRandom(seed ^ 0x3c6ef372);
    const seats = game.players(setting.config);
    const { states, actions } = play(setting, seed);
    for (const i of sample(actions.map((_, k) => k), 40, random)) {
      const s = states[i]!;
      const action = actions[i]!;
      const by = game.toMove(s);
      if (by === 'chance' || by === null) continue;
      const h = history(game, s).step(action).history;
      if (!h.canUndo(by)) continue;
      const key = canonicalJson(action);
      for (const seat of seats) {
        const t = perturbHidden(s, seat, random);
        if (!game.legalActions(t).some((a) => canonicalJson(a) === key)) continue;
        let other: S;
        try {
          other = game.step(t, action).state;
        } catch {
          continue;
        }
        compared++;
        if (canonicalJson(game.view(other, seat)) !== canonicalJson(game.view(h.state, seat))) {
          fail(setting, seed, i, `${by} may undo ${key}, but the step showed ${seat} data hidden from it (its view differs when only that data differs)`);
        }
      }
    }
  });
  return {
    name: 'history never lets a seat undo a step that revealed hidden information',
    run: async () => {
      compared = 0;
      await prop();
      if (compared === 0) throw new Error('no undoable step was compared: the check would be vacuous');
    },
  };
}
