import { withKey } from '../../../core/with-key.js';
import type { FreeAtLastState, OrgState } from './schema.js';

/**
 * A fresh copy of the state's top level, to set a few fields of before returning it (never one
 * that another state holds). Written out field by field, in the schema's order: the top level is
 * copied at nearly every step, and a literal builds the copy in one allocation with every field in
 * place, where a spread of a state is generic and slower. `ext` stays last, and absent if absent.
 */
export function copyState(s: FreeAtLastState): FreeAtLastState {
  const t: FreeAtLastState = {
    rng: s.rng,
    chance: s.chance,
    components: s.components,
    seats: s.seats,
    turn: s.turn,
    phase: s.phase,
    actionRound: s.actionRound,
    orgs: s.orgs,
    offered: s.offered,
    projects: s.projects,
    supply: s.supply,
    xTrack: s.xTrack,
    failureTrackStart: s.failureTrackStart,
    decks: s.decks,
    tasks: s.tasks,
  };
  if (s.ext !== undefined) t.ext = s.ext;
  return t;
}

/** The state with one organization replaced. */
export function withOrg(s: FreeAtLastState, org: string, o: OrgState): FreeAtLastState {
  const t = copyState(s);
  t.orgs = withKey(s.orgs, org, o);
  return t;
}

type Decks = FreeAtLastState['decks'];

/** The state with one of its piles replaced (a hot path: no spread of the state). */
export function withDeck<K extends keyof Decks>(s: FreeAtLastState, pile: K, cards: Decks[K]): FreeAtLastState {
  const t = copyState(s);
  t.decks = withKey(s.decks, pile, cards);
  return t;
}
