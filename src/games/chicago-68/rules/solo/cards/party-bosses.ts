import { set } from '../../../../../core/update.js';
import { A } from '../../../data/area-names.js';
import { controller } from '../../units.js';
import { change, plus } from '../../updates.js';
import { hadEffect, type MachineCardRule } from '../card-task.js';
import { machineTactic } from '../components.js';
import { makeCurrentTactic } from '../tactics.js';

/*
 * Appendix 5 PARTY BOSSES (Mayor): controlling the Hilton Hotel, a blue Delegate into the Delegate Bag;
 * otherwise RAID ON THE MCCARTHY SUITE becomes the Current Tactic (from the Tactics discard if needed).
 */

const RAID = 'raid-on-the-mccarthy-suite';

/** PARTY BOSSES. */
export const partyBosses: MachineCardRule = {
  act(ctx) {
    ctx.pop();
    const s = ctx.state;
    if (s.areas[A.hilton] && controller(s, A.hilton) === 'establishment') {
      hadEffect(ctx);
      change(ctx, 'delegates', (d) => set(d, 'bag', plus(d.bag, 'blue', 1)));
      return ctx.emit({ type: 'delegate', color: 'blue', count: 1, to: 'bag', why: 'PARTY BOSSES' });
    }
    if (s.tactic === RAID || machineTactic(s, RAID) === undefined) return;
    hadEffect(ctx);
    makeCurrentTactic(ctx, RAID, 'PARTY BOSSES');
  },
};
