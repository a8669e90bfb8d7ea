import { penaltyPerFailure, starVps } from '../rules/scoring.js';
import type { FreeAtLastState } from '../schema.js';
import { failureMarkers } from '../rules/lookup.js';
import { phaseUnderWay } from '../rules/turn.js';

/*
 * The evaluation of an unfinished Free at Last position for ISMCTS's cut-off rollouts: the chance
 * that the movement escapes the Seggie (1.6: 9 or more Failure Markers on the track at the end),
 * times the chance that the seat leads the final scoring (21.1), both as logistic guesses.
 */

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** Failure Markers a Turn adds, about (heuristic games end near 7.5 after 3 Turns, docs/bots.md). */
const FAILURES_PER_TURN = 2.5;

/**
 * 1.6 the chance that the track ends below 9: the Turns still to play (this one counts half once
 * its Action Rounds began) add their expected Failure Markers and widen the guess. Scored on the
 * track as it stands, one more marker early in the game would cost next to nothing, and a seat
 * would sink the others' Projects for their penalties (1.5) at everyone's risk.
 */
function survival(s: FreeAtLastState): number {
  const phase = phaseUnderWay(s);
  const early = phase !== 'action-rounds' && phase !== 'end-of-turn' && phase !== 'game-over';
  const left = phase === 'game-over' ? 0 : 3 - s.turn + (early ? 1 : phase === 'action-rounds' ? 0.5 : 0);
  return logistic((1.5 * (8.5 - failureMarkers(s).track - FAILURES_PER_TURN * left)) / Math.sqrt(1 + left));
}

/** 21.1 the VPs an organization would have if the game were scored now (its Stars and Failure Markers included). */
function projectedVp(s: FreeAtLastState, org: string, perFailure: number): number {
  const o = s.orgs[org]!;
  return o.vp + starVps(s, o.stars) + perFailure * o.failures;
}

/**
 * Free at Last's evaluation for `seat`, in [0, 1]: a Seggie victory grows likely as the Failure
 * Markers track, projected to the game's end, nears 9 (1.6), and the final scoring is won by the
 * projected VP margin over the best other organization (21.1; a team counts its partner's VPs with
 * its own, 23.2). The
 * solitaire and cooperative variants score survival alone (23.1.1, 23.3).
 */
export function freeAtLastEvaluate(s: FreeAtLastState, seat: string): number {
  const survive = survival(s);
  const variant = s.ext?.variant ?? 'standard';
  if (variant === 'solitaire' || variant === 'coop') return survive;
  const per = penaltyPerFailure(s);
  const vp = (org: string) => projectedVp(s, org, per);
  const teams = s.ext?.teams;
  if (variant === 'team' && teams) {
    const sum = (team: readonly string[]) => team.reduce((n, o) => n + vp(o), 0);
    const [ours, theirs] = teams[0].includes(seat as never) ? teams : [teams[1], teams[0]];
    return survive * logistic((sum(ours) - sum(theirs)) / 8);
  }
  const mine = vp(seat);
  const others = s.seats.filter((o) => o !== seat);
  const best = others.length === 0 ? mine : Math.max(...others.map(vp));
  return survive * logistic((mine - best) / 6);
}
