import type { GameEvent, GameResult } from '../core/types.js';

function value(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** An event in one short phrase: `rolled seat=north face=4`. */
export function formatEvent(e: GameEvent): string {
  const fields = Object.entries(e).filter(([k]) => k !== 'type');
  return fields.length === 0 ? e.type : `${e.type} ${fields.map(([k, v]) => `${k}=${value(v)}`).join(' ')}`;
}

/** The result in two lines: winners and reason, then the scores. */
export function formatResult(result: GameResult | null, steps: number): string[] {
  if (!result) return [`No result: stopped after ${steps} decisions.`];
  const winners = result.winners.length === 0 ? 'nobody wins' : `winner${result.winners.length > 1 ? 's' : ''}: ${result.winners.join(', ')}`;
  const scores = Object.entries(result.scores)
    .map(([p, s]) => `${p} ${s}`)
    .join(', ');
  return [`Result after ${steps} decisions: ${winners} (${result.reason})`, `Scores: ${scores}`];
}
