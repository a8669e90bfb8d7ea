import { gainExposure } from '../../exposure.js';
import { put } from '../../updates.js';
import { hadEffect, type MachineCardRule } from '../card-task.js';

/*
 * Appendix 5 PRESS CONFERENCE (Mayor): draw and resolve one Policy from the Policy deck (reshuffling
 * the discards if it is empty), then 1 Exposure per Humphrey (blue) Delegate on the Delegate Track.
 */

/** PRESS CONFERENCE. */
export const pressConference: MachineCardRule = {
  act(ctx, t) {
    if (t.stage === 0) {
      ctx.replaceTop({ ...t, stage: 1 });
      if (ctx.state.policyDeck.length === 0) {
        put(ctx, 'policyDeck', ctx.state.policyDiscard);
        put(ctx, 'policyDiscard', []);
      }
      if (ctx.state.policyDeck.length === 0) return;
      hadEffect(ctx);
      return ctx.push({ kind: 'machineDraw', deck: 'policy' });
    }
    ctx.pop();
    const blue = ctx.state.delegates.track.filter((c) => c === 'blue').length;
    if (blue > 0) hadEffect(ctx);
    gainExposure(ctx, 'establishment', blue);
  },
};
