import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickCounted, sampleWeighted } from '../../src/core/chance.js';
import { chanceSampler } from '../../src/core/chance-sampler.js';
import { examplePig, type PigState } from '../../src/testing/index.js';
import { countedOutcomes, createRandom, pickWeighted, playout, sampleOutcome, seedRng, toProbabilities } from '../../src/index.js';

describe('chance helpers', () => {
  it('countedOutcomes weights each distinct item by its number of copies, in first-seen order', () => {
    const outcomes = countedOutcomes(['a', 'b', 'a', 'c', 'a'], (card) => ({ type: 'draw', card }));
    expect(outcomes).toEqual([
      { outcome: { type: 'draw', card: 'a' }, weight: 3 },
      { outcome: { type: 'draw', card: 'b' }, weight: 1 },
      { outcome: { type: 'draw', card: 'c' }, weight: 1 },
    ]);
  });

  it('countedOutcomes treats structurally equal objects as copies', () => {
    expect(countedOutcomes([{ x: 1 }, { x: 1 }], (item) => item)).toEqual([{ outcome: { x: 1 }, weight: 2 }]);
  });

  it('countedOutcomes of a sorted pile (the runs of equal items) is the first-seen count of any pile', () => {
    // the reference: each distinct item in the order it first appears, weighted by its copies
    const reference = (items: readonly (string | number)[]) => {
      const out: { outcome: string | number; weight: number }[] = [];
      for (const item of items) {
        const seen = out.find((o) => o.outcome === item);
        if (seen) seen.weight++;
        else out.push({ outcome: item, weight: 1 });
      }
      return out;
    };
    const piles = fc.oneof(fc.array(fc.integer({ min: -3, max: 3 })), fc.array(fc.constantFrom('a', 'b', 'B', 'c', '10', '9')));
    fc.assert(
      fc.property(piles, fc.boolean(), (items, sort) => {
        const pile = sort ? [...items].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)) : items;
        expect(countedOutcomes(pile, (x) => x)).toEqual(reference(pile));
      }),
    );
  });

  it('pickCounted draws what pickWeighted draws from the counted outcomes, with the same RNG after it', () => {
    const piles = fc.oneof(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }), fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 40 }));
    fc.assert(
      fc.property(piles, fc.integer(), (pile, seed) => {
        const items: readonly (string | number)[] = pile;
        const rng = seedRng(seed);
        const make = (x: string | number) => ({ type: 'draw', x });
        const expected = pickWeighted(countedOutcomes(items, make), rng);
        expect(pickCounted(items, make, rng)).toEqual(expected);
        if (new Set(items).size === items.length) expect(pickCounted(items, make, rng, true)).toEqual(expected);
      }),
    );
    expect(() => pickCounted([], (x) => x, seedRng(1))).toThrow('chance node without outcomes');
  });

  it('toProbabilities divides by the total weight', () => {
    const p = toProbabilities([
      { outcome: 'x', weight: 1 },
      { outcome: 'y', weight: 3 },
    ]);
    expect(p).toEqual([
      { outcome: 'x', probability: 0.25 },
      { outcome: 'y', probability: 0.75 },
    ]);
  });

  it('pickWeighted is deterministic for a given RNG state and advances it', () => {
    const outcomes = countedOutcomes([1, 2, 3, 4, 5, 6], (face) => face);
    const rng = seedRng(42);
    const [a, next] = pickWeighted(outcomes, rng);
    expect(pickWeighted(outcomes, rng)).toEqual([a, next]);
    expect(next).not.toEqual(rng);
  });

  it('pickWeighted follows the weights (a weight-0 outcome is never picked)', () => {
    const outcomes = [
      { outcome: 'never', weight: 0 },
      { outcome: 'rare', weight: 1 },
      { outcome: 'common', weight: 9 },
    ];
    const counts: Record<string, number> = { never: 0, rare: 0, common: 0 };
    let rng = seedRng(1);
    for (let i = 0; i < 2000; i++) {
      const [o, next] = pickWeighted(outcomes, rng);
      counts[o]!++;
      rng = next;
    }
    expect(counts.never).toBe(0);
    expect(counts.rare).toBeGreaterThan(100);
    expect(counts.common).toBeGreaterThan(counts.rare! * 5);
  });

  it('pickWeighted refuses a chance node without outcomes', () => {
    expect(() => pickWeighted([], seedRng(1))).toThrow(/without outcomes/);
    expect(() => pickWeighted([{ outcome: 1, weight: 0 }], seedRng(1))).toThrow(/without outcomes/);
  });

  it('sampleWeighted draws what sampleOutcome draws from the probabilities, with the same numbers drawn', () => {
    const weights = fc.array(fc.record({ outcome: fc.string(), weight: fc.integer({ min: 0, max: 50 }) }), { minLength: 1, maxLength: 30 }).filter((os) => os.some((o) => o.weight > 0));
    fc.assert(
      fc.property(weights, fc.integer(), (outcomes, seed) => {
        const a = createRandom(seed);
        const b = createRandom(seed);
        for (let i = 0; i < 5; i++) expect(sampleWeighted(outcomes, a)).toBe(sampleOutcome(toProbabilities(outcomes), b));
        expect(a.int(1000)).toBe(b.int(1000));
      }),
    );
  });

  it("chanceSampler draws as sampleOutcome(game.chanceOutcomes(s)) does, for a game of defineGame, a wrapper of one, and any other game", () => {
    // the chance nodes of seeded Secret Pig games in manual mode (rolls and deals)
    const chanceStates: PigState[] = [];
    for (let seed = 1; seed <= 5; seed++) {
      playout(examplePig, { seed, config: { chance: 'manual' }, onStep: ({ state }) => void (examplePig.toMove(state as PigState) === 'chance' && chanceStates.push(state as PigState)) });
    }
    expect(chanceStates.length).toBeGreaterThan(20);
    const wrapped = { ...examplePig, words: {} };
    const own = { ...examplePig, chanceOutcomes: (s: PigState) => examplePig.chanceOutcomes(s) };
    for (const game of [examplePig, wrapped, own]) {
      const draw = chanceSampler(game);
      const a = createRandom(7);
      const b = createRandom(7);
      for (const s of chanceStates) expect(draw(s, a)).toEqual(sampleOutcome(game.chanceOutcomes(s), b));
    }
  });
});
