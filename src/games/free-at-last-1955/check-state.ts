import { collectionProblems } from '../../core/collection-check.js';
import { cardCensus, unitCensus } from './census.js';
import { board } from './rules/context.js';
import type { State } from './schema.js';

/** The semantic problems of a stored state: unknown places, counts that do not add up, cards lost or doubled. */
export function checkState(s: State): string[] {
  const b = board(s);
  const out: string[] = [];
  for (const c of b.cityNames) if (!s.cities[c]) out.push(`city ${c} missing`);
  for (const c of Object.keys(s.cities)) if (!b.city.has(c)) out.push(`unknown city ${c}`);
  if (out.length > 0) return out;
  for (const [u, n] of Object.entries(unitCensus(s))) if (n !== b.set.counts.units[u as 'B']) out.push(`${u} units: ${n} in play and supply, the set has ${b.set.counts.units[u as 'B']}`);
  for (const [c, x] of Object.entries(s.cities)) if (Object.values(x.u).some((n) => n < 0)) out.push(`negative units in ${c}`);
  out.push(...collectionProblems('Cards', cardCensus(s), b.set.cards.map((c) => c.name)));
  for (const [l, x] of Object.entries(s.leaders)) if (!b.leader.has(l) || (x.city !== null && !b.city.has(x.city))) out.push(`leader ${l} unknown or in an unknown city`);
  if (s.nonviolence < 0 || s.nonviolence > b.set.counts.nonviolenceMax) out.push(`Non-violence ${s.nonviolence} off the track`);
  return out;
}
