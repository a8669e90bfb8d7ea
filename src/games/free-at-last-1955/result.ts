import type { GameResult } from '../../core/types.js';
import type { State } from './schema.js';

/** The final result, or null while the game runs: 10.3 a decisive victory scores 2, a marginal one 1; the loser 0. */
export function resultOf(s: State): GameResult | null {
  const o = s.outcome;
  if (o === null) return null;
  const win = o.code.startsWith('marginal') ? 1 : 2;
  const scores = { civilRights: o.winner === 'civilRights' ? win : 0, segregationist: o.winner === 'segregationist' ? win : 0 };
  return { scores, winners: [o.winner], reason: o.reason, code: o.code };
}
