import type { ChallengeCard } from '../data/challenge-schema.js';
import { referenceChallenges } from '../data/challenges.js';
import type { FreeAtLastState, ChallengeState, ExtState } from '../schema.js';

/* Small helpers over `state.ext` (schema.ts `extStateSchema`). */

/** The variants' state; throws in the basic game, where it is absent. */
export function extOf(s: FreeAtLastState): ExtState {
  if (!s.ext) throw new Error('no variant state in the basic game');
  return s.ext;
}

/** Updates the variants' state. */
const withExt = (s: FreeAtLastState, patch: Partial<ExtState>): FreeAtLastState => ({ ...s, ext: { ...extOf(s), ...patch } });

/** The Challenge state (advanced game only). */
export function challengesOf(s: FreeAtLastState): ChallengeState {
  const c = extOf(s).challenges;
  if (!c) throw new Error('not the advanced game');
  return c;
}

/** Updates the Challenge state. */
export const withChallenges = (s: FreeAtLastState, patch: Partial<ChallengeState>): FreeAtLastState => withExt(s, { challenges: { ...challengesOf(s), ...patch } });

/** Whether the advanced game is played. */
export const isAdvanced = (s: FreeAtLastState): boolean => s.ext?.challenges != null;

const cache = new WeakMap<object, Map<string, ChallengeCard>>();

/** A Challenge card by id (the state's custom deck, or the reference deck). */
export function challengeCard(s: FreeAtLastState, id: string): ChallengeCard {
  const deck = challengesOf(s).custom ?? referenceChallenges;
  let ix = cache.get(deck);
  if (!ix) {
    ix = new Map(deck.map((c) => [c.id, c]));
    cache.set(deck, ix);
  }
  const c = ix.get(id);
  if (!c) throw new Error(`Unknown Challenge card '${id}'`);
  return c;
}
