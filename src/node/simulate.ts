import { availableParallelism } from 'node:os';
import { inProcessRunner, simulate, type SimulateOptions } from '../core/research/simulate.js';
import type { SimulationSummary } from '../core/research/summary.js';
import { findGame } from '../cli/catalog.js';
import { workerRunner } from '../cli/pool.js';

/** Options of {@link simulateOnWorkers}: those of the core's `simulate`, with the game by id. */
export interface WorkerSimulateOptions extends Omit<SimulateOptions, 'game' | 'runner' | 'now'> {
  /** A game id of the registry (or `example-pig`): workers look the game up by it. */
  readonly game: string;
  /** Worker processes; default one per core (`os.availableParallelism()`). 1 plays in this thread. */
  readonly workers?: number;
  /** Whether rows carry their duration in ms. Default `true`; `false` makes rows identical across runs. */
  readonly timing?: boolean;
  /** The clock of the summary's speed and the rows' `ms`. Default `performance.now`. */
  readonly now?: () => number;
}

/**
 * `simulate` on worker processes (tinypool): the rows and the summary (bar timings) are the same
 * whatever the number of workers, as each game's seed is fixed by its index.
 */
export async function simulateOnWorkers(options: WorkerSimulateOptions): Promise<SimulationSummary> {
  const game = findGame(options.game);
  const now = options.now ?? (() => performance.now());
  const timing = options.timing ?? true;
  const workers = Math.max(1, Math.min(options.games, options.workers ?? availableParallelism()));
  // A bad config fails here, before any worker starts.
  game.schemas.config.parse(options.config ?? {});
  const job = { config: options.config ?? {}, maxSteps: options.maxSteps ?? 100_000, trusted: options.trusted ?? false };
  const pool = workers > 1 ? workerRunner(workers, { gameId: game.id, ...job, timing }) : undefined;
  try {
    const runner = pool ?? inProcessRunner({ game, ...job, ...(timing && { now }) });
    return await simulate({ ...options, game, runner, now });
  } finally {
    await pool?.close();
  }
}
