import { sortedByName } from './lookups.js';
import type { C } from './tasks.js';
import { put } from './updates.js';

/** Makes `card` the Current Tactics card, returning the old one to the Tactics deck (2.12.3, STRATEGY OF CONFRONTATION). */
export function setCurrentTactic(ctx: C, card: string, why?: string): void {
  const old = ctx.state.tactic;
  put(ctx, 'tacticsDeck', sortedByName(ctx.state, [...ctx.state.tacticsDeck, ...(old ? [old] : [])].filter((c) => c !== card)));
  put(ctx, 'tactic', card);
  put(ctx, 'tacticUsed', false);
  ctx.emit(why === undefined ? { type: 'tacticsCard', card } : { type: 'tacticsCard', card, why });
}
