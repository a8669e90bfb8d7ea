import type { State } from '../../schema.js';
import { demoKeys, strength } from '../units.js';

/*
 * Appendix 5 target orders. ADVANCE and solo MOB CHAOS: Lv2 MOBE > Agitator > Lv1 MOBE; MASS ARREST:
 * Agitator > Lv2 MOBE > Lv1 MOBE. Pigasus (solo 6.3.1) is arrested as an Agitator, before the others.
 */

type DemoKey = (typeof demoKeys)[number];

/** The order in which the Machine arrests Demonstrators. */
export function arrestOrder(card: 'advance' | 'massArrest'): DemoKey[] {
  return card === 'advance' ? ['m2', 'pig', 'ag', 'm1'] : ['pig', 'ag', 'm2', 'm1'];
}

/** ADVANCE: the first Demonstrator in `area` weaker than `power` (Infinity: a TAC Force), or null. */
export function advanceTarget(s: State, area: string, power: number): DemoKey | null {
  const u = s.areas[area]!.u;
  return arrestOrder('advance').find((k) => u[k] > 0 && strength(k) < power) ?? null;
}

/** MASS ARREST: up to four Demonstrators in `area`, in order, of combined strength below `power`. */
export function massArrestTargets(s: State, area: string, power: number): DemoKey[] {
  const left = { ...s.areas[area]!.u };
  const out: DemoKey[] = [];
  let sum = 0;
  for (const k of arrestOrder('massArrest')) {
    while (out.length < 4 && left[k] > 0 && sum + strength(k) < power) {
      out.push(k);
      sum += strength(k);
      left[k] -= 1;
    }
  }
  return out;
}
