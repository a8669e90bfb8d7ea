import { collectionProblems } from '../../core/collection-check.js';
import { challengeIds, challengePlaces, leaderPlaces, strategyPlaces } from './state/places.js';
import type { FreeAtLastState } from './state/schema.js';
import { componentsOf, cubeCensus } from './state/zones.js';

/**
 * The semantic checks of a stored Free at Last state (`restore`): what the schema cannot see.
 * Cubes are conserved (5.0), every Strategy card, Leader and Challenge card is in exactly one place,
 * Projects and tracks refer to the component set, and each VP total is its breakdown's sum (21).
 */
export function checkFreeAtLastState(s: FreeAtLastState): string[] {
  const c = componentsOf(s);
  const out: string[] = [];
  for (const o of s.seats) if (!s.orgs[o]) out.push(`seat ${o} has no organization state`);
  // the flow task, with the flow's bookkeeping, is the bottom of the task stack (state/tasks.ts), and only there
  if (s.tasks[0]?.kind !== 'flow' || s.tasks.slice(1).some((t) => t.kind === 'flow')) out.push('the task stack must hold the flow task at its bottom, and only there');
  if (out.length > 0) return out;
  const cubes = cubeCensus(s);
  for (const k of ['red', 'white', 'blue'] as const) if (cubes[k] !== c.cubes[k]) out.push(`${k} cubes: ${cubes[k]} in the game, the set has ${c.cubes[k]}`);
  out.push(...collectionProblems('Strategy cards', strategyPlaces(s), c.strategy.map((x) => x.id)));
  const leaders = c.leaders.filter((l) => s.seats.includes(l.organization)).map((l) => l.id);
  out.push(...collectionProblems('Leaders', leaderPlaces(s), leaders));
  out.push(...collectionProblems('Challenge cards', challengePlaces(s), challengeIds(s)));
  const projectCards = new Set(c.projects.map((p) => p.number));
  const named = [...Object.values(s.projects).map((p) => p.card), ...Object.values(s.offered), ...s.decks.projects, ...s.decks.projectDiscard];
  for (const n of new Set(named)) if (!projectCards.has(n)) out.push(`Project card ${n} is not in the set`);
  for (const k of ['red', 'white', 'blue'] as const) {
    const last = c.xTracks[k].values.length - 1;
    if (s.xTrack[k] < 0 || s.xTrack[k] > last) out.push(`the ${k} X Value cube is at ${s.xTrack[k]}, off its track (0–${last})`);
  }
  for (const o of s.seats) {
    const org = s.orgs[o]!;
    const b = org.vpBreakdown;
    const sum = b.segCubes + b.redCubes + b.freedomMarkers + b.litigation + b.events + b.stars + b.failures;
    if (org.vp !== sum) out.push(`${o} has ${org.vp} VP, its breakdown adds up to ${sum}`);
  }
  return out;
}
