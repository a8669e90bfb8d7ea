import type { GameEvent } from './types.js';

function value(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** An event in one short generic phrase: `rolled seat=north face=4`. */
export function formatEvent(e: GameEvent): string {
  const fields = Object.entries(e).filter(([k]) => k !== 'type');
  return fields.length === 0 ? e.type : `${e.type} ${fields.map(([k, v]) => `${k}=${value(v)}`).join(' ')}`;
}
