import { benchmarkGame } from '../../bench/benchmark.js';
import { parseCommand, parseConfig, parseInteger } from './args.js';
import { catalog, findGame } from './catalog.js';
import type { CliIo } from './io.js';
import { searchBot } from './search-bot.js';

/**
 * `bench [game…]`: one JSON line per game with its throughput, call times and state size. A game
 * that fails (e.g. its default config is not playable) gets an `error` line and exit code 1.
 */
export function bench(args: string[], io: CliIo): number {
  const { values, positionals: found } = parseCommand(args, { budget: { type: 'string' }, config: { type: 'string' } });
  const budgetMs = parseInteger('budget', values.budget, 8000, 100);
  const config = parseConfig(values.config, undefined);
  const list = (found.length > 0 ? found : Object.keys(catalog())).map(findGame);
  let failed = false;
  for (const game of list) {
    if (io.showProgress) io.progress(`benchmarking ${game.id} (${budgetMs} ms)…`);
    try {
      io.out(JSON.stringify(benchmarkGame(game, { budgetMs, config, now: io.now, heap: io.heap, ...(game.determinize && { search: (iterations: number, seed: number) => searchBot(game, iterations, seed) }) })));
    } catch (e) {
      failed = true;
      io.out(JSON.stringify({ game: game.id, error: e instanceof Error ? e.message : String(e) }));
    }
  }
  return failed ? 1 : 0;
}
