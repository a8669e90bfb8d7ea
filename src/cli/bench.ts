import { benchmarkGame } from './benchmark.js';
import { RulesError } from '../core/errors.js';
import { parseCommand, parseConfig, parseInteger } from './args.js';
import { catalog, findGame } from './catalog.js';
import type { CliIo } from './io.js';
import { LIMITS } from './usage.js';
import { searchBot } from './search-bot.js';

/**
 * `bench [game…]`: one JSON line per game with its throughput, call times and state size. A game
 * that fails gets an `error` line, and the exit code says why: 2 for a bad config (a
 * `RulesError`), 4 for anything else (a bug).
 */
export function bench(args: string[], io: CliIo): number {
  const { values, positionals: found } = parseCommand(args, { budget: { type: 'string' }, config: { type: 'string' } });
  const budgetMs = parseInteger('budget', values.budget, 8000, 100, LIMITS.budget);
  const config = parseConfig(values.config, undefined);
  const list = (found.length > 0 ? found : Object.keys(catalog())).map(findGame);
  let code = 0;
  for (const game of list) {
    if (io.showProgress) io.progress(`benchmarking ${game.id} (${budgetMs} ms)…`);
    try {
      io.out(JSON.stringify(benchmarkGame(game, { budgetMs, config, now: io.now, heap: io.heap, ...(game.determinize && { search: (iterations: number, seed: number) => searchBot(game, iterations, seed) }) })));
    } catch (e) {
      code = Math.max(code, e instanceof RulesError ? 2 : 4);
      io.out(JSON.stringify({ game: game.id, error: e instanceof Error ? e.message : String(e) }));
    }
  }
  return code;
}
