import type { GameEvent } from '../../../core/types.js';
import type { Organization } from '../data/schema.js';
import type { FreeAtLastState, OrgState } from '../state/schema.js';
import { withDeck, withOrg } from '../state/copy.js';

/* Small immutable helpers shared by the flow rules. */

/** A state and the events that produced it. */
export interface Out {
  readonly state: FreeAtLastState;
  readonly events: GameEvent[];
}

export { queueDraws } from '../state/stack.js';

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

/** Takes a card from a hand ('home' = the Home Card, 9.3.3). */
export function takeFromHand(s: FreeAtLastState, org: Organization, card: string): FreeAtLastState {
  return updateOrg(s, org, (o) => (card === 'home' ? { ...o, homeCardInHand: false } : { ...o, hand: without(o.hand, card) }));
}

/** Discards a card from a hand to the Strategy discard pile (the Home Card just leaves the hand for this Turn). */
export function discardFromHand(s: FreeAtLastState, org: Organization, card: string): FreeAtLastState {
  const t = takeFromHand(s, org, card);
  return card === 'home' ? t : withDeck(t, 'strategyDiscard', [...t.decks.strategyDiscard, card]);
}

/** Runs a rule that returns `{ state, events }` and collects its events. */
export function run(ev: GameEvent[], r: Out): FreeAtLastState {
  ev.push(...r.events);
  return r.state;
}

/** Distinct values in first-seen order. */
export const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];
