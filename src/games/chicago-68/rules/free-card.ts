import type { State } from '../schema.js';
import { cardDefs, cardTask } from './cards/index.js';
import { board, sideOf } from './context.js';
import { emit } from './log.js';
import { field, pop, push, type TaskHandler } from './tasks.js';

/**
 * An effect that resolves an Action Card without playing it from a hand (e.g. Snake Dance, TACTICAL
 * SUPPORT). The faction on turn resolves it if it is of the card's side, else the card's own faction.
 */
function startFreeAction(s: State, name: string): void {
  const card = board(s).action.get(name);
  const def = cardDefs[name];
  if (!card || !def) return;
  const f = s.turn && sideOf(s.turn.faction) === sideOf(card.faction) ? s.turn.faction : card.faction;
  if (!def.playable(s, f)) return;
  emit(s, { type: 'resolved', faction: f, card: name, free: true });
  push(s, cardTask(s, name, f, true));
}

/** The `freeCard` task (pushed by the `action` effect primitive). */
export const freeCardTasks: Readonly<Record<string, TaskHandler>> = {
  freeCard: {
    run(s, t) {
      pop(s, t);
      startFreeAction(s, field<string>(t, 'card'));
    },
  },
};
