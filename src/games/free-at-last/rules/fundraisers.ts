import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastState } from '../schema.js';
import { strategyCard } from './lookup.js';
import type { FalCtx } from './tasks.js';
import { gainStars, updateOrg } from './updates.js';
import { without } from './util.js';

/*
 * 9.5, 10.1 Fundraisers: a player may offer a fundraiser card to another, who may accept it into his
 * hand. The giver receives the card's Star, and a second for a 3- or 4-rank fundraiser (4.0 C). No
 * player gives and receives a fundraiser in the same Turn.
 */

/** The fundraiser offers `org` may make now, added to `out`. */
export function fundraiserOffers(s: FreeAtLastState, org: Organization, out: FlowAction[] = []): FlowAction[] {
  const o = s.orgs[org]!;
  if (o.receivedFundraiser) return out;
  const hand = o.hand;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (hand.indexOf(card) !== i || !strategyCard(s, card).fundraiser) continue; // each fundraiser once, in hand order
    for (const t of s.seats) if (t !== org && !s.orgs[t]!.gaveFundraiser) out.push({ type: 'giveFundraiser', card, to: t });
  }
  return out;
}

/** The fundraiser is accepted: the card changes hands and the giver earns his Stars. */
export function acceptFundraiser(ctx: FalCtx, from: Organization, to: Organization, card: string): void {
  const stars = strategyCard(ctx.state, card).rank >= 3 ? 2 : 1;
  updateOrg(ctx, from, (o) => ({ hand: without(o.hand, card), gaveFundraiser: true }));
  updateOrg(ctx, to, (o) => ({ hand: [...o.hand, card], receivedFundraiser: true }));
  ctx.emit({ type: 'fundraiser', from, to, card, stars });
  gainStars(ctx, from, stars);
}
