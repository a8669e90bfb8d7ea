import type { FreeAtLastState } from '../schema.js';
import type { PhaseTask } from '../task-schema.js';
import { enterDealProjects } from './deal-projects.js';
import { isAdvanced } from './ext-access.js';
import type { FalCtx } from './tasks.js';

/*
 * 2.0 the phases of a Turn, as tasks: when a Turn begins, the phases after the Project deal are
 * pushed in the rulebook's order (the last one at the bottom), and the deal (2.1) begins above
 * them; each phase begins when it comes to the top (rules/flow.ts), its stages pushed above the
 * phases still to come. With none left, the flow task under them finishes the Turn (20.3, 20.4).
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
