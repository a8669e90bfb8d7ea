import type { FreeAtLastState } from '../state/schema.js';
import { frameTop, withTasks } from '../state/stack.js';

/** The seat asked in the flow's interrupt window (on top of the flow's frame) is done: a refused offer closes its window (9.5, 4.1 C). */
export function closeSeatWindow(s: FreeAtLastState): FreeAtLastState {
  const i = frameTop(s.tasks);
  const w = s.tasks[i];
  if (w?.kind !== 'window') throw new Error('no interrupt window is open');
  const tasks = s.tasks.slice();
  tasks[i] = { kind: 'window', seats: w.seats.slice(1) };
  return withTasks(s, tasks);
}
