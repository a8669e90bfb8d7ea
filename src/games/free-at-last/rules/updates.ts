import type { Organization } from '../data/schema.js';
import { challengesOf, componentsOf, cubesIn, extOf, type Zone } from './lookup.js';
import type { ChallengeState, CubeColor, ExtState, FreeAtLastState, OrgState, VpCategory, Project, Cubes } from '../schema.js';
import type { Flow, Resolution, Task } from '../task-schema.js';
import type { FalCtx } from './tasks.js';
import { runOn } from '../../../core/machine/index.js';
import { copyOf } from '../../../core/with-key.js';

/*
 * Every change of the state. The rules change it on ctx (as chicago-68 and free-at-last-1955 do):
 * each change writes into the apply's draft (`ctx.draft()`, the top level copied once per apply)
 * instead of copying the state. Below them, the draft-level code they share: the copies of the
 * records (field by field), a hand's cards, and the cubes and counters (the reads: lookup.ts).
 */

type Decks = FreeAtLastState['decks'];

/** Sets one top-level part of the state. */
export function put<K extends keyof FreeAtLastState>(ctx: FalCtx, key: K, value: FreeAtLastState[K]): void {
  if (ctx.state[key] !== value) ctx.draft()[key] = value;
}

/** Updates one organization: `f` gives the fields to replace (`orgWith`). */
export function updateOrg(ctx: FalCtx, org: Organization, f: (o: OrgState) => Partial<OrgState>): void {
  const o = ctx.state.orgs[org]!;
  putOrg(ctx, org, orgWith(o, f(o)));
}

/** Sets one organization: the organizations' record is this apply's to write in place (core `Ctx.ownRecord`), copied once, not at every change. */
export function putOrg(ctx: FalCtx, org: string, o: OrgState): void {
  (ctx.ownRecord('orgs', copyOf) as Record<string, OrgState>)[org] = o;
}

/** Sets one Project, in the Projects' record this apply writes in place (as `putOrg`). */
export function putProject(ctx: FalCtx, org: string, p: Project): void {
  (ctx.ownRecord('projects', copyOf) as Record<string, Project>)[org] = p;
}

/** Replaces one of the piles. */
export function setDeck<K extends keyof Decks>(ctx: FalCtx, pile: K, cards: Decks[K]): void {
  const t = copyDecks(ctx.state.decks);
  t[pile] = cards;
  ctx.draft().decks = t;
}

/** Updates the variants' state (`ext`, absent in the basic game). */
export function updateExt(ctx: FalCtx, patch: Partial<ExtState>): void {
  const d = ctx.draft();
  d.ext = { ...extOf(d), ...patch };
}

/** Updates the Challenge state (advanced game only). */
export const updateChallenges = (ctx: FalCtx, patch: Partial<ChallengeState>): void => updateExt(ctx, { challenges: { ...challengesOf(ctx.state), ...patch } });

/** The flow's bookkeeping (the state's `flow`), writable in place for the rest of this apply (core `Ctx.ownRecord`). */
export const ownFlow = (ctx: FalCtx): { -readonly [K in keyof Flow]: Flow[K] } => ctx.ownRecord('flow', copyFlow);

/** Sets the record of the running resolution (`null`: none is running). */
export function setResolution(ctx: FalCtx, record: Resolution | null): void {
  ctx.draft().resolution = record;
}

/** The record of the running resolution, writable in place for the rest of this apply (core `Ctx.ownRecord`; only while one is running). */
export function ownRes(ctx: FalCtx): { -readonly [K in keyof Resolution]: Resolution[K] } {
  if (ctx.state.resolution === null) throw new Error('No project resolution is running');
  return ctx.ownRecord('resolution', (r) => copyResolution(r!)) as Resolution;
}

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

/**
 * A copy of an organization, field by field. 22.15 `appealCards` is last, and `undefined` until an
 * appeal has begun: the key is always there (one hidden class for every organization, where a
 * record that gained it later had another), the JSON leaves it out until then.
 */
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
    appealCards: o.appealCards,
  };
  return t;
}

/**
 * 6.5 the Staffers with `id` tired, or with every one rested (`id` null), each changed record one
 * literal `{ id, tired }`. Built by `push`: an optimized `map` returns a holey array, a second
 * shape of the list for every rule that reads it, which deoptimizes them (docs/performance.md).
 */
export function staffWith(staff: OrgState['staff'], id: string | null): OrgState['staff'] {
  const out: OrgState['staff'][number][] = [];
  for (const m of staff) out.push(id === null ? { id: m.id, tired: false } : m.id === id ? { id: m.id, tired: true } : m);
  return out;
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

/** The piles with some replaced (one shape for every copy of them: no spread). */
export const decksWith = (d: Decks, patch: Partial<Decks>): Decks => Object.assign(copyDecks(d), patch);

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

/** A resolution's record with some fields replaced (one shape for every copy of it: no spread). */
export const resolutionWith = (r: Resolution, patch: Partial<Resolution>): Resolution => Object.assign(copyResolution(r), patch);

/* A hand's cards. */

/** Removes one copy of `item` from a list. */
export function without<T>(list: readonly T[], item: T): T[] {
  const i = list.indexOf(item);
  if (i < 0) throw new Error(`not found: ${String(item)}`);
  const out = list.slice(0, list.length - 1);
  for (let j = i; j < out.length; j++) out[j] = list[j + 1]!;
  return out;
}

/** An organization without a card in hand ('home' = the Home Card, 9.3.3). */
const handWithout = (o: OrgState, card: string): OrgState => (card === 'home' ? orgWith(o, { homeCardInHand: false }) : orgWith(o, { hand: without(o.hand, card) }));

/** Takes a card from a hand ('home' = the Home Card, 9.3.3). */
export const takeFromHand = (ctx: FalCtx, org: Organization, card: string): void => putOrg(ctx, org, handWithout(ctx.state.orgs[org]!, card));

/** Discards a card from a hand to the Strategy discard pile (the Home Card just leaves the hand for this Turn). */
export function discardFromHand(ctx: FalCtx, org: Organization, card: string): void {
  takeFromHand(ctx, org, card);
  if (card !== 'home') setDeck(ctx, 'strategyDiscard', [...ctx.state.decks.strategyDiscard, card]);
}

/*
 * Cube moves and the counters every rule moves (VPs, Stars, Failure Markers, X values).
 * Every cube move in the game goes through `moveCubes` (or `moveCubesOn`, which runs it), which is what keeps the census (census.ts)
 * constant.
 */

/** Cubes (or hits, X values) with one colour's count replaced (written out: a hot path, no computed-key spread; one literal, so one hidden class). */
export function withCount(c: Cubes, color: CubeColor, n: number): Cubes {
  return { red: color === 'red' ? n : c.red, white: color === 'white' ? n : c.white, blue: color === 'blue' ? n : c.blue };
}

/** Sets a zone's count of a colour. */
function putCount(ctx: FalCtx, where: Zone, color: CubeColor, n: number): void {
  const s = ctx.state;
  switch (where.zone) {
    case 'supply':
      ctx.draft().supply = withCount(s.supply, color, n);
      return;
    case 'project': {
      const p = s.projects[where.org];
      if (!p) throw new Error(`${where.org} has no Project`);
      putProject(ctx, where.org, projectWith(p, { cubes: withCount(p.cubes, color, n) }));
      return;
    }
    case 'eliminated': {
      const o = s.orgs[where.org]!;
      putOrg(ctx, where.org, orgWith(o, { eliminated: withCount(o.eliminated, color, n) }));
      return;
    }
    case 'criminal': {
      if (color !== 'red') throw new Error('Only red cubes are held for criminal cases (15.14)');
      putOrg(ctx, where.org, orgWith(s.orgs[where.org]!, { criminalHold: n }));
      return;
    }
  }
}

/** How many of up to `n` cubes a zone can give: fewer when it runs out. */
const movable = (s: FreeAtLastState, from: Zone, color: CubeColor, n: number): number => Math.max(0, Math.min(n, cubesIn(s, from, color)));

/**
 * Moves up to `n` cubes of a colour between zones; fewer when the source runs out (a finite supply
 * cannot place cubes it does not have — see rulings). Returns how many moved.
 */
export function moveCubes(ctx: FalCtx, from: Zone, to: Zone, color: CubeColor, n: number): number {
  const moved = movable(ctx.state, from, color, n);
  if (moved === 0) return 0;
  putCount(ctx, from, color, cubesIn(ctx.state, from, color) - moved);
  putCount(ctx, to, color, cubesIn(ctx.state, to, color) + moved);
  return moved;
}

/** `moveCubes` on a copy of the state (for the scenario builder): the new state and how many moved. */
export function moveCubesOn(s: FreeAtLastState, from: Zone, to: Zone, color: CubeColor, n: number): { state: FreeAtLastState; moved: number } {
  if (movable(s, from, color, n) === 0) return { state: s, moved: 0 };
  let moved = 0;
  const r = runOn<FreeAtLastState, Task>(s, (ctx) => void (moved = moveCubes(ctx, from, to, color, n)), { copy: copyState });
  return { state: r.state, moved };
}

/** 23.3 Cooperative Play scores no cubes: SEG cubes collected, red cubes remaining, criminal cases won. */
const noCubeScoring = (s: FreeAtLastState, category: VpCategory): boolean =>
  s.ext?.variant === 'coop' && (category === 'segCubes' || category === 'redCubes' || category === 'litigation');

/** A VP breakdown with `n` more under `category`: one literal, so one hidden class (a spread would make another). */
function breakdownWith(b: OrgState['vpBreakdown'], category: VpCategory, n: number): OrgState['vpBreakdown'] {
  const t = { segCubes: b.segCubes, redCubes: b.redCubes, freedomMarkers: b.freedomMarkers, litigation: b.litigation, events: b.events, stars: b.stars, failures: b.failures };
  t[category] += n;
  return t;
}

/** Adds VPs to an organization under a scoring category (23.3: none for cubes in Cooperative Play; keeps `vp` = sum of the breakdown). */
export function addVp(ctx: FalCtx, org: Organization, category: VpCategory, n: number): void {
  if (n === 0 || noCubeScoring(ctx.state, category)) return; // 23.3
  const o = ctx.state.orgs[org]!;
  putOrg(ctx, org, orgWith(o, { vp: o.vp + n, vpBreakdown: breakdownWith(o.vpBreakdown, category, n) }));
}

/** 4.0 an organization receives Stars. */
export function gainStars(ctx: FalCtx, org: Organization, n: number): void {
  const o = ctx.state.orgs[org]!;
  putOrg(ctx, org, orgWith(o, { stars: o.stars + n }));
}

/** 4.1 an organization spends Stars (throws if it has too few: callers offer only what is affordable). */
export function spendStars(ctx: FalCtx, org: Organization, n: number): void {
  const o = ctx.state.orgs[org]!;
  if (o.stars < n) throw new Error(`${org} has ${o.stars} Stars, cannot spend ${n}`);
  putOrg(ctx, org, orgWith(o, { stars: o.stars - n }));
}

/** 4.2 an organization receives Failure Markers (they never go away). */
export function gainFailures(ctx: FalCtx, org: Organization, n: number): void {
  const o = ctx.state.orgs[org]!;
  putOrg(ctx, org, orgWith(o, { failures: o.failures + n }));
}

/** 3.6.1 moves the cube on a die's X Value Track one space (`up` = right); it stops at the track's ends. */
export function moveX(ctx: FalCtx, die: CubeColor, direction: 'up' | 'down'): void {
  const s = ctx.state;
  const last = componentsOf(s).xTracks[die].values.length - 1;
  const at = s.xTrack[die] + (direction === 'up' ? 1 : -1);
  ctx.draft().xTrack = withCount(s.xTrack, die, Math.max(0, Math.min(last, at)));
}

/*
 * A literal `[]` is a list of small integers for V8 until a string or record is stored in it: then
 * its elements kind changes, and with it the list's hidden class. A list of the state that is
 * sometimes empty and sometimes not so had two hidden classes, and a rule compiled while it saw one
 * of them was deoptimized by the first list of the other (docs/performance.md, fal-jit). `emptyList`
 * is an empty list of the kind the list has once filled; a copy (`slice`, a spread) keeps the kind.
 */
const emptyOfObjects: unknown[] = [null];
emptyOfObjects.length = 0;

/** An empty list with the elements kind of a list of strings or records. */
export const emptyList = <T>(): T[] => emptyOfObjects.slice() as T[];

/** A copy of a list of strings or records, of their elements kind even when empty (`emptyList`). */
export function listOf<T>(items: readonly T[]): T[] {
  const out = emptyList<T>();
  for (const x of items) out.push(x);
  return out;
}

/** 2.6 A Project card as it comes into play: no cubes yet, nothing resolved (its lists one elements kind, `emptyList`). */
export function freshProject(card: number, owner: Organization, stage: Project['stage'], leaders: readonly string[] = []): Project {
  return {
    card,
    owner,
    cubes: { red: 0, white: 0, blue: 0 },
    stage,
    leaders: listOf(leaders),
    freedomRiders: emptyList(),
    overkill: 0,
    litigationUsed: false,
    protests: 0,
    blueHitFirstProtest: false,
    leaderLost: false,
    lostLocalFigures: emptyList(),
    xRerollsUsed: emptyList(),
    eventLeader: null,
    outcome: 'active',
  };
}
