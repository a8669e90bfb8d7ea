import type { Side } from '../data/schema.js';
import type { Action, CityUnits, State } from '../schema.js';
import type { Task, TaskOf } from '../task-schema.js';
import { board, hasRoom, sideName, sideOfUnit, nameOf } from './lookups.js';
import { decision, type Handler } from './tasks.js';
import { addUnits } from './updates.js';

/*
 * 6.1 Unit recruitment (the Ops table), and placing units from the supply "immediately on the board
 * in any city" (events and free-city rewards place the same way), within the 3.3 stacking limit.
 */

/** 6.1 The units a side recruits with a card of `ops` (Ops beyond the table read its last row). */
export function recruits(s: State, side: Side, ops: number): Task[] {
  const table = board(s).set.counts.recruitment[side];
  const row = table[Math.min(ops, table.length) - 1]!;
  return Object.entries(row)
    .filter(([, n]) => n > 0)
    .map(([unit, n]) => ({ kind: 'place', seat: side, unit: unit as keyof CityUnits, left: n, state: null }));
}

/** The cities where one more unit may be placed. */
function placeOptions(s: State, t: TaskOf<'place'>): Action[] {
  if (t.left <= 0 || s.supply[t.unit] <= 0) return [];
  const b = board(s);
  const cities = t.state === null ? b.cityNames : b.citiesOf.get(t.state) ?? [];
  return cities.filter((c) => hasRoom(s, c, sideOfUnit(t.unit))).map((city) => ({ type: 'city', city }));
}

export const recruitmentTasks: { place: Handler<'place'> } = {
  place: decision<'place'>({
    seat: (_s, t) => t.seat,
    options: placeOptions,
    answer(ctx, t, a) {
      if (a.type !== 'city') return;
      addUnits(ctx, a.city, t.unit, 1);
      ctx.emit({ type: 'placed', seat: t.seat, unit: t.unit, city: a.city });
      if (t.left <= 1) ctx.pop();
      else ctx.replaceTop({ ...t, left: t.left - 1 });
    },
    prompt: (s, t) => `${sideName(t.seat)}: place a ${t.unit} unit (${t.left} left) in a city${t.state ? ` of ${nameOf(s, 'state', t.state)}` : ''} (6.1, 3.3)`,
    explain: () => ({ reason: 'Units are placed from the supply in a city with room for them (at most 10 units per side)', rule: '3.3' }),
  }),
};

