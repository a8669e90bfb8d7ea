import { expect } from 'vitest';
import { cubeCensus, failureMarkers, freeAtLast, referenceComponents, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { componentsOf } from '../../../src/games/free-at-last/state/zones.js';

/** Every place a Strategy card can be, flattened (hands, piles, display). */
export function strategyPlaces(s: FreeAtLastState): string[] {
  const d = s.decks;
  return [...Object.values(s.orgs).flatMap((o) => o.hand), ...d.strategy, ...d.strategyDiscard, ...d.strategyRemoved, ...d.lastingEvents, ...d.display];
}

/** Every place a Leader can be. */
export function leaderPlaces(s: FreeAtLastState): string[] {
  return [
    ...Object.values(s.orgs).flatMap((o) => [...o.staffPool, ...o.staff.map((m) => m.id), ...o.protestLeaders, ...o.removedLeaders]),
    ...Object.values(s.projects).flatMap((p) => [...p.leaders, ...p.freedomRiders]),
  ];
}

const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/** The issue-3 invariants that must hold after every step; `prev` is the state before it. */
export function checkInvariants(s: FreeAtLastState, prev: FreeAtLastState | null): void {
  const c = componentsOf(s);
  expect(cubeCensus(s)).toEqual({ red: c.cubes.red, white: c.cubes.white, blue: c.cubes.blue });
  expect(sorted(strategyPlaces(s))).toEqual(sorted(c.strategy.map((x) => x.id)));
  const mine = c.leaders.filter((l) => s.seats.includes(l.organization)).map((l) => l.id);
  expect(sorted(leaderPlaces(s))).toEqual(sorted(mine));
  for (const o of s.seats) {
    const org = s.orgs[o]!;
    const b = org.vpBreakdown;
    expect(org.vp).toBe(b.segCubes + b.redCubes + b.freedomMarkers + b.litigation + b.events + b.stars + b.failures);
    if (prev) expect(org.failures).toBeGreaterThanOrEqual(prev.orgs[o]!.failures);
    expect(org.stars).toBeGreaterThanOrEqual(0);
  }
  const r = freeAtLast.result(s);
  if (r && failureMarkers(s).total >= 9) expect(r.winners).toEqual([]);
}

export { referenceComponents };
