import type { Step } from '../state/pending.js';
import type { FreeAtLastState } from '../state/schema.js';

/*
 * What the game waits for now. The state keeps pending work in three places — the flow
 * (`pending`), the project resolution (`resolution`) and the variants (`ext`) — and this is the one
 * place that orders them: draws from unordered piles first, then the variants' draws and decisions,
 * then a running project resolution, then the flow's decision. Everything that asks "who decides
 * and what" (toMove, legal actions, chance, apply, prompt, illegal-action reasons) goes through it.
 */

/** The one pending thing. */
export type Decision =
  | { readonly kind: 'over' }
  | { readonly kind: 'draw' }
  | { readonly kind: 'variant' }
  | { readonly kind: 'resolution' }
  | { readonly kind: 'step'; readonly step: Step };

/** One rule per kind of pending thing: a kind without one does not compile. */
export type DecisionTable<R> = { readonly [K in Decision['kind']]: R extends (s: FreeAtLastState, d: Decision, ...rest: infer P) => infer T ? (s: FreeAtLastState, d: Extract<Decision, { kind: K }>, ...rest: P) => T : never };

/** Whether the variants (advanced game, solitaire) wait for a draw or a decision. */
export const variantPending = (s: FreeAtLastState): boolean => s.ext !== undefined && (s.ext.queue.length > 0 || s.ext.step !== null);

/** What is pending now; null while the flow moves on by itself (rules/flow.ts). */
export function decisionNow(s: FreeAtLastState): Decision | null {
  if (s.phase === 'game-over') return { kind: 'over' };
  if (s.pending.queue.length > 0) return { kind: 'draw' };
  if (variantPending(s)) return { kind: 'variant' };
  if (s.resolution !== null) return { kind: 'resolution' };
  return s.pending.step ? { kind: 'step', step: s.pending.step } : null;
}
