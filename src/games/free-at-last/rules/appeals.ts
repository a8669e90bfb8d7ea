import type { Organization } from '../data/schema.js';
import type { FreeAtLastState } from '../schema.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import { strategyCard } from './lookup.js';
import type { FalCtx } from './tasks.js';
import { discardFromHand, updateOrg } from './updates.js';

/*
 * 22.15 filing a criminal appeal: "at any time in the Turn" a player with red cubes removed by blue
 * cubes in his A Project (held on the card, 15.14) may discard two cards to appeal at the Supreme
 * Court, which sits at the End of Turn (20.2). No SEG Reinforcement for these discards.
 */

/** Whether `org` may (still) file an appeal. */
export const mayAppeal = (s: FreeAtLastState, org: Organization): boolean => s.orgs[org]!.criminalHold > 0 && !s.orgs[org]!.appealFiled;

/** One of the two cards of an appeal is discarded; the second files it. */
export function appealDiscard(ctx: FalCtx, org: Organization, card: string, second: boolean): void {
  ctx.emit({ type: 'appealDiscard', org, card });
  // 22.8.1.1, 22.16 the Supreme Court reads these: a white card activates Marshall; consolidation refunds one
  const appealCards = [...(ctx.state.orgs[org]!.appealCards ?? []), { id: card, color: strategyCard(ctx.state, card).color }];
  discardFromHand(ctx, org, card);
  updateOrg(ctx, org, () => ({ appealCards }));
  if (second) {
    ctx.emit({ type: 'appealFiled', org });
    updateOrg(ctx, org, () => ({ appealFiled: true }));
  }
  if (isMandatory(ctx.state, card)) triggerBurn(ctx); // 9.8.1 a discarded Burn, Baby, Burn! takes place
}
