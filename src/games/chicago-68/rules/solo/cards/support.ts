import type { State } from '../../../schema.js';
import { arrest, concludeConflict } from '../../conflict.js';
import { board, cityAreas } from '../../lookups.js';
import { removeBarrier } from '../../effects.js';
import { change, plus, setBarrier } from '../../updates.js';
import { hadEffect, next, type MachineCardRule } from '../card-task.js';
import { movable, movePolice, sourcesOf } from '../police-units.js';
import { advanceTarget } from '../targets.js';

/*
 * Appendix 5 SUPPORT (Police): all Barbed Wire of the Police Supply on the paths into the area of
 * highest Priority (topmost first, then counterclockwise: the map's `orientation`); remove one
 * Barricade next to the highest-Priority area that has one; move one Platoon (Lv2 > Lv1) into the
 * area of highest Priority from its neighbour of lowest Priority. With TACTICAL SUPPORT current, that
 * Platoon then arrests one weaker Demonstrator there (rulings.md).
 */

/** An area's paths, topmost first then counterclockwise. */
function orientedPaths(s: State, area: string): string[] {
  return board(s).area.get(area)!.orientation ?? (board(s).links.get(area) ?? []).map(([p]) => p);
}

const barricaded = (s: State, area: string) => orientedPaths(s, area).filter((p) => s.paths[p]!.barricade);

/** SUPPORT. */
export const support: MachineCardRule = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: cityAreas(s), order: 'highest' };
    if (t.stage === 1) return { choose: cityAreas(s).filter((n) => barricaded(s, n).length > 0), order: 'highest' };
    if (t.stage === 2) return { choose: sourcesOf(s, t.area!, ['p2', 'p1']), order: 'lowest' };
    return null;
  },
  act(ctx, t) {
    if (t.stage === 0) {
      const area = t.picks[0]!;
      for (const p of orientedPaths(ctx.state, area)) {
        if (ctx.state.police.wire === 0) break;
        if (ctx.state.paths[p]!.wire) continue;
        hadEffect(ctx);
        setBarrier(ctx, p, 'wire', true);
        change(ctx, 'police', (x) => plus(x, 'wire', -1));
        ctx.emit({ type: 'barrierPlaced', barrier: 'Barbed Wire', path: p, by: 'the Machine' });
      }
      return next(ctx, t, 1, { area });
    }
    if (t.stage === 1) {
      const at = t.picks[0];
      if (at !== undefined) {
        hadEffect(ctx);
        removeBarrier(ctx, barricaded(ctx.state, at)[0]!, 'barricade');
      }
      return next(ctx, t, 2);
    }
    ctx.pop();
    const from = t.picks[0];
    const area = t.area!;
    if (from === undefined) return;
    hadEffect(ctx);
    const k = movable(ctx.state, from).p2 > 0 ? 'p2' : 'p1';
    movePolice(ctx, from, area, k);
    if (ctx.state.tactic !== 'tactical-support') return;
    const target = advanceTarget(ctx.state, area, k === 'p2' ? 2 : 1);
    if (target === null) return;
    arrest(ctx, area, target);
    concludeConflict(ctx, 'establishment', area, 2, false, Infinity);
  },
};
