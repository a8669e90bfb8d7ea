import { withKey } from '../../../../core/with-key.js';
import { projectWith } from '../copy.js';
import type { Organization } from '../../data/schema.js';
import type { CubeColor, FreeAtLastState, Project, VpCategory, ProjectAction } from '../../schema.js';
import type { Zone } from '../zones.js';
import { addVp, discardFromHand, moveCubes, setResolution } from '../updates.js';
import type { DieRoll, DieTask, Resolution, RollPurpose, Task } from '../../task-schema.js';
import { isMandatory, triggerBurn } from '../mandatory-events.js';
import { auto, type FalCtx, type Handlers } from '../tasks.js';

/*
 * Small helpers shared by the project rules, written on the task machine's ctx: reading and writing
 * the Project and the resolution's record, moving cubes and scoring with an event for the log.
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

/** The record of the running resolution (throws if none). */
export function res(s: FreeAtLastState): Resolution {
  const r = s.resolution;
  if (r === null) throw new Error('No project resolution is running');
  return r;
}

/** Starts a project resolution: its record in the state, its first steps pushed (in the order they run) above its end. */
export function startResolution(ctx: FalCtx, record: Resolution, ...steps: Task[]): void {
  setResolution(ctx, record);
  ctx.push(...steps, { kind: 'resolution' });
}

/**
 * A die as a task (a chance node until its faces are in), written out field by field in the
 * schema's order (one shape for every die task: faster to build and read than a spread).
 */
export function dieTask(roll: DieRoll): DieTask {
  return {
    die: roll.die,
    purpose: roll.purpose,
    twice: roll.twice,
    insured: roll.insured,
    exempt: roll.exempt,
    modifier: roll.modifier,
    faces: roll.faces,
    kept: roll.kept,
    subsequent: roll.subsequent,
    deferConfirm: roll.deferConfirm,
    xRerollDeclined: roll.xRerollDeclined,
    plain: roll.plain,
    kind: 'resolutionRoll',
  };
}

/** An automatic step that runs once: popped, then `run` (which may push the steps that follow it). */
export const once = <K extends Task['kind']>(run: (ctx: FalCtx) => void): Handlers<K>[K] => auto<K>((ctx) => (ctx.pop(), run(ctx)));

/** 15.18, 4.1 D the decisions before `dice` are rolled; then the dice, in order. */
export const preRoll = (dice: readonly DieRoll[]): Task => ({ kind: 'resolutionPreRoll', dice: [...dice], rerolls: 0 });

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

/** An action the step waiting does not list (the machine lists and checks them first). */
export const misfit = (a: ProjectAction, kind: Task['kind']): Error => new Error(`Action ${a.type} does not fit the resolution step ${kind}`);

/** A new die roll with no modifiers. */
export function newRoll(die: DieRoll['die'], purpose: RollPurpose, opts: Partial<DieRoll> = {}): DieRoll {
  return { die, purpose, twice: false, insured: false, exempt: false, modifier: 0, faces: [], kept: null, subsequent: null, deferConfirm: false, xRerollDeclined: false, plain: false, ...opts };
}

/** A fresh record for `org` (fields per mode are then patched in). */
export function newResolution(org: Organization, mode: Resolution['mode'], cards: Resolution['cards']): Resolution {
  return {
    org,
    mode,
    cards: [...cards],
    results: {},
    figures: [],
    staffOffer: [],
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
    responseHits: 0,
    appeal: false,
    proposals: {},
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
