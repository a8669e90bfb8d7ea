import type { HandlerTable } from '../../../core/machine/index.js';
import type { FreeAtLastAction, FreeAtLastState } from '../schema.js';
import type { Task } from '../task-schema.js';
import { roundTasks } from './action-rounds.js';
import { burnTask } from './burn-baby-burn.js';
import { drawTasks } from './draws.js';
import { eventList } from './events.js';
import { windowCancels } from './challenges/cancel.js';
import { challengeTasks } from './challenges/hooks.js';
import { discardDownTask } from './end-of-turn.js';
import { hireTask } from './hire-staff.js';
import { chooseLawTask } from './legislation.js';
import { selectTasks } from './select-projects.js';
import { interruptWindow, windowStepTasks } from './interrupts.js';
import { flowTasks } from './flow.js';
import { window } from './tasks.js';
import { resolutionTasks } from './projects/task.js';
import { variantTasks } from './variants/hooks.js';

/*
 * The handler table of Free at Last: the only module that imports every chapter's task handlers —
 * the flow of the Turn and its decisions, the project resolution, the draws, the variants' (section
 * 23) and the advanced game's (rules/challenges/). The base rules never import a variant or the
 * advanced game: they push hook tasks (task-schema.ts) whose handlers those provide here, and the
 * part they take from it (the interrupt window's cancels) is composed here.
 */

/** One handler per task kind (a kind of task-schema.ts without one does not compile). */
export const handlers: HandlerTable<FreeAtLastState, Task, FreeAtLastAction> = { ...flowTasks, ...roundTasks, ...burnTask, ...windowStepTasks, ...hireTask, ...selectTasks, ...chooseLawTask, ...discardDownTask, ...challengeTasks, ...resolutionTasks, ...drawTasks, ...variantTasks,
  // the advanced game's part (rules/challenges/hooks.ts): 10.2 the interrupt window's cancels
  window: window<'window'>(interruptWindow(windowCancels)),
  event: eventList,
};
