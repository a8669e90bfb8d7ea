import { frameTopOf } from './flow-task.js';
import type { FalCtx } from './tasks.js';

/** The seat asked in the flow's interrupt window (on top of the flow's frame) is done: a refused offer closes its window (9.5, 4.1 C). */
export function closeSeatWindow(ctx: FalCtx): void {
  const w = ctx.state.tasks[frameTopOf(ctx.state.tasks)];
  if (w?.kind !== 'window') throw new Error('no interrupt window is open');
  ctx.replace(w, { kind: 'window', seats: w.seats.slice(1) });
}
