import type { FreeAtLastState } from './schema.js';
import { isDraw, type DrawTask, type Task } from './tasks.js';

/* The task stack of the state (state/tasks.ts), for rules written as state → state functions. */

/** The task on top of the stack. */
export const topTask = (s: FreeAtLastState): Task | undefined => s.tasks[s.tasks.length - 1];

/** Pushes a task on top of the stack: it is decided (or run) next. */
export const pushTask = (s: FreeAtLastState, task: Task): FreeAtLastState => ({ ...s, tasks: [...s.tasks, task] });

/** Removes the task on top of the stack. */
export const popTask = (s: FreeAtLastState): FreeAtLastState => ({ ...s, tasks: s.tasks.slice(0, -1) });

/**
 * Queues `n` draws: they are made after the draws already waiting on top of the stack (cards are
 * drawn in the order the rules call for them), and before anything else.
 */
export function queueDraws(s: FreeAtLastState, task: DrawTask, n: number): FreeAtLastState {
  if (n <= 0) return s;
  let i = s.tasks.length;
  while (i > 0 && isDraw(s.tasks[i - 1]!)) i--;
  const draws = Array.from({ length: n }, () => task);
  return { ...s, tasks: [...s.tasks.slice(0, i), ...draws, ...s.tasks.slice(i)] };
}
