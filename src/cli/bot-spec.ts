import { randomBot } from '../core/bots.js';
import type { ArenaEntry } from '../core/arena/arena.js';
import type { Game } from '../core/types.js';
import { UsageError } from './args.js';
import { findHeuristic } from './catalog.js';
import { searchBot } from './search-bot.js';

/**
 * One contestant from its name on the command line: `random`, `heuristic` (the game's own) or
 * `ismcts[:ITERATIONS]` (default 200; see {@link searchBot} for its rollouts).
 */
export function parseBot(game: Game<any, any, any, any>, spec: string): ArenaEntry {
  const [kind, budget, ...rest] = spec.trim().split(':');
  const heuristic = findHeuristic(game.id);
  if (kind === 'random' && budget === undefined) return { name: 'random', create: (seed) => randomBot(seed) };
  if (kind === 'heuristic' && budget === undefined) {
    if (!heuristic) throw new UsageError(`${game.id} has no heuristic bot`);
    return { name: 'heuristic', create: heuristic };
  }
  if (kind === 'ismcts' && rest.length === 0) {
    const iterations = budget === undefined ? 200 : Number(budget);
    if (!/^\d+$/.test(budget ?? '200') || iterations < 1) throw new UsageError(`ismcts's budget must be a positive integer, got '${budget}'`);
    if (!game.determinize) throw new UsageError(`${game.id} has no determinizer, so ismcts cannot play it`);
    return {
      name: `ismcts:${iterations}`,
      create: (seed) => searchBot(game, iterations, seed),
    };
  }
  throw new UsageError(`unknown bot '${spec}': use random, heuristic or ismcts[:ITERATIONS]`);
}

/** The contestants of `--bots a,b,…`, with distinct names. */
export function parseBots(game: Game<any, any, any, any>, text: string): ArenaEntry[] {
  const entries = text.split(',').map((spec) => parseBot(game, spec));
  const names = entries.map((e) => e.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) throw new UsageError(`--bots names ${twice} twice`);
  return entries;
}
