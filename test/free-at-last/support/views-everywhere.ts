import type { Random } from '../../../src/core/rng.js';
import { freeAtLast, type FreeAtLastConfigInput, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { viewEverywhere } from '../../support/views-everywhere.js';

/* Issue 35 item 2 for Free at Last (test/support/views-everywhere.ts): its configs and its hidden cards. */

/** Every variant of section 23, basic and advanced, the player counts and a difficulty level (23.5), in manual chance (every draw and die an explicit outcome). */
export const manualConfigs: readonly FreeAtLastConfigInput[] = [
  { chance: 'manual' },
  { chance: 'manual', players: ['SNCC', 'NAACP'] },
  { chance: 'manual', players: ['CORE', 'SCLC', 'NAACP'] },
  { chance: 'manual', advanced: true },
  { chance: 'manual', variant: 'team' },
  { chance: 'manual', variant: 'team', advanced: true },
  { chance: 'manual', variant: 'coop' },
  { chance: 'manual', variant: 'historical' },
  { chance: 'manual', variant: 'solitaire' },
  { chance: 'manual', variant: 'solitaire', advanced: true, players: ['SCLC'] },
  { chance: 'manual', difficulty: 'jackie-robinson', players: ['SNCC', 'CORE'] },
];

/** The Strategy cards hidden from `seat` (the draw pile and the other hands) dealt again at random, hand sizes kept. */
export function redealHidden(s: FreeAtLastState, seat: string | null, random: Random): FreeAtLastState {
  const others = s.seats.filter((o) => o !== seat);
  const pool = [...s.decks.strategy, ...others.flatMap((o) => s.orgs[o]!.hand)];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const orgs = { ...s.orgs };
  let next = 0;
  for (const o of others) orgs[o] = { ...orgs[o]!, hand: pool.slice(next, (next += orgs[o]!.hand.length)) };
  return { ...s, orgs, decks: { ...s.decks, strategy: pool.slice(next) } };
}

/** {@link viewEverywhere} over Free at Last, the hidden cards dealt again by {@link redealHidden}. */
export const viewFreeAtLastEverywhere = (config: FreeAtLastConfigInput, first: number, games: number): number => viewEverywhere(freeAtLast, config, first, games, redealHidden);
