import type { FreeAtLastState, Phase } from '../schema.js';
import { topmost } from '../../../core/machine/stack.js';
import { isPhase, type PhaseTask } from '../task-schema.js';
import { enterDealProjects } from './deal-projects.js';
import { isAdvanced } from './ext-access.js';
import type { FalCtx } from './tasks.js';

/*
 * 2.0 the phases of a Turn, as tasks: when a Turn begins, the phases after the Project deal are
 * pushed in the rulebook's order (the last one at the bottom), and the deal (2.1) begins above
 * them; each phase begins when it comes to the top (rules/flow.ts), its stages pushed above the
 * phases still to come. With none left, the flow task under them finishes the Turn (20.3, 20.4);
 * after the last Turn it leaves the stack, and the game is over (21).
 */

/** 2.2–2.10 the phases after the Project deal, in the order of play (2.7 only in the advanced game, its hook). */
export function phasesAfterDeal(s: FreeAtLastState): PhaseTask[] {
  return [
    { kind: 'dealStrategyPhase' },
    { kind: 'hireStaffPhase' },
    { kind: 'selectProjectsPhase' },
    ...(isAdvanced(s) ? [{ kind: 'challengePhase' } as const] : []),
    { kind: 'legislationPhase' },
    { kind: 'actionRoundsPhase' },
    { kind: 'endOfTurnPhase' },
  ];
}

/** 2.1 a Turn begins: its later phases pushed (the first of them on top: `push` lists from the top down), then the Project deal. */
export function beginTurn(ctx: FalCtx): void {
  ctx.push(...phasesAfterDeal(ctx.state));
  enterDealProjects(ctx);
}

/** The phase each phase task begins. */
export const phaseOfTask: Readonly<Record<PhaseTask['kind'], Phase>> = {
  dealStrategyPhase: 'deal-strategy',
  hireStaffPhase: 'hire-staff',
  selectProjectsPhase: 'select-projects',
  challengePhase: 'challenges',
  legislationPhase: 'legislation',
  actionRoundsPhase: 'action-rounds',
  endOfTurnPhase: 'end-of-turn',
};

/** The phase under way while each phase task is the next to come (2.0; 2.7 before 2.8 in the advanced game). */
const phaseBefore: Readonly<Record<PhaseTask['kind'], Phase>> = {
  dealStrategyPhase: 'deal-projects',
  hireStaffPhase: 'deal-strategy',
  selectProjectsPhase: 'hire-staff',
  challengePhase: 'select-projects',
  legislationPhase: 'select-projects',
  actionRoundsPhase: 'legislation',
  endOfTurnPhase: 'action-rounds',
};

/**
 * The phase under way, read from the stack: the one before the next phase to come (the topmost
 * phase task, core `topmost`); with none left, the End of Turn; with no task left, the game is
 * over (21).
 */
export function phaseUnderWay(s: FreeAtLastState): Phase {
  if (s.tasks.length === 0) return 'game-over';
  const next = topmost(s.tasks, isPhase);
  if (next === undefined) return 'end-of-turn';
  return next.kind === 'legislationPhase' && isAdvanced(s) ? 'challenges' : phaseBefore[next.kind];
}
