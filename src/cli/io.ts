import type { Readable, Writable } from 'node:stream';
import type { HeapProbe } from './benchmark.js';

/** An output file that cannot be written: exit code 3, told apart from bad input (2). */
export class OutputError extends Error {}

/** An input file that cannot be read: bad input, exit code 2, one line (no usage hint). */
export class InputError extends Error {}

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
  appendFile(path: string, text: string): void;
  /** Creates a directory and its parents (no error when it exists). */
  makeDirectory(path: string): void;
  /** The lines of standard input, as they come. */
  readLines(): AsyncIterable<string>;
  /** Standard input as bytes (the bridge splits it into lines itself, under a length limit). */
  stdin(): Readable;
  /** Standard output as a stream, for a writer that waits while it is full (the bridge). */
  readonly stdout: Writable;
  /** Milliseconds from a monotonic clock. */
  now(): number;
  /** The heap, for the bench's retained-memory figure. */
  readonly heap: HeapProbe;
}
