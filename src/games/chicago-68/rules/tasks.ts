import type { Faction } from '../data/schema.js';
import type { State, Task } from '../schema.js';

/*
 * Pending decisions live on a stack of plain-JSON tasks in the state. A task either asks one
 * faction a question (`ask`: a short list of options, answered by a `pick` action) or, when run,
 * does its work and pops itself, pushing sub-tasks or a chance node as needed. Each rule module
 * exports the handlers of its task kinds; handlers.ts gathers them into one table.
 */

/** What a task kind does when run (no pending question) and when its question is answered. */
export interface TaskHandler {
  run(s: State, t: Task): void;
  answer?(s: State, t: Task, option: string): void;
}

/** Pushes a task on top of the stack. */
export function push(s: State, task: Task): void {
  s.stack.push(task);
}

/** The top task. */
export function top(s: State): Task | undefined {
  return s.stack[s.stack.length - 1];
}

/** Removes a task (normally the top one). */
export function pop(s: State, t: Task): void {
  const i = s.stack.lastIndexOf(t);
  if (i >= 0) s.stack.splice(i, 1);
}

/** Asks `owner` to pick one of `options`; with no options the task is simply dropped. */
export function ask(s: State, t: Task, owner: Faction, prompt: string, options: string[]): void {
  if (options.length === 0) pop(s, t);
  else t.ask = { owner, options, prompt };
}

/** A typed field of a task. */
export function field<T>(t: Task, key: string): T {
  return t[key] as T;
}
