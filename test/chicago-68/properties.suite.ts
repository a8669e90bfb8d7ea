import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/json.js';
import { createRandom } from '../../src/core/rng.js';
import { referenceComponents, unitCensus } from '../../src/games/chicago-68/index.js';
import { game, type Action, type State } from './helpers.js';

/** Decisions per game, far above what a game takes (a few hundred). */
const BOUND = 5_000;

const configs: Record<string, Record<string, unknown>> = {
  '2 players': { players: 2 },
  '4 players': { players: 4 },
  '4 players, Variable Turn Order': { players: 4, variableTurnOrder: true },
  '3 players, Establishment split': { players: 3, split: 'establishment' },
  'Pigasus (6.3.1)': { incendiary: { pigasus: true } },
  'Police Posts (6.3.2)': { incendiary: { policePosts: true } },
  'Daley Dozer (6.3.3)': { incendiary: { daleyDozer: true } },
  'Agents of Chaos (6.3.4)': { incendiary: { agentsOfChaos: true } },
};

/** A random playout that checks the invariants after every decision; returns the end state. */
function checkedPlayout(config: Record<string, unknown>, seed: number, check: (s: State, prev: State, a: Action) => void): { state: State; steps: number; actions: Action[] } {
  const rnd = createRandom(seed * 7919 + 1);
  let s = game.setup({ ...config, chance: 'manual' }, seed);
  const actions: Action[] = [];
  let steps = 0;
  for (; game.toMove(s) !== null && steps < BOUND; steps++) {
    let a: Action;
    if (game.toMove(s) === 'chance') {
      const outs = game.chanceOutcomes(s);
      let r = rnd.int(1_000_000) / 1_000_000;
      a = outs[outs.length - 1]!.outcome;
      for (const o of outs) {
        if (r < o.probability) {
          a = o.outcome;
          break;
        }
        r -= o.probability;
      }
    } else {
      const legal = game.legalActions(s);
      if (legal.length === 0) expect.fail(`seed ${seed}: no legal action for ${String(game.toMove(s))}`);
      a = legal[rnd.int(legal.length)]!;
    }
    const prev = s;
    s = game.apply(deepFreeze(s), a);
    actions.push(a);
    check(s, prev, a);
  }
  return { state: s, steps, actions };
}

/** The game-specific invariants; returns what is broken (fast: `expect` only on failure). */
function broken(s: State, census: string): string | null {
  if (JSON.stringify(unitCensus(s)) !== census) return `census ${JSON.stringify(unitCensus(s))}`;
  if (s.instability < 0 || s.instability > 13) return `Instability ${s.instability}`;
  if (new Set(s.levelsReached).size !== s.levelsReached.length) return 'a bonus level reached twice';
  if (s.stSplay.length > 5 + (s.tiles.splay === 'demonstrators' ? 1 : 0)) return 'Street Theater splay over its limit';
  if (s.policySplay.length > 6 + (s.tiles.splay === 'establishment' ? 1 : 0)) return 'Policy splay over its limit';
  if (Math.abs(s.exposure) > referenceComponents.counts.exposureTrack) return 'Exposure off the track';
  for (const a of Object.values(s.areas)) if (Object.values(a.u).some((n) => n < 0)) return 'negative units';
  return null;
}

/** The property tests: `SEEDS` random games per config (fewer for the contract's). */
export function chicagoProperties(SEEDS: number): void {
  describe('properties: random legal playouts', () => {
    for (const [name, config] of Object.entries(configs)) {
      it(`${name}: terminate within ${BOUND} decisions, census constant, Instability 0–13, splay limits, Delegate Track filled (${SEEDS} seeds)`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
            const census = JSON.stringify(unitCensus(game.setup({ ...config, chance: 'manual' }, seed)));
            const tilesSeen = new Map<string, string>();
            const { state } = checkedPlayout(config, seed, (s) => {
              const why = broken(s, census);
              if (why) expect.fail(`seed ${seed}: ${why}`);
              for (const [tile, owner] of Object.entries(s.tiles)) {
                if (owner === null) continue;
                // each bonus tile is claimed at most once: its owner never changes
                if ((tilesSeen.get(tile) ?? owner) !== owner) expect.fail(`seed ${seed}: tile ${tile} claimed twice`);
                tilesSeen.set(tile, owner);
              }
            });
            expect(game.isTerminal(state)).toBe(true);
            const r = game.result(state)!;
            expect(r).not.toBeNull();
            if (state.phase === 'over' && /5\.[12]/.test(r.reason)) expect(state.delegates.track).toHaveLength(referenceComponents.counts.delegateTrack);
          }),
          { numRuns: SEEDS },
        );
      });
    }
  });

  describe('properties: the contract', () => {
    it('every listed legal action applies; inputs are not mutated (deepFreeze)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 0, max: 300 }), (seed, at) => {
          let s = game.setup({ players: 4 }, seed);
          const rnd = createRandom(seed);
          for (let i = 0; i < at && !game.isTerminal(s); i++) s = game.apply(s, game.legalActions(s)[rnd.int(game.legalActions(s).length)]!);
          deepFreeze(s);
          for (const a of game.legalActions(s)) expect(() => game.apply(s, a)).not.toThrow();
        }),
        { numRuns: Math.max(20, SEEDS / 5) },
      );
    });
    it('determinism: the same seed and actions give the same state, byte for byte', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
          const a = checkedPlayout({ players: 2 }, seed, () => {});
          let s = game.setup({ players: 2, chance: 'manual' }, seed);
          for (const x of a.actions) s = game.apply(s, x);
          expect(JSON.stringify(s)).toBe(JSON.stringify(a.state));
        }),
        { numRuns: Math.max(10, SEEDS / 5) },
      );
    });
    it('JSON round-trip mid-game: play continues identically', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 1, max: 200 }), (seed, cut) => {
          const full = checkedPlayout({ players: 4, variableTurnOrder: true }, seed, () => {});
          let s = game.setup({ players: 4, variableTurnOrder: true, chance: 'manual' }, seed);
          const k = Math.min(cut, full.actions.length);
          full.actions.slice(0, k).forEach((x) => (s = game.apply(s, x)));
          s = JSON.parse(JSON.stringify(s)) as State;
          expect(game.schemas.state.safeParse(s).success).toBe(true);
          full.actions.slice(k).forEach((x) => (s = game.apply(s, x)));
          expect(JSON.stringify(s)).toBe(JSON.stringify(full.state));
        }),
        { numRuns: Math.max(10, SEEDS / 5) },
      );
    });
    it('views leak nothing: changing hidden data (decks, RNG, other hands) leaves a seat’s view unchanged', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 0, max: 150 }), (seed, at) => {
          let s = game.setup({ players: 4, variableTurnOrder: true }, seed);
          const rnd = createRandom(seed + 1);
          for (let i = 0; i < at && !game.isTerminal(s); i++) s = game.apply(s, game.legalActions(s)[rnd.int(game.legalActions(s).length)]!);
          const hidden = JSON.parse(JSON.stringify(s)) as State;
          hidden.rng = [1, 2, 3, 4];
          hidden.stDeck = [...hidden.stDeck].reverse().map((c, i) => (i === 0 ? 'festival-of-life' : c));
          hidden.mobDeck = [...hidden.mobDeck].reverse().map((c, i) => (i === 0 ? 'police-riot' : c));
          hidden.policyDeck = [...hidden.policyDeck].reverse().map((c, i) => (i === 0 ? 'press-office' : c));
          hidden.vtoDeck = [...hidden.vtoDeck].reverse();
          for (const seat of ['mayor', 'police', 'yippies', 'mobe'] as const) {
            const other = JSON.parse(JSON.stringify(hidden)) as State;
            for (const f of ['mayor', 'police', 'yippies', 'mobe'] as const) if (f !== seat) other.hands[f] = other.hands[f].map(() => 'grease-palms');
            expect(game.view(other, seat)).toEqual(game.view(s, seat));
          }
          expect(game.view(hidden, null)).toEqual(game.view(s, null));
          expect(JSON.stringify(game.view(s, null))).not.toContain('"rng"');
        }),
        { numRuns: Math.max(20, SEEDS / 5) },
      );
    });
    it('legal action lists stay short', () => {
      let longest = 0;
      for (let seed = 0; seed < 10; seed++) checkedPlayout({ players: 4, incendiary: { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true } }, seed, (s) => {
        if (game.toMove(s) !== 'chance') longest = Math.max(longest, game.legalActions(s).length);
      });
      expect(longest).toBeLessThan(80);
    });
  });
}
