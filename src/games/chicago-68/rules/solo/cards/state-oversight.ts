import { changeCapital } from '../../capital.js';
import { hadEffect, type MachineCardRule } from '../card-task.js';

/*
 * Appendix 5 STATE OVERSIGHT (Mayor): under 2 Capital, +3 Capital; otherwise the Policy loop of
 * policies.ts (2 Capital each, left to right, then the splay is shifted and refilled).
 */

/** STATE OVERSIGHT. */
export const stateOversight: MachineCardRule = {
  act(ctx) {
    ctx.pop();
    if (ctx.state.capital < 2) {
      hadEffect(ctx);
      return changeCapital(ctx, 3, 'STATE OVERSIGHT');
    }
    ctx.push({ kind: 'oversight', skipped: [] });
  },
};
