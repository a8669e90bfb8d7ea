import type { HandlerTable } from '../../../core/machine/index.js';
import type { Action, State } from '../schema.js';
import type { Task } from '../task-schema.js';
import { avoidanceTasks } from './avoidance.js';
import { cityActivationTasks } from './city-activation.js';
import { confrontationTasks } from './confrontation.js';
import { drawTasks } from './draw.js';
import { electionTasks } from './elections.js';
import { eventTasks } from './events.js';
import { freeCityTasks } from './free-cities.js';
import { leaderActivationTasks } from './leader-activation.js';
import { leaderEliminationTasks } from './leader-elimination.js';
import { lossTasks } from './losses.js';
import { playTasks } from './plays.js';
import { recruitmentTasks } from './recruitment.js';
import { yearTasks } from './year.js';

/*
 * The composition root: the handler table of every task kind, gathered from the rule chapters that
 * define them. A kind of task-schema.ts without a handler here does not compile.
 */

/** One handler per task kind. */
export const handlers: HandlerTable<State, Task, Action> = {
  ...yearTasks, ...drawTasks, ...playTasks, ...recruitmentTasks, ...leaderActivationTasks, ...cityActivationTasks, ...eventTasks,
  ...confrontationTasks, ...avoidanceTasks, ...lossTasks, ...leaderEliminationTasks, ...freeCityTasks, ...electionTasks,
};
