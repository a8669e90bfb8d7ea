import type { Evaluator } from './core/ismcts/rewards.js';
import { chicagoEvaluate } from './games/chicago-68/bots/evaluate.js';
import { freeAtLastEvaluate } from './games/free-at-last/bots/evaluate.js';
import { freeAtLast1955Evaluate } from './games/free-at-last-1955/bots/evaluate.js';

/**
 * The evaluation of each game, by game id: a seat's chance to win an unfinished position, in
 * [0, 1], from what decides the game (Failure Markers and VPs; Exposure, Delegates and Agitators;
 * the Freedom Track, Non-violence and B units). `ismcts` scores its cut-off rollouts with it
 * (`evaluate` and `rolloutDepth`); the CLI's arena and bench do so.
 */
export const evaluators: Readonly<Record<string, Evaluator<any>>> = {
  'free-at-last': freeAtLastEvaluate,
  'chicago-68': chicagoEvaluate,
  'free-at-last-1955': freeAtLast1955Evaluate,
};
