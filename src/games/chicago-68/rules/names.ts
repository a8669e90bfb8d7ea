import { referenceComponents } from '../data/components.js';
import type { ComponentSet } from '../data/schema.js';

/* Units and paths in words, for events and descriptions. */

const unitNames: Record<string, string> = {
  m1: 'Lv1 MOBE', m2: 'Lv2 MOBE', ag: 'Agitator', pig: 'Pigasus', p1: 'Lv1 Platoon', p2: 'Lv2 Platoon', tac: 'TAC Force', post: 'Platoon in Post',
};

/** A unit kind in words ("Lv1 MOBE"), with a count when more than one ("3 Lv1 MOBE"). */
export function unitName(k: string, count = 1): string {
  const name = unitNames[k] ?? k;
  return count === 1 ? name : `${count} ${name}`;
}

/** A group of units in words ("Agitator, 2 Lv1 MOBE"). */
export function groupName(g: Record<string, number>): string {
  return Object.entries(g).filter(([, n]) => n > 0).map(([k, n]) => unitName(k, n)).join(', ');
}

/** A path in words, by the names of the areas it joins ("Michigan Avenue–Grant Park West"); its id when unknown. */
export function pathName(id: string, set: Pick<ComponentSet, 'areas' | 'paths'> = referenceComponents): string {
  const p = set.paths.find((x) => x.id === id);
  const area = (a: string): string => set.areas.find((x) => x.id === a)?.name ?? a;
  return p === undefined ? id : `${area(p.a)}–${area(p.b)}`;
}
