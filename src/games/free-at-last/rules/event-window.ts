import type { GameEvent } from '../../../core/types.js';
import type { Organization } from '../data/schema.js';
import type { FlowAction } from '../schema.js';
import type { FreeAtLastState } from '../state/schema.js';
import { eventChoices, playEventNow } from './events.js';
import { mayHoldEvent } from './public-offers.js';
import { flowOf, offerNext, withFlow, setStep } from '../state/stack.js';

/*
 * 9.3.2.1 A, C, D: events of the Project Selection, Legislation and End of Turn phases. Ruling: they
 * are offered in a window, in Turn order, after the phase's own steps (after every Project is
 * prepared; after the laws are drawn or chosen, as 9.11.2 says; before the End of Turn discards).
 * Each player may play any number of them, then says done. Who is asked depends on public information
 * only (rules/public-offers.ts): a seat asked without a playable event just says done.
 */

/** Opens the window for every seat. */
export const openEventWindow = (s: FreeAtLastState): FreeAtLastState => withFlow(s, { windowQueue: [...s.seats] });

/** Offers the window to the next seat that may hold an event to play, on public information; null when it has closed. */
export const continueEventWindow = (s: FreeAtLastState): FreeAtLastState | null => offerNext(s, 'events', mayHoldEvent);

/** The events the seat may play now, and done. */
export function eventWindowActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  return [...eventChoices(s, org), { type: 'eventsDone' }];
}

/** An event played in the window, or the seat is done. */
export function applyEventWindow(s: FreeAtLastState, org: Organization, a: FlowAction, ev: GameEvent[]): FreeAtLastState {
  if (a.type === 'eventsDone') return withFlow(s, { step: null, windowQueue: flowOf(s).windowQueue.slice(1) });
  if (a.type !== 'event') throw new Error('not an event');
  // the same player is asked again once the event (and any choice it opens) is done
  return playEventNow(setStep(s, null), org, a, ev);
}
