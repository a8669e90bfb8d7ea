import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastAction, FreeAtLastState } from '../schema.js';
import type { Task, WindowTask } from '../task-schema.js';
import type { WindowSpec } from '../../../core/machine/index.js';
import { eventChoices, eventRefused, playEventNow } from './events.js';
import { notHeld } from './decision.js';
import { mayHoldEvent } from './interrupts.js';
import { stepPrompt } from './step-prompt.js';
import type { FalCtx } from './tasks.js';

/*
 * 9.3.2.1 A, C, D: events of the Project Selection, Legislation and End of Turn phases. Ruling: they
 * are offered in a window, in Turn order, after the phase's own steps (after every Project is
 * prepared; after the laws are drawn or chosen, as 9.11.2 says; before the End of Turn discards).
 * Each player may play any number of them, then says done. Who is asked depends on public information
 * only (rules/interrupts.ts `mayHoldEvent`): a seat asked without a playable event just says done.
 */

type EventWindow = Extract<WindowTask, { kind: 'events' }>;

/** Opens the window for every seat (the flow's window, right above the flow task). */
export const openEventWindow = (ctx: FalCtx): void => ctx.push({ kind: 'events', seats: [...ctx.state.seats] });

/** The events the seat may play now, and done. */
export function eventWindowActions(s: FreeAtLastState, org: Organization): FlowAction[] {
  const out = eventChoices(s, org);
  out.push({ type: 'eventsDone' });
  return out;
}

/** The phase event window (core window): an event played, and the same seat is asked again once it is done; or done. */
export const eventWindow: WindowSpec<FreeAtLastState, EventWindow, FreeAtLastAction, Task> = {
  // asked (below) only when public information says the seat may hold an event to play
  offers: (s, _t, seat) => eventWindowActions(s, seat as Organization),
  answer(ctx, _t, org, a) {
    const seat = org as Organization;
    if (a.type === 'eventsDone') return 'next';
    if (a.type !== 'event') throw new Error('not an event');
    playEventNow(ctx, seat, a);
    return 'again';
  },
  prompt: (s, _t, seat) => stepPrompt(s, { kind: 'events', org: seat as Organization }),
  ask: (_s, _t, seat) => ({ decision: 'events', org: seat }),
  // the seats after one with nothing to do are skipped with it while they may hold no event
  asked: (s, _t, seat) => mayHoldEvent(s, seat as Organization),
  // 9.3 a card not held, or an event refused (events.ts)
  explain: (s, _t, seat, a) => notHeld(s, seat as Organization, a) ?? (a.type === 'event' ? eventRefused(s, seat as Organization, a.card) : undefined),
};
