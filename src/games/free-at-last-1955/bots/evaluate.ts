import type { State } from '../schema.js';
import { board } from '../rules/context.js';
import { points, statesWithoutB } from '../rules/victory.js';

/*
 * The evaluation of an unfinished Free At Last (1955–65) position for ISMCTS's cut-off rollouts:
 * the civil rights player's chance to win, as logistic guesses from what decides the game — the
 * final score against the marginal victory band (10.1–10.3), and the two sudden losses of 5.3
 * (Non-violence Abandoned, and three states without B units).
 */

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** The civil rights player's chance to win from `s`, in [0, 1]. */
function civilRightsChance(s: State): number {
  const counts = board(s).set.counts;
  // a wide slope: Freedom Track points far below the band still tell a better position from a worse one
  const score = logistic((points(s) - counts.bands.marginal + 0.5) / 8);
  const nonviolence = logistic(1.5 * (s.nonviolence - 0.5));
  const movement = logistic(2 * (counts.eliminationStates - 0.5 - statesWithoutB(s).length));
  return score * nonviolence * movement;
}

/** Free At Last (1955–65)'s evaluation for `seat` (`civilRights` or `segregationist`), in [0, 1]. */
export function freeAtLast1955Evaluate(s: State, seat: string): number {
  const p = civilRightsChance(s);
  return seat === 'civilRights' ? p : 1 - p;
}
