import type { GameEvent } from '../../../core/types.js';
import type { FreeAtLastState } from '../state/schema.js';
import { continueRounds, enterActionRounds } from './action-rounds.js';
import { dealProjects } from './deal-projects.js';
import { enterDealStrategy } from './deal-strategy.js';
import { continueEndOfTurn, enterEndOfTurn } from './end-of-turn.js';
import { eventWindow, openEventWindow } from './event-window.js';
import { continueHire, enterHireStaff } from './hire-staff.js';
import { enterLegislation } from './legislation.js';
import { continueSelect, discardUnselected, enterSelectProjects } from './select-projects.js';
import { flowOf, setStep, withFlow } from '../state/stack.js';
import { continueChallenges, enterChallenges } from './challenges/deal.js';
import { change, type FalCtx, type Handlers } from './tasks.js';
import { askedInWindow, interruptWindow } from './interrupts.js';
import { mayHoldEvent } from './public-offers.js';
import type { Organization } from '../data/schema.js';
import { windowHandler, type WindowSpec } from '../../../core/machine/index.js';
import type { FreeAtLastAction } from '../schema.js';
import type { Task, WindowTask } from '../task-schema.js';
import { isAdvanced } from '../state/ext-access.js';

/*
 * The flow of the Turn: the task at the bottom of the stack. When it is on top (nothing else is
 * pending) it moves the current phase on by one step (each phase's `continue…` function).
 */

function continuePhase(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  switch (s.phase) {
    case 'deal-projects':
      return flowOf(s).at === 'before-deal' ? dealProjects(s) : enterDealStrategy(s);
    case 'deal-strategy':
      return enterHireStaff(s);
    case 'hire-staff':
      return continueHire(s) ?? enterSelectProjects(s);
    case 'select-projects':
      // 2.7 the advanced game deals Challenge cards after the Projects are selected
      return continueSelect(s) ?? (isAdvanced(s) ? enterChallenges(discardUnselected(s)) : enterLegislation(discardUnselected(s)));
    case 'challenges':
      return continueChallenges(s, ev) ?? enterLegislation(s);
    case 'legislation':
      // 9.11.2 legislation events once the laws are in
      if (flowOf(s).at === 'laws') return openEventWindow(withFlow(s, { at: 'events' }));
      return enterActionRounds(s);
    case 'action-rounds':
      return continueRounds(s, ev) ?? enterEndOfTurn(s);
    case 'end-of-turn':
      return continueEndOfTurn(s, ev);
    case 'game-over':
      return s;
  }
}

/** 9.8.1 Burn, Baby, Burn! answers come before anything else of the flow, its windows included. */
const burning = (s: FreeAtLastState): boolean => flowOf(s).burn.length > 0;

function askBurn(ctx: FalCtx): void {
  ctx.state = setStep(ctx.state, { kind: 'burn', org: flowOf(ctx.state).burn[0]! });
}

/**
 * A window of the flow (core window, right above the flow task): Burn, Baby, Burn! answers first;
 * `asked` says on public information whether a seat is asked (has offers), so that the seats with
 * nothing to do are skipped together, in one change of the stack.
 */
function flowWindow<K extends WindowTask['kind']>(spec: WindowSpec<FreeAtLastState, Extract<WindowTask, { kind: K }>, FreeAtLastAction, Task>, asked: (s: FreeAtLastState, org: Organization) => boolean): Handlers<K>[K] {
  type W = Extract<WindowTask, { kind: K }>;
  const h = windowHandler(spec);
  return {
    ...h,
    decider: (s: FreeAtLastState, t: W) => (burning(s) ? 'auto' : h.decider(s, t)),
    run(ctx: FalCtx, t: W) {
      if (burning(ctx.state)) return askBurn(ctx);
      let i = 1;
      while (i < t.seats.length && !asked(ctx.state, t.seats[i]!)) i++;
      // the core window moves past the first seat: past the last one skipped here
      const last = i === 1 ? t : { ...t, seats: t.seats.slice(i - 1) };
      if (last !== t) ctx.replaceTop(last);
      h.run!(ctx, last);
    },
  } as Handlers<K>[K];
}

/** The flow task: runs by itself; its windows and decisions are tasks above it (rules/steps.ts). */
export const flowTasks: Handlers<'flow' | 'window' | 'events'> = {
  flow: {
    decider: () => 'auto',
    run(ctx) {
      if (burning(ctx.state)) askBurn(ctx);
      else change(ctx, continuePhase);
    },
  },
  window: flowWindow(interruptWindow, askedInWindow),
  events: flowWindow(eventWindow, mayHoldEvent),
};
