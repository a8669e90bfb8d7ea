import type { Ctx, TaskHandler } from '../../../core/machine/index.js';
import type { Action, State } from '../schema.js';
import type { Kind, Task, TaskOf } from '../task-schema.js';

/* The core task machine's types for Free At Last (1955–65): handlers change the game through a `C`. */

/** The task machine's working context (`ctx`) for Free At Last (1955–65). */
export type C = Ctx<State, Task>;
/** The handler of one task kind. */
export type Handler<K extends Kind> = TaskHandler<State, TaskOf<K>, Action, Task>;
