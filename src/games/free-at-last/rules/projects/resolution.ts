import type { Organization, Activation, Effect, LocalFigure, Leader } from '../../data/schema.js';
import type { CubeColor, FreeAtLastState, Project, VpCategory, ProjectAction } from '../../schema.js';
import { addVp, discardFromHand, emptyList, moveCubes, setResolution, ownRes, updateOrg, gainFailures, gainStars, moveX, spendStars, projectWith, putProject, staffWith } from '../updates.js';
import type { DieRoll, DieTask, Resolution, RollPurpose, Task } from '../../task-schema.js';
import { isMandatory, triggerBurn } from '../mandatory-events.js';
import { auto, type FalCtx, type Handlers } from '../tasks.js';
import { projectCard, findLeader, type Zone, criminalHold, eliminatedArea, onProject, supply, xValue } from '../lookup.js';
import type { PlayedCard } from './contract.js';
import { metByProject } from '../activation.js';

/*
 * What the resolutions of every kind of project action share (14.0–19), each part under a heading of
 * its own: the Project and the resolution's record, cube moves and scoring with an event for the
 * log (written on the task machine's ctx); assigning hits (15.4–15.7); Local Figures (3.6.2, 15.2);
 * the end of the action (15.13–15.17); and the Leaders and Staffers in rolls, with the decisions
 * before a roll (7.2, 12.1, 15.18, 4.1 D). The dice are dice.ts; each kind's steps its chapter.
 */

/** `org`'s Project (throws if it has none: callers check first). */
export function projectOf(s: FreeAtLastState, org: Organization): Project {
  const p = s.projects[org];
  if (!p) throw new Error(`${org} has no Project`);
  return p;
}

/** Replaces some fields of `org`'s Project. */
export function setProject(ctx: FalCtx, org: Organization, patch: Partial<Project>): void {
  putProject(ctx, org, projectWith(projectOf(ctx.state, org), patch));
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

/** A copy of a die, field by field in the schema's order (as `newRoll` makes it): one hidden class for every die. */
export function rollCopy(r: DieRoll): { -readonly [K in keyof DieRoll]: DieRoll[K] } {
  return {
    die: r.die,
    purpose: r.purpose,
    twice: r.twice,
    insured: r.insured,
    exempt: r.exempt,
    modifier: r.modifier,
    faces: r.faces,
    kept: r.kept,
    subsequent: r.subsequent,
    deferConfirm: r.deferConfirm,
    xRerollDeclined: r.xRerollDeclined,
    plain: r.plain,
  };
}

/** The pre-roll decisions' task (`preRoll`) with its dice and re-rolls: one literal for every copy. */
export const preRollTask = (dice: DieRoll[], rerolls: number): Extract<Task, { kind: 'resolutionPreRoll' }> => ({ kind: 'resolutionPreRoll', dice, rerolls });

/**
 * An automatic step that runs once: popped, then `run` (which may push the steps that follow it);
 * when it was the last, the resolution's end (under it) runs at once, the machine's next step.
 */
export const once = <K extends Task['kind']>(run: (ctx: FalCtx) => void): Handlers<K>[K] =>
  auto<K>((ctx) => {
    ctx.pop();
    run(ctx);
    if (ctx.top?.kind === 'resolution') endResolution(ctx);
  });

/** 15.18, 4.1 D the decisions before `dice` are rolled; then the dice, in order. */
export const preRoll = (dice: readonly DieRoll[]): Task => preRollTask([...dice], 0);

/**
 * Pushes the decisions before `dice` are rolled (15.18, 4.1 D), or, when none is open, the dice
 * themselves: what the machine's next step (`rollDice`, the pre-roll decision's `none`) would push.
 * The running resolution's record is set already.
 */
export function pushPreRoll(ctx: FalCtx, dice: readonly DieRoll[]): void {
  const t = preRoll(dice) as PreRoll;
  if (preRollOpen(ctx.state, t)) return ctx.push(t);
  // each die pushed alone, as rollDice does
  for (let i = dice.length - 1; i >= 0; i--) ctx.push(dieTask(dice[i]!));
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

/** An action the step waiting does not list (the machine lists and checks them first). */
export const misfit = (a: ProjectAction, kind: Task['kind']): Error => new Error(`Action ${a.type} does not fit the resolution step ${kind}`);

/** A new die roll with no modifiers. */
export function newRoll(die: DieRoll['die'], purpose: RollPurpose, opts: Partial<DieRoll> = {}): DieRoll {
  // one literal, as `rollCopy`'s (a spread of `opts` into it gave the dice a second hidden class)
  return {
    die,
    purpose,
    twice: opts.twice ?? false,
    insured: opts.insured ?? false,
    exempt: opts.exempt ?? false,
    modifier: opts.modifier ?? 0,
    faces: opts.faces ?? [],
    kept: opts.kept ?? null,
    subsequent: opts.subsequent ?? null,
    deferConfirm: opts.deferConfirm ?? false,
    xRerollDeclined: opts.xRerollDeclined ?? false,
    plain: opts.plain ?? false,
  };
}

/**
 * A fresh record for `org` (fields per mode are then patched in), with the activated Local Figures
 * by name. One literal for every record (a spread of it would give it another hidden class); the
 * names by `push` (an optimized `map` returns a holey array, another shape for its readers).
 */
export function newResolution(org: Organization, mode: Resolution['mode'], cards: Resolution['cards'], extraRank = 0, figures: readonly LocalFigure[] = []): Resolution {
  const names: string[] = [];
  for (const f of figures) names.push(f.name);
  return {
    org,
    mode,
    cards: [...cards],
    results: {},
    figures: names,
    staffOffer: [],
    staffCubes: [],
    staffLeader: [],
    strikeFirstOk: false,
    strikeFirst: false,
    insured: false,
    extraRank,
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

/*
 * Assigning hits (15.4–15.7): red hits collect SEG cubes, SEG hits remove red cubes (blue hits first,
 * 15.7), Overkill buttons (15.6), Freedom Riders as 2 cubes (7.4), and the Leader's hits, allocated
 * one at a time (15.5, 14.5.4).
 */

/** 15.14 where red cubes removed by blue cubes go: held for a criminal case in A Projects (not BAMN, 19.9). */
export function blueRemovalZone(s: FreeAtLastState, org: Organization): Zone {
  const p = projectOf(s, org);
  return projectCard(s, p.card).type === 'A' && p.eventLeader === null ? criminalHold(org) : eliminatedArea(org);
}

/** Collects up to `hits` SEG cubes in the given order (14.1: white first); they count as collected this Action Round. */
export function collectByHits(ctx: FalCtx, org: Organization, hits: number, colors: readonly ('white' | 'blue')[]): void {
  let left = hits;
  for (const color of colors) {
    if (left <= 0) break;
    const moved = move(ctx, onProject(org), eliminatedArea(org), color, left, 'collected');
    left -= moved;
    const r = ownRes(ctx);
    const c = r.collected;
    r.collected = { white: color === 'white' ? c.white + moved : c.white, blue: color === 'blue' ? c.blue + moved : c.blue };
  }
}

/**
 * 15.4–15.7 SEG hits remove red cubes: blue hits first (so they can be defended, 15.7), then white;
 * Freedom Riders take 2 hits each after the cubes (7.4); hits beyond that are Overkill (15.6).
 */
export function removeRed(ctx: FalCtx, org: Organization, byBlue: number, byWhite: number): void {
  const fromBlue = move(ctx, onProject(org), blueRemovalZone(ctx.state, org), 'red', byBlue, 'removed by blue cubes');
  const fromWhite = move(ctx, onProject(org), eliminatedArea(org), 'red', byWhite, 'removed by white cubes');
  let left = byBlue - fromBlue + byWhite - fromWhite;
  const p = projectOf(ctx.state, org);
  const riders = Math.min(p.freedomRiders.length, Math.floor(left / 2));
  if (riders > 0) {
    const lost = p.freedomRiders.slice(p.freedomRiders.length - riders);
    ctx.emit({ type: 'freedomRidersLost', org, riders: lost });
    setProject(ctx, org, { freedomRiders: p.freedomRiders.slice(0, p.freedomRiders.length - riders) });
    updateOrg(ctx, org, (o) => ({ removedLeaders: [...o.removedLeaders, ...lost] }));
    // 7.4 an eliminated Freedom Rider counts as 2 red cubes for demoralization
    move(ctx, supply, eliminatedArea(org), 'red', 2 * riders, 'Freedom Riders eliminated');
    left -= 2 * riders;
  }
  if (left > 0) {
    ctx.emit({ type: 'overkill', org, count: left });
    setProject(ctx, org, { overkill: projectOf(ctx.state, org).overkill + left });
  }
  const r = ownRes(ctx);
  const removed = r.removed;
  r.removed = { byWhite: removed.byWhite + fromWhite, byBlue: removed.byBlue + fromBlue, riders: removed.riders + riders };
}

/** 15.12, 17.12, 18.2.5 the Klan kills the Leader, or (no Leader, V Project) a Civil Rights Local Figure. */
export function klanAttack(ctx: FalCtx, org: Organization): void {
  const p = projectOf(ctx.state, org);
  if (p.leaders.length > 0 && !p.leaderLost) {
    ctx.emit({ type: 'klan', org, killed: p.leaders });
    updateOrg(ctx, org, (o) => ({ removedLeaders: [...o.removedLeaders, ...p.leaders] }));
    setProject(ctx, org, { leaders: emptyList(), leaderLost: true });
    ownRes(ctx).leaderGone = true;
    return;
  }
  const card = projectCard(ctx.state, p.card);
  const figure = card.type === 'V' ? card.localFigures.find((f) => f.side === 'civil-rights' && !p.lostLocalFigures.includes(f.name)) : undefined;
  if (figure) {
    ctx.emit({ type: 'klan', org, killed: [figure.name] });
    setProject(ctx, org, { lostLocalFigures: [...p.lostLocalFigures, figure.name] });
  }
}

/** The SEG colours a Leader hit may collect in this resolution (white first, 15.5). */
export function leaderCollectColors(s: FreeAtLastState): ('white' | 'blue')[] {
  const r = res(s);
  const p = projectOf(s, r.org);
  switch (r.mode) {
    case 'protest':
      return ['white', 'blue'];
    case 'picket':
      return ['white']; // 15.15 blue cubes are never removed through Picketing
    case 'exam':
      return ['blue']; // 17.4 never collect white cubes through the exam
    case 'bamn':
      return p.stage === 'bamn-white' ? ['white'] : ['blue'];
    default:
      return []; // 14.5.4 in Advance and Survive Leaders only save red cubes
  }
}

/** What one Leader hit does (15.5, 15.6). */
export type LeaderHitUse = 'overkill' | 'save' | 'collect';

/** 15.5, 15.6 what one of the Leader's `hits` may do now: Overkill buttons first, then save or collect. */
export function leaderHitUses(s: FreeAtLastState, hits: number): LeaderHitUse[] {
  const r = res(s);
  const p = projectOf(s, r.org);
  if (hits <= 0) return [];
  if (p.overkill > 0) return ['overkill'];
  const uses: LeaderHitUse[] = [];
  if (r.removed.byWhite + r.removed.byBlue > 0) uses.push('save');
  if (leaderCollectColors(s).some((c) => p.cubes[c] > 0)) uses.push('collect');
  return uses;
}

/** Applies one Leader hit. */
export function applyLeaderHit(ctx: FalCtx, use: LeaderHitUse): void {
  const org = res(ctx.state).org;
  if (use === 'overkill') {
    ctx.emit({ type: 'overkillRemoved', org, count: 1 });
    setProject(ctx, org, { overkill: projectOf(ctx.state, org).overkill - 1 });
    return;
  }
  if (use === 'collect') return collectByHits(ctx, org, 1, leaderCollectColors(ctx.state));
  // 15.5 cancel hits by white cubes first, then by blue cubes
  const removed = res(ctx.state).removed;
  if (removed.byWhite > 0) {
    move(ctx, eliminatedArea(org), onProject(org), 'red', 1, 'saved by the Leader');
    ownRes(ctx).removed = { byWhite: removed.byWhite - 1, byBlue: removed.byBlue, riders: removed.riders };
    return;
  }
  move(ctx, blueRemovalZone(ctx.state, org), onProject(org), 'red', 1, 'saved by the Leader');
  ownRes(ctx).removed = { byWhite: removed.byWhite, byBlue: removed.byBlue - 1, riders: removed.riders };
}

/*
 * Local Figures (3.6.2, 15.2, 17.5, 18.2.7): activated by the card(s) played (colour, rank, rank and
 * colour) or by the set size at mobilization; their cube and X effects apply before any die is rolled.
 */

/** Whether an activation by the card played is met by any of the cards (14.5: any of the cards played). */
export function activatedByCards(a: Activation, cards: readonly PlayedCard[]): boolean {
  switch (a.by) {
    case 'color':
      return cards.some((c) => c.color === a.color);
    case 'rank':
      return cards.some((c) => c.rank === a.rank);
    case 'rank-and-color':
      return cards.some((c) => c.rank === a.rank && c.color === a.color);
    default:
      return false;
  }
}

/** The Project's Local Figures still in play (18.2.5 the Klan may eliminate one). */
export function figuresOf(s: FreeAtLastState, org: Organization): LocalFigure[] {
  const p = projectOf(s, org);
  return projectCard(s, p.card).localFigures.filter((f) => !p.lostLocalFigures.includes(f.name));
}

/** Local Figures activated by the cards played this Action Round; 18.3.7 a Registrar only by cards played to advance at the courthouse. */
export function figuresActivated(s: FreeAtLastState, org: Organization, cards: readonly PlayedCard[], side?: LocalFigure['side']): LocalFigure[] {
  const atCourthouse = projectOf(s, org).stage === 'courthouse';
  return figuresOf(s, org).filter((f) => activatedByCards(f.activation, cards) && (!f.registrar || atCourthouse) && (side === undefined || f.side === side));
}

/** 3.6.1 whether an X move helps the movement: red up, white or blue down. */
function helpsMovement(e: Extract<Effect, { kind: 'moveX' }>): boolean {
  return e.die === 'red' ? e.direction === 'up' : e.direction === 'down';
}

/** Applies one cube or X effect to `org`'s Project, logging events; other effects leave the state as it is. */
export function projectEffect(ctx: FalCtx, org: Organization, effect: Effect): void {
  switch (effect.kind) {
    case 'collectSeg': {
      // 15.2 collected SEG cubes are scored at once (1 VP white, 2 VP blue)
      const moved = move(ctx, onProject(org), eliminatedArea(org), effect.color, effect.count, 'collected');
      return score(ctx, org, 'segCubes', moved * (effect.color === 'blue' ? 2 : 1), 'SEG cubes collected');
    }
    case 'removeRed':
      move(ctx, onProject(org), eliminatedArea(org), 'red', effect.count, 'removed');
      return;
    case 'addRed':
      move(ctx, supply, onProject(org), 'red', effect.count, 'added');
      return;
    case 'addSeg':
      move(ctx, supply, onProject(org), effect.color, effect.count, 'added');
      return;
    case 'moveX':
      moveX(ctx, effect.die, effect.direction);
      ctx.emit({ type: 'xMove', die: effect.die, direction: effect.direction, value: xValue(ctx.state, effect.die) });
      return;
    default:
      return;
  }
}

/**
 * Applies the effects of activated Local Figures. `reward`: 3.6.2.1, 4.0 F, 4.2 C — in the Action
 * Rounds a Civil Rights figure moving X in the movement's favour gives a Star, a SEG figure moving it
 * against gives a Failure Marker (none at mobilization). `picketing`: 14.5.1 no blue cube is collected.
 */
export function applyFigures(ctx: FalCtx, org: Organization, figures: readonly LocalFigure[], reward: boolean, picketing = false): void {
  for (const f of figures) {
    ctx.emit({ type: 'localFigure', org, name: f.name, side: f.side });
    for (const e of f.effects) {
      // 14.5.1 Local Figures do not collect blue cubes when Picketing
      if (picketing && e.kind === 'collectSeg' && e.color === 'blue') continue;
      projectEffect(ctx, org, e);
      if (!reward || e.kind !== 'moveX') continue;
      if (f.side === 'civil-rights' && helpsMovement(e)) {
        ctx.emit({ type: 'star', org, count: 1, why: f.name });
        gainStars(ctx, org, 1);
      } else if (f.side === 'seg' && !helpsMovement(e)) {
        ctx.emit({ type: 'failure', org, count: 1, why: f.name });
        gainFailures(ctx, org, 1);
      }
    }
  }
}

/** 3.6.2 Local Figures activated by the number of cards played to mobilize: effects at once, no reward. */
export function activateBySetSize(ctx: FalCtx, org: Organization, setSize: number): void {
  const figures = figuresOf(ctx.state, org).filter((f) => f.activation.by === 'set-size' && setSize >= f.activation.cards);
  applyFigures(ctx, org, figures, false);
}

/** Whether an activated figure lets the red die be rolled twice (15.9). */
export function figuresRollTwice(figures: readonly LocalFigure[]): boolean {
  return figures.some((f) => f.side === 'civil-rights' && f.effects.some((e) => e.kind === 'rollTwice'));
}

/*
 * The end of a project action: the VP tally (15.13 and its exception, 17.6, 18.2.8, 19.4–19.5),
 * success (15.16, 16.3, 17.16, 18.3.9, 19.6) and failure (15.17, 17.17, 18.3.10, 19.7, 15.17.1).
 */

/**
 * 15.13 scores the SEG cubes collected by hits this Action Round (VPs per white and blue cube); if no
 * red cube remains they are not collected and go to the supply (15.17) — cubes collected by Local
 * Figures and LDF Attorneys were scored already and stay collected.
 */
export function tallyCollected(ctx: FalCtx, perWhite: number, perBlue: number): void {
  const r = res(ctx.state);
  const org = r.org;
  const collected = r.collected;
  if (redRemain(projectOf(ctx.state, org))) {
    return score(ctx, org, 'segCubes', collected.white * perWhite + collected.blue * perBlue, 'SEG cubes collected');
  }
  move(ctx, eliminatedArea(org), supply, 'white', collected.white, 'not collected: no red cube remains (15.17)');
  move(ctx, eliminatedArea(org), supply, 'blue', collected.blue, 'not collected: no red cube remains (15.17)');
}

/** The resolution's steps are done: its end clears its record; Overkill buttons only last for the Action Round that scored them (15.6, ruling). */
export function endResolution(ctx: FalCtx): void {
  ctx.pop();
  const r = res(ctx.state);
  setResolution(ctx, null);
  const p = ctx.state.projects[r.org];
  if (p && p.overkill > 0 && r.mode !== 'supreme-court') setProject(ctx, r.org, { overkill: 0 });
}

/** The Project succeeds: Freedom Marker, 1 VP per red cube left (returned to the supply), 2 Stars for Marches and Freedom Rides (16.3). */
export function succeed(ctx: FalCtx, org: Organization): void {
  const p = projectOf(ctx.state, org);
  const card = projectCard(ctx.state, p.card);
  const markers = ctx.state.orgs[org]!.freedomMarkers;
  const t = card.type;
  // one literal for every markers record (a spread of it would give the record another hidden class)
  updateOrg(ctx, org, () => ({ freedomMarkers: { S: markers.S + (t === 'S' ? 1 : 0), A: markers.A + (t === 'A' ? 1 : 0), V: markers.V + (t === 'V' ? 1 : 0) } }));
  ctx.emit({ type: 'projectSuccess', org, card: p.card, freedomMarker: card.type });
  score(ctx, org, 'redCubes', p.cubes.red, 'red cubes remaining on a successful Project');
  clearProject(ctx, org, 'Project complete');
  if (card.kind === 'march' || card.kind === 'freedom-ride') {
    ctx.emit({ type: 'star', org, count: 2, why: '16.3 Marches and Freedom Rides' });
    gainStars(ctx, org, 2);
  }
  setProject(ctx, org, { stage: 'done', outcome: 'success', overkill: 0 });
}

/** All cubes left on the Project go back to the supply. */
export function clearProject(ctx: FalCtx, org: Organization, why: string): void {
  for (const color of ['red', 'white', 'blue'] as const) move(ctx, onProject(org), supply, color, projectOf(ctx.state, org).cubes[color], why);
}

/** The Project fails: a Failure Marker; uncollected cubes go to the supply (15.17.1, 17.17.1, 18.3.10.1 also when the owner cannot go on). */
export function fail(ctx: FalCtx, org: Organization): void {
  ctx.emit({ type: 'projectFailure', org, card: projectOf(ctx.state, org).card });
  ctx.emit({ type: 'failure', org, count: 1, why: 'failed Project (4.2 A)' });
  clearProject(ctx, org, 'Project failed');
  gainFailures(ctx, org, 1);
  setProject(ctx, org, { stage: 'done', outcome: 'failure', overkill: 0 });
}

/**
 * 15.17, 16.2, 17.6–17.7 after a project action: no red cube left fails the Project; an S Project
 * with no blue cube left completes stage 1; any other Project with no SEG cube left succeeds.
 */
export function judgeProject(ctx: FalCtx, org: Organization): void {
  const p = projectOf(ctx.state, org);
  if (!redRemain(p)) fail(ctx, org);
  else if (projectCard(ctx.state, p.card).type === 'S') {
    if (p.cubes.blue === 0) {
      ctx.emit({ type: 'stageComplete', org, stage: 'exam' });
      setProject(ctx, org, { stage: 'school-year', overkill: 0 });
    }
  } else if (p.cubes.white === 0 && p.cubes.blue === 0) succeed(ctx, org);
}

/**
 * 15.16 (16.0) an A Project at its protest stage with every SEG cube collected and red cubes left is a
 * success, however the last cubes went (an event, a Local Figure): ruling, decided at the end of the
 * Action Round, as 15.17 decides a failure.
 */
export function succeedIfCollected(ctx: FalCtx, org: Organization): void {
  const p = projectOf(ctx.state, org);
  if (p.stage === 'protest' && p.eventLeader === null && p.cubes.white === 0 && p.cubes.blue === 0 && p.cubes.red > 0) succeed(ctx, org);
}

/*
 * Protest Leaders and Staffers in rolls: Leader activation and roll twice (7.2), SNCC's two Leaders
 * rolling once (3.8.1.1), the –1 rule for Leader rolls and Dr. King's immunity (12.1), Staffers
 * committed before a roll (6.2, 15.18), Star insurance (4.1 D), and the decisions before a roll.
 */

/** Whether a Leader's condition is met on this Project with these cards (7.2). */
export function leaderActivated(s: FreeAtLastState, org: Organization, a: Activation, cards: readonly PlayedCard[]): boolean {
  return metByProject(a, projectCard(s, projectOf(s, org).card)) || activatedByCards(a, cards);
}

/** Whether a Leader (Protest or Event Leader) rolls on `org`'s Project now (15.5, 15.12, 19.10). */
export function leaderCanRoll(s: FreeAtLastState, org: Organization): boolean {
  const p = projectOf(s, org);
  if (p.leaderLost || res(s).leaderGone) return false;
  return p.eventLeader !== null || p.leaders.length > 0;
}

/**
 * The Leader roll (15.5): one red die for all Leaders on the Project (3.8.1.1), rolled twice if any
 * activated Leader has that ability (7.2); exempt from the –1 rule if a Leader was activated by the
 * card played or is immune (12.1). The Event Leader always rolls twice and is exempt (19.1).
 */
export function leaderRoll(s: FreeAtLastState, org: Organization): DieRoll {
  const p = projectOf(s, org);
  if (p.eventLeader !== null) return newRoll('red', 'leader', { twice: true, exempt: true });
  const cards = res(s).cards;
  const leaders = p.leaders.map((id) => findLeader(s, id)).filter((l): l is Leader => l !== undefined);
  const active = leaders.filter((l) => leaderActivated(s, org, l.activation, cards));
  const twice = active.some((l) => l.effects.some((e) => e.kind === 'rollTwice'));
  const exempt = leaders.some((l) => l.immuneToMinusOne) || active.some((l) => activatedByCards(l.activation, cards));
  return newRoll('red', 'leader', { twice, exempt });
}

/** 6.2, 15.18 the ready Staffers of `org` activated by the cards played. */
export function staffActivated(s: FreeAtLastState, org: Organization, cards: readonly PlayedCard[]): string[] {
  // by push: an optimized `map` returns a holey array, another shape of the list for its readers
  const out: string[] = [];
  for (const m of s.orgs[org]!.staff) {
    const l = m.tired ? undefined : findLeader(s, m.id);
    if (l !== undefined && activatedByCards(l.activation, cards)) out.push(m.id);
  }
  return out;
}

/** The pre-roll decision, as a task. */
type PreRoll = Extract<Task, { kind: 'resolutionPreRoll' }>;

/** The first red roll of the dice (the one a Staffer or a Star would help). */
function firstRedIndex(dice: readonly DieRoll[]): number {
  return dice.findIndex((r) => r.die === 'red' && (r.purpose === 'red-cubes' || r.purpose === 'leader' || r.purpose === 'ldf' || r.purpose === 'doj'));
}

/** The decisions open before `t`'s dice are rolled. */
export function preRollOptions(s: FreeAtLastState, t: PreRoll): { staff: string[]; strikeFirst: boolean; insure: boolean; overkill: boolean } {
  const r = res(s);
  const red = t.dice[firstRedIndex(t.dice)];
  const staffUsable = red !== undefined && (red.purpose === 'red-cubes' || red.purpose === 'leader') && r.mode !== 'injunction' && r.mode !== 'bamn' && r.mode !== 'supreme-court';
  const stars = s.orgs[r.org]!.stars;
  const p = s.projects[r.org];
  return {
    staff: staffUsable ? r.staffOffer : [],
    strikeFirst: r.strikeFirstOk && !r.strikeFirst && red?.purpose === 'red-cubes',
    insure: red !== undefined && !red.insured && stars > 0,
    overkill: r.mode !== 'supreme-court' && p !== undefined && p.overkill > 0 && stars > 0 && (red?.purpose === 'leader' || red?.purpose === 'doj'),
  };
}

/** Whether anything is open before the dice are rolled (else they are rolled at once). */
export function preRollOpen(s: FreeAtLastState, t: PreRoll): boolean {
  const o = preRollOptions(s, t);
  return o.staff.length > 0 || o.strikeFirst || o.insure || o.overkill;
}

/** The dice are rolled, in order; then (15.18) the re-rolls committed CORE Staffers grant for them. */
export function rollDice(ctx: FalCtx, t: PreRoll): void {
  ctx.pop();
  // the dice above the re-rolls (`push` lists from the top down), each pushed alone: no spread of lists whose kinds vary
  if (t.rerolls > 0 && t.dice.length > 0) {
    const batch = emptyList<RollPurpose>();
    for (const d of t.dice) batch.push(d.purpose);
    ctx.push({ kind: 'resolutionReroll', rerolls: t.rerolls, batch });
  }
  for (let i = t.dice.length - 1; i >= 0; i--) ctx.push(dieTask(t.dice[i]!));
}

/** 4.1 B, 10.2 spends a Star to remove an Overkill button from the owner's Project. */
export function removeOverkill(ctx: FalCtx): void {
  const org = res(ctx.state).org;
  ctx.emit({ type: 'starSpent', org, count: 1, why: 'remove an Overkill button (4.1 B)' });
  spendStars(ctx, org, 1);
  setProject(ctx, org, { overkill: projectOf(ctx.state, org).overkill - 1 });
}

/**
 * 15.18 commits a Staffer to the coming roll: +2 to the red die (SNCC, SCLC, NAACP), or (CORE) the red
 * die rolled twice, or one re-roll of any die of this roll; no –1 on the red die (12.0, 12.1).
 */
export function commitStaff(ctx: FalCtx, t: PreRoll, id: string): void {
  const r = res(ctx.state);
  const i = firstRedIndex(t.dice);
  const staffer = findLeader(ctx.state, id)!;
  // copies then fields (`rollCopy`, `preRollTask`: one literal each, not spreads with the fields)
  const roll = rollCopy(t.dice[i]!);
  roll.exempt = true;
  let rerolls = t.rerolls;
  for (const e of staffer.effects) {
    if (e.kind === 'dieModifier') roll.modifier += e.amount;
    if (e.kind === 'rollTwice') roll.twice = true;
    if (e.kind === 'rerollAny') rerolls += 1;
  }
  ctx.emit({ type: 'staffCommitted', org: r.org, staff: id, to: roll.purpose });
  updateOrg(ctx, r.org, (o) => ({ staff: staffWith(o.staff, id) }));
  ctx.replaceTop(preRollTask(diceWith(t.dice, i, roll), rerolls));
  const staffOffer = r.staffOffer.filter((x) => x !== id);
  const w = ownRes(ctx);
  w.staffOffer = staffOffer;
  if (roll.purpose === 'leader') w.staffLeader = [...w.staffLeader, id];
  else w.staffCubes = [...w.staffCubes, id];
}

/** The dice with the `i`th replaced: a `slice` keeps the list's kind (an optimized `map` returns a holey list, another hidden class for its readers). */
function diceWith(dice: readonly DieRoll[], i: number, roll: DieRoll): DieRoll[] {
  const out = dice.slice();
  out[i] = roll;
  return out;
}

/** 4.1 D spends a Star so that an X on the coming red roll needs no subsequent roll. */
export function insure(ctx: FalCtx, t: PreRoll): void {
  const r = res(ctx.state);
  const i = firstRedIndex(t.dice);
  ctx.emit({ type: 'starSpent', org: r.org, count: 1, why: 'insurance against a Strike Out (4.1 D)' });
  spendStars(ctx, r.org, 1);
  const roll = rollCopy(t.dice[i]!);
  roll.insured = true;
  ctx.replaceTop(preRollTask(diceWith(t.dice, i, roll), t.rerolls));
  ownRes(ctx).insured = true;
}

/** Whether a Leader hit could do anything: Overkill to cancel, red cubes to save or SEG cubes to collect (else he does not roll). */
function leaderHasWork(s: FreeAtLastState): boolean {
  const r = res(s);
  const p = projectOf(s, r.org);
  return p.overkill > 0 || r.removed.byWhite + r.removed.byBlue > 0 || leaderCollectColors(s).some((c) => p.cubes[c] > 0);
}

/** 15.5 the Leader rolls (with his own pre-roll decisions) if he can and a hit of his would do anything; his hits are then counted. */
export function leaderRollStep(ctx: FalCtx): void {
  const s = ctx.state;
  const org = res(s).org;
  if (!leaderCanRoll(s, org) || !leaderHasWork(s)) return;
  ownRes(ctx).strikeFirst = false;
  ctx.push({ kind: 'leaderRolled' });
  pushPreRoll(ctx, [leaderRoll(s, org)]);
}
