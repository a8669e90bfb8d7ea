import { arrest, concludeConflict } from '../../conflict.js';
import { cityAreas } from '../../lookups.js';
import { hadEffect, next, type MachineCardRule } from '../card-task.js';
import { movable, movePolice, sourcesOf } from '../police-units.js';
import { advanceTarget } from '../targets.js';

/*
 * Appendix 5 ADVANCE (Police): one TAC Force or two Platoons into the area of highest Priority (with
 * Police next to it) from the adjacent area of lowest Priority (TAC Force > Lv2 > Lv1), then arrest
 * one weaker Demonstrator (Lv2 MOBE > Agitator > Lv1 MOBE): Exposure, Mob Chaos with a TAC Force. With
 * no target the Police still move (the card's note).
 */

const all = ['tac', 'p1', 'p2'] as const;
const platoons = ['p2', 'p1'] as const;

/** ADVANCE. */
export const advance: MachineCardRule = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: cityAreas(s).filter((n) => sourcesOf(s, n, all).length > 0), order: 'highest' };
    if (t.stage === 1) {
      const firstMove = t.moved.p1 + t.moved.p2 === 0;
      const tacs = firstMove ? sourcesOf(s, t.area!, ['tac']) : [];
      return { choose: tacs.length > 0 ? tacs : sourcesOf(s, t.area!, platoons), order: 'lowest' };
    }
    return null;
  },
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      if (t.picks[0] === undefined) return ctx.pop();
      return next(ctx, t, 1, { area: t.picks[0] });
    }
    const area = t.area!;
    if (t.stage === 1) {
      const from = t.picks[0];
      if (from === undefined) return next(ctx, t, 2);
      hadEffect(ctx);
      const m = movable(s, from);
      if (m.tac > 0 && t.moved.p1 + t.moved.p2 === 0) {
        movePolice(ctx, from, area, 'tac');
        return next(ctx, t, 2, { moved: { ...t.moved, tac: 1 } });
      }
      const moved = { ...t.moved };
      for (const k of platoons) {
        const n = Math.min(m[k], 2 - moved.p1 - moved.p2);
        movePolice(ctx, from, area, k, n);
        moved[k] += n;
      }
      const more = moved.p1 + moved.p2 < 2 && sourcesOf(ctx.state, area, platoons).length > 0;
      return next(ctx, t, more ? 1 : 2, { moved });
    }
    ctx.pop();
    const power = t.moved.tac > 0 ? Infinity : t.moved.p1 + 2 * t.moved.p2;
    const target = advanceTarget(ctx.state, area, power);
    if (target === null) return;
    arrest(ctx, area, target);
    concludeConflict(ctx, 'establishment', area, t.moved.tac + t.moved.p1 + t.moved.p2 + 1, t.moved.tac > 0, Infinity);
  },
};
