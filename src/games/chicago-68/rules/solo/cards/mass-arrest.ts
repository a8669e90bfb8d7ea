import type { State } from '../../../schema.js';
import { arrest, concludeConflict } from '../../conflict.js';
import { cityAreas } from '../../lookups.js';
import { policeCount } from '../../units.js';
import { hadEffect, next, type MachineCardRule } from '../card-task.js';
import { movable, movePolice, sourcesOf, type PoliceKey } from '../police-units.js';
import { byPriority } from '../priority.js';
import { massArrestTargets } from '../targets.js';

/*
 * Appendix 5 MASS ARREST (Police): four adjacent Police units into the area of highest Priority, from
 * the areas of lowest Priority first (Lv2 > Lv1 > TAC Force), then arrest up to four Demonstrators
 * weaker together than all Platoons there (any four with a TAC Force), Agitator > Lv2 MOBE > Lv1 MOBE;
 * Exposure; Mob Chaos with a TAC Force or five or more units. The card is ignored when no arrest
 * would be possible (TARGETS FOR CONFLICT).
 */

const order: PoliceKey[] = ['p2', 'p1', 'tac'];

/** 2.4.3 Platoons (+4 per NG with a Platoon), or any strength with a TAC Force. */
function power(u: Record<PoliceKey, number>, ng: number): number {
  return u.tac > 0 ? Infinity : u.p1 + 2 * u.p2 + (u.p1 + u.p2 > 0 ? 4 * ng : 0);
}

/** The Police in `area` once up to four units have moved in, lowest-Priority neighbours first. */
function afterMove(s: State, area: string): Record<PoliceKey, number> {
  const u = { p1: s.areas[area]!.u.p1, p2: s.areas[area]!.u.p2, tac: s.areas[area]!.u.tac };
  let left = 4;
  for (const n of byPriority(s, sourcesOf(s, area, order)).reverse()) {
    const m = movable(s, n);
    for (const k of order) {
      const take = Math.min(m[k], left);
      u[k] += take;
      left -= take;
    }
  }
  return u;
}

/** MASS ARREST. */
export const massArrest: MachineCardRule = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: cityAreas(s).filter((n) => sourcesOf(s, n, order).length > 0), order: 'highest' };
    if (t.stage === 1) return { choose: sourcesOf(s, t.area!, order), order: 'lowest' };
    return null;
  },
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      const area = t.picks[0];
      if (area === undefined || massArrestTargets(s, area, power(afterMove(s, area), s.areas[area]!.ng)).length === 0) return ctx.pop();
      return next(ctx, t, 1, { area });
    }
    const area = t.area!;
    if (t.stage === 1) {
      const from = t.picks[0];
      const moved = { ...t.moved };
      if (from !== undefined) {
        hadEffect(ctx);
        const m = movable(s, from);
        for (const k of order) {
          const n = Math.min(m[k], 4 - moved.p1 - moved.p2 - moved.tac);
          movePolice(ctx, from, area, k, n);
          moved[k] += n;
        }
      }
      const more = from !== undefined && moved.p1 + moved.p2 + moved.tac < 4 && sourcesOf(ctx.state, area, order).length > 0;
      return next(ctx, t, more ? 1 : 2, { moved });
    }
    ctx.pop();
    const u = s.areas[area]!.u;
    const targets = massArrestTargets(s, area, power(u, s.areas[area]!.ng));
    if (targets.length === 0) return;
    hadEffect(ctx);
    for (const k of targets) arrest(ctx, area, k);
    concludeConflict(ctx, 'establishment', area, policeCount(u) + targets.length, u.tac > 0, 5);
  },
};
