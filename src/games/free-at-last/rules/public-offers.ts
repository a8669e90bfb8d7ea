import type { ComponentSet, Organization } from '../data/schema.js';
import type { FreeAtLastState } from '../schema.js';
import { mayAppeal } from './appeals.js';
import { cardEventPossible, eventCandidates } from './events.js';
import { canDraw } from './lookup.js';
import { componentsOf } from './zones.js';
import { phaseUnderWay } from './turn.js';

/*
 * Ruling (issue 12, rulings.md "Windows are offered on public information"): whether a seat is
 * offered a window (10.x interrupts, 9.3.2.1 phase events) depends only on what every player can
 * see, never on its hidden hand. A seat is asked when a card that could be played there may be in
 * its hand: it holds cards, and such a card is not known to be out of play (it is in the draw pile
 * or some hand, not in a discard pile, the lasting display, the March on Washington display or out
 * of the game). A seat asked without such a card simply passes. Windows nobody could use on public
 * information are skipped, which keeps random playouts fast.
 */

/** Whether card `id` is in the draw pile or in some hand: not known to be out of play. */
function inPlay(s: FreeAtLastState, id: string): boolean {
  if (s.decks.strategy.includes(id)) return true;
  for (const o of s.seats) if (s.orgs[o]!.hand.includes(id)) return true;
  return false;
}

/** Whether one of the Strategy cards `ids` passing `test` is not known to be out of play, for a seat holding cards. */
function mayHold(s: FreeAtLastState, org: Organization, ids: readonly string[], test: (id: string) => boolean): boolean {
  if (s.orgs[org]!.hand.length === 0) return false;
  // where the card is first: a few list scans cost less than the rules' test
  for (const id of ids) if (inPlay(s, id) && test(id)) return true;
  return false;
}

/** 9.3.2.1, 9.7 whether `org` may hold an event (or, with `responses`, a response card) it could play now. */
export const mayHoldEvent = (s: FreeAtLastState, org: Organization, responses = false): boolean =>
  mayHold(s, org, eventCandidates(s, responses), (id) => cardEventPossible(s, org, id, responses));

const fundraiserCache = new WeakMap<ComponentSet, readonly string[]>();

/** The fundraiser cards of the component set (9.5). */
function fundraisers(s: FreeAtLastState): readonly string[] {
  const c = componentsOf(s);
  let ids = fundraiserCache.get(c);
  if (!ids) fundraiserCache.set(c, (ids = c.strategy.filter((card) => card.fundraiser).map((card) => card.id)));
  return ids;
}

/** 9.5 whether `org` may hold a fundraiser it could offer now. */
function mayOfferFundraiser(s: FreeAtLastState, org: Organization): boolean {
  if (s.orgs[org]!.receivedFundraiser) return false;
  if (!s.seats.some((x) => x !== org && !s.orgs[x]!.gaveFundraiser)) return false;
  return mayHold(s, org, fundraisers(s), () => true);
}

/**
 * 10.x whether `org` is offered the interrupt window: Stars to spend on a draw (4.1 A), an appeal to
 * file (22.15, two cards in hand), or a fundraiser or response card it may hold.
 */
export function offeredInterrupt(s: FreeAtLastState, org: Organization): boolean {
  const o = s.orgs[org]!;
  if (o.stars > 0 && canDraw(s)) return true;
  if (mayAppeal(s, org) && o.hand.length >= 2 && phaseUnderWay(s) === 'action-rounds') return true;
  return mayOfferFundraiser(s, org) || mayHoldEvent(s, org, true);
}
