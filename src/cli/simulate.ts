import { availableParallelism } from 'node:os';
import type { SimulationSummary } from '../core/research/summary.js';
import { simulateOnWorkers } from '../node/simulate.js';
import { parseCommand, parseConfig, parseInteger, positionals, UsageError, splitConfigFlags, checkConfigFlags } from './args.js';
import { findGame } from './catalog.js';
import type { CliIo } from './io.js';
import { progressBar } from './progress.js';

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
 * `simulate <game> --games N`: plays N seeded random games on `--workers` threads and summarizes
 * them; `--jsonl FILE` also writes one row per game, in seed order.
 */
export async function simulate(args: string[], io: CliIo): Promise<number> {
  // other `--flag value` pairs are config keys, as in `play`
  const split = splitConfigFlags(args, options);
  const { values, positionals: found } = parseCommand(split.args, options);
  const [id] = positionals(found, ['game']);
  const game = findGame(id!);
  if (values.games === undefined) throw new UsageError('simulate needs --games N');
  const games = parseInteger('games', values.games, 0, 1);
  const seed = parseInteger('seed', values.seed, 1);
  const maxSteps = parseInteger('max-steps', values['max-steps'], 100_000, 1);
  const workers = parseInteger('workers', values.workers, availableParallelism(), 1);
  checkConfigFlags(split.flags, game.schemas.config, game.id);
  const config = { ...parseConfig(values.config, values.players), ...split.flags };

  const jsonl = values.jsonl;
  if (jsonl !== undefined) io.writeFile(jsonl, '');
  let lines: string[] = [];
  const start = io.now();
  let lastDraw = -Infinity;
  const summary = await simulateOnWorkers({
    game: game.id,
    config,
    seed,
    games,
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
      if (io.showProgress && (io.now() - lastDraw > 100 || done === total)) {
        lastDraw = io.now();
        io.progress(progressBar(done, total, io.now() - start));
      }
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
