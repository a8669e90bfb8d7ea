import { pushDraws, type FalCtx } from './tasks.js';
import { updateOrg } from './updates.js';

/** 2.2 Deal each player 6 Strategy cards; 9.3.3 each begins the Turn with his Home Card. */
export function enterDealStrategy(ctx: FalCtx): void {
  for (const org of ctx.state.seats) {
    updateOrg(ctx, org, () => ({ homeCardInHand: true }));
    pushDraws(ctx, { kind: 'drawStrategy', org }, 6);
  }
}
