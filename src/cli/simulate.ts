import { availableParallelism } from 'node:os';
import type { SimulationSummary } from '../core/research/summary.js';
import { simulateOnWorkers } from '../node/simulate.js';
import { seedAt, seedRangeFits } from '../core/research/seeds.js';
import { parseInteger, UsageError } from './args.js';
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
  shard: { type: 'string' },
  'no-duration': { type: 'boolean' },
} as const;

/** `--shard K/N`: the K-th of N back-to-back parts of the games (1-based), as its first index and count. */
function shardOf(text: string | undefined, games: number): { start: number; games: number } {
  if (text === undefined) return { start: 0, games };
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const k = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || k < 1 || n < k || n > games) throw new UsageError(`--shard must be K/N with 1 ≤ K ≤ N ≤ --games, got '${text}'`);
  const start = Math.floor(((k - 1) * games) / n);
  return { start, games: Math.floor((k * games) / n) - start };
}

/**
 * `simulate <game> --games N`: plays N seeded random games on `--workers` processes and summarizes
 * them; `--jsonl FILE` (`-`: standard output) also writes one row per game, in seed order;
 * `--shard K/N` plays only the K-th of N back-to-back parts, whose rows concatenate to the whole run's.
 */
export async function simulate(args: string[], io: CliIo): Promise<number> {
  const parsed = parseGameCommand(args, options, 'simulate');
  const { game, values, maxSteps, config } = parsed;
  // os.availableParallelism() is the CPU count this process may use: it respects affinity masks and
  // (Node ≥ 20, through libuv) cgroup CPU quotas, so a scheduler's allotment sets the default.
  const workers = parseInteger('workers', values.workers, availableParallelism(), 1, LIMITS.workers);
  if (!seedRangeFits(parsed.seed, parsed.games!)) throw new UsageError(`--seed ${parsed.seed} with --games ${parsed.games} runs past the largest seed, 2^127−1`);
  const shard = shardOf(values.shard, parsed.games!);
  const seed = seedAt(parsed.seed, shard.start);
  const games = shard.games;

  const jsonl = values.jsonl;
  const toStdout = jsonl === '-';
  if (jsonl !== undefined && !toStdout) io.writeFile(jsonl, '');
  let lines: string[] = [];
  const progress = progressReporter(io);
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
    onRow: jsonl === undefined ? undefined : toStdout ? (row) => io.out(JSON.stringify(row)) : (row) => lines.push(JSON.stringify(row)),
    onProgress: (done, total) => {
      if (jsonl !== undefined && !toStdout && lines.length > 0) {
        io.appendFile(jsonl, `${lines.join('\n')}\n`);
        lines = [];
      }
      progress(done, total);
    },
  });
  // With the rows on standard output, the summary goes to standard error, line by line (stderr lines are bounded).
  const say = toStdout ? io.err : io.out;
  if (values.json) for (const line of JSON.stringify(summary, null, 2).split('\n')) say(line);
  else for (const line of describeSummary(summary)) say(line);
  return 0;
}

/** The summary in words, as `simulate` prints it. */
export function describeSummary(s: SimulationSummary): string[] {
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
