import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastState } from '../schema.js';
import { notHeld, stepDecision } from './decision.js';
import { strategyCard } from './lookup.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import { lowerNonViolence } from './non-violence.js';
import type { Handlers } from './tasks.js';
import { discardFromHand } from './updates.js';

/*
 * 9.8.1 Burn, Baby, Burn!, a Mandatory Event (mandatory-events.ts): SNCC and CORE each discard a
 * 4-rank card or lower their Non-Violence level. Their answers are tasks owed to the flow, right
 * above its frame (flow-task.ts `oweToFlow`): each comes to the top before anything else of the
 * flow, its windows included, once what was under way when the event took place is done.
 */

/** The answers open to `org`: each 4-rank card it holds, or lowering its level. */
export function burnActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const out: FlowAction[] = [];
  for (const card of new Set(s.orgs[org]!.hand)) if (strategyCard(s, card).rank === 4) out.push({ type: 'burnDiscard', card });
  out.push({ type: 'burnLower' });
  return out;
}

/** 9.8.1 the answer: a 4-rank card discarded (which may trigger another Burn, Baby, Burn!) or a level lowered. */
export const burnTask: Handlers<'burn'> = {
  burn: stepDecision<'burn'>(
    (s, t) => burnActions(s, t.org),
    (ctx, t, a) => {
      ctx.pop();
      if (a.type !== 'burnDiscard') return lowerNonViolence(ctx, t.org);
      ctx.emit({ type: 'burnDiscard', org: t.org, card: a.card });
      discardFromHand(ctx, t.org, a.card);
      if (isMandatory(ctx.state, a.card)) triggerBurn(ctx);
    },
    (s, t, a) => notHeld(s, t.org, a),
  ),
};
