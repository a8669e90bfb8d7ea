import type { GameResult } from '../core/types.js';

/** The result in two lines: winners and reason, then the scores. */
export function formatResult(result: GameResult | null, steps: number): string[] {
  if (!result) return [`No result: stopped after ${steps} decisions.`];
  const winners = result.winners.length === 0 ? 'nobody wins' : `winner${result.winners.length > 1 ? 's' : ''}: ${result.winners.join(', ')}`;
  const scores = Object.entries(result.scores)
    .map(([p, s]) => `${p} ${s}`)
    .join(', ');
  return [`Result after ${steps} decisions: ${winners} (${result.reason})`, `Scores: ${scores}`];
}
