import type { Activation, Leader, Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import { ownRes, spendStars, updateOrg } from '../updates.js';
import { dieTask, newRoll, preRoll, projectOf, res, setProject } from './common.js';
import type { FalCtx } from '../tasks.js';
import type { PlayedCard } from './contract.js';
import { leaderCollectColors } from './hits.js';
import { activatedByCards } from './local-figures.js';
import { metByProject } from '../activation.js';
import type { DieRoll, Task } from '../../task-schema.js';
import { projectCard, findLeader } from '../lookup.js';

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
  return s.orgs[org]!.staff
    .filter((m) => {
      const l = findLeader(s, m.id);
      return !m.tired && l !== undefined && activatedByCards(l.activation, cards);
    })
    .map((m) => m.id);
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

/** Whether anything is open before the dice are rolled (else they are rolled at once): `preRollOptions` without building them. */
export function preRollOpen(s: FreeAtLastState, t: PreRoll): boolean {
  const red = t.dice[firstRedIndex(t.dice)];
  if (red === undefined) return false;
  const r = res(s);
  if (s.orgs[r.org]!.stars > 0 && (!red.insured || (r.mode !== 'supreme-court' && (red.purpose === 'leader' || red.purpose === 'doj') && (s.projects[r.org]?.overkill ?? 0) > 0))) return true;
  if (r.strikeFirstOk && !r.strikeFirst && red.purpose === 'red-cubes') return true;
  return r.staffOffer.length > 0 && (red.purpose === 'red-cubes' || red.purpose === 'leader') && r.mode !== 'injunction' && r.mode !== 'bamn' && r.mode !== 'supreme-court';
}

/** The dice are rolled, in order; then (15.18) the re-rolls committed CORE Staffers grant for them. */
export function rollDice(ctx: FalCtx, t: PreRoll): void {
  ctx.pop();
  const reroll: Task[] = t.rerolls > 0 && t.dice.length > 0 ? [{ kind: 'resolutionReroll', rerolls: t.rerolls, batch: t.dice.map((d) => d.purpose) }] : [];
  ctx.push(...t.dice.map(dieTask), ...reroll);
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
  let roll = { ...t.dice[i]!, exempt: true };
  let rerolls = t.rerolls;
  for (const e of staffer.effects) {
    if (e.kind === 'dieModifier') roll = { ...roll, modifier: roll.modifier + e.amount };
    if (e.kind === 'rollTwice') roll = { ...roll, twice: true };
    if (e.kind === 'rerollAny') rerolls += 1;
  }
  ctx.emit({ type: 'staffCommitted', org: r.org, staff: id, to: roll.purpose });
  updateOrg(ctx, r.org, (o) => ({ staff: o.staff.map((m) => (m.id === id ? { ...m, tired: true } : m)) }));
  ctx.replaceTop({ ...t, dice: t.dice.map((q, j) => (j === i ? roll : q)), rerolls });
  const staffOffer = r.staffOffer.filter((x) => x !== id);
  const w = ownRes(ctx);
  w.staffOffer = staffOffer;
  if (roll.purpose === 'leader') w.staffLeader = [...w.staffLeader, id];
  else w.staffCubes = [...w.staffCubes, id];
}

/** 4.1 D spends a Star so that an X on the coming red roll needs no subsequent roll. */
export function insure(ctx: FalCtx, t: PreRoll): void {
  const r = res(ctx.state);
  const i = firstRedIndex(t.dice);
  ctx.emit({ type: 'starSpent', org: r.org, count: 1, why: 'insurance against a Strike Out (4.1 D)' });
  spendStars(ctx, r.org, 1);
  ctx.replaceTop({ ...t, dice: t.dice.map((q, j) => (j === i ? { ...q, insured: true } : q)) });
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
  ctx.push(preRoll([leaderRoll(s, org)]), { kind: 'leaderRolled' });
}
