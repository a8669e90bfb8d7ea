import { describe, expect, it } from 'vitest';
import { failureMarkers, freeAtLast } from '../../../src/games/free-at-last/index.js';
import { randomGame } from '../support/play.js';
import { checkInvariants } from '../support/invariants.js';

/*
 * Random legal playouts (manual chance, every draw and die an explicit outcome) of the advanced game
 * and of every variant, with the basic game's invariants checked after every step. Raise the seeds
 * with PROTEST_RULES_SEEDS for the acceptance run of properties.long.test.ts.
 */

const configs: [string, Record<string, unknown>][] = [
  ['advanced game, 4 players', { advanced: true }],
  ['advanced game, 2 players', { advanced: true, players: ['SCLC', 'NAACP'] }],
  ['solitaire', { variant: 'solitaire' }],
  ['solitaire, advanced, CORE', { variant: 'solitaire', advanced: true, players: ['CORE'] }],
  ['team play', { variant: 'team' }],
  ['cooperative play, advanced', { variant: 'coop', advanced: true }],
  ['historical scenario, 3 players', { variant: 'historical', players: ['SNCC', 'CORE', 'NAACP'] }],
  ['historical team play, advanced', { variant: 'team', historical: true, advanced: true }],
  ['difficulty willie-mays', { difficulty: 'willie-mays' }],
];

/** The property tests of every variant, `seeds` random games each. */
export function variantProperties(seeds: number): void {
  describe('variant properties: random legal playouts keep the invariants', () => {
    for (const [name, config] of configs) {
      it(`${name}: ${seeds} seeds reach the end with the invariants intact`, () => {
        for (let seed = 1; seed <= seeds; seed++) {
          const run = randomGame(config, seed, (s, prev) => checkInvariants(s, prev));
          expect(freeAtLast.isTerminal(run.state), `${name} seed ${seed} did not end`).toBe(true);
          const r = freeAtLast.result(run.state)!;
          if (failureMarkers(run.state).track >= 9) expect(r.winners).toEqual([]);
          expect(JSON.parse(JSON.stringify(run.state))).toEqual(run.state);
        }
      }, 3_600_000);
    }
  });
}
