import type { State } from '../schema.js';
import { agitatorsOnBoard } from '../rules/units.js';

/*
 * The evaluation of an unfinished Chicago '68 position for ISMCTS's cut-off rollouts: the
 * Establishment's chance to win, as logistic guesses from what decides the game — the Exposure
 * marker and the blue Delegates' majority on the track at the Final Nomination (5.1–5.2), and the
 * Demonstrators' loss when no Agitator is left on the board (5.3).
 */

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** The Establishment's chance to win from `s`, in [0, 1]. */
function establishmentChance(s: State): number {
  const blue = s.delegates.track.filter((c) => c === 'blue').length;
  const nomination = logistic(0.5 * s.exposure) * logistic(0.6 * (2 * blue - s.delegates.track.length));
  const noAgitators = logistic(2.5 * (1 - agitatorsOnBoard(s)));
  return noAgitators + (1 - noAgitators) * nomination;
}

/**
 * Chicago '68's evaluation for `seat`, in [0, 1]: its side's chance to win (the side of the
 * factions it plays, 2.1, 6.2).
 */
export function chicagoEvaluate(s: State, seat: string): number {
  const establishment = Object.entries(s.factionSeat).some(([f, x]) => x === seat && (f === 'mayor' || f === 'police'));
  const p = establishmentChance(s);
  return establishment ? p : 1 - p;
}
