import { describe, expect, it } from 'vitest';
import { InvalidConfigError } from '../../src/core/errors.js';
import { createRandom } from '../../src/core/rng.js';
import { freeAtLast1955, referenceComponents } from '../../src/games/free-at-last-1955/index.js';

/* docs/security.md §4: every count of a user's component set is bounded, and a game at the bounds ends (issue 24). */

const withCounts = (counts: Partial<typeof referenceComponents.counts>) => ({ components: { ...referenceComponents, counts: { ...referenceComponents.counts, ...counts } } });

describe('Free At Last (1955–65) component set bounds', () => {
  it('refuses counts past their bounds', () => {
    for (const counts of [{ actionsPerYear: 1e6 }, { handSize: 1e6 }, { stacking: 1e6 }, { lastYear: 3000 }, { firstYear: 1900, lastYear: 1990 }]) {
      expect(() => freeAtLast1955.setup(withCounts(counts), 1)).toThrow(InvalidConfigError);
    }
  });

  it('a game with the most actions and years the bounds allow ends within 20,000 random decisions', () => {
    const random = createRandom(1);
    let s = freeAtLast1955.setup(withCounts({ actionsPerYear: 20, firstYear: 1955, lastYear: 1974 }), 1);
    let steps = 0;
    for (; !freeAtLast1955.isTerminal(s) && steps < 20_000; steps++) {
      const legal = freeAtLast1955.legalActions(s);
      s = freeAtLast1955.apply(s, legal[random.int(legal.length)]!);
    }
    expect(freeAtLast1955.isTerminal(s)).toBe(true);
  });
});
