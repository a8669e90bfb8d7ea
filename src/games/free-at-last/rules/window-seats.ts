import type { FalCtx } from './tasks.js';

/**
 * The seat asked in the flow's interrupt window is done: a refused offer (9.5, 4.1 C) closes its
 * window. The offer was pushed on the window by the seat's answer and is popped: the window is on top.
 */
export function closeSeatWindow(ctx: FalCtx): void {
  const w = ctx.top;
  if (w?.kind !== 'window') throw new Error('no interrupt window is open');
  ctx.replaceTop({ kind: 'window', seats: w.seats.slice(1) });
}
