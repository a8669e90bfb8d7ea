import type { Organization } from '../../data/schema.js';
import type { FreeAtLastAction, FreeAtLastState, VariantAction } from '../../schema.js';
import { onProject, supply } from '../lookup.js';
import { challengeCard, challengesOf } from '../lookup.js';
import { moveCubes, spendStars, updateChallenges } from '../updates.js';
import type { FalCtx } from '../tasks.js';
import { closeSeatWindow } from '../window-seats.js';
import type { Task } from '../../task-schema.js';
import type { WindowPart } from '../interrupts.js';
import { takeDealt } from './deal.js';

/*
 * 4.1 C, 9.15 cancelling Challenges: 2 Stars; 1 Star each from two players who agree (an offer the
 * other player accepts or refuses); SCLC's 1 Star on its own Project (3.8.1). A Challenge is
 * cancelled before it is implemented (when dealt) or, while in effect, in the interrupt window at
 * the start of an Action Round (10.2). 9.15.1 a cancelled M Challenge takes its SEG cubes back to
 * the supply, without VPs and without counting for demoralization. (The events that cancel the ALL
 * Challenges, 9.15, are base cards: rules/event-effects.ts `cancelAllChallenges`.)
 */

type CancelAction = Extract<VariantAction, { type: 'challengeCancel' | 'challengeShare' }>;

/**
 * The ways `org` may pay to cancel `card`; `onOwn`: it is (or would be) on `org`'s own Project
 * (SCLC's 1-Star cancel); `asked`: players who already refused to share.
 */
export function cancelOptions(s: FreeAtLastState, org: Organization, card: string, onOwn: boolean, asked: readonly Organization[]): CancelAction[] {
  const stars = s.orgs[org]!.stars;
  const out: CancelAction[] = [];
  if (stars >= 2) out.push({ type: 'challengeCancel', card, pay: 'two-stars' });
  if (org === 'SCLC' && onOwn && stars >= 1) out.push({ type: 'challengeCancel', card, pay: 'sclc-one-star' });
  if (stars >= 1) {
    for (const other of s.seats) if (other !== org && !asked.includes(other) && s.orgs[other]!.stars >= 1) out.push({ type: 'challengeShare', card, with: other });
  }
  return out;
}

/** 9.15.1 takes an M Challenge's SEG cubes off the Project (as many as are still there) to the supply. */
function withdrawCubes(ctx: FalCtx, entry: { org: Organization | null; added: { white: number; blue: number } }): void {
  if (entry.org === null || !ctx.state.projects[entry.org]) return;
  for (const color of ['white', 'blue'] as const) {
    const moved = moveCubes(ctx, onProject(entry.org), supply, color, entry.added[color]);
    if (moved > 0) ctx.emit({ type: 'cubesWithdrawn', org: entry.org, color, count: moved, why: '9.15.1 cancelled M Challenge' });
  }
}

/** Cancels a Challenge: a dealt one (`dealtTo`) or one in effect; the card goes to the discard pile. */
export function cancelChallenge(ctx: FalCtx, card: string, dealtTo: Organization | null): void {
  ctx.emit({ type: 'challengeCancelled', card, name: challengeCard(ctx.state, card).name });
  if (dealtTo !== null) takeDealt(ctx, dealtTo, card);
  else {
    const entry = challengesOf(ctx.state).inPlay.find((x) => x.card === card);
    if (entry && challengeCard(ctx.state, card).category === 'M') withdrawCubes(ctx, entry);
    updateChallenges(ctx, { inPlay: challengesOf(ctx.state).inPlay.filter((x) => x.card !== card) });
  }
  updateChallenges(ctx, { discard: [...challengesOf(ctx.state).discard, card] });
}

/** Pays for a cancel (`challengeCancel`) or opens the share offer (`challengeShare`). */
export function applyCancelAction(ctx: FalCtx, org: Organization, a: CancelAction, dealtTo: Organization | null, asked: readonly Organization[]): void {
  if (a.type === 'challengeShare') {
    ctx.emit({ type: 'challengeShareOffered', from: org, to: a.with, card: a.card });
    return ctx.push({ kind: 'share', org: a.with, from: org, card: a.card, dealt: dealtTo !== null, asked: [...asked] });
  }
  const cost = a.pay === 'two-stars' ? 2 : 1;
  ctx.emit({ type: 'starSpent', org, for: 'cancel a Challenge', count: cost });
  spendStars(ctx, org, cost);
  cancelChallenge(ctx, a.card, dealtTo);
}

/** 4.1 C the other player's answer to a share offer (the offer on top). */
export function applyShareAnswer(ctx: FalCtx, step: Extract<Task, { kind: 'share' }>, accept: boolean): void {
  ctx.pop();
  if (accept) {
    ctx.emit({ type: 'starSpent', org: step.from, for: 'cancel a Challenge', count: 1 });
    ctx.emit({ type: 'starSpent', org: step.org, for: 'cancel a Challenge', count: 1 });
    spendStars(ctx, step.from, 1);
    spendStars(ctx, step.org, 1);
    return cancelChallenge(ctx, step.card, step.dealt ? step.from : null);
  }
  ctx.emit({ type: 'challengeShareRefused', from: step.from, to: step.org });
  // back to the dealt Challenge's decision; in the interrupt window a refusal closes the seat's window (as 9.5 offers do)
  if (step.dealt) return ctx.push({ kind: 'challenge', org: step.from, card: step.card, asked: [...step.asked, step.org] });
  closeSeatWindow(ctx);
}

/** 10.2 the cancels `org` may make in the interrupt window, added to `out`: any Challenge in effect. */
function windowCancelOptions(s: FreeAtLastState, org: Organization, out: FreeAtLastAction[]): FreeAtLastAction[] {
  for (const x of challengesOf(s).inPlay) out.push(...cancelOptions(s, org, x.card, x.org === org, []));
  return out;
}

/** 10.2 the advanced game's part of the interrupt window: cancelling a Challenge in effect. */
export const windowCancels: WindowPart = {
  offers: windowCancelOptions,
  answer(ctx, org, a) {
    if (a.type !== 'challengeCancel' && a.type !== 'challengeShare') return false;
    applyCancelAction(ctx, org, a, null, []);
    return true;
  },
};
