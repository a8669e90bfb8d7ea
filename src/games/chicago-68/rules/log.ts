import type { GameEvent } from '../../../core/types.js';
import type { State } from '../schema.js';

/*
 * Events of `step`, emitted by the rules where things happen (cards played, units moved, arrests,
 * conflicts, tracks, tiles, Mob Chaos). `applyAction` opens a log for its private working copy of
 * the state; `emit` appends to it. Keyed by that copy, so nothing is shared between calls, and
 * rules run outside `apply` (setup) simply log nothing.
 */

const logs = new WeakMap<State, GameEvent[]>();

/** Runs `f` on a working state, returning the events it emitted. */
export function logged(s: State, f: () => void): GameEvent[] {
  const events: GameEvent[] = [];
  logs.set(s, events);
  try {
    f();
  } finally {
    logs.delete(s);
  }
  return events;
}

/** Records an event. */
export function emit(s: State, event: GameEvent): void {
  logs.get(s)?.push(event);
}

const unitNames: Record<string, string> = {
  m1: 'Lv1 MOBE', m2: 'Lv2 MOBE', ag: 'Agitator', pig: 'Pigasus', p1: 'Lv1 Platoon', p2: 'Lv2 Platoon', tac: 'TAC Force', post: 'Platoon in Post',
};

/** A unit kind in words ("Lv1 MOBE"), with a count when more than one ("3 Lv1 MOBE"). */
export function unitName(k: string, count = 1): string {
  const name = unitNames[k] ?? k;
  return count === 1 ? name : `${count} ${name}`;
}

/** A group of units in words ("Agitator, 2 Lv1 MOBE"). */
export function groupName(g: Record<string, number>): string {
  return Object.entries(g).filter(([, n]) => n > 0).map(([k, n]) => unitName(k, n)).join(', ');
}
