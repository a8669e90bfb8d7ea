import type { Game } from '../core/types.js';
import { games } from '../registry.js';
import { examplePig } from '../testing/example-pig.js';
import { UsageError } from './args.js';

/** Every game the CLI knows: the registry plus the core's example game. */
export function catalog(): Record<string, Game<any, any, any, any>> {
  return { ...games, [examplePig.id]: examplePig };
}

/** The game with this id, or a usage error listing the known ids. */
export function findGame(id: string): Game<any, any, any, any> {
  const all = catalog();
  const game = all[id];
  if (!game) throw new UsageError(`unknown game '${id}'; known games: ${Object.keys(all).join(', ')}`);
  return game;
}
