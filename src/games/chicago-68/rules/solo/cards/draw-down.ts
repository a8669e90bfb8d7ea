import { set } from '../../../../../core/update.js';
import { gainExposure } from '../../exposure.js';
import { changeInstability } from '../../instability.js';
import { unitName } from '../../names.js';
import { change, plus } from '../../updates.js';
import { hadEffect, type MachineCardRule } from '../card-task.js';

/* Appendix 5 DRAW DOWN (Police): every injured Lv1 Platoon to the Reserves, or with none 2 Exposure; Instability −1. */

/** DRAW DOWN. */
export const drawDown: MachineCardRule = {
  act(ctx) {
    ctx.pop();
    hadEffect(ctx);
    const n = ctx.state.police.injured.p1;
    if (n > 0) {
      change(ctx, 'police', (p) => set(set(p, 'injured', plus(p.injured, 'p1', -n)), 'reserves', plus(p.reserves, 'p1', n)));
      ctx.emit({ type: 'healed', units: unitName('p1', n), to: 'the Reserves', why: 'DRAW DOWN (the Machine)' });
    } else gainExposure(ctx, 'establishment', 2);
    changeInstability(ctx, -1);
  },
};
