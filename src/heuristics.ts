import type { SyncBot } from './core/bots.js';
import { chicagoHeuristic } from './games/chicago-68/bots/heuristic.js';
import { freeAtLastHeuristic } from './games/free-at-last/bots/heuristic.js';
import { freeAtLast1955Heuristic } from './games/free-at-last-1955/bots/heuristic.js';

/**
 * The heuristic bot of each game, by game id: a fast bot that plays by the rulebook's rules of
 * thumb, and the default rollout policy of `ismcts` in the CLI's arena. Each takes a seed for the
 * few choices it leaves to chance.
 */
export const heuristics: Readonly<Record<string, (seed: number) => SyncBot<any, any>>> = {
  'free-at-last': freeAtLastHeuristic,
  'chicago-68': chicagoHeuristic,
  'free-at-last-1955': freeAtLast1955Heuristic,
};
