import type { State } from '../schema.js';
import { emit } from './log.js';
import { push } from './tasks.js';

/* 2.11 Instability. */

/** 2.11.1 The meter's top. */
export const INSTABILITY_MAX = 13;
/** 2.11.3 Establishment levels; 2.11.4 Demonstrator levels. */
const establishmentLevels = [0, 1, 2];
const demonstratorLevels = [8, 10, 12];

/** Changes Instability within 0–13; past the top a Mob Chaos card is due at the end of the turn (2.11.2). */
export function changeInstability(s: State, delta: number): void {
  if (delta === 0) return;
  const from = s.instability;
  let to = from + delta;
  if (to > INSTABILITY_MAX) {
    s.chaosPending = true;
    to = INSTABILITY_MAX;
  }
  to = Math.max(0, to);
  if (to !== from || s.chaosPending) emit(s, { type: 'instability', from, to, ...(from + delta > INSTABILITY_MAX ? { mobChaosDue: true } : {}) });
  s.instability = to;
  const step = to > from ? 1 : -1;
  for (let level = from + step; step > 0 ? level <= to : level >= to; level += step) {
    const side = establishmentLevels.includes(level) ? 'establishment' : demonstratorLevels.includes(level) ? 'demonstrators' : null;
    if (side === null || s.levelsReached.includes(level)) continue;
    s.levelsReached.push(level);
    // 2.11.3–2.11.4 once per level per game, if a tile is still available
    if (Object.values(s.tiles).some((v) => v === null)) push(s, { k: 'bonus', side, level });
  }
}
