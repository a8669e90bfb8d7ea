import type { State } from '../schema.js';
import { board, isNight } from './context.js';
import { emit } from './log.js';
import { push } from './tasks.js';

/* 2.7.5 Mob Chaos: at most one card per turn; Day or Night effect by the round. */

/** Asks for a Mob Chaos draw unless one was already drawn this turn. */
export function requestMobChaos(s: State, area: string | null): void {
  if (s.mobThisTurn) return;
  if (s.mobDeck.length === 0) {
    s.mobDeck = s.mobDiscard;
    s.mobDiscard = [];
  }
  if (s.mobDeck.length === 0) return;
  s.mobThisTurn = true;
  s.draw = { deck: 'mob', purpose: 'mob', area };
}

/** Resolves the drawn Mob Chaos card ("as completely as possible"). */
export function resolveMobChaos(s: State, name: string, area: string | null): void {
  const card = board(s).set.mobChaos.find((c) => c.name === name);
  if (!card) throw new Error(`unknown Mob Chaos card ${name}`);
  s.mobDeck.splice(s.mobDeck.indexOf(name), 1);
  s.mobDiscard.push(name);
  emit(s, { type: 'mobChaos', card: name, effect: isNight(s) ? 'Night' : 'Day', ...(area ? { area } : {}) });
  push(s, { k: 'effects', list: isNight(s) ? card.night : card.day, side: 'establishment', area, req: [], source: name });
}
