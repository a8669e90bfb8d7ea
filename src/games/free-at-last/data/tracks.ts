import type * as z from 'zod/mini';
import type { componentSetSchema } from './schema.js';

type Input = z.input<typeof componentSetSchema>;

/**
 * 3.6 Dice: red and blue have two X sides, white has one X and one K. The highest number on each die
 * is the face the –1 rule (12.0) turns into –1: 3 on red and white, 4 on blue. The remaining numbers
 * are reconstructed.
 */
export const dice: Input['dice'] = {
  red: [0, 1, 2, 3, 'X', 'X'],
  white: [0, 1, 2, 3, 'X', 'K'],
  blue: [1, 2, 3, 4, 'X', 'X'],
  source: { reconstructed: '3.6 fixes the X/K sides and 12.0 the 3 (red, white) and 4 (blue) faces; the other numbers are chosen so each die has 6 sides' },
};

/**
 * 1.7, 3.6.1 X Value Tracks: values left to right, start = the canary yellow space. Each track leaves
 * at least four spaces of room on both sides of the start.
 */
export const xTracks: Input['xTracks'] = {
  red: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8], start: 4 },
  white: { values: [0, 1, 2, 3, 4, 5, 6, 7], start: 3 },
  blue: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8], start: 4 },
  source: { reconstructed: 'the board is not reproduced in the rulebook; X starts one above the best number face of red and blue and equal to white\'s, with room to move four spaces either way' },
};

/** 1.4, 3.3 Star Value chart, index = Stars: 3 VPs per Star, which gives the rulebook's 7 Stars = 21 VPs. */
export const starValues: Input['starValues'] = {
  values: [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36],
  source: { reconstructed: '1.4 fixes 7 Stars = 21 VPs; a constant 3 VPs per Star is the simplest chart through that point' },
};

/**
 * 1.5, 3.4 Failure Markers track, index = total markers among all players, value = VP penalty per
 * marker. 6 and 7 markers: –4 each; 8: –8 each (rulebook). 0–5 and 9+ are reconstructed; 9+ is a
 * Seggie victory anyway (1.6).
 */
export const failurePenalties: Input['failurePenalties'] = {
  values: [0, -1, -1, -2, -2, -3, -4, -4, -8, -8, -8],
  source: { reconstructed: '1.5 and 3.4 fix 6, 7 → –4 and 8 → –8; lower spaces rise gently to –4, 9+ repeats –8 (Seggie victory, 1.6)' },
};

/** 5.0 The finite cube supply. */
export const cubes: Input['cubes'] = {
  red: 100,
  white: 80,
  blue: 40,
  source: { reconstructed: 'the rulebook does not count the cubes; enough for four Projects of up to 36 red cubes plus reinforcements' },
};
