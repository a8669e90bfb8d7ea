import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/rng.js';
import { cardCensus, referenceComponents, unitCensus } from '../../src/games/free-at-last-1955/index.js';
import { game, type State } from './helpers.js';

/** A random legal game from a seed, every state kept. */
function randomGame(seed: number, manual: boolean): State[] {
  const random = createRandom(seed);
  let s = game.setup({ chance: manual ? 'manual' : 'auto' }, seed);
  const states = [s];
  for (let i = 0; i < 5000 && !game.isTerminal(s); i++) {
    const legal = game.toMove(s) === 'chance' ? game.chanceOutcomes(s).map((o) => o.outcome) : game.legalActions(s);
    s = game.apply(s, legal[random.int(legal.length)]!);
    states.push(s);
  }
  return states;
}

const cards = JSON.stringify(referenceComponents.cards.map((c) => c.id).sort());
const units = JSON.stringify(referenceComponents.counts.units);

/** The property tests, `RUNS` random games each. */
export function freeAtLast1955Properties(RUNS: number): void {
  describe('properties of random games', () => {
    it('reach the end within 5000 decisions, with a result and a stable end-reason code', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1e9 }), fc.boolean(), (seed, manual) => {
          const states = randomGame(seed, manual);
          const end = states[states.length - 1]!;
          expect(game.isTerminal(end)).toBe(true);
          expect(game.result(end)!.code).toMatch(/^(decisive|marginal)-(civil-rights|segregationist)$|^movement-eliminated$|^nonviolence-abandoned$/);
        }),
        { numRuns: RUNS },
      );
    });

    it('2.4 the Freedom Track never goes back; 2.5 Non-violence stays on its track; 2.7 years only go forward', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1e9 }), (seed) => {
          const states = randomGame(seed, false);
          for (let i = 1; i < states.length; i++) {
            expect(states[i]!.freedom).toBeGreaterThanOrEqual(states[i - 1]!.freedom);
            expect(states[i]!.year).toBeGreaterThanOrEqual(states[i - 1]!.year);
            expect(states[i]!.nonviolence).toBeGreaterThanOrEqual(0);
            expect(states[i]!.nonviolence).toBeLessThanOrEqual(referenceComponents.counts.nonviolenceMax);
          }
        }),
        { numRuns: RUNS },
      );
    });

    it('conservation: every card once (deck, hands, piles, in front, in play), every unit on the map or in the supply', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1e9 }), (seed) => {
          for (const s of randomGame(seed, true)) {
            expect(JSON.stringify(cardCensus(s))).toBe(cards);
            expect(JSON.stringify(unitCensus(s))).toBe(units);
          }
        }),
        { numRuns: RUNS },
      );
    });

    it('2.1 markers are only won, never lost; a free city stays free', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1e9 }), (seed) => {
          const states = randomGame(seed, false);
          for (let i = 1; i < states.length; i++) {
            for (const [name, c] of Object.entries(states[i]!.cities)) {
              const before = states[i - 1]!.cities[name]!.m;
              for (const g of ['S', 'A', 'V'] as const) if (before[g]) expect(c.m[g]).toBe(true);
            }
          }
        }),
        { numRuns: RUNS },
      );
    });
  });
}
