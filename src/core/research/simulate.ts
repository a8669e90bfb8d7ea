import type { Seed } from '../seed.js';
import type { Game } from '../types.js';
import { seedAt } from './seeds.js';
import { playRow, type SimulationRow } from './row.js';
import { SummaryBuilder, type SimulationSummary } from './summary.js';

/** A contiguous range of seeds: games `seed`, `seed + 1`, …, `seed + games - 1`. */
export interface SeedBatch {
  readonly seed: Seed;
  readonly games: number;
}

/**
 * Plays batches of games somewhere: in this thread (the default) or on worker processes (the CLI's
 * `--workers`). It must return one row per seed of the batch, in seed order.
 */
export interface BatchRunner {
  /** How many batches it plays at once. */
  readonly workers: number;
  /** Plays the batch: one row per seed, in seed order. */
  run(batch: SeedBatch): Promise<SimulationRow[]>;
}

/** Options of {@link simulate}. */
export interface SimulateOptions {
  readonly game: Game<any, any, any, any>;
  /** The config as the user writes it (defaults are filled by the game's schema). */
  readonly config?: unknown;
  /** The first seed (signed 128-bit); game `i` uses seed `seed + i`, whatever the number of workers. Default 1. */
  readonly seed?: Seed;
  readonly games: number;
  /** Stop a game after this many decisions. Default 100 000. */
  readonly maxSteps?: number;
  /** Skip validation of the bots' actions (the trusted fast path). */
  readonly trusted?: boolean;
  /** A monotonic clock in milliseconds: gives the summary's speed and each row's `ms`. */
  readonly now?: () => number;
  /** Called with every row, in seed order. */
  readonly onRow?: (row: SimulationRow) => void;
  /** Called after every batch with the games done so far. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Where the games are played; default: in this thread. */
  readonly runner?: BatchRunner;
  /** Games per batch; default a size that keeps every worker busy and the progress moving. */
  readonly batchSize?: number;
}

/** The default batch size: about 8 batches per worker, at most 25 games each. */
export function defaultBatchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(25, Math.ceil(games / (workers * 8))));
}

/** Plays batches in this thread. */
export function inProcessRunner(options: Pick<SimulateOptions, 'game' | 'config' | 'maxSteps' | 'trusted' | 'now'>): BatchRunner {
  return {
    workers: 1,
    run: async ({ seed, games }) => Array.from({ length: games }, (_, i) => playRow(options.game, { ...options, seed: seedAt(seed, i) })),
  };
}

/**
 * Plays `games` seeded games between random bots and summarizes them. Each game's seed is fixed
 * by its index, and rows reach `onRow` in seed order, so the rows and the summary (bar its
 * timings) are the same whatever runner or number of workers plays them.
 */
export async function simulate(options: SimulateOptions): Promise<SimulationSummary> {
  const { game } = options;
  const seed = options.seed ?? 1;
  const runner = options.runner ?? inProcessRunner(options);
  const config = game.schemas.config.parse(options.config ?? {});
  const builder = new SummaryBuilder({ game: game.id, version: game.version, config, seed, seats: game.players(options.config ?? {}) });
  const size = options.batchSize ?? defaultBatchSize(options.games, runner.workers);
  const start = options.now?.() ?? 0;

  // Keep every worker busy with a bounded queue; emit finished batches in order.
  const pending: Promise<SimulationRow[]>[] = [];
  let next = 0;
  let done = 0;
  const submit = () => {
    const games = Math.min(size, options.games - next);
    const rows = runner.run({ seed: seedAt(seed, next), games });
    // Marked handled now: when an earlier batch fails, later failures must not crash the process.
    rows.catch(() => undefined);
    pending.push(rows);
    next += games;
  };
  while (next < options.games && pending.length < runner.workers * 2) submit();
  while (pending.length > 0) {
    const rows = await pending.shift()!;
    if (next < options.games) submit();
    for (const row of rows) {
      builder.add(row);
      options.onRow?.(row);
    }
    done += rows.length;
    options.onProgress?.(done, options.games);
  }
  const seconds = options.now ? (options.now() - start) / 1000 : 0;
  return builder.summary(seconds, runner.workers);
}
