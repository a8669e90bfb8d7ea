import type { C } from './tasks.js';
import { put } from './updates.js';

/* 2.11 Instability. */

/** 2.11.1 The meter's top. */
export const INSTABILITY_MAX = 13;
/** 2.11.3 Establishment levels; 2.11.4 Demonstrator levels. */
export const establishmentLevels = [0, 1, 2];
export const demonstratorLevels = [8, 10, 12];

/** Changes Instability within 0–13; past the top a Mob Chaos card is due at the end of the turn (2.11.2). */
export function changeInstability(ctx: C, delta: number): void {
  if (delta === 0) return;
  const from = ctx.state.instability;
  let to = from + delta;
  if (to > INSTABILITY_MAX) {
    put(ctx, 'chaosPending', true);
    to = INSTABILITY_MAX;
  }
  to = Math.max(0, to);
  if (to !== from || ctx.state.chaosPending) ctx.emit({ type: 'instability', from, to, ...(from + delta > INSTABILITY_MAX ? { mobChaosDue: true } : {}) });
  put(ctx, 'instability', to);
  const step = to > from ? 1 : -1;
  for (let level = from + step; step > 0 ? level <= to : level >= to; level += step) {
    const side = establishmentLevels.includes(level) ? 'establishment' : demonstratorLevels.includes(level) ? 'demonstrators' : null;
    if (side === null || ctx.state.levelsReached.includes(level)) continue;
    put(ctx, 'levelsReached', [...ctx.state.levelsReached, level]);
    // 2.11.3–2.11.4 once per level per game, if a tile is still available
    if (Object.values(ctx.state.tiles).some((v) => v === null)) ctx.push({ kind: 'bonus', side, level });
  }
}
