import type { Action, State, Task } from '../schema.js';

/*
 * The options of the question on top, remembered per state object: the machine asks who decides
 * and what they may do several times per step. A state written in place during an apply (updates.ts)
 * is forgotten first.
 */

const memo = new WeakMap<State, { task: Task; options: Action[] }>();

/** The options of task `t` in state `s`, computed once. */
export function remembered(s: State, t: Task, compute: () => Action[]): Action[] {
  const m = memo.get(s);
  if (m !== undefined && m.task === t) return m.options;
  const options = compute();
  memo.set(s, { task: t, options });
  return options;
}

/** Drops what was remembered about a state about to be written in place. */
export function forget(s: State): void {
  memo.delete(s);
}
