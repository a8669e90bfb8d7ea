import { availableParallelism } from 'node:os';
import type { SimulationSummary } from '../core/research/summary.js';
import { simulateOnWorkers } from '../node/simulate.js';
import { parseInteger } from './args.js';
import { parseGameCommand } from './game-command.js';
import type { CliIo } from './io.js';
import { progressReporter } from './progress.js';
import { LIMITS } from './usage.js';

const options = {
  games: { type: 'string' },
  seed: { type: 'string' },
  players: { type: 'string' },
  config: { type: 'string' },
  'max-steps': { type: 'string' },
  trusted: { type: 'boolean' },
  json: { type: 'boolean' },
  workers: { type: 'string' },
  jsonl: { type: 'string' },
  'no-duration': { type: 'boolean' },
} as const;

/**
 * `simulate <game> --games N`: plays N seeded random games on `--workers` processes and summarizes
 * them; `--jsonl FILE` also writes one row per game, in seed order.
 */
export async function simulate(args: string[], io: CliIo): Promise<number> {
  const { game, values, games, seed, maxSteps, config } = parseGameCommand(args, options, 'simulate');
  const workers = parseInteger('workers', values.workers, availableParallelism(), 1, LIMITS.workers);

  const jsonl = values.jsonl;
  if (jsonl !== undefined) io.writeFile(jsonl, '');
  let lines: string[] = [];
  const progress = progressReporter(io);
  const summary = await simulateOnWorkers({
    game: game.id,
    config,
    seed,
    games: games!,
    maxSteps,
    trusted: values.trusted === true,
    workers,
    timing: values['no-duration'] !== true,
    now: io.now,
    onRow: jsonl === undefined ? undefined : (row) => lines.push(JSON.stringify(row)),
    onProgress: (done, total) => {
      if (jsonl !== undefined && lines.length > 0) {
        io.appendFile(jsonl, `${lines.join('\n')}\n`);
        lines = [];
      }
      progress(done, total);
    },
  });
  if (values.json) io.out(JSON.stringify(summary, null, 2));
  else for (const line of describeSummary(summary)) io.out(line);
  return 0;
}

function describeSummary(s: SimulationSummary): string[] {
  const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
  const rate = (r: SimulationSummary['noWinner']) => `${r.count} (${percent(r.rate)}, 95% CI ${percent(r.ci95[0])}–${percent(r.ci95[1])})`;
  const lines = [
    `${s.game} v${s.version}: ${s.games} games from seed ${s.seed}, config ${JSON.stringify(s.config)}`,
    `Decisions per game: mean ${s.decisions.mean}, min ${s.decisions.min}, max ${s.decisions.max}`,
  ];
  if (s.turns) lines.push(`Turns per game: mean ${s.turns.mean}, min ${s.turns.min}, max ${s.turns.max}`);
  lines.push(
    ...Object.entries(s.wins).map(([seat, r]) => `Wins ${seat}: ${rate(r)}`),
    `No winner: ${rate(s.noWinner)}`,
    `Mean scores: ${Object.entries(s.meanScores).map(([p, x]) => `${p} ${x}`).join(', ')}`,
    `End reasons: ${Object.entries(s.endReasons).map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`,
  );
  if (s.errors.count > 0) lines.push(`Errors (rules bugs; see the rows): ${s.errors.count}, seeds ${s.errors.seeds.join(', ')}${s.errors.count > s.errors.seeds.length ? ', …' : ''}`);
  if (s.unfinished > s.errors.count) lines.push(`Unfinished (hit --max-steps): ${s.unfinished - s.errors.count}`);
  lines.push(`Time: ${s.seconds} s on ${s.workers} worker${s.workers > 1 ? 's' : ''}, ${s.gamesPerSecond} games/s, ${s.decisionsPerSecond} decisions/s`);
  return lines;
}
