import type { Side } from '../data/schema.js';
import type { State } from '../schema.js';
import { board } from './context.js';
import { exposureBonus, gainExposure } from './exposure.js';
import { emit, unitName } from './log.js';
import { requestMobChaos } from './mob-chaos.js';
import type { demoKeys } from './units.js';

/* 3. Conflict resolution; 2.3.3 injured officers; 2.3.4 jailed Demonstrators. */

/** 2.3.4 Arrest: the Demonstrator goes to Cook County Jail (Pigasus leaves the game, 6.3.1). */
export function arrest(s: State, area: string, k: (typeof demoKeys)[number]): void {
  s.areas[area]!.u[k] -= 1;
  emit(s, { type: 'arrested', unit: unitName(k), area });
  if (k === 'pig') s.box.pig += 1;
  else s.areas[board(s).jail]!.u[k] += 1;
}

/** 2.3.3 Injure a Platoon; a Lv2 is replaced by a Lv1 from the Reserves if available. */
export function injure(s: State, area: string, k: 'p1' | 'p2' | 'post'): void {
  const a = s.areas[area]!;
  let level: 'p1' | 'p2';
  if (k === 'post') {
    level = a.post as 'p1' | 'p2';
    a.post = '';
  } else {
    level = k;
    a.u[k] -= 1;
  }
  s.police.injured[level] += 1;
  const replaced = level === 'p2' && s.police.reserves.p1 > 0;
  emit(s, { type: 'injured', unit: unitName(k === 'post' ? level : k), area, ...(k === 'post' ? { inPost: true } : {}), ...(replaced ? { replacedBy: unitName('p1') } : {}) });
  if (replaced) {
    s.police.reserves.p1 -= 1;
    if (k === 'post') a.post = 'p1';
    else a.u.p1 += 1;
  }
}

/**
 * 3.2.1 The instigator gains the area's Exposure Bonus; 2.7.5 Mob Chaos after a conflict with a TAC
 * Force or with many units (`minUnits`: 6 for cards saying "more than five", else 5).
 */
export function concludeConflict(s: State, side: Side, area: string, units: number, tac: boolean, minUnits = 5): void {
  const chaos = tac || units >= minUnits;
  emit(s, { type: 'conflict', by: side, area, units, mobChaos: chaos });
  gainExposure(s, side, exposureBonus(s, area, side));
  if (chaos) requestMobChaos(s, area);
}
