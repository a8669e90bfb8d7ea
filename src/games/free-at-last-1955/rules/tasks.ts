import { handlerBuilders, type Ctx, type TaskHandler } from '../../../core/machine/index.js';
import type { Action, State } from '../schema.js';
import type { Kind, Task, TaskOf } from '../task-schema.js';

/*
 * The core task machine's types for Free At Last (1955–65): handlers change the game through a `C`,
 * and every handler is written with the core's builders: a task runs by itself (`auto`), asks a side
 * (`decision`), is a die or a draw (`chance`), a window over both sides (`window`) or an event's
 * effects (`effectList`).
 */

/** The task machine's working context (`ctx`) for Free At Last (1955–65). */
export type C = Ctx<State, Task>;
/** The handler of one task kind. */
export type Handler<K extends Kind> = TaskHandler<State, TaskOf<K>, Action, Task>;

/** The core's builders over Free At Last (1955–65)'s types. */
export const { auto, decision, chance, window, effectList } = handlerBuilders<State, Task, Action>();
