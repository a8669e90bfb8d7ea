import type { GameResult } from '../../../core/types.js';
import type { FreeAtLastState } from '../schema.js';
import type { FalCtx } from './tasks.js';
import { addVp } from './updates.js';
import { componentsOf, failureMarkers } from './lookup.js';

/*
 * 21.x End of game scoring: Stars by the Star Value chart (1.4, 3.3), Failure Marker penalties by
 * the Failure Markers track (1.5, 3.4), the Seggie victory at 9 or more (1.6, 4.2.1), ties (21.1).
 */

/** 1.4 the VPs of a number of Stars; past the chart's end its last step repeats. */
export function starVps(s: FreeAtLastState, stars: number): number {
  const v = componentsOf(s).starValues.values;
  const last = v.length - 1;
  if (stars <= last) return v[stars]!;
  return v[last]! + (stars - last) * (v[last]! - v[last - 1]!);
}

/** 1.5 the penalty per Failure Marker at the track's position (its start space counts, 23.5). */
export function penaltyPerFailure(s: FreeAtLastState): number {
  const v = componentsOf(s).failurePenalties.values;
  return v[Math.min(failureMarkers(s).track, v.length - 1)]!;
}

/** 1.6 9 or more Failure Markers on the track: everyone loses. */
export const seggieVictory = (s: FreeAtLastState): boolean => failureMarkers(s).track >= 9;

/** 21.1 Stars and Failure Markers are scored once, after the End of Turn phase of Turn 3. */
export function finalScoring(ctx: FalCtx): void {
  const per = penaltyPerFailure(ctx.state);
  for (const o of ctx.state.seats) {
    const org = ctx.state.orgs[o]!;
    addVp(ctx, o, 'stars', starVps(ctx.state, org.stars));
    addVp(ctx, o, 'failures', per * org.failures);
  }
  ctx.pop(); // the flow task: no task is left, the game is over
}

/** The basic game's final result (the variants' own: rules/variants/result.ts). */
export function gameResult(s: FreeAtLastState): GameResult {
  const scores: Record<string, number> = {};
  for (const o of s.seats) scores[o] = s.orgs[o]!.vp;
  if (seggieVictory(s)) return { scores, winners: [], reason: `Seggie victory: ${failureMarkers(s).track} Failure Markers (1.6)`, code: 'seggie' };
  const best = Math.max(...Object.values(scores));
  const winners = s.seats.filter((o) => scores[o] === best);
  if (winners.length > 1) return { scores, winners, reason: 'tie for the most VPs: all tied players win (21.1)', code: 'final-scoring-tie' };
  return { scores, winners, reason: 'most VPs (1.1)', code: 'final-scoring' };
}
