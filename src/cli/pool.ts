import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import type { BatchRunner } from '../core/research/simulate.js';
import type { WorkerTask } from './worker.js';

/** A {@link BatchRunner} on worker processes, and how to stop them. */
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

/**
 * Plays `simulate` batches on `workers` child processes (tinypool). Processes, not threads: on a
 * 2-core machine two worker threads of one process gave 1.46× the games/s of one, two processes
 * 1.69× (docs/research.md) — threads of one process share its heap allocator and GC helpers.
 */
export function workerRunner(workers: number, job: Omit<WorkerTask, 'seed' | 'games'>): WorkerRunner {
  const pool = new Tinypool({ filename: workerFile(), runtime: 'child_process', minThreads: workers, maxThreads: workers });
  return {
    workers,
    run: ({ seed, games }) => pool.run({ ...job, seed, games } satisfies WorkerTask),
    close: () => pool.destroy(),
  };
}
