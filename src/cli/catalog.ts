import { bounded } from '../core/messages.js';
import type { SyncBot } from '../core/bots.js';
import type { Evaluator } from '../core/ismcts/rewards.js';
import type { Game } from '../core/types.js';
import { evaluators, games, heuristics } from '../registry.js';
import { examplePig } from '../testing/example-pig.js';
import { pigHeuristic } from '../testing/example-pig-bot.js';
import { UsageError } from './args.js';

/** Every game the CLI knows: the registry plus the core's example game. */
export function catalog(): Record<string, Game<any, any, any, any>> {
  return { ...games, [examplePig.id]: examplePig };
}

/** The game with this id, or a usage error listing the known ids. */
export function findGame(id: string): Game<any, any, any, any> {
  const all = catalog();
  // own keys only: 'constructor' or '__proto__' are not games
  if (!Object.hasOwn(all, id)) throw new UsageError(`unknown game '${bounded(id, 40)}'; known games: ${Object.keys(all).join(', ')}`);
  return all[id]!;
}

/** The heuristic bot of a game the CLI knows, by id (the registry's, plus the example game's). */
export function findHeuristic(id: string): ((seed: number) => SyncBot<any, any>) | undefined {
  if (id === examplePig.id) return () => pigHeuristic();
  return Object.hasOwn(heuristics, id) ? heuristics[id] : undefined;
}

/** The evaluation of a game the CLI knows, by id, for cut-off ISMCTS rollouts (none for the example game). */
export function findEvaluator(id: string): Evaluator<any> | undefined {
  return Object.hasOwn(evaluators, id) ? evaluators[id] : undefined;
}
