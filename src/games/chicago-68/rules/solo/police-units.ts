import { A } from '../../data/area-names.js';
import type { State } from '../../schema.js';
import { board, cityAreas } from '../lookups.js';
import { policePathOpen } from '../movement.js';
import { unitName } from '../names.js';
import type { C } from '../tasks.js';
import { moveUnits } from '../updates.js';

/*
 * Police units the Machine may move. HOLD YOUR POSITIONS!: one Lv1 Platoon always stays in the
 * Convention Hall (the National Guard never moves). Units in Police Posts stay (6.3.2, solo).
 */

/** A Police unit kind. */
export type PoliceKey = 'p1' | 'p2' | 'tac';

/** The units that may leave an area. */
export function movable(s: State, area: string): Record<PoliceKey, number> {
  const u = s.areas[area]!.u;
  return { p1: area === A.conventionHall ? Math.max(0, u.p1 - 1) : u.p1, p2: u.p2, tac: u.tac };
}

/** The areas from which Police may move into `area` (no Barricade between). */
function policeNeighbours(s: State, area: string): string[] {
  const jail = board(s).jail;
  return (board(s).links.get(area) ?? []).filter(([p, n]) => policePathOpen(s, p) && n !== jail).map(([, n]) => n);
}

/** Neighbours of `area` holding movable units of the given kinds. */
export function sourcesOf(s: State, area: string, kinds: readonly PoliceKey[]): string[] {
  return policeNeighbours(s, area).filter((n) => kinds.some((k) => movable(s, n)[k] > 0));
}

/** Areas reachable from `from` through any number of areas without crossing a Barricade (TEARGAS). */
export function reachable(s: State, from: string): string[] {
  const seen = new Set([from]);
  let frontier = [from];
  while (frontier.length > 0) {
    frontier = frontier.flatMap((n) => policeNeighbours(s, n).filter((x) => !seen.has(x) && (seen.add(x), true)));
  }
  return cityAreas(s).filter((n) => seen.has(n));
}

/** Moves Police units and says so. */
export function movePolice(ctx: C, from: string, to: string, k: PoliceKey, n = 1): void {
  if (n <= 0 || from === to) return;
  moveUnits(ctx, from, to, k, n);
  ctx.emit({ type: 'moved', units: unitName(k, n), from, to, by: 'the Machine' });
}
