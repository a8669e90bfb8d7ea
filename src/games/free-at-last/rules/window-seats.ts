import type { FreeAtLastState } from '../state/schema.js';
import { withTasks } from '../state/stack.js';

/** The seat asked in the flow's interrupt window (right above the flow task) is done: a refused offer closes its window (9.5, 4.1 C). */
export function closeSeatWindow(s: FreeAtLastState): FreeAtLastState {
  const w = s.tasks[1];
  if (w?.kind !== 'window') throw new Error('no interrupt window is open');
  const tasks = s.tasks.slice();
  tasks[1] = { kind: 'window', seats: w.seats.slice(1) };
  return withTasks(s, tasks);
}
