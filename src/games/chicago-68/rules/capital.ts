import type { State } from '../schema.js';
import { emit } from './log.js';

/* 2.5.1 The Municipal Budget (Capital; the general supply is unlimited). */

/** Adds (or, negative, spends) Capital in the Municipal Budget, never below 0. */
export function changeCapital(s: State, amount: number, why: string): void {
  const to = Math.max(0, s.capital + amount);
  if (to === s.capital) return;
  emit(s, { type: 'capital', change: to - s.capital, budget: to, why });
  s.capital = to;
}
