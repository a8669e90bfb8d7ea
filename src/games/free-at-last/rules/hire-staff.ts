import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastState } from '../schema.js';
import { stepDecision } from './decision.js';
import { askNextSeat } from './flow-task.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import { pushDraws, type FalCtx, type Handlers } from './tasks.js';
import { discardFromHand, updateOrg, ownFlow } from './updates.js';

/*
 * 2.3, 6.3 Hire Staff: in Turn order, a player may discard any card (not the Home Card) to draw a
 * random Staffer from his cup (a chance node); CORE hires for free (3.8.1). One Staffer per Turn.
 */

/** 2.3 the Hire Staff phase starts with the first seat. */
export function enterHireStaff(ctx: FalCtx): void {
  ownFlow(ctx).cursor = 0;
  ctx.push({ kind: 'hireSeats', cursor: 0 });
}

/** Whether `org` may hire now (6.3: one per Turn, cup not empty, a card to discard unless CORE). */
export function canHire(s: FreeAtLastState, org: Organization): boolean {
  const o = s.orgs[org]!;
  return o.staffPool.length > 0 && o.hiredThisTurn < 1 && (org === 'CORE' || o.hand.length > 0);
}

/** The stage on top: offers the hire to the next seat from `cursor` that can hire; the stage is done when none is left. */
export function hireSeats(ctx: FalCtx, cursor: number): void {
  askNextSeat(ctx, 'hireSeats', cursor, (s, org) => (canHire(s, org) ? { kind: 'hire', org } : null));
}

/** The hire choices: each distinct card to discard (or free for CORE), or skip. */
export function hireActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const out: FlowAction[] = org === 'CORE' ? [{ type: 'hire', discard: null }] : [...new Set(s.orgs[org]!.hand)].map((card) => ({ type: 'hire' as const, discard: card }));
  return [...out, { type: 'skipHire' }];
}

/** Hires one Staffer for `org` (6.3; also the Staff Hired event). */
export function hire(ctx: FalCtx, org: Organization): void {
  updateOrg(ctx, org, (o) => ({ hiredThisTurn: o.hiredThisTurn + 1 }));
  pushDraws(ctx, { kind: 'drawStaff', org }, 1);
}

/** 2.3 the seat hires (discarding a card, or free for CORE) or skips. */
export const hireTask: Handlers<'hire'> = {
  hire: stepDecision<'hire'>(
    (s, t) => hireActions(s, t.org),
    (ctx, t, a) => {
      ctx.pop();
      if (a.type === 'skipHire') return;
      if (a.type !== 'hire') throw new Error('not a hire action');
      const org = t.org;
      ctx.emit({ type: 'hire', org, discard: a.discard });
      if (a.discard !== null) discardFromHand(ctx, org, a.discard);
      hire(ctx, org);
      // 9.8.1 a discarded Burn, Baby, Burn! takes place
      if (a.discard !== null && isMandatory(ctx.state, a.discard)) triggerBurn(ctx);
    },
    // 6.3 one Staffer per Turn
    (s, t, a) => (a.type === 'hire' && s.orgs[t.org]!.hiredThisTurn > 0 ? { reason: 'Only one Staffer may be hired per Turn.', rule: '6.3' } : undefined),
  ),
};
