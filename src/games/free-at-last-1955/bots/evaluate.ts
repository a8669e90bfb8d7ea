import type { State } from '../schema.js';
import { board } from '../rules/context.js';
import { points, statesWithoutB } from '../rules/victory.js';

/*
 * The evaluation of an unfinished Free At Last (1955–65) position for ISMCTS's cut-off rollouts:
 * the civil rights player's chance to win, as logistic guesses from what decides the game — the
 * final score, projected over the years left, against the marginal victory band (10.1–10.3), and
 * the two sudden losses of 5.3 (Non-violence Abandoned, and three states without B units).
 */

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** Points a year adds, about (heuristic games: 3.5–4 a year after the first; docs/bots.md). */
const POINTS_PER_YEAR = 3.7;

/** The civil rights player's chance to win from `s`, in [0, 1]. */
function civilRightsChance(s: State): number {
  const counts = board(s).set.counts;
  // the score projected to the end, its guess widening with the years left: scored as it stands, a
  // point early on was worth next to nothing against a Non-violence step, and the search stopped protesting
  const left = Math.max(0, counts.lastYear - s.year + 1);
  const score = logistic((points(s) + POINTS_PER_YEAR * left - counts.bands.marginal + 0.5) / (3 + 1.5 * Math.sqrt(left)));
  const nonviolence = logistic(1.5 * (s.nonviolence - 0.5));
  const movement = logistic(2 * (counts.eliminationStates - 0.5 - statesWithoutB(s).length));
  return score * nonviolence * movement;
}

/** Free At Last (1955–65)'s evaluation for `seat` (`civilRights` or `segregationist`), in [0, 1]. */
export function freeAtLast1955Evaluate(s: State, seat: string): number {
  const p = civilRightsChance(s);
  return seat === 'civilRights' ? p : 1 - p;
}
