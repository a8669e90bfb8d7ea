import type { FreeAtLastState, FreeAtLastAction } from '../schema.js';
import type { PhaseTask, RoundStage, Stage, Task, WindowTask } from '../task-schema.js';
import { enterActionRounds } from './action-rounds.js';
import { dealProjects } from './deal-projects.js';
import { enterDealStrategy } from './deal-strategy.js';
import { challengesEnd, discardSeats, enterEndOfTurn, finishTurn, heldMandatory, supremeCourt } from './end-of-turn.js';
import { eventWindow, openEventWindow } from './event-window.js';
import { enterHireStaff, hireSeats } from './hire-staff.js';
import { enterLegislation } from './legislation.js';
import { discardUnselected, enterSelectProjects, selectAfterRedraw, selectSeats } from './select-projects.js';
import type { FalCtx, Handlers } from './tasks.js';
import { mayHoldEvent } from './public-offers.js';
import type { Organization } from '../data/schema.js';
import { windowHandler, type WindowSpec } from '../../../core/machine/index.js';

/*
 * The flow of the Turn: the flow task at the bottom of the stack, the phases still to come right
 * above it (rules/turn.ts: pushed in the rulebook's order when the Turn begins), and the stages of
 * the phase under way above those (task-schema.ts `stageSchemas`). A stage on top runs its sub-step
 * of the phase; a phase task on top (the stages of the one before all done) begins its phase; the
 * flow task on top (every phase done) finishes the Turn.
 */

/** A phase task on top: the phase begins (its stages pushed above the phases after it). */
function phase(enter: (ctx: FalCtx) => void): { decider: () => 'auto'; run: (ctx: FalCtx) => void } {
  return {
    decider: () => 'auto',
    run(ctx) {
      ctx.pop();
      enter(ctx);
    },
  };
}

/**
 * A window of the flow (core window, on top of the flow's frame): `asked` says on public
 * information whether a seat is asked (has offers), so that the seats with nothing to do are
 * skipped together, in one change of the stack.
 */
export function flowWindow<K extends WindowTask['kind']>(spec: WindowSpec<FreeAtLastState, Extract<WindowTask, { kind: K }>, FreeAtLastAction, Task>, asked: (s: FreeAtLastState, org: Organization) => boolean): Handlers<K>[K] {
  type W = Extract<WindowTask, { kind: K }>;
  const h = windowHandler(spec);
  return {
    ...h,
    run(ctx: FalCtx, t: W) {
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

/** A stage of a phase (automatic, on top): it runs its sub-step of the phase. */
export function stage<K extends Stage['kind']>(run: (ctx: FalCtx, t: StageOf<K>) => void): Handlers<K>[K] {
  return { decider: () => 'auto', run } as Handlers<K>[K];
}

/**
 * The flow task, the phases, their stages and the phase event window: they run by themselves; the
 * flow's decisions are step tasks above them, handled in their chapters. The interrupt window and the
 * Challenge phase's stages take the advanced game's part: rules/handlers.ts composes them.
 */
export const flowTasks: Handlers<'flow' | Exclude<PhaseTask['kind'], 'challengePhase'> | Exclude<Stage['kind'], RoundStage['kind'] | 'challengeDecisions' | 'challengeBoard'> | 'events'> = {
  flow: {
    decider: () => 'auto',
    run: finishTurn,
  },
  dealStrategyPhase: phase(enterDealStrategy),
  hireStaffPhase: phase(enterHireStaff),
  selectProjectsPhase: phase(enterSelectProjects),
  legislationPhase: phase(enterLegislation),
  actionRoundsPhase: phase(enterActionRounds),
  endOfTurnPhase: phase(enterEndOfTurn),
  dealProjects: stage((ctx) => dealProjects(ctx)),
  hireSeats: stage((ctx, t) => hireSeats(ctx, t.cursor)),
  selectSeats: stage((ctx, t) => selectSeats(ctx, t.cursor)),
  selectAfterRedraw: stage((ctx, t) => selectAfterRedraw(ctx, t.org)),
  discardUnselected: stage(discardUnselected),
  // 9.11.2 legislation events once the laws are in
  lawEvents: stage((ctx) => {
    ctx.pop();
    openEventWindow(ctx);
  }),
  heldMandatory: stage(heldMandatory),
  discardSeats: stage((ctx, t) => discardSeats(ctx, t.cursor)),
  supremeCourt: stage(supremeCourt),
  challengesEnd: stage(challengesEnd),
  events: flowWindow(eventWindow, mayHoldEvent),
};
