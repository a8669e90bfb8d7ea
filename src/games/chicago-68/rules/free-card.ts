import type { State } from '../schema.js';
import { cardDefs, cardTask } from './card-registry.js';
import { board } from './context.js';
import { push } from './tasks.js';

/** An effect that resolves an Action Card without playing it from a hand (e.g. Snake Dance, TACTICAL SUPPORT). */
export function startFreeAction(s: State, name: string): void {
  const card = board(s).action.get(name);
  const def = cardDefs.get(name);
  if (!card || !def || !def.playable(s, card.faction)) return;
  push(s, cardTask(s, name, card.faction, true));
}
