import type { PhaseTask, RoundStage, Stage } from '../task-schema.js';
import { enterActionRounds } from './action-rounds.js';
import { dealProjects } from './deal-projects.js';
import { enterDealStrategy } from './deal-strategy.js';
import { challengesEnd, discardSeats, enterEndOfTurn, finishTurn, heldMandatory, supremeCourt } from './end-of-turn.js';
import { eventWindow, openEventWindow } from './event-window.js';
import { enterHireStaff, hireSeats } from './hire-staff.js';
import { enterLegislation } from './legislation.js';
import { discardUnselected, enterSelectProjects, selectAfterRedraw, selectSeats } from './select-projects.js';
import { auto, window, type FalCtx, type Handlers } from './tasks.js';

/*
 * The flow of the Turn: the flow task at the bottom of the stack, the phases still to come right
 * above it (rules/turn.ts: pushed in the rulebook's order when the Turn begins), and the stages of
 * the phase under way above those (task-schema.ts `stageSchemas`). A stage on top runs its sub-step
 * of the phase; a phase task on top (the stages of the one before all done) begins its phase; the
 * flow task on top (every phase done) finishes the Turn.
 */

/** A phase task on top: the phase begins (its stages pushed above the phases after it). */
const phase = <K extends PhaseTask['kind']>(enter: (ctx: FalCtx) => void): Handlers<K>[K] =>
  auto<K>((ctx) => {
    ctx.pop();
    enter(ctx);
  });

/**
 * The flow task, the phases, their stages and the phase event window: they run by themselves; the
 * flow's decisions are step tasks above them, handled in their chapters. The interrupt window and the
 * Challenge phase's stages take the advanced game's part: rules/handlers.ts composes them.
 */
export const flowTasks: Handlers<'flow' | Exclude<PhaseTask['kind'], 'challengePhase'> | Exclude<Stage['kind'], RoundStage['kind'] | 'challengeDecisions' | 'challengeBoard'> | 'events'> = {
  flow: auto<'flow'>(finishTurn),
  dealStrategyPhase: phase(enterDealStrategy),
  hireStaffPhase: phase(enterHireStaff),
  selectProjectsPhase: phase(enterSelectProjects),
  legislationPhase: phase(enterLegislation),
  actionRoundsPhase: phase(enterActionRounds),
  endOfTurnPhase: phase(enterEndOfTurn),
  dealProjects: auto<'dealProjects'>((ctx) => dealProjects(ctx)),
  hireSeats: auto<'hireSeats'>((ctx, t) => hireSeats(ctx, t.cursor)),
  selectSeats: auto<'selectSeats'>((ctx, t) => selectSeats(ctx, t.cursor)),
  selectAfterRedraw: auto<'selectAfterRedraw'>((ctx, t) => selectAfterRedraw(ctx, t.org)),
  discardUnselected: auto<'discardUnselected'>(discardUnselected),
  // 9.11.2 legislation events once the laws are in
  lawEvents: auto<'lawEvents'>((ctx) => {
    ctx.pop();
    openEventWindow(ctx);
  }),
  heldMandatory: auto<'heldMandatory'>(heldMandatory),
  discardSeats: auto<'discardSeats'>((ctx, t) => discardSeats(ctx, t.cursor)),
  supremeCourt: auto<'supremeCourt'>(supremeCourt),
  challengesEnd: auto<'challengesEnd'>(challengesEnd),
  events: window<'events'>(eventWindow),
};
