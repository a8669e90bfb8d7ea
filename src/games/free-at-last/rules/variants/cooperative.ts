import type { GameResult } from '../../../../core/types.js';
import type { FreeAtLastState } from '../../schema.js';

/*
 * 23.3 Cooperative Play: cubes are not scored (no VPs for SEG cubes collected, red cubes remaining
 * or criminal cases won for red cubes); the players win together if they secure four Freedom Markers
 * of each type between them (one organization may secure several of a type); otherwise all lose.
 * Ruling: the Seggie victory (1.6) still makes everyone lose. Cubes go unscored in rules/updates.ts (addVp).
 */

/** Freedom Markers needed of each type (23.3). */
export const coopTarget = 4;

/** Freedom Markers secured by all organizations together, by type. */
export function movementMarkers(s: FreeAtLastState): { S: number; A: number; V: number } {
  const total = { S: 0, A: 0, V: 0 };
  for (const o of s.seats) for (const k of ['S', 'A', 'V'] as const) total[k] += s.orgs[o]!.freedomMarkers[k];
  return total;
}

/** 23.3 the cooperative result. */
export function coopResult(s: FreeAtLastState, seggie: string | null): GameResult {
  const scores: Record<string, number> = {};
  for (const o of s.seats) scores[o] = s.orgs[o]!.vp;
  const m = movementMarkers(s);
  const line = `Freedom Markers S ${m.S}, A ${m.A}, V ${m.V}`;
  if (seggie !== null) return { scores, winners: [], reason: `${seggie}; ${line}`, code: 'seggie' };
  if (m.S >= coopTarget && m.A >= coopTarget && m.V >= coopTarget) return { scores, winners: [...s.seats], reason: `the movement wins together: ${line} (23.3)`, code: 'coop-victory' };
  return { scores, winners: [], reason: `the movement falls short of four Freedom Markers of each type: ${line} (23.3)`, code: 'coop-defeat' };
}
