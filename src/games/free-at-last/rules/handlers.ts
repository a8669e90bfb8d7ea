import type { HandlerTable } from '../../../core/machine/index.js';
import type { FreeAtLastAction, FreeAtLastState } from '../schema.js';
import type { Task } from '../task-schema.js';
import { roundTasks } from './action-rounds.js';
import { burnTask } from './burn-baby-burn.js';
import { drawTasks } from './draws.js';
import { eventTask } from './events.js';
import { discardDownTask } from './end-of-turn.js';
import { hireTask } from './hire-staff.js';
import { chooseLawTask } from './legislation.js';
import { selectTasks } from './select-projects.js';
import { windowStepTasks } from './interrupts.js';
import { flowTasks } from './flow.js';
import { resolutionTasks } from './projects/task.js';
import { variantTasks } from './variants/hooks.js';

/*
 * The handler table of Free at Last: the only module that imports every chapter's task handlers —
 * the flow of the Turn and its decisions, the project resolution, the draws, and the variants'
 * (advanced game, section 23). The base rules never import a variant: they push hook tasks
 * (task-schema.ts) whose handlers the variants provide here.
 */

/** One handler per task kind (a kind of task-schema.ts without one does not compile). */
export const handlers: HandlerTable<FreeAtLastState, Task, FreeAtLastAction> = { ...flowTasks, ...roundTasks, ...burnTask, ...windowStepTasks, ...hireTask, ...selectTasks, ...chooseLawTask, ...discardDownTask, ...eventTask, ...resolutionTasks, ...drawTasks, ...variantTasks };
