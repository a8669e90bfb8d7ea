import { withKey } from '../../../core/with-key.js';
import type { FreeAtLastState, OrgState } from '../schema.js';

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

/*
 * The changes below write into `d`, a top-level copy the caller owns (a `copyState` of its own, or
 * the apply's `ctx.draft()`: rules/updates.ts), setting its keys to new values and never writing
 * inside them.
 */

/** Sets one organization in a draft. */
export function setOrg(d: FreeAtLastState, org: string, o: OrgState): void {
  d.orgs = withKey(d.orgs, org, o);
}

type Decks = FreeAtLastState['decks'];

/** Sets one of the piles in a draft. */
export function setDeck<K extends keyof Decks>(d: FreeAtLastState, pile: K, cards: Decks[K]): void {
  d.decks = withKey(d.decks, pile, cards);
}
