import { describe, expect, it } from 'vitest';
import { chicago68 } from '../src/games/chicago-68/index.js';
import { freeAtLast } from '../src/games/free-at-last/index.js';
import { freeAtLast1955 } from '../src/games/free-at-last-1955/index.js';
import type { Game } from '../src/core/types.js';
import { checkTimeout } from './support/check-timeout.js';
import { restoreProperty } from './support/corrupt.js';

/*
 * The restore property of issue 24, for every game (Chicago '68 in the 2-side game and solo): every
 * state reached in random play restores, and single-field corruptions of reached states are refused
 * with InvalidStateError or play on to the end with no error but RulesErrors: a fast slice in
 * restore-property.test.ts, all of it in restore-property.long.test.ts.
 */

/** The games and configs, by name. */
export const settings: [string, Game<any, any, any, any>, unknown][] = [
  ['Free at Last, 3 organizations', freeAtLast, { players: 3 }],
  ['Free at Last, 4 organizations, manual chance', freeAtLast, { players: 4, chance: 'manual' }],
  ['Free at Last, advanced game', freeAtLast, { advanced: true, players: ['SNCC', 'CORE', 'NAACP'] }],
  ["Chicago '68, 2 sides", chicago68, { players: 2 }],
  ["Chicago '68, 4 players, manual chance", chicago68, { players: 4, chance: 'manual' }],
  ["Chicago '68 solo", chicago68, { mode: 'solo' }],
  ['Free At Last (1955–65)', freeAtLast1955, {}],
  ['Free At Last (1955–65), manual chance', freeAtLast1955, { chance: 'manual' }],
];

/** The restore property over the named settings, `seeds` random games each. */
export function restoreProperties(named: typeof settings, seeds: number): void {
  describe('restore: reached states restore, corrupted ones are refused or play on', () => {
    for (const [name, game, config] of named) {
      it(
        name,
        () => {
          const r = restoreProperty(game, config, seeds, { perGame: 6 });
          expect(r.failures).toEqual([]);
          // the corruptions are not all refused: some are harmless and must play on
          expect(r.refused).toBeGreaterThan(0);
        },
        checkTimeout(seeds, 120_000),
      );
    }
  });
}
