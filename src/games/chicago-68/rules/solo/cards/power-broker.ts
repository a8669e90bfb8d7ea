import { set } from '../../../../../core/update.js';
import { changeCapital } from '../../capital.js';
import { cityAreas } from '../../lookups.js';
import { unitName } from '../../names.js';
import { addUnits, change, plus, put } from '../../updates.js';
import { hadEffect, next, type MachineCardRule } from '../card-task.js';
import { trackFull } from './track.js';

/*
 * Appendix 5 POWER BROKER (Mayor): with 3 Capital or less, 1 Capital per Platoon from the Reserves (Lv1
 * first) into the area of highest Priority, as many as possible (none: no effect); with 4 or more,
 * WORK THE MACHINE (3 Capital, a blue Delegate from the general supply on the track, no Delegate Vote).
 */

const deployable = (s: { capital: number; police: { reserves: { p1: number; p2: number } } }) => Math.min(s.capital, s.police.reserves.p1 + s.police.reserves.p2);

/** POWER BROKER. */
export const powerBroker: MachineCardRule = {
  pick: (s, t) => (t.stage === 1 && t.picks.length === 0 ? { choose: cityAreas(s), order: 'highest' } : null),
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      if (s.capital <= 3) return deployable(s) > 0 ? next(ctx, t, 1) : ctx.pop();
      ctx.pop();
      if (trackFull(s)) return;
      hadEffect(ctx);
      changeCapital(ctx, -3, 'POWER BROKER: WORK THE MACHINE');
      change(ctx, 'delegates', (d) => set(d, 'track', [...d.track, 'blue']));
      ctx.emit({ type: 'delegate', color: 'blue', count: 1, to: 'track', why: 'POWER BROKER: WORK THE MACHINE (no Delegate Vote this round)' });
      return put(ctx, 'noVote', true);
    }
    ctx.pop();
    const area = t.picks[0]!;
    hadEffect(ctx);
    for (const k of ['p1', 'p2'] as const) {
      const n = Math.min(ctx.state.capital, ctx.state.police.reserves[k]);
      if (n === 0) continue;
      changeCapital(ctx, -n, 'POWER BROKER');
      change(ctx, 'police', (p) => set(p, 'reserves', plus(p.reserves, k, -n)));
      addUnits(ctx, area, k, n);
      ctx.emit({ type: 'placed', units: unitName(k, n), area, why: 'POWER BROKER' });
    }
  },
};
