import { withKey } from '../../../../core/with-key.js';
import { projectWith } from '../copy.js';
import type { Organization } from '../../data/schema.js';
import type { CubeColor, FreeAtLastState, Project, VpCategory, ProjectAction } from '../../schema.js';
import type { Zone } from '../zones.js';
import { addVp, discardFromHand, moveCubes } from '../updates.js';
import { resolutionOf, type DieRoll, type Resolution, type ResolutionNext, type ResolutionNextGroup, type ResolutionNextOf, type RollPurpose, type ResolutionTask } from '../../task-schema.js';
import { isMandatory, triggerBurn } from '../mandatory-events.js';
import type { FalCtx } from '../tasks.js';

/*
 * Small helpers shared by the project rules, written on the task machine's ctx: reading and writing
 * the Project and the resolution task, moving cubes and scoring with an event for the log.
 */

/** `org`'s Project (throws if it has none: callers check first). */
export function projectOf(s: FreeAtLastState, org: Organization): Project {
  const p = s.projects[org];
  if (!p) throw new Error(`${org} has no Project`);
  return p;
}

/** Replaces some fields of `org`'s Project. */
export function setProject(ctx: FalCtx, org: Organization, patch: Partial<Project>): void {
  const d = ctx.draft();
  d.projects = withKey(d.projects, org, projectWith(projectOf(d, org), patch));
}

/** The running resolution (throws if none). */
export function res(s: FreeAtLastState): ResolutionTask {
  const r = resolutionOf(s);
  if (!r) throw new Error('No project resolution is running');
  return r;
}

/**
 * A copy of a resolution task, written out field by field in the schema's order (the widest task of
 * the state: a literal builds it in one allocation, where a spread is generic and slower).
 */
function copyResolution(r: ResolutionTask): ResolutionTask {
  return {
    org: r.org,
    mode: r.mode,
    cards: r.cards,
    next: r.next,
    after: r.after,
    roll: r.roll,
    queue: r.queue,
    results: r.results,
    figures: r.figures,
    staffOffer: r.staffOffer,
    rerolls: r.rerolls,
    batch: r.batch,
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
    leaderHits: r.leaderHits,
    responders: r.responders,
    responseHits: r.responseHits,
    appeal: r.appeal,
    proposals: r.proposals,
    cases: r.cases,
    registrar: r.registrar,
    leaderGone: r.leaderGone,
    kind: r.kind,
  };
}

/** The running resolution, writable in place for the rest of this apply (copied once: core `Ctx.own`). */
export const ownRes = (ctx: FalCtx) => ctx.own(res(ctx.state), copyResolution);

/** Starts a project resolution (replacing a running one), under the draws waiting on top. */
export function startResolution(ctx: FalCtx, task: ResolutionTask): void {
  const running = resolutionOf(ctx.state);
  if (running === null) ctx.push(task);
  else ctx.replace(running, task);
}

/** Red cubes plus Freedom Riders as 2 cubes each (7.4), for hits by red cubes. */
export function redStrength(p: Project): number {
  return p.cubes.red + 2 * p.freedomRiders.length;
}

/** Whether anyone is left on the Project's side: red cubes or Freedom Riders (7.4). */
export function redRemain(p: Project): boolean {
  return p.cubes.red + p.freedomRiders.length > 0;
}

function zoneName(z: Zone): string {
  return z.zone === 'supply' ? 'supply' : `${z.zone}:${z.org}`;
}

/** Moves cubes and logs a `cubes` event; returns how many moved. */
export function move(ctx: FalCtx, from: Zone, to: Zone, color: CubeColor, n: number, why: string): number {
  const moved = moveCubes(ctx, from, to, color, n);
  if (moved > 0) ctx.emit({ type: 'cubes', color, count: moved, from: zoneName(from), to: zoneName(to), why });
  return moved;
}

/** Scores VPs and logs a `vp` event. */
export function score(ctx: FalCtx, org: Organization, category: VpCategory, n: number, why: string): void {
  if (n === 0) return;
  ctx.emit({ type: 'vp', org, category, vp: n, why });
  addVp(ctx, org, category, n);
}

/** One chapter's resolution steps, run once the queued dice are rolled (engine.ts): one handler per name. */
export type NextHandlers<G extends ResolutionNextGroup> = { readonly [K in ResolutionNextOf<G>]: (ctx: FalCtx) => void };

/** An action the step waiting does not list (the machine lists and checks them first). */
export const misfit = (a: ProjectAction, kind: ResolutionTask['kind']): Error => new Error(`Action ${a.type} does not fit the resolution step ${kind}`);

/** A new die roll with no modifiers. */
export function newRoll(die: DieRoll['die'], purpose: RollPurpose, opts: Partial<DieRoll> = {}): DieRoll {
  return { die, purpose, twice: false, insured: false, exempt: false, modifier: 0, faces: [], kept: null, subsequent: null, deferConfirm: false, xRerollDeclined: false, plain: false, ...opts };
}

/** A fresh resolution for `org` (fields per mode are then patched in). */
export function newResolution(org: Organization, mode: Resolution['mode'], cards: Resolution['cards'], next: ResolutionNext): ResolutionTask {
  return {
    org,
    mode,
    cards: [...cards],
    kind: 'resolutionRoll',
    next,
    after: '',
    roll: null,
    queue: [],
    results: {},
    figures: [],
    staffOffer: [],
    rerolls: 0,
    batch: [],
    staffCubes: [],
    staffLeader: [],
    strikeFirstOk: false,
    strikeFirst: false,
    insured: false,
    extraRank: 0,
    hits: { red: 0, white: 0, blue: 0 },
    collected: { white: 0, blue: 0 },
    removed: { byWhite: 0, byBlue: 0, riders: 0 },
    advanced: 0,
    leaderHits: 0,
    responders: [],
    responseHits: 0,
    appeal: false,
    proposals: {},
    cases: [],
    registrar: null,
    leaderGone: false,
  };
}

/** Cards `org` may discard or play from hand: Strategy card ids, and 'home' for the Home Card (9.3.3). */
export function handCards(s: FreeAtLastState, org: Organization): string[] {
  const o = s.orgs[org]!;
  return [...new Set(o.hand), ...(o.homeCardInHand ? ['home'] : [])];
}

/** Discards a card from `org`'s hand ('home' = the Home Card, which stays with its owner for the next Turn). */
export function discardCard(ctx: FalCtx, org: Organization, card: string, why: string): void {
  ctx.emit({ type: 'discard', org, card, why });
  discardFromHand(ctx, org, card);
  // 9.8.1 a discarded Burn, Baby, Burn! takes place; SNCC and CORE answer once the resolution is over
  if (card !== 'home' && isMandatory(ctx.state, card)) triggerBurn(ctx);
}
