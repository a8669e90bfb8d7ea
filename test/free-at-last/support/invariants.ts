import { expect } from 'vitest';
import { checkFreeAtLastState, failureMarkers, freeAtLast, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';

/** The issue-3 invariants that must hold after every step (the game's own state checks, and more); `prev` is the state before it. */
export function checkInvariants(s: FreeAtLastState, prev: FreeAtLastState | null): void {
  expect(checkFreeAtLastState(s)).toEqual([]);
  for (const o of s.seats) {
    const org = s.orgs[o]!;
    if (prev) expect(org.failures).toBeGreaterThanOrEqual(prev.orgs[o]!.failures);
    expect(org.stars).toBeGreaterThanOrEqual(0);
  }
  const r = freeAtLast.result(s);
  if (r && failureMarkers(s).total >= 9) expect(r.winners).toEqual([]);
}
