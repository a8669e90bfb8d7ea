import type { Action, CityUnits, State } from '../schema.js';
import type { TaskOf } from '../task-schema.js';
import { cityUnitsOf, sideName } from './lookups.js';
import { decision, type Handler } from './tasks.js';
import { confOf } from './confrontation.js';
import { addUnits } from './updates.js';

/*
 * 7.1 step 7: each side removes units to match the losses its opponent inflicted, one at a time, of
 * the type it chooses among those in the city: B, S or N for civil rights; W or P for the
 * segregationist (3.1.2, 7.1.3: W first, or P to keep a W and the E marker); K units never. Leaders
 * are not losses; losses beyond the units present are ignored.
 */

const present = (s: State, t: TaskOf<'losses'>): (keyof CityUnits)[] => cityUnitsOf(t.side).filter((u) => s.cities[confOf(s).city]!.u[u] > 0);

export const lossTasks: { losses: Handler<'losses'> } = {
  losses: decision<'losses'>({
    seat: (_s, t) => (t.left > 0 ? t.side : null),
    // one unit type left (or none) takes the loss without a choice
    options: (s, t): Action[] => {
      const types = present(s, t);
      return types.length > 1 ? types.map((unit) => ({ type: 'loss', unit })) : [];
    },
    answer(ctx, t, a) {
      if (a.type !== 'loss') return;
      take(ctx, t, a.unit as keyof CityUnits);
    },
    none(ctx, t) {
      const types = present(ctx.state, t);
      if (t.left <= 0 || types.length === 0) return ctx.pop();
      take(ctx, t, types[0]!);
    },
    prompt: (_s, t) => `${sideName(t.side)}: take a loss (${t.left} left) — choose the unit type (7.1)`,
  }),
};

function take(ctx: Parameters<NonNullable<Handler<'losses'>['run']>>[0], t: TaskOf<'losses'>, unit: keyof CityUnits): void {
  addUnits(ctx, confOf(ctx.state).city, unit, -1);
  ctx.emit({ type: 'loss', seat: t.side, unit, city: confOf(ctx.state).city });
  if (t.left <= 1) ctx.pop();
  else ctx.replaceTop({ ...t, left: t.left - 1 });
}
