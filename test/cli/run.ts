import { Readable, Writable } from 'node:stream';
import { runCli } from '../../src/cli/cli.js';

/** Runs the CLI in-process with an in-memory file system; returns the exit code and output. */
export async function run(argv: string[], files: Record<string, string> = {}, showProgress = false, stdin: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const progress: string[] = [];
  let clock = 0;
  let heapReadings = 0;
  let collections = 0;
  let unfinished = '';
  // What is written to the stdout stream (the bridge) joins `out` line by line.
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = (unfinished + chunk.toString('utf8')).split('\n');
      unfinished = lines.pop()!;
      out.push(...lines);
      done();
    },
  });
  const code = await runCli(argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    progress: (t) => progress.push(t),
    showProgress,
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' });
      return text;
    },
    writeFile: (path, text) => {
      files[path] = text;
    },
    appendFile: (path, text) => {
      files[path] = (files[path] ?? '') + text;
    },
    makeDirectory: () => {},
    readLines: async function* () {
      yield* stdin;
    },
    stdin: () => Readable.from([Buffer.from(stdin.map((l) => `${l}\n`).join(''))]),
    stdout,
    now: () => (clock += 1),
    // A fake heap that grows 1 MB between readings, so the bench's figure is exact.
    heap: { used: () => (heapReadings += 1) * 1_000_000, collect: () => collections++ },
  });
  return { code, out: out.join('\n'), err: err.join('\n'), progress, files, collections };
}
