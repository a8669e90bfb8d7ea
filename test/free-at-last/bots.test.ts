import { describe, expect, it } from 'vitest';
import { ismcts, playout, randomBot } from '../../src/index.js';
import { freeAtLast, type FreeAtLastAction, type FreeAtLastState, type Organization } from '../../src/games/free-at-last/index.js';
import { freeAtLastEvaluate, freeAtLastHeuristic } from '../../src/games/free-at-last/words/index.js';
import { perturbHidden } from './support/perturb.js';

/*
 * The bots of Free at Last given only what a seat may see (issue 11): ISMCTS over the determinizer
 * and the heuristic bot choose the same actions, for the same seeds, when the hidden part of the
 * state (other hands, the draw piles, the cups, the RNG) is changed.
 */

/** Decision points of a seeded random game: every `every`-th state where a seat is to move. */
function decisions(seed: number, every: number): FreeAtLastState[] {
  const bot = randomBot<FreeAtLastAction>(seed);
  const out: FreeAtLastState[] = [];
  let s = freeAtLast.setup({}, seed);
  for (let i = 0; freeAtLast.toMove(s) !== null; i++) {
    if (i % every === every - 1) out.push(s);
    s = freeAtLast.apply(s, bot.choose({ player: freeAtLast.toMove(s)!, view: null, legal: freeAtLast.legalActions(s) }));
  }
  return out;
}

describe('Free at Last bots read no hidden information', () => {
  const states = decisions(7, 60);
  it('ismcts and the heuristic choose alike when only hidden data changes', () => {
    expect(states.length).toBeGreaterThan(2);
    for (const s of states) {
      const seat = freeAtLast.toMove(s) as Organization;
      const hidden = perturbHidden({ ...s, rng: s.rng.map((x) => x ^ 0x5a5a5a5a) }, seat);
      expect(JSON.stringify(hidden)).not.toEqual(JSON.stringify(s));
      const choices = (t: FreeAtLastState) =>
        [1, 2, 3].flatMap((seed) => {
          const input = { player: seat, view: freeAtLast.view(t, seat), legal: freeAtLast.legalActions(t), state: t };
          return [ismcts({ game: freeAtLast, iterations: 6, rolloutDepth: 20, evaluate: freeAtLastEvaluate, seed, rollout: freeAtLastHeuristic(seed) }).choose(input), freeAtLastHeuristic(seed).choose(input)];
        });
      expect(choices(hidden)).toEqual(choices(s));
    }
  }, 120_000);
});

describe('Free at Last heuristic', () => {
  it('reaches the final scoring (1.1) in most games rather than a Seggie victory (1.6)', () => {
    const seats: Organization[] = ['SNCC', 'CORE', 'SCLC', 'NAACP'];
    let finished = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const { result } = playout(freeAtLast, { seed, trusted: true, bots: Object.fromEntries(seats.map((o, i) => [o, freeAtLastHeuristic(seed * 4 + i)])) });
      if (result?.code !== 'seggie') finished++;
    }
    expect(finished).toBeGreaterThanOrEqual(7);
  }, 120_000);
});
