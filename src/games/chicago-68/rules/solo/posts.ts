import { set } from '../../../../core/update.js';
import { cityAreas } from '../lookups.js';
import { unitName } from '../names.js';
import type { C } from '../tasks.js';
import { addUnits, change, changeArea, plus } from '../updates.js';

/*
 * 6.3.2 Police Posts against the Machine: it keeps a unit in every Post, a Lv1 Platoon whenever it can
 * (from the area, else from the Reserves), a TAC Force only when no Platoon is available. Checked at the
 * start of each Machine turn and before the end-of-round checks (rulings.md).
 */

/** Fills every empty Post it can. */
export function keepPosts(ctx: C): void {
  for (const n of cityAreas(ctx.state)) {
    const a = ctx.state.areas[n]!;
    if (a.post !== '') continue;
    const k = (['p1', 'p2'] as const).find((x) => a.u[x] > 0);
    if (k === undefined && ctx.state.police.reserves.p1 > 0) {
      change(ctx, 'police', (p) => set(p, 'reserves', plus(p.reserves, 'p1', -1)));
      changeArea(ctx, n, (x) => set(x, 'post', 'p1'));
    } else {
      const unit = k ?? (a.u.tac > 0 ? 'tac' : undefined);
      if (unit === undefined) continue;
      addUnits(ctx, n, unit, -1);
      changeArea(ctx, n, (x) => set(x, 'post', unit));
    }
    ctx.emit({ type: 'postFilled', area: n, unit: unitName(ctx.state.areas[n]!.post!), by: 'the Machine' });
  }
}
