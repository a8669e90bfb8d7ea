import type { State } from '../schema.js';
import { emit } from './log.js';

/** Makes `card` the Current Tactics card, returning the old one to the Tactics deck (2.12.3, STRATEGY OF CONFRONTATION). */
export function setCurrentTactic(s: State, card: string, why?: string): void {
  if (s.tactic) s.tacticsDeck.push(s.tactic);
  s.tacticsDeck = s.tacticsDeck.filter((c) => c !== card).sort();
  s.tactic = card;
  s.tacticUsed = false;
  emit(s, why === undefined ? { type: 'tacticsCard', card } : { type: 'tacticsCard', card, why });
}
