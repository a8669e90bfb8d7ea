import type { HeapProbe } from '../../bench/benchmark.js';

/** What the CLI touches outside itself, so that tests can run it in-process. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Redraws a one-line progress indicator; only called when `progress` is true. */
  progress(text: string): void;
  /** Whether to show progress (stderr is a TTY). */
  readonly showProgress: boolean;
  readFile(path: string): string;
  writeFile(path: string, text: string): void;
  /** Milliseconds from a monotonic clock. */
  now(): number;
  /** The heap, for the bench's retained-memory figure. */
  readonly heap: HeapProbe;
}
