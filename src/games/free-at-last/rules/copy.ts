import { withKey } from '../../../core/with-key.js';
import type { FreeAtLastState, OrgState, Project } from '../schema.js';
import type { Flow, Resolution } from '../task-schema.js';

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
    actionRound: s.actionRound,
    orgs: s.orgs,
    offered: s.offered,
    projects: s.projects,
    supply: s.supply,
    xTrack: s.xTrack,
    failureTrackStart: s.failureTrackStart,
    decks: s.decks,
    flow: s.flow,
    resolution: s.resolution,
    tasks: s.tasks,
  };
  if (s.ext !== undefined) t.ext = s.ext;
  return t;
}

/*
 * The records every rule rewrites (an organization, a Project, the piles) are copied the same way,
 * by one literal each: V8 gives every spread site (`{ ...o, hand }`) its own hidden class, and a
 * state whose records have dozens of them makes every read of theirs in the rules megamorphic
 * (docs/performance.md). `xWith(r, patch)` is the copy with some fields replaced.
 */

/** A copy of an organization, field by field (22.15 `appealCards` last, once an appeal has begun). */
export function copyOrg(o: OrgState): OrgState {
  const t: OrgState = {
    hand: o.hand,
    homeCardInHand: o.homeCardInHand,
    stars: o.stars,
    failures: o.failures,
    vp: o.vp,
    vpBreakdown: o.vpBreakdown,
    freedomMarkers: o.freedomMarkers,
    staffPool: o.staffPool,
    staff: o.staff,
    protestLeaders: o.protestLeaders,
    removedLeaders: o.removedLeaders,
    nonViolence: o.nonViolence,
    eliminated: o.eliminated,
    criminalHold: o.criminalHold,
    appealFiled: o.appealFiled,
    hiredThisTurn: o.hiredThisTurn,
    gaveFundraiser: o.gaveFundraiser,
    receivedFundraiser: o.receivedFundraiser,
    passed: o.passed,
  };
  if (o.appealCards !== undefined) t.appealCards = o.appealCards;
  return t;
}

/** An organization with some fields replaced. */
export const orgWith = (o: OrgState, patch: Partial<OrgState>): OrgState => Object.assign(copyOrg(o), patch);

/** A copy of a Project, field by field. */
export function copyProject(p: Project): Project {
  return {
    card: p.card,
    owner: p.owner,
    cubes: p.cubes,
    stage: p.stage,
    leaders: p.leaders,
    freedomRiders: p.freedomRiders,
    overkill: p.overkill,
    litigationUsed: p.litigationUsed,
    protests: p.protests,
    blueHitFirstProtest: p.blueHitFirstProtest,
    leaderLost: p.leaderLost,
    lostLocalFigures: p.lostLocalFigures,
    xRerollsUsed: p.xRerollsUsed,
    eventLeader: p.eventLeader,
    outcome: p.outcome,
  };
}

/** A Project with some fields replaced. */
export const projectWith = (p: Project, patch: Partial<Project>): Project => Object.assign(copyProject(p), patch);

type Decks = FreeAtLastState['decks'];

/** A copy of the piles, field by field. */
function copyDecks(d: Decks): Decks {
  return {
    strategy: d.strategy,
    strategyDiscard: d.strategyDiscard,
    strategyRemoved: d.strategyRemoved,
    lastingEvents: d.lastingEvents,
    display: d.display,
    projects: d.projects,
    projectDiscard: d.projectDiscard,
    legislation: d.legislation,
    civilRightsAct: d.civilRightsAct,
    votingRightsAct: d.votingRightsAct,
    laws: d.laws,
    legislationDiscard: d.legislationDiscard,
    legislationRemoved: d.legislationRemoved,
  };
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


/** Sets one of the piles in a draft. */
export function setDeck<K extends keyof Decks>(d: FreeAtLastState, pile: K, cards: Decks[K]): void {
  const t = copyDecks(d.decks);
  t[pile] = cards;
  d.decks = t;
}

/** A copy of the flow's bookkeeping, field by field. */
export function copyFlow(f: Flow): Flow {
  return { cursor: f.cursor, round: f.round, leadersReturning: f.leadersReturning, preemptor: f.preemptor, deadlock: f.deadlock };
}

/** A copy of a resolution's record, field by field in the schema's order (the widest record of the state). */
export function copyResolution(r: Resolution): Resolution {
  return {
    org: r.org,
    mode: r.mode,
    cards: r.cards,
    results: r.results,
    figures: r.figures,
    staffOffer: r.staffOffer,
    staffCubes: r.staffCubes,
    staffLeader: r.staffLeader,
    strikeFirstOk: r.strikeFirstOk,
    strikeFirst: r.strikeFirst,
    insured: r.insured,
    extraRank: r.extraRank,
    hits: r.hits,
    collected: r.collected,
    removed: r.removed,
    advanced: r.advanced,
    responseHits: r.responseHits,
    appeal: r.appeal,
    proposals: r.proposals,
    registrar: r.registrar,
    leaderGone: r.leaderGone,
  };
}
