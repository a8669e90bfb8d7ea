import { canonicalJson } from '../core/json.js';
import { createRandom, type Random } from '../core/rng.js';
import type { BaseAction, BaseState, Game, Player } from '../core/types.js';
import { fail, sample, type Setting, type Trace } from './random-games.js';

/**
 * The determinizer's contract, at 20 sampled states of each random game, for the seat to move: the result
 * is a state the game restores, the seat sees it exactly as before, and it does not depend on what
 * the seat cannot see (the RNG, and whatever `perturbHidden` changes).
 */
export function determinizerCheck<S extends BaseState, A extends BaseAction>(
  game: Game<S, A, any, any>,
  settings: readonly Setting[],
  property: (settings: readonly Setting[], body: (setting: Setting, seed: number) => void) => () => Promise<void>,
  play: (setting: Setting, seed: number) => Trace<S, A>,
  perturbHidden: ((state: S, seat: Player | null, random: Random) => S) | undefined,
): { readonly name: string; readonly run: () => Promise<void> } {
  const determinize = game.determinize!;
  return {
    name: 'determinize keeps what the seat sees, gives a valid state, and ignores the hidden part',
    run: property(settings, (setting, seed) => {
      const random = createRandom(seed ^ 0x6a09e667);
      const { states } = play(setting, seed);
      // restoring a state is a full validation: a sample of the game's states keeps the check cheap
      for (const i of sample(states.map((_, k) => k), 20, random)) {
        const s = states[i]!;
        const seat = game.toMove(s);
        if (seat === null || seat === 'chance') continue;
        const d = determinize(s, seat, createRandom(seed));
        if (canonicalJson(game.view(d, seat)) !== canonicalJson(game.view(s, seat))) fail(setting, seed, i, `The determinization changed what ${seat} sees`);
        try {
          game.restore(JSON.parse(JSON.stringify(d)));
        } catch (e) {
          fail(setting, seed, i, `The determinization for ${seat} is not a valid state: ${String(e)}`);
        }
        let hidden: S = { ...s, rng: s.rng.map((x) => x ^ 0x5a5a5a5a) };
        if (perturbHidden) hidden = perturbHidden(hidden, seat, random);
        if (canonicalJson(determinize(hidden, seat, createRandom(seed))) !== canonicalJson(d)) {
          fail(setting, seed, i, `The determinization for ${seat} depends on data hidden from it`);
        }
      }
    }),
  };
}
