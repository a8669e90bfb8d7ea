#!/usr/bin/env node
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface, type Interface } from 'node:readline';
import { runCli } from './cli.js';

// `protest-rules play … | head` closes stdout early: stop quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const stderrIsTty = process.stderr.isTTY === true;

// Standard input, read by `play --seat`: closed when the command ends (else the process waits on it),
// and Ctrl-C ends it like Ctrl-D, so that the game stops and its record is written.
let input: Interface | undefined;
process.on('SIGINT', () => {
  if (input === undefined) process.exit(130);
  input.close();
});
let progressShown = false;

process.exitCode = await runCli(process.argv.slice(2), {
  out: (line) => {
    if (progressShown) process.stderr.write('\r\x1b[K');
    progressShown = false;
    process.stdout.write(`${line}\n`);
  },
  err: (line) => process.stderr.write(`${line}\n`),
  progress: (text) => {
    process.stderr.write(`\r\x1b[K${text}`);
    progressShown = true;
  },
  showProgress: stderrIsTty,
  readFile: (path) => readFileSync(path, 'utf8'),
  writeFile: (path, text) => writeFileSync(path, text),
  appendFile: (path, text) => appendFileSync(path, text),
  makeDirectory: (path) => void mkdirSync(path, { recursive: true }),
  readLines: () => (input ??= createInterface({ input: process.stdin, crlfDelay: Infinity })),
  stdin: () => process.stdin,
  stdout: process.stdout,
  now: () => performance.now(),
  heap: { used: () => process.memoryUsage().heapUsed, collect: globalThis.gc },
});
input?.close();
