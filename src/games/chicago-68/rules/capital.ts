import type { C } from './tasks.js';
import { put } from './updates.js';

/* 2.5.1 The Municipal Budget (Capital; the general supply is unlimited). */

/** Adds (or, negative, spends) Capital in the Municipal Budget, never below 0. */
export function changeCapital(ctx: C, amount: number, why: string): void {
  const from = ctx.state.capital;
  const to = Math.max(0, from + amount);
  if (to === from) return;
  ctx.emit({ type: 'capital', change: to - from, budget: to, why });
  put(ctx, 'capital', to);
}
