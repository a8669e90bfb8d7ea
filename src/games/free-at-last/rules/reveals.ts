import type { FreeAtLastAction, FreeAtLastState } from '../schema.js';
import { handSize } from './lookup.js';

/*
 * 13.3, 14.5 The modes a played card is offered and whether its player is asked for further cards
 * of the required rank follow from the cards left in that player's hidden hand (a Picketing with no
 * second card goes straight to its reinforcements), so the step shows the other seats something of
 * that hand. Few of the hands a seat cannot tell apart differ there, so the view comparison over
 * determinizations misses it; the game names it (Game.reveals).
 */
const handDecides = new Set<FreeAtLastAction['type']>(['play', 'mode', 'extra']);

/** Whether the step may show a seat hidden data by what follows from it (`history` never undoes it). */
export function freeAtLastReveals(_before: FreeAtLastState, action: FreeAtLastAction, after: FreeAtLastState): boolean {
  return handDecides.has(action.type) && after.seats.some((o) => handSize(after, o) > 0);
}
