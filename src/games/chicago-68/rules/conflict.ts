import type { Side } from '../data/schema.js';
import { set } from '../../../core/update.js';
import { board } from './lookups.js';
import { exposureBonus, gainExposure } from './exposure.js';
import { requestMobChaos } from './mob-chaos.js';
import { unitName } from './names.js';
import type { C } from './tasks.js';
import type { demoKeys } from './units.js';
import { addUnits, change, changeArea, plus } from './updates.js';

/* 3. Conflict resolution; 2.3.3 injured officers; 2.3.4 jailed Demonstrators. */

/** 2.3.4 Arrest: the Demonstrator goes to Cook County Jail (Pigasus leaves the game, 6.3.1). */
export function arrest(ctx: C, area: string, k: (typeof demoKeys)[number]): void {
  addUnits(ctx, area, k, -1);
  ctx.emit({ type: 'arrested', unit: unitName(k), area });
  if (k === 'pig') change(ctx, 'box', (b) => plus(b, 'pig', 1));
  else addUnits(ctx, board(ctx.state).jail, k, 1);
}

/** 2.3.3 Injure a Platoon; a Lv2 is replaced by a Lv1 from the Reserves if available. */
export function injure(ctx: C, area: string, k: 'p1' | 'p2' | 'post'): void {
  const post = ctx.state.areas[area]!.post;
  const level = k !== 'post' ? k : post === 'p2' ? 'p2' : 'p1';
  if (k === 'post') changeArea(ctx, area, (a) => set(a, 'post', ''));
  else addUnits(ctx, area, k, -1);
  change(ctx, 'police', (p) => set(p, 'injured', plus(p.injured, level, 1)));
  const replaced = level === 'p2' && ctx.state.police.reserves.p1 > 0;
  ctx.emit({ type: 'injured', unit: unitName(level), area, ...(k === 'post' ? { inPost: true } : {}), ...(replaced ? { replacedBy: unitName('p1') } : {}) });
  if (replaced) {
    change(ctx, 'police', (p) => set(p, 'reserves', plus(p.reserves, 'p1', -1)));
    if (k === 'post') changeArea(ctx, area, (a) => set(a, 'post', 'p1'));
    else addUnits(ctx, area, 'p1', 1);
  }
}

/**
 * 3.2.1 The instigator gains the area's Exposure Bonus; 2.7.5 Mob Chaos after a conflict with a TAC
 * Force or with many units (`minUnits`: 6 for cards saying "more than five", else 5).
 */
export function concludeConflict(ctx: C, side: Side, area: string, units: number, tac: boolean, minUnits = 5): void {
  const chaos = tac || units >= minUnits;
  ctx.emit({ type: 'conflict', by: side, area, units, mobChaos: chaos });
  gainExposure(ctx, side, exposureBonus(ctx.state, area, side));
  if (chaos) requestMobChaos(ctx, area);
}
