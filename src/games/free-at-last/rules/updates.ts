import type { Organization } from '../data/schema.js';
import { copyFlow, copyResolution, orgWith, setDeck as setDeckIn, setOrg } from './copy.js';
import { challengesOf, extOf } from './ext-access.js';
import type { ChallengeState, CubeColor, ExtState, FreeAtLastState, OrgState, VpCategory } from '../schema.js';
import type { Flow, Resolution } from '../task-schema.js';
import { addVpIn, gainFailuresIn, gainStarsIn, moveCubesIn, moveXIn, spendStarsIn, type Zone } from './zones.js';
import type { FalCtx } from './tasks.js';
import { discardFromHandIn, takeFromHandIn } from './util.js';

/*
 * The state changes of rules written on ctx (as chicago-68 and free-at-last-1955 have them): each
 * writes into the apply's draft (`ctx.draft()`, the top level copied once per apply) instead of
 * copying the state. The draft-level code they share lives beside the data it changes
 * (zones.ts, copy.ts, util.ts).
 */

type Decks = FreeAtLastState['decks'];

/** Sets one top-level part of the state. */
export function put<K extends keyof FreeAtLastState>(ctx: FalCtx, key: K, value: FreeAtLastState[K]): void {
  if (ctx.state[key] !== value) ctx.draft()[key] = value;
}

/** Updates one organization: `f` gives the fields to replace (copy.ts `orgWith`). */
export function updateOrg(ctx: FalCtx, org: Organization, f: (o: OrgState) => Partial<OrgState>): void {
  const d = ctx.draft();
  const o = d.orgs[org]!;
  setOrg(d, org, orgWith(o, f(o)));
}

/** Replaces one of the piles. */
export const setDeck = <K extends keyof Decks>(ctx: FalCtx, pile: K, cards: Decks[K]): void => setDeckIn(ctx.draft(), pile, cards);

/** Moves up to `n` cubes of a colour between zones (fewer when the source runs out); returns how many moved. */
export const moveCubes = (ctx: FalCtx, from: Zone, to: Zone, color: CubeColor, n: number): number => moveCubesIn(ctx.draft(), from, to, color, n);

/** Adds VPs to an organization under a scoring category (23.3: none for cubes in Cooperative Play). */
export const addVp = (ctx: FalCtx, org: Organization, category: VpCategory, n: number): void => addVpIn(ctx.draft(), org, category, n);

/** 4.0 an organization receives Stars. */
export const gainStars = (ctx: FalCtx, org: Organization, n: number): void => gainStarsIn(ctx.draft(), org, n);

/** 4.1 an organization spends Stars (throws if it has too few). */
export const spendStars = (ctx: FalCtx, org: Organization, n: number): void => spendStarsIn(ctx.draft(), org, n);

/** 4.2 an organization receives Failure Markers. */
export const gainFailures = (ctx: FalCtx, org: Organization, n: number): void => gainFailuresIn(ctx.draft(), org, n);

/** 3.6.1 moves the cube on a die's X Value Track one space (`up` = right). */
export const moveX = (ctx: FalCtx, die: CubeColor, direction: 'up' | 'down'): void => moveXIn(ctx.draft(), die, direction);

/** Takes a card from a hand ('home' = the Home Card, 9.3.3). */
export const takeFromHand = (ctx: FalCtx, org: Organization, card: string): void => takeFromHandIn(ctx.draft(), org, card);

/** Discards a card from a hand to the Strategy discard pile (the Home Card just leaves the hand for this Turn). */
export const discardFromHand = (ctx: FalCtx, org: Organization, card: string): void => discardFromHandIn(ctx.draft(), org, card);

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
