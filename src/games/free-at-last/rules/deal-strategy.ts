import type { FreeAtLastState } from '../state/schema.js';
import { queueDraws, updateOrg } from './util.js';
import { withFlow } from '../state/stack.js';

/** 2.2 Deal each player 6 Strategy cards; 9.3.3 each begins the Turn with his Home Card. */
export function enterDealStrategy(s: FreeAtLastState): FreeAtLastState {
  let t = withFlow({ ...s, phase: 'deal-strategy' }, { step: null });
  for (const org of t.seats) {
    t = updateOrg(t, org, (o) => ({ ...o, homeCardInHand: true }));
    t = queueDraws(t, { kind: 'drawStrategy', org }, 6);
  }
  return t;
}
