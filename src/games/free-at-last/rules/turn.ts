import type { FreeAtLastState, Phase } from '../schema.js';
import { runTop } from '../../../core/machine/stack.js';
import { isPhase, type PhaseTask, type Task } from '../task-schema.js';
import { enterDealProjects } from './deal-projects.js';
import { isAdvanced } from './lookup.js';
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
  const phases = phasesAfterDeal(ctx.state);
  // one at a time from the last (a spread call of a list whose length varies deoptimizes)
  for (let i = phases.length - 1; i >= 0; i--) ctx.push(phases[i]!);
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

/** Whether a task is the flow task or a phase of the Turn still to come (the run at the bottom of the stack). */
const flowOrPhase = (t: Task): boolean => t.kind === 'flow' || isPhase(t);

/**
 * The phase under way, read from the stack: the one before the next phase to come (the last of the
 * phase tasks right above the flow task, core `runTop`); with none left, the End of Turn; with no
 * task left, the game is over (21).
 */
export function phaseUnderWay(s: FreeAtLastState): Phase {
  const next = runTop(s.tasks, flowOrPhase);
  if (next === undefined) return 'game-over';
  if (next.kind === 'flow') return 'end-of-turn';
  const kind = (next as PhaseTask).kind;
  return kind === 'legislationPhase' && isAdvanced(s) ? 'challenges' : phaseBefore[kind];
}
