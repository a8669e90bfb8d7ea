import type { State } from '../../../schema.js';
import { arrest, concludeConflict } from '../../conflict.js';
import { cityAreas } from '../../lookups.js';
import { exposureBonus, gainExposure } from '../../exposure.js';
import { requestMobChaos } from '../../mob-chaos.js';
import { placeTearGas } from '../../tear-gas.js';
import { demoCount } from '../../units.js';
import { runEffects } from '../../effects.js';
import { change, plus } from '../../updates.js';
import { hadEffect, next, type CardTask, type MachineCardRule } from '../card-task.js';
import { movePolice, reachable } from '../police-units.js';
import { priorityTies } from '../priority.js';
import { advanceTarget } from '../targets.js';

/*
 * Appendix 5 TEARGAS (Police): one TAC Force to the area of highest Priority it can reach without
 * crossing a Barricade, the other to the second highest; then Tear Gas in each area with a TAC Force
 * and Demonstrators (their Exposure Bonus), or with no Tear Gas left in the Police Supply an arrest
 * there; one Mob Chaos card (a TAC Force is in conflict); Instability +1 (ruling 69).
 */

/** Areas holding a TAC Force (a unit, not in a Post), one entry per TAC Force. */
function tacForces(s: State): string[] {
  return cityAreas(s).flatMap((n) => Array<string>(s.areas[n]!.u.tac).fill(n));
}

/** The TAC Force that goes to `target`: one already there, else the one in the area of lowest Priority that can reach it. */
function moverTo(s: State, target: string, from: readonly string[]): string | undefined {
  if (from.includes(target)) return target;
  const able = from.filter((n) => reachable(s, n).includes(target));
  return priorityTies(s, able, 'lowest')[0];
}

/** The other TAC Force, once the first stands in the task's area. */
function other(s: State, t: CardTask): string | undefined {
  const forces = tacForces(s);
  const i = forces.indexOf(t.area!);
  return forces.filter((_, j) => j !== i)[0];
}

function gasTargets(s: State, done: readonly string[]): string[] {
  return cityAreas(s).filter((n) => s.areas[n]!.u.tac > 0 && demoCount(s.areas[n]!.u) > 0 && !s.areas[n]!.gas && !done.includes(n));
}

/** TEARGAS. */
export const teargas: MachineCardRule = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: [...new Set(tacForces(s).flatMap((n) => reachable(s, n)))], order: 'highest' };
    if (t.stage === 1) {
      const o = other(s, t);
      return o === undefined ? null : { choose: reachable(s, o).filter((n) => n !== t.area), order: 'highest' };
    }
    return null;
  },
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      const target = t.picks[0];
      if (target === undefined) return next(ctx, t, 2);
      const from = moverTo(s, target, tacForces(s));
      if (from !== undefined && from !== target) {
        hadEffect(ctx);
        movePolice(ctx, from, target, 'tac');
      }
      return next(ctx, t, 1, { area: target });
    }
    if (t.stage === 1) {
      const o = other(s, t);
      const target = t.picks[0];
      if (o !== undefined && target !== undefined && o !== target) {
        hadEffect(ctx);
        movePolice(ctx, o, target, 'tac');
      }
      return next(ctx, t, 2);
    }
    // stage 2: one area at a time (the next Tear Gas after the Demonstrators have left, Appendix 3); `picks` holds those done
    const area = gasTargets(s, t.picks)[0];
    if (area === undefined) {
      ctx.pop();
      // ruling 69: the standard card, set aside "as reminders on how to resolve these effects" (solo
      // setup 1), ends "Increase Instability by 1"; queued beneath the Mob Chaos card, as there
      if (ctx.state.machine!.effect) runEffects(ctx, [{ op: 'instability', amount: 1 }], 'establishment', null, [], 'teargas');
      const last = t.picks[t.picks.length - 1];
      if (last !== undefined) requestMobChaos(ctx, last);
      return;
    }
    hadEffect(ctx);
    ctx.replaceTop({ ...t, picks: [...t.picks, area] });
    if (s.police.gas > 0) {
      change(ctx, 'police', (p) => plus(p, 'gas', -1));
      ctx.emit({ type: 'conflict', by: 'establishment', area, units: 1 + demoCount(s.areas[area]!.u), mobChaos: true });
      gainExposure(ctx, 'establishment', exposureBonus(ctx.state, area, 'establishment'));
      return placeTearGas(ctx, area);
    }
    const k = advanceTarget(s, area, Infinity);
    if (k === null) return;
    arrest(ctx, area, k);
    concludeConflict(ctx, 'establishment', area, 2, false, Infinity);
  },
};
