import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { BatchRunner } from '../core/research/simulate.js';
import type { WorkerTask } from './worker.js';

/** A {@link BatchRunner} on worker threads, and how to stop them. */
export interface WorkerRunner extends BatchRunner {
  close(): Promise<void>;
}

/**
 * The worker file: the built `dist/cli/worker.js` (this module is bundled one folder below dist,
 * into cli/main.js and node/index.js), or a shim that loads `worker.ts` through tsx when running
 * from source (tests, tsx).
 */
function workerFile(): string {
  const fromSource = import.meta.url.endsWith('.ts');
  return fileURLToPath(new URL(fromSource ? '../cli/worker-source.mjs' : '../cli/worker.js', import.meta.url));
}

/** Plays `simulate` batches on `workers` worker threads (tinypool). */
export function workerRunner(workers: number, job: Omit<WorkerTask, 'seed' | 'games'>): WorkerRunner {
  const pool = new Tinypool({ filename: workerFile(), minThreads: workers, maxThreads: workers });
  return {
    workers,
    run: ({ seed, games }) => pool.run({ ...job, seed, games } satisfies WorkerTask),
    close: () => pool.destroy(),
  };
}
