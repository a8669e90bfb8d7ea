import type { BaseTask } from './types.js';

/**
 * The topmost task of `tasks` (top last) that `is` accepts, scanning down from the top; `undefined`
 * when none does. The one read of the stack under its top that a game makes, for the shape of the
 * work pending (which phase comes next, which decision a running sequence waits on, for a view or a
 * question): what several tasks share lives in the state, and what a step needs is a field of its
 * own task, so that no rule reads the fields of a task under the top (docs/architecture.md).
 */
export function topmost<T extends BaseTask, U extends T>(tasks: readonly T[], is: (task: T) => task is U): U | undefined;
export function topmost<T extends BaseTask>(tasks: readonly T[], is: (task: T) => boolean): T | undefined;
export function topmost<T extends BaseTask>(tasks: readonly T[], is: (task: T) => boolean): T | undefined {
  for (let i = tasks.length - 1; i >= 0; i--) {
    const t = tasks[i]!;
    if (is(t)) return t;
  }
  return undefined;
}

/**
 * The lowest task of `tasks` (top last) that `is` accepts, scanning up from the bottom; `undefined`
 * when none does. The same kind of read as {@link topmost}, from the other end: e.g. the first task
 * above a frame of tasks kept at the bottom of the stack.
 */
export function lowest<T extends BaseTask, U extends T>(tasks: readonly T[], is: (task: T) => task is U): U | undefined;
export function lowest<T extends BaseTask>(tasks: readonly T[], is: (task: T) => boolean): T | undefined;
export function lowest<T extends BaseTask>(tasks: readonly T[], is: (task: T) => boolean): T | undefined {
  for (const t of tasks) if (is(t)) return t;
  return undefined;
}

/**
 * The last task of the run of tasks from the bottom of `tasks` that `is` accepts (the top of a frame
 * of tasks kept at the bottom of the stack, read in a few steps however much is above it);
 * `undefined` when `is` does not accept the bottom task.
 */
export function runTop<T extends BaseTask>(tasks: readonly T[], is: (task: T) => boolean): T | undefined {
  let top: T | undefined;
  for (const t of tasks) {
    if (!is(t)) break;
    top = t;
  }
  return top;
}
