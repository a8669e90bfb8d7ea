import { board, isNight } from './lookups.js';
import type { C } from './tasks.js';
import { put, without } from './updates.js';

/* 2.7.5 Mob Chaos: at most one card per turn; Day or Night effect by the round. */

/** Asks for a Mob Chaos draw unless one was already drawn this turn. */
export function requestMobChaos(ctx: C, area: string | null): void {
  if (ctx.state.mobThisTurn) return;
  if (ctx.state.mobDeck.length === 0) {
    put(ctx, 'mobDeck', ctx.state.mobDiscard);
    put(ctx, 'mobDiscard', []);
  }
  if (ctx.state.mobDeck.length === 0) return;
  put(ctx, 'mobThisTurn', true);
  ctx.push({ kind: 'draw', deck: 'mob', purpose: 'mob', area });
}

/** Resolves the drawn Mob Chaos card ("as completely as possible"). */
export function resolveMobChaos(ctx: C, name: string, area: string | null): void {
  const card = board(ctx.state).set.mobChaos.find((c) => c.name === name);
  if (!card) throw new Error(`unknown Mob Chaos card ${name}`);
  put(ctx, 'mobDeck', without(ctx.state.mobDeck, name));
  put(ctx, 'mobDiscard', [...ctx.state.mobDiscard, name]);
  const night = isNight(ctx.state);
  ctx.emit({ type: 'mobChaos', card: name, effect: night ? 'Night' : 'Day', ...(area ? { area } : {}) });
  ctx.push({ kind: 'effects', effects: night ? card.night : card.day, cursor: 0, side: 'establishment', area, req: [], source: name });
}
