import { copyOf } from '../../../../core/with-key.js';
import type { DieFace } from '../../data/schema.js';
import type { FreeAtLastState, ProjectAction } from '../../schema.js';
import { dieTask, projectOf, res, setProject } from './resolution.js';
import { ownRes } from '../updates.js';
import type { DieRoll, DieTask, RollResult } from '../../task-schema.js';
import type { FalCtx, Pile } from '../tasks.js';
import { projectCard, legislationCard, componentsOf, xValue } from '../lookup.js';

/*
 * Reading a die (3.6, 12.0–12.3, 15.9, 15.11): numbers, X and K read from the X Value Track, the –1
 * rule, the subsequent roll after an X that may Strike Out, Star insurance (4.1 D), rolling twice
 * and keeping one, and the once-per-Project X re-roll of Legislation (3.6).
 */

/** 3.6 an X, or a K on the white die, reads the X Value Track. */
export function isX(face: DieFace): boolean {
  return face === 'X' || face === 'K';
}

/** 3.6, 15.11 on the subsequent roll an X (or an X or K on the white die) Strikes Out. */
export function strikesOut(die: DieRoll['die'], face: DieFace): boolean {
  return face === 'X' || (die === 'white' && face === 'K');
}

/** 12.0 the face the –1 rule turns into –1: 4 on the blue die, 3 on the red and white dice. */
export function minusOneFace(die: DieRoll['die']): number {
  return die === 'blue' ? 4 : 3;
}

/** What a face counts as for this roll: X value, the –1 rule, then the roll's modifier. */
export function faceValue(s: FreeAtLastState, roll: DieRoll, face: DieFace): number {
  if (roll.plain) return typeof face === 'number' ? face : 0;
  if (isX(face)) return xValue(s, roll.die) + roll.modifier;
  if (face === minusOneFace(roll.die) && !roll.exempt) return -1 + roll.modifier;
  return (face as number) + roll.modifier;
}

/** 3.6 a Legislation card in effect for this Project's type lets an X on this die be re-rolled once per Project. */
export function xRerollAvailable(s: FreeAtLastState, roll: DieRoll): boolean {
  const r = res(s);
  const p = s.projects[r.org];
  if (!p || r.mode === 'supreme-court' || p.xRerollsUsed.includes(roll.die)) return false;
  const laws = s.decks.laws[projectCard(s, p.card).type];
  return laws.some((id) => legislationCard(s, id).effects.some((e) => e.kind === 'rerollXOnce' && e.die === roll.die));
}

/** What the die in progress needs next. */
export type RollNeed = 'chance' | 'keep' | 'xReroll' | 'done';

/** What the die in progress waits for: a chance node, a decision (keep one of two, X re-roll), or nothing. */
export function rollNeed(s: FreeAtLastState, roll: DieRoll): RollNeed {
  if (roll.faces.length < (roll.twice ? 2 : 1)) return 'chance';
  if (roll.kept === null) return roll.faces[0] === roll.faces[1] ? 'done' : 'keep';
  if (roll.plain || !isX(roll.kept)) return 'done';
  if (!roll.xRerollDeclined && xRerollAvailable(s, roll)) return 'xReroll';
  if (roll.insured || roll.deferConfirm || roll.subsequent !== null) return 'done';
  return 'chance';
}

/** The die in progress as a pile of faces: its outcomes are its faces weighted by count. */
export const rollPile = (s: FreeAtLastState, roll: DieRoll): Pile<ProjectAction> => ({
  items: componentsOf(s).dice[roll.die],
  make: (face) => ({ type: 'projectRoll', die: roll.die, face: face as DieFace }),
});

/** Records a face rolled for the die on top. */
export function applyFace(ctx: FalCtx, roll: DieTask, face: DieFace): void {
  const s = ctx.state;
  const r = res(s);
  const first = roll.faces.length < (roll.twice ? 2 : 1);
  const p = s.projects[r.org];
  // Who rolls and why the face reads as it does, for the log (describe-event.ts).
  const leaders = roll.purpose === 'leader' && p ? (p.eventLeader !== null ? [p.eventLeader] : p.leaders) : [];
  const reading = roll.plain || !first ? 'plain' : isX(face) ? 'x' : face === minusOneFace(roll.die) ? (roll.exempt ? 'exempt' : 'minus-one') : 'plain';
  ctx.emit({ type: 'roll', org: r.org, die: roll.die, face, value: faceValue(s, roll, face), purpose: roll.purpose, subsequent: !first, leaders, reading, modifier: roll.modifier });
  const next = dieTask(roll);
  if (first) next.faces = [...roll.faces, face];
  else next.subsequent = face;
  putDie(ctx, next);
}

/**
 * The die on top becomes `next` (a fresh copy): with its faces in and nothing left to choose between
 * them, its only face is kept and it is settled at once, as the machine's next step would
 * (`settleDie`, the die's `none`); else it waits for its roll or its owner's decision.
 */
function putDie(ctx: FalCtx, next: DieTask): void {
  if (next.faces.length === (next.twice ? 2 : 1)) {
    if (onlyFace(next)) next.kept = next.faces[0]!;
    if (next.kept !== null) return settleDie(ctx, next);
  }
  ctx.replaceTop(next);
}

/** 15.9 the owner keeps one of two faces. */
export function keepFace(ctx: FalCtx, roll: DieTask, face: DieFace): void {
  const next = dieTask(roll);
  next.kept = face;
  putDie(ctx, next);
}

/** 3.6 the X re-roll: used once per Project for this die; the die is rolled again. */
export function rerollX(ctx: FalCtx, roll: DieTask): void {
  const r = res(ctx.state);
  ctx.emit({ type: 'xReroll', die: roll.die });
  setProject(ctx, r.org, { xRerollsUsed: [...projectOf(ctx.state, r.org).xRerollsUsed, roll.die] });
  const next = dieTask(roll);
  next.faces = [];
  next.kept = null;
  next.subsequent = null;
  ctx.replaceTop(next);
}

/** 3.6 declines the X re-roll. */
export function declineReroll(ctx: FalCtx, roll: DieTask): void {
  const next = dieTask(roll);
  next.xRerollDeclined = true;
  putDie(ctx, next);
}

/** Whether the die's faces are in and leave no choice between them (one face, or twice the same): that face is kept. */
export function onlyFace(roll: DieRoll): boolean {
  return roll.kept === null && roll.faces.length === (roll.twice ? 2 : 1) && (roll.faces.length === 1 || roll.faces[0] === roll.faces[1]);
}

/** What the die on top waits for, its only face kept. */
export function dieNeed(s: FreeAtLastState, roll: DieRoll): RollNeed {
  return rollNeed(s, onlyFace(roll) ? { ...roll, kept: roll.faces[0]! } : roll);
}

/**
 * The die on top as far as it goes without a decision or a roll: its only face kept; once done its
 * result is stored under its purpose in the record and the die is gone.
 */
export function settleDie(ctx: FalCtx, t: DieTask): void {
  const s = ctx.state;
  let roll = t;
  if (onlyFace(t)) {
    roll = dieTask(t);
    roll.kept = t.faces[0]!;
  }
  if (rollNeed(s, roll) !== 'done') return ctx.replaceTop(roll);
  ctx.pop();
  const face = roll.kept!;
  const x = !roll.plain && isX(face);
  const struckOut = x && roll.subsequent !== null && strikesOut(roll.die, roll.subsequent);
  const result: RollResult = {
    die: roll.die,
    face,
    value: struckOut ? 0 : faceValue(s, roll, face),
    struckOut,
    klan: face === 'K' && roll.subsequent === 'K',
    x,
    modifier: roll.modifier,
    exempt: roll.exempt,
  };
  ctx.emit({ type: 'dieResult', org: res(s).org, die: roll.die, purpose: roll.purpose, face, value: result.value, struckOut, klan: result.klan, x, subsequent: roll.subsequent });
  const r = ownRes(ctx);
  // a copy, then the key (`copyOf`: a spread followed by a computed key runs on V8's slow path)
  const results = copyOf(r.results);
  results[roll.purpose] = result;
  r.results = results;
}

/** Hits from a number of cubes and a roll: struck out scores nothing (3.6), never below 0. */
export function hitsOf(base: number, result: RollResult | undefined): number {
  if (!result || result.struckOut) return 0;
  return Math.max(0, base + result.value);
}
