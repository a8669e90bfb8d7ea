import type { GameEvent } from '../../../core/types.js';
import type { FreeAtLastState } from '../state/schema.js';
import { continueRounds, enterActionRounds } from './action-rounds.js';
import { dealProjects } from './deal-projects.js';
import { enterDealStrategy } from './deal-strategy.js';
import { continueEndOfTurn, enterEndOfTurn } from './end-of-turn.js';
import { continueEventWindow, openEventWindow } from './event-window.js';
import { continueHire, enterHireStaff } from './hire-staff.js';
import { enterLegislation } from './legislation.js';
import { continueSelect, discardUnselected, enterSelectProjects } from './select-projects.js';
import { flowOf, setStep, withFlow } from '../state/stack.js';
import { continueChallenges, enterChallenges } from './challenges/deal.js';
import { change, type Handlers } from './tasks.js';
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
      if (flowOf(s).at === 'laws') return withFlow(openEventWindow(s), { at: 'events' });
      return continueEventWindow(s) ?? enterActionRounds(s);
    case 'action-rounds':
      return continueRounds(s, ev) ?? enterEndOfTurn(s);
    case 'end-of-turn':
      return continueEndOfTurn(s, ev);
    case 'game-over':
      return s;
  }
}

/** The flow task: runs by itself; its decisions are step tasks above it (rules/steps.ts). */
export const flowTasks: Handlers<'flow'> = {
  flow: {
    decider: () => 'auto',
    run(ctx) {
      const s = ctx.state;
      // 9.8.1 Burn, Baby, Burn! answers come before anything else
      if (flowOf(s).burn.length > 0) ctx.state = setStep(s, { kind: 'burn', org: flowOf(s).burn[0]! });
      else change(ctx, continuePhase);
    },
  },
};
