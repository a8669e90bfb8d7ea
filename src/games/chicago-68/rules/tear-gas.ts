import { set } from '../../../core/update.js';
import type { Action } from '../schema.js';
import { nameOf, sideFaction } from './lookups.js';
import { demoDests } from './movement.js';
import { unitName } from './names.js';
import { factionDecision, type Asking, type C } from './tasks.js';
import { addUnits, changeArea, moveUnits } from './updates.js';
import { demoKeys, toSupply } from './units.js';

/* 2.4.2, 2.10.2–2.10.3 Tear Gas: every Demonstrator unit must leave; units that cannot are removed. */

/** Places Tear Gas in an area and makes the Demonstrators leave it. */
export function placeTearGas(ctx: C, area: string): void {
  changeArea(ctx, area, (a) => set(a, 'gas', true));
  ctx.emit({ type: 'tearGas', area });
  ctx.push({ kind: 'gasLeave', area });
}

const gasLeaveTask: Asking<'gasLeave'> = factionDecision({
  owner: (s) => sideFaction(s, 'demonstrators'),
  options(s, t) {
    const u = s.areas[t.area]!.u;
    const dests = demoDests(s, t.area);
    const out: Action[] = [];
    for (const unit of demoKeys) if (u[unit] > 0) for (const to of dests) out.push({ type: 'move', unit, from: t.area, to });
    return out;
  },
  prompt: (s, t) => `Tear Gas in ${nameOf(s, t.area)}: move a unit out`,
  none(ctx, t) {
    // 2.10.3 cannot leave: removed to the general supply
    const u = ctx.state.areas[t.area]!.u;
    for (const k of demoKeys.filter((x) => u[x] > 0)) {
      ctx.emit({ type: 'removed', units: unitName(k, u[k]), area: t.area, to: k === 'pig' ? 'the game' : 'the supply', why: 'Tear Gas with nowhere to go (2.10.3)' });
      toSupply(ctx, k, u[k]);
      addUnits(ctx, t.area, k, -u[k]);
    }
    ctx.pop();
  },
  answer(ctx, t, a) {
    if (a.type !== 'move') return;
    moveUnits(ctx, t.area, a.to, a.unit);
    ctx.emit({ type: 'moved', units: unitName(a.unit), from: t.area, to: a.to, why: 'Tear Gas' });
  },
});

/** The task handlers of Tear Gas. */
export const tearGasTasks = { gasLeave: gasLeaveTask };
