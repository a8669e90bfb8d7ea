import { describe, expect, it } from 'vitest';
import { confirmed } from '../../src/core/ismcts/confirm.js';
import { ismcts, playout, type SyncBot } from '../../src/index.js';
import { examplePig, pigHeuristic, type PigAction, type PigSeat, type PigState } from '../../src/testing/index.js';

/** A pair sampler that returns the given (departure, policy) rewards in turn. */
const pairs = (...rewards: [number, number][]) => {
  let i = 0;
  return () => rewards[i++ % rewards.length]!;
};

describe('ismcts confirmation of a departure from the policy', () => {
  it('stands when the paired differences beat the confidence, falls when they are nil or noisy', () => {
    expect(confirmed(10, 1, pairs([0.7, 0.5], [0.6, 0.5]))).toBe(true);
    expect(confirmed(10, 1, pairs([0.5, 0.5]))).toBe(false);
    // mean +0.1, but a spread of 0.9 a pair: 0.1 < 0.9 / √10
    expect(confirmed(10, 1, pairs([1, 0], [0, 0.8]))).toBe(false);
    expect(confirmed(10, 0, pairs([1, 0], [0, 0.8]))).toBe(true);
  });

  it('asks for exactly the pairs it is given, and stands unasked below two', () => {
    let asked = 0;
    const sample = (): [number, number] => (asked++, [1, 0]);
    confirmed(7, 1, sample);
    expect(asked).toBe(7);
    expect(confirmed(1, 1, sample)).toBe(true);
    expect(asked).toBe(7);
  });

  it('keeps the search and the pairs within the budget: at most `iterations` determinizations a decision', () => {
    const states: PigState[] = [];
    playout(examplePig, { seed: 4, onStep: ({ state }) => void (examplePig.legalActions(state as PigState).length > 1 && states.push(state as PigState)) });
    const confirming = new Set<number | undefined>();
    for (const confirmations of [undefined, 0, 20, 40]) {
      let calls = 0;
      const bot: SyncBot<PigAction> = ismcts({
        game: examplePig,
        iterations: 40,
        seed: 2,
        confirmations,
        rollout: pigHeuristic(),
        determinize: (s, seat, random) => (calls++, examplePig.determinize!(s, seat as PigSeat, random)),
      });
      for (const s of states.slice(0, 30)) {
        calls = 0;
        const player = examplePig.toMove(s) as PigSeat;
        bot.choose({ player, view: null, legal: examplePig.legalActions(s), state: s });
        expect(calls).toBeGreaterThan(0);
        expect(calls).toBeLessThanOrEqual(40);
        // more than the search's own iterations: a departure was put to the pairs
        if (calls > 40 - 2 * Math.floor(Math.min(confirmations ?? 10, 39) / 2)) confirming.add(confirmations);
      }
    }
    expect([...confirming]).toEqual(expect.arrayContaining([undefined, 20]));
  });
});
