import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastState } from '../schema.js';
import { decision } from './decision.js';
import { flowTask, ownFlow } from './flow-task.js';
import { strategyCard } from './lookup.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import { lowerNonViolence } from './non-violence.js';
import type { FalCtx, Handlers } from './tasks.js';
import { discardFromHand } from './updates.js';

/*
 * 9.8.1 Burn, Baby, Burn!, a Mandatory Event (mandatory-events.ts): SNCC and CORE each discard a
 * 4-rank card or lower their Non-Violence level. Their answers come before anything else of the
 * flow, its windows included: every task of the flow's frame asks them first (`burnFirst`).
 */

/** Whether answers to a Burn, Baby, Burn! are still owed (they come before anything else of the flow). */
export const burnOwed = (s: FreeAtLastState): boolean => flowTask(s).burn.length > 0;

/** Asks the next answer to a Burn, Baby, Burn! still owed, if any (the task of the flow's frame on top waits for it). */
export function burnFirst(ctx: FalCtx): boolean {
  if (!burnOwed(ctx.state)) return false;
  ctx.push({ kind: 'burn', org: flowTask(ctx.state).burn[0]! });
  return true;
}

/** The answers open to `org`: each 4-rank card it holds, or lowering its level. */
export function burnActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const fours = [...new Set(s.orgs[org]!.hand)].filter((c) => strategyCard(s, c).rank === 4);
  return [...fours.map((card) => ({ type: 'burnDiscard' as const, card })), { type: 'burnLower' }];
}

/** 9.8.1 the answer: a 4-rank card discarded (which may trigger another Burn, Baby, Burn!) or a level lowered. */
export const burnTask: Handlers<'burn'> = {
  burn: decision<'burn'>(
    (s, t) => burnActions(s, t.org),
    (ctx, t, a) => {
      ctx.pop();
      const f = ownFlow(ctx);
      f.burn = f.burn.slice(1);
      if (a.type !== 'burnDiscard') return lowerNonViolence(ctx, t.org);
      ctx.emit({ type: 'burnDiscard', org: t.org, card: a.card });
      discardFromHand(ctx, t.org, a.card);
      if (isMandatory(ctx.state, a.card)) triggerBurn(ctx);
    },
  ),
};
