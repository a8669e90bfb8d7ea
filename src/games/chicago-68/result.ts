import type { GameResult } from '../../core/types.js';
import { endCode } from './rules/end-code.js';
import type { State } from './schema.js';

/** The final result, or null while the game runs: each seat of the winning side scores 1, the demonstrators' major victory 2; the Machine (solo, co-op) holds no seat. */
export function resultOf(s: State): GameResult | null {
  if (!s.outcome) return null;
  const scores: Record<string, number> = {};
  for (const seat of s.seats) scores[seat] = 0;
  const winners = new Set<string>();
  for (const [f, seat] of Object.entries(s.factionSeat)) {
    if (!(seat in scores)) continue;
    const side = f === 'mayor' || f === 'police' ? 'establishment' : 'demonstrators';
    if (s.outcome.winners.includes(side)) {
      winners.add(seat);
      scores[seat] = side === 'demonstrators' && s.outcome.major ? 2 : 1;
    }
  }
  return { scores, winners: s.seats.filter((x) => winners.has(x)), reason: s.outcome.reason, code: endCode(s, s.outcome) };
}
