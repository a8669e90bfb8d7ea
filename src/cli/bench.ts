import { benchmarkGame } from '../../bench/benchmark.js';
import { parseCommand, parseInteger } from './args.js';
import { catalog, findGame } from './catalog.js';
import type { CliIo } from './io.js';

/** `bench [game…]`: one JSON line per game with its throughput, call times and state size. */
export function bench(args: string[], io: CliIo): number {
  const { values, positionals: found } = parseCommand(args, { budget: { type: 'string' } });
  const budgetMs = parseInteger('budget', values.budget, 8000, 100);
  const ids = found.length > 0 ? found : Object.keys(catalog());
  const list = ids.map(findGame);
  for (const game of list) {
    if (io.showProgress) io.progress(`benchmarking ${game.id} (${budgetMs} ms)…`);
    io.out(JSON.stringify(benchmarkGame(game, { budgetMs, now: io.now })));
  }
  return 0;
}
