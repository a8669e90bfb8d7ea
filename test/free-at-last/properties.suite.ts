import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/json.js';
import { freeAtLastStateSchema, type FreeAtLastState } from '../../src/games/free-at-last/index.js';
import { freeAtLast } from '../../src/games/free-at-last/words/index.js';
import { checkInvariants } from './support/invariants.js';
import { randomGame, seatsFor } from './support/play.js';

/** The phase of the Turn under way, as the view reports it. */
const phaseOf = (s: Parameters<typeof freeAtLast.view>[0]) => freeAtLast.view(s, null).phase;

/*
 * Property tests over random legal playouts (DESIGN.md §3, issue 3 acceptance): termination, every
 * listed action applies, no input mutated, determinism, JSON round trip, no hidden data in views,
 * and the game's invariants after every step: a fast slice in properties.test.ts, all of it in
 * properties.long.test.ts.
 */

const maxSteps = 20_000;
const arb = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 30 }), players: fc.constantFrom(2, 3, 4) });

/** The property tests, `runs` random games each. */
export function freeAtLastProperties(runs: number): void {
  describe('Free at Last random playouts', () => {
    for (const players of [2, 3, 4]) {
      it(`terminate within the step bound with ${players} players, keeping every invariant after every step`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
            const r = randomGame({ players: seatsFor(players) }, seed, (s, prev) => checkInvariants(s, prev), maxSteps);
            expect(r.steps).toBeLessThan(maxSteps);
            expect(freeAtLast.isTerminal(r.state)).toBe(true);
            expect(freeAtLast.result(r.state)).not.toBeNull();
            freeAtLastStateSchema.parse(r.state);
          }),
          { numRuns: runs, seed: 20261129 + players },
        );
      }, 1_200_000);
    }

    it('every listed action applies, and no input state is mutated', () => {
      fc.assert(
        fc.property(arb, ({ seed, players }) => {
          let checked = 0;
          randomGame({ players: seatsFor(players) }, seed, (_s, prev) => {
            // every few steps, every listed action (or chance outcome) applies to a frozen state
            if (checked++ % 25 !== 0) return;
            const frozen = deepFreeze(structuredClone(prev)) as FreeAtLastState;
            const before = JSON.stringify(frozen);
            for (const a of freeAtLast.legalActions(frozen)) freeAtLast.apply(frozen, a);
            expect(JSON.stringify(frozen)).toBe(before);
          });
        }),
        { numRuns: runs, seed: 7 },
      );
    }, 600_000);

    it('is deterministic and survives a JSON round trip mid-game', () => {
      fc.assert(
        fc.property(arb, fc.double({ min: 0.05, max: 0.95, noNaN: true }), ({ seed, players }, at) => {
          const config = { players: seatsFor(players) };
          const a = randomGame(config, seed);
          const b = randomGame(config, seed);
          expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
          // replay the same actions, passing the state through JSON at one point
          const cut = Math.floor(a.actions.length * at);
          let s = freeAtLast.setup({ chance: 'manual', ...config }, seed);
          a.actions.forEach((act, i) => {
            if (i === cut) s = JSON.parse(JSON.stringify(s)) as FreeAtLastState;
            s = freeAtLast.apply(s, act);
          });
          expect(JSON.stringify(s)).toBe(JSON.stringify(a.state));
        }),
        { numRuns: runs, seed: 11 },
      );
    }, 600_000);

    it('every action and every decision can be put in words (describe, prompt)', () => {
      fc.assert(
        fc.property(arb, ({ seed, players }) => {
          randomGame({ players: seatsFor(players) }, seed, (s, prev, a) => {
            expect(freeAtLast.describe(prev, a).length).toBeGreaterThan(0);
            if (!freeAtLast.isTerminal(s)) expect(freeAtLast.prompt(s).length).toBeGreaterThan(0);
          });
        }),
        { numRuns: runs, seed: 17 },
      );
    }, 600_000);

    it('views leak no hidden data: changing another seat\'s hand, a staff cup or the deck order leaves the view unchanged', () => {
      fc.assert(
        fc.property(arb, ({ seed, players }) => {
          let n = 0;
          randomGame({ players: seatsFor(players) }, seed, (s) => {
            if (n++ % 40 !== 0 || phaseOf(s) === 'game-over') return;
            for (const seat of s.seats) {
              const other = s.seats.find((o) => o !== seat)!;
              const v = JSON.stringify(freeAtLast.view(s, seat));
              const o = s.orgs[other]!;
              const d = s.decks;
              // swap a card of the other seat's hand with one of the draw pile; reverse the cup and the pile
              const hand = [...o.hand];
              const deck = [...d.strategy].reverse();
              if (hand.length > 0 && deck.length > 0) [hand[0], deck[0]] = [deck[0]!, hand[0]!];
              const perturbed: FreeAtLastState = {
                ...s,
                rng: [1, 2, 3, 4],
                orgs: { ...s.orgs, [other]: { ...o, hand, staffPool: [...o.staffPool].reverse() } },
                decks: { ...d, strategy: deck, projects: [...d.projects].reverse(), legislation: [...d.legislation].reverse() },
              };
              expect(JSON.stringify(freeAtLast.view(perturbed, seat))).toBe(v);
            }
          });
        }),
        { numRuns: runs, seed: 13 },
      );
    }, 600_000);
  });
}
