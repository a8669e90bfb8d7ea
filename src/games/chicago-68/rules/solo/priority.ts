import type { State } from '../../schema.js';
import { board, cityAreas } from '../lookups.js';
import { demoCount } from '../units.js';

/*
 * Solo PRIORITY: the standard formula for every Machine decision. Highest: most Active tokens, then
 * the higher blue Exposure Bonus, then starred ★, then more Demonstrator units; lowest is the reverse.
 * 6.3.2 (solo): an empty Police Post is the highest Priority before all of these. A tie left after
 * every rule is broken at random (a chance node, see card-task.ts and decide.ts).
 */

/** Active tokens in an area. */
function activeIn(s: State, area: string): number {
  return s.machine?.active[area] ?? 0;
}

/** The Priority of an area as a key compared rule by rule, larger first. */
export function priorityKey(s: State, area: string): number[] {
  const a = board(s).area.get(area)!;
  const here = s.areas[area]!;
  return [here.post === '' ? 1 : 0, activeIn(s, area), a.blue, a.star ? 1 : 0, demoCount(here.u)];
}

/** Compares two Priority keys: positive when `x` ranks higher. */
export function compareKeys(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The candidates tied for the highest (or lowest) Priority, in map order; [] when there are none. */
export function priorityTies(s: State, candidates: readonly string[], order: 'highest' | 'lowest'): string[] {
  if (candidates.length <= 1) return [...candidates];
  const sign = order === 'highest' ? 1 : -1;
  let best: number[] | null = null;
  let out: string[] = [];
  for (const n of candidates) {
    const k = priorityKey(s, n);
    const c = best === null ? 1 : sign * compareKeys(k, best);
    if (c > 0) [best, out] = [k, [n]];
    else if (c === 0) out.push(n);
  }
  return out;
}

/** Every City Area, by the standard Priority (highest first; ties in map order). */
export function byPriority(s: State, candidates: readonly string[] = cityAreas(s)): string[] {
  return [...candidates].sort((x, y) => compareKeys(priorityKey(s, y), priorityKey(s, x)));
}

const ruleNames = ['an empty Police Post', 'most Active tokens', 'higher blue Exposure', 'starred', 'more Demonstrator units'];

/** Which Priority rule put `chosen` ahead of the other candidates, in words (for events). */
export function priorityReason(s: State, chosen: string, candidates: readonly string[], order: 'highest' | 'lowest'): string {
  const others = candidates.filter((n) => n !== chosen);
  if (others.length === 0) return 'the only choice';
  const mine = priorityKey(s, chosen);
  const sign = order === 'highest' ? 1 : -1;
  const runnerUp = others.map((n) => priorityKey(s, n)).sort((x, y) => sign * compareKeys(y, x))[0]!;
  const i = mine.findIndex((v, j) => v !== runnerUp[j]);
  if (i < 0) return 'a random draw among areas tied on every Priority rule';
  const name = order === 'highest' ? ruleNames[i]! : ['no empty Post', 'fewest Active tokens', 'lower blue Exposure', 'not starred', 'fewer Demonstrator units'][i]!;
  return `${order} Priority: ${name}`;
}
