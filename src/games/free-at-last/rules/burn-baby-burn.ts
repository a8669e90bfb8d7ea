import type { GameEvent } from '../../../core/types.js';
import type { Organization } from '../data/schema.js';
import type { FlowAction } from '../schema.js';
import type { FreeAtLastState } from '../state/schema.js';
import { strategyCard } from './lookup.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import { lowerNonViolence } from './non-violence.js';
import { discardFromHand } from './util.js';
import { flowOf, withFlow, setStep } from '../state/stack.js';

/*
 * 9.8.1 Burn, Baby, Burn!, a Mandatory Event (mandatory-events.ts): SNCC and CORE each discard a
 * 4-rank card or lower their Non-Violence level.
 */

/** The answers open to `org`: each 4-rank card it holds, or lowering its level. */
export function burnActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const fours = [...new Set(s.orgs[org]!.hand)].filter((c) => strategyCard(s, c).rank === 4);
  return [...fours.map((card) => ({ type: 'burnDiscard' as const, card })), { type: 'burnLower' }];
}

/** 9.8.1 the answer: a 4-rank card discarded (which may trigger another Burn, Baby, Burn!) or a level lowered. */
export function applyBurn(s0: FreeAtLastState, org: Organization, a: FlowAction, ev: GameEvent[]): FreeAtLastState {
  const s = withFlow(setStep(s0, null), { burn: flowOf(s0).burn.slice(1) });
  if (a.type === 'burnDiscard') {
    ev.push({ type: 'burnDiscard', org, card: a.card });
    const t = discardFromHand(s, org, a.card);
    return isMandatory(t, a.card) ? triggerBurn(t, ev) : t;
  }
  return lowerNonViolence(s, org, ev);
}
