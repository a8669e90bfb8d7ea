import type { GameEvent } from '../../../core/types.js';
import type { FreeAtLastState } from '../state/schema.js';
import type { RoundStage, Stage } from '../state/pending.js';
import { enterActionRounds } from './action-rounds.js';
import { dealProjects } from './deal-projects.js';
import { enterDealStrategy } from './deal-strategy.js';
import { challengesEnd, discardSeats, enterEndOfTurn, finishTurn, heldMandatory, supremeCourt } from './end-of-turn.js';
import { eventWindow, openEventWindow } from './event-window.js';
import { enterHireStaff, hireSeats } from './hire-staff.js';
import { enterLegislation } from './legislation.js';
import { discardUnselected, enterSelectProjects, selectAfterRedraw, selectSeats } from './select-projects.js';
import { flowOf, setStage, setStep } from '../state/stack.js';
import { challengeBoard, challengeDecisions, enterChallenges } from './challenges/deal.js';
import { change, type FalCtx, type Handlers } from './tasks.js';
import { askedInWindow, interruptWindow } from './interrupts.js';
import { mayHoldEvent } from './public-offers.js';
import type { Organization } from '../data/schema.js';
import { windowHandler, type WindowSpec } from '../../../core/machine/index.js';
import type { FreeAtLastAction } from '../schema.js';
import type { Task, WindowTask } from '../task-schema.js';
import { isAdvanced } from '../state/ext-access.js';

/*
 * The flow of the Turn: the task at the bottom of the stack, and the stages of the phase under way
 * above it (state/pending.ts). A stage on top runs its sub-step of the phase; the flow task on top
 * (the phase's stages all done) starts the next phase.
 */

/** The next phase, once the stages of the one under way are done. */
function nextPhase(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  switch (s.phase) {
    case 'deal-projects':
      return enterDealStrategy(s);
    case 'deal-strategy':
      return enterHireStaff(s);
    case 'hire-staff':
      return enterSelectProjects(s);
    case 'select-projects':
      // 2.7 the advanced game deals Challenge cards after the Projects are selected
      return isAdvanced(s) ? enterChallenges(discardUnselected(s)) : enterLegislation(discardUnselected(s));
    case 'challenges':
      return enterLegislation(s);
    case 'legislation': // on ctx: the flow task's handler
    case 'action-rounds':
      return enterEndOfTurn(s);
    case 'end-of-turn':
      return finishTurn(s, ev);
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

type StageOf<K extends Stage['kind']> = Extract<Stage, { kind: K }>;

/** A stage of a phase (automatic): Burn, Baby, Burn! answers first, as for every task of the flow's frame. */
function stage<K extends Stage['kind']>(run: (s: FreeAtLastState, t: StageOf<K>, ev: GameEvent[]) => FreeAtLastState): Handlers<K>[K] {
  return {
    decider: () => 'auto',
    run(ctx: FalCtx, t: StageOf<K>) {
      if (burning(ctx.state)) askBurn(ctx);
      else change(ctx, (s, ev) => run(s, t, ev));
    },
  } as Handlers<K>[K];
}

/** The flow task, the stages of the phases and the flow's windows: they run by themselves; the flow's decisions are step tasks above them (rules/steps.ts). */
export const flowTasks: Handlers<'flow' | Exclude<Stage['kind'], RoundStage['kind']> | WindowTask['kind']> = {
  flow: {
    decider: () => 'auto',
    run(ctx) {
      if (burning(ctx.state)) askBurn(ctx);
      else if (ctx.state.phase === 'legislation') enterActionRounds(ctx);
      else change(ctx, nextPhase);
    },
  },
  dealProjects: stage((s) => dealProjects(s)),
  hireSeats: stage((s, t) => hireSeats(s, t.cursor)),
  selectSeats: stage((s, t) => selectSeats(s, t.cursor)),
  selectAfterRedraw: stage((s, t) => selectAfterRedraw(s, t.org)),
  challengeDecisions: stage((s) => challengeDecisions(s)),
  challengeBoard: stage((s, _t, ev) => challengeBoard(s, ev)),
  // 9.11.2 legislation events once the laws are in
  lawEvents: stage((s) => openEventWindow(setStage(s, null))),
  heldMandatory: stage((s, _t, ev) => heldMandatory(s, ev)),
  discardSeats: stage((s, t) => discardSeats(s, t.cursor)),
  supremeCourt: stage((s, _t, ev) => supremeCourt(s, ev)),
  challengesEnd: stage((s, _t, ev) => challengesEnd(s, ev)),
  window: flowWindow(interruptWindow, askedInWindow),
  events: flowWindow(eventWindow, mayHoldEvent),
};
