import { canonicalJson } from '../core/json.js';
import { createRandom, type Random } from '../core/rng.js';
import type { BaseAction, BaseState, Game, Player } from '../core/types.js';
import { fail, sample, type Setting, type Trace } from './random-games.js';

type Mover = ReturnType<Game<BaseState, BaseAction, any, any>['toMove']>;

/** Who decides after `action` in `state`, and the (public) events it raised; undefined if the state cannot carry it out. */
function afterAction<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, state: S, action: A): { next: Mover; events: string } | undefined {
  try {
    const { state: after, events } = game.step(state, action, { validate: false });
    return { next: game.toMove(after), events: canonicalJson(events) };
  } catch {
    return undefined;
  }
}

/**
 * Who is asked next may depend only on what everyone can see (a server sends each client who is to
 * move): at each decision of random games in manual chance mode, the same action taken in a state
 * whose data hidden from a seat was perturbed must hand the decision to the same seat (or chance).
 * 40 sampled decisions per game keep it cheap; actions that the perturbation makes illegal (another
 * seat's hand changed), or that the perturbed state cannot carry out, are skipped. So are actions
 * whose events differ between the two states: events are public, so the action itself revealed the
 * perturbed data (e.g. a card discarded face up) and who decides next may follow it.
 */
export function publicDecisionsCheck<S extends BaseState, A extends BaseAction>(
  game: Game<S, A, any, any>,
  manual: readonly Setting[],
  property: (settings: readonly Setting[], body: (setting: Setting, seed: number) => void) => () => Promise<void>,
  play: (setting: Setting, seed: number) => Trace<S, A>,
  perturbHidden: (state: S, seat: Player | null, random: Random) => S,
): { readonly name: string; readonly run: () => Promise<void> } {
  let compared = 0;
  const prop = property(manual, (setting, seed) => {
    const random = createRandom(seed ^ 0x1f83d9ab);
    const seats = game.players(setting.config);
    const { states, actions } = play(setting, seed);
    for (const i of sample(actions.map((_, k) => k), 40, random)) {
      const s = states[i]!;
      const action = actions[i]!;
      if (game.toMove(s) === 'chance') continue;
      const { next, events } = afterAction(game, s, action)!;
      const key = canonicalJson(action);
      for (const seat of seats) {
        const t = perturbHidden(s, seat, random);
        if (!game.legalActions(t).some((a) => canonicalJson(a) === key)) continue;
        const other = afterAction(game, t, action);
        if (other === undefined || other.events !== events) continue;
        compared++;
        if (other.next !== next) fail(setting, seed, i, `After ${key}, ${String(next)} decides, but ${String(other.next)} when only data hidden from ${seat} differs: ${seat} learns hidden data from who is asked`);
      }
    }
  });
  return {
    name: 'who decides next depends on public information only (perturbing hidden data does not change toMove)',
    run: async () => {
      compared = 0;
      await prop();
      if (compared === 0) throw new Error('no decision was compared: the check would be vacuous');
    },
  };
}
