import type { GameEvent } from '../../../core/types.js';
import type { Organization } from '../data/schema.js';
import type { FreeAtLastState, OrgState } from '../schema.js';
import { copyState, orgWith, setDeck, setOrg, withOrg } from './copy.js';

/* Small immutable helpers shared by the flow rules. */

/** A state and the events that produced it. */
export interface Out {
  readonly state: FreeAtLastState;
  readonly events: GameEvent[];
}

/** Updates one organization in a draft (rules/copy.ts). */
export function updateOrgIn(d: FreeAtLastState, org: Organization, f: (o: OrgState) => OrgState): void {
  setOrg(d, org, f(d.orgs[org]!));
}

/** Updates one organization. */
export function updateOrg(s: FreeAtLastState, org: Organization, f: (o: OrgState) => OrgState): FreeAtLastState {
  return withOrg(s, org, f(s.orgs[org]!));
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

/** Takes a card from a hand ('home' = the Home Card, 9.3.3). */
export const takeFromHand = (s: FreeAtLastState, org: Organization, card: string): FreeAtLastState => updateOrg(s, org, (o) => handWithout(o, card));

/** Discards a card from a hand to the Strategy discard pile, in a draft (the Home Card just leaves the hand for this Turn). */
export function discardFromHandIn(d: FreeAtLastState, org: Organization, card: string): void {
  takeFromHandIn(d, org, card);
  if (card !== 'home') setDeck(d, 'strategyDiscard', [...d.decks.strategyDiscard, card]);
}

/** Discards a card from a hand to the Strategy discard pile. */
export function discardFromHand(s: FreeAtLastState, org: Organization, card: string): FreeAtLastState {
  const t = copyState(s);
  discardFromHandIn(t, org, card);
  return t;
}

/** Runs a rule that returns `{ state, events }` and collects its events. */
export function run(ev: GameEvent[], r: Out): FreeAtLastState {
  ev.push(...r.events);
  return r.state;
}
