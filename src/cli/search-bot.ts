import type { SyncBot } from '../core/bots.js';
import { ismcts } from '../core/ismcts/ismcts.js';
import type { Game } from '../core/types.js';
import { findEvaluator, findHeuristic } from './catalog.js';

/**
 * Decisions a rollout of the CLI's ISMCTS plays before the game's evaluation scores the position
 * (games without an evaluation play rollouts to the end): short enough for 100+ iterations per
 * second in each game (docs/bots.md).
 */
const ROLLOUT_DEPTH = 20;

/**
 * The ISMCTS bot of the CLI's arena and bench for a game: the game's heuristic (when it has one)
 * plays the rollouts, which stop after {@link ROLLOUT_DEPTH} decisions for the game's evaluation
 * (when it has one) to score.
 */
export function searchBot(game: Game<any, any, any, any>, iterations: number, seed: number): SyncBot<any, any> {
  const heuristic = findHeuristic(game.id);
  const evaluate = findEvaluator(game.id);
  return ismcts({
    game,
    iterations,
    seed,
    ...(heuristic && { rollout: heuristic(seed ^ 0x2545f491) }),
    ...(evaluate && { evaluate, rolloutDepth: ROLLOUT_DEPTH }),
  });
}
