import type { GameEvent } from '../../../core/types.js';
import { board } from './lookups.js';
import type { Action, State } from '../schema.js';

/*
 * 2.7.1, Appendix 4 A Policy that adds a card to the Police hand adds it only when the Police hold
 * it neither in hand nor in their discards: whether the hand grew shows the other seats whether the
 * hidden Police hand held that card. Few of the hands a seat cannot tell apart hold it, so the view
 * comparison over determinizations misses it; the game names it (Game.reveals).
 */

/** Whether a Policy (by id) of a `policy` event of the step adds a card to the Police hand (only the set's Mayor Policies do). */
export function chicagoReveals(s: State, _action: Action, _after: State, events: readonly GameEvent[]): boolean {
  return events.some((e) => e.type === 'policy' && addsPoliceCard(s, String(e['card'])));
}

function addsPoliceCard(s: State, id: string): boolean {
  return board(s).set.policies.some((p) => p.id === id && p.effects.some((e) => e.op === 'policeCard'));
}
