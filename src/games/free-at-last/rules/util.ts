import type { Organization } from '../data/schema.js';
import type { FreeAtLastState, OrgState } from '../schema.js';
import { orgWith, setDeck, setOrg } from './copy.js';

/* Small immutable helpers shared by the flow rules. */

/** Updates one organization in a draft (copy.ts). */
export function updateOrgIn(d: FreeAtLastState, org: Organization, f: (o: OrgState) => OrgState): void {
  setOrg(d, org, f(d.orgs[org]!));
}

/** Removes one copy of `item` from a list. */
export function without<T>(list: readonly T[], item: T): T[] {
  const i = list.indexOf(item);
  if (i < 0) throw new Error(`not found: ${String(item)}`);
  const out = list.slice(0, list.length - 1);
  for (let j = i; j < out.length; j++) out[j] = list[j + 1]!;
  return out;
}

/** An organization without a card in hand ('home' = the Home Card, 9.3.3). */
const handWithout = (o: OrgState, card: string): OrgState => (card === 'home' ? orgWith(o, { homeCardInHand: false }) : orgWith(o, { hand: without(o.hand, card) }));

/** Takes a card from a hand, in a draft. */
export const takeFromHandIn = (d: FreeAtLastState, org: Organization, card: string): void => updateOrgIn(d, org, (o) => handWithout(o, card));

/** Discards a card from a hand to the Strategy discard pile, in a draft (the Home Card just leaves the hand for this Turn). */
export function discardFromHandIn(d: FreeAtLastState, org: Organization, card: string): void {
  takeFromHandIn(d, org, card);
  if (card !== 'home') setDeck(d, 'strategyDiscard', [...d.decks.strategyDiscard, card]);
}
