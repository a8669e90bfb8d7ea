import { set } from '../../../../../core/update.js';
import { board, cityAreas } from '../../lookups.js';
import { removeBarrier } from '../../effects.js';
import { unitName } from '../../names.js';
import { hasPolice } from '../../units.js';
import { addUnits, change, plus } from '../../updates.js';
import { hadEffect, next, type MachineCardRule } from '../card-task.js';

/*
 * Appendix 5 ARM THE POLICE (Mayor): two Barbed Wire from the general supply to the Police Supply; two
 * Lv1 Platoons from the Reserves into starred areas with no Police (one each, highest Priority first,
 * rulings.md); remove a Barricade on the path between the two areas of highest Priority, if there is one.
 */

/** ARM THE POLICE. */
export const armThePolice: MachineCardRule = {
  pick(s, t) {
    if (t.stage === 1 && t.picks.length === 0 && s.police.reserves.p1 > 0 && t.moved.p1 < 2) {
      return { choose: cityAreas(s).filter((n) => board(s).area.get(n)!.star && !hasPolice(s, n)), order: 'highest' };
    }
    if (t.stage === 2 && t.picks.length < 2) return { choose: cityAreas(s).filter((n) => !t.picks.includes(n)), order: 'highest' };
    return null;
  },
  act(ctx, t) {
    if (t.stage === 0) {
      const n = Math.min(2, ctx.state.general.wire);
      if (n > 0) {
        hadEffect(ctx);
        change(ctx, 'general', (g) => plus(g, 'wire', -n));
        change(ctx, 'police', (p) => plus(p, 'wire', n));
        ctx.emit({ type: 'policeSupply', added: `${n} Barbed Wire`, why: 'ARM THE POLICE' });
      }
      return next(ctx, t, 1);
    }
    if (t.stage === 1) {
      const area = t.picks[0];
      if (area === undefined) return next(ctx, t, 2);
      hadEffect(ctx);
      change(ctx, 'police', (p) => set(p, 'reserves', plus(p.reserves, 'p1', -1)));
      addUnits(ctx, area, 'p1', 1);
      ctx.emit({ type: 'placed', units: unitName('p1'), area, why: 'ARM THE POLICE' });
      return next(ctx, t, 1, { moved: { ...t.moved, p1: t.moved.p1 + 1 } });
    }
    ctx.pop();
    const [x, y] = t.picks;
    const path = (board(ctx.state).links.get(x ?? '') ?? []).find(([, n]) => n === y)?.[0];
    if (path === undefined || !ctx.state.paths[path]!.barricade) return;
    hadEffect(ctx);
    removeBarrier(ctx, path, 'barricade');
  },
};
