import { taskMachine, type HandlerTable } from '../../core/machine/index.js';
import type { RngState } from '../../core/rng.js';
import type { GameEvent, GameResult } from '../../core/types.js';
import { enterDealProjects } from './rules/deal-projects.js';
import { drawTasks } from './rules/draws.js';
import { flowTasks } from './rules/flow.js';
import { resolutionTasks } from './rules/projects/task.js';
import { stepTasks } from './rules/steps.js';
import { gameResult } from './rules/scoring.js';
import { initialState } from './rules/setup.js';
import { variantResult } from './rules/variants/result.js';
import { withVariants } from './rules/variants/setup.js';
import { variantTasks } from './rules/variants/hooks.js';
import type { FreeAtLastAction, FreeAtLastConfig } from './schema.js';
import type { FreeAtLastState } from './state/schema.js';
import type { Task } from './state/tasks.js';

/*
 * The composition root of Free at Last: the only module that imports every chapter's task
 * handlers — the flow of the Turn and its decisions, the project resolution, the draws, and the variants' (advanced game, section 23) — and
 * wires the variants into setup and the result. The base rules never import a variant: they push
 * hook tasks (state/tasks.ts) whose handlers the variants provide here.
 */

/** One handler per task kind (a kind of state/tasks.ts without one does not compile). */
export const handlers: HandlerTable<FreeAtLastState, Task, FreeAtLastAction> = { ...flowTasks, ...stepTasks, ...resolutionTasks, ...drawTasks, ...variantTasks };

/** The game's engine: the core task machine over `state.tasks`. */
export const machine = taskMachine<FreeAtLastState, Task, FreeAtLastAction>({ name: 'Free at Last', handlers, over: (s) => s.phase === 'game-over' });

/** 1.7 set up (with the variants' setup), then 2.1 the first Turn begins with the Project deal. */
export function setupGame(config: FreeAtLastConfig, rng: RngState): { state: FreeAtLastState; events: GameEvent[] } {
  return machine.start(enterDealProjects(withVariants(config, initialState(config, rng))));
}

/** The final result (the variant's, 23.1–23.3, or the basic game's), or null while the game runs. */
export const resultOf = (s: FreeAtLastState): GameResult | null => (s.phase === 'game-over' ? (variantResult(s) ?? gameResult(s)) : null);
