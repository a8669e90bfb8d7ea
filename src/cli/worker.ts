import { playRow, type SimulationRow } from '../core/research/row.js';
import { seedAt } from '../core/research/seeds.js';
import type { Seed } from '../core/seed.js';
import { findGame } from './catalog.js';

/** One task of a `simulate --workers` pool: a game by id and a range of seeds. */
export interface WorkerTask {
  readonly gameId: string;
  readonly config: unknown;
  readonly seed: Seed;
  readonly games: number;
  readonly maxSteps: number;
  readonly trusted: boolean;
  /** Whether rows carry their duration in ms. */
  readonly timing: boolean;
}

/** The worker-thread entry (tinypool calls the default export): plays the batch, rows in seed order. */
export default function playBatch(task: WorkerTask): SimulationRow[] {
  const game = findGame(task.gameId);
  const now = task.timing ? () => performance.now() : undefined;
  return Array.from({ length: task.games }, (_, i) =>
    playRow(game, { config: task.config, seed: seedAt(task.seed, i), maxSteps: task.maxSteps, trusted: task.trusted, now }),
  );
}
