import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freeAtLast } from '../../src/games/free-at-last/index.js';
import { referenceComponents } from '../../src/games/chicago-68/index.js';

/*
 * The bridge as an operator runs it (a child process over stdio) under a hostile client:
 * docs/security.md §6. Each flood gets its JSON errors, the process's peak RSS stays within
 * GROWTH of its RSS after start, and a game opened before the floods plays on as in-process.
 */
const root = new URL('../../', import.meta.url).pathname;
const GROWTH_MB = 100;
const BUDGET = 16_000_000;
const linux = existsSync('/proc/self/status');

/** The bridge in a child process: requests written with backpressure, answers read as lines. */
class Bridge {
  readonly child: ChildProcessWithoutNullStreams;
  private readonly answers: string[] = [];
  private partial = '';
  private wake: () => void = () => {};
  stderr = '';

  constructor(args: string[]) {
    this.child = spawn(process.execPath, ['--import', 'tsx', `${root}src/cli/main.ts`, 'serve', '--stdio', ...args], { cwd: root });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (text: string) => {
      const lines = (this.partial + text).split('\n');
      this.partial = lines.pop()!;
      this.answers.push(...lines);
      this.wake();
    });
    this.child.stderr.on('data', (text) => (this.stderr += text));
    this.child.on('exit', () => this.wake());
  }

  /** `kB` of a line of /proc/<pid>/status (VmRSS now, VmHWM the peak), in MB. */
  memory(line: 'VmRSS' | 'VmHWM'): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    return Number(new RegExp(`^${line}:\\s+(\\d+) kB`, 'm').exec(status)![1]) / 1024;
  }

  async write(text: string | Buffer): Promise<void> {
    if (!this.child.stdin.write(text)) await new Promise((resolve) => this.child.stdin.once('drain', resolve));
  }

  /** The next `n` answers, parsed unless `raw`. */
  async take(n: number): Promise<any[]> {
    while (this.answers.length < n) {
      if (this.child.exitCode !== null) throw new Error(`the bridge exited (${this.child.exitCode}): ${this.stderr.slice(0, 300)}`);
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    return this.answers.splice(0, n).map((a) => JSON.parse(a));
  }

  async ask(request: unknown): Promise<any> {
    await this.write(`${JSON.stringify(request)}\n`);
    return (await this.take(1))[0];
  }
}

/** Plays `steps` decisions of handle g1 on the bridge and of `state` in-process, by the same indices. */
async function playBoth(bridge: Bridge, state: unknown, steps: number, from: number) {
  let s = state as ReturnType<typeof freeAtLast.setup>;
  for (let i = from; i < from + steps && freeAtLast.toMove(s) !== null; i++) {
    const legal = freeAtLast.legalActions(s);
    const index = (i * 7) % legal.length;
    s = freeAtLast.apply(s, legal[index]!);
    const answer = await bridge.ask({ op: 'apply', handle: 'g1', index });
    expect(answer).toEqual({ id: null, ok: true, toMove: freeAtLast.toMove(s), terminal: freeAtLast.toMove(s) === null, legalCount: freeAtLast.legalActions(s).length });
  }
  return s;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('serve --stdio under a hostile client (docs/security.md §6)', () => {
  it.skipIf(!linux)(`answers every flood with a JSON error, peaks within ${GROWTH_MB} MB of its start and plays on${linux ? '' : ' (skipped: no /proc)'}`, async () => {
    const bridge = new Bridge(['--max-bytes', String(BUDGET)]);
    expect(await bridge.ask({ op: 'new', game: 'free-at-last', seed: 1 })).toMatchObject({ ok: true, handle: 'g1' });
    let state = await playBoth(bridge, freeAtLast.setup({}, 1), 30, 0);
    await settle();
    const start = bridge.memory('VmRSS');

    // A 64 MB line without a newline: dropped as it is read.
    const mb = Buffer.alloc(1 << 20, 'x');
    for (let i = 0; i < 64; i++) await bridge.write(mb);
    await bridge.write('\n');
    expect((await bridge.take(1))[0].error).toMatchObject({ kind: 'too-long', message: expect.stringMatching(/67108864 bytes/) });

    // Component sets with a 0.9 MB card text, each its own (equal sets are held once), past the budget.
    const setWith = (text: string) => ({ ...referenceComponents, policies: referenceComponents.policies.map((p, i) => (i === 0 ? { ...p, text } : p)) });
    const components = setWith('x'.repeat(900_000));
    const kinds: string[] = [];
    for (let i = 0; i < 24; i++) {
      const answer = await bridge.ask({ op: 'new', game: 'chicago-68', seed: i, config: { components: setWith(String(i).padEnd(900_000, 'x')) } });
      kinds.push(answer.ok ? 'ok' : answer.error.kind);
    }
    expect(kinds).toContain('too-large');
    // each charged its set once (config and state hold one copy when they are equal) and its own state
    expect(kinds.filter((k) => k === 'ok').length).toBeLessThan(BUDGET / 900_000);
    expect((await bridge.ask({ op: 'new', game: 'chicago-68', config: { components, pad: 'x'.repeat(1_000_000) } })).error.kind).toBe('too-long');

    // Hostile game ids and nesting.
    for (const game of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect((await bridge.ask({ op: 'new', game })).error.kind).toBe('unknown-game');
    await bridge.write(`{"op":"apply","handle":"g1","action":${'['.repeat(200_000)}${']'.repeat(200_000)}}\n`);
    expect((await bridge.take(1))[0].error.kind).toBe('invalid-action');

    // 10 000 views (about 33 MB of answers) the client does not read: the bridge stops reading.
    bridge.child.stdout.pause();
    const views = 10_000;
    bridge.child.stdin.write(`${JSON.stringify({ op: 'view', handle: 'g1', player: 'SNCC' })}\n`.repeat(views));
    let unwritten = -1;
    while (unwritten !== bridge.child.stdin.writableLength) {
      unwritten = bridge.child.stdin.writableLength;
      await settle();
    }
    expect(unwritten).toBeGreaterThan(0);
    const whileUnread = bridge.memory('VmHWM');
    bridge.child.stdout.resume();
    const answered = await bridge.take(views);
    expect(answered.every((a) => a.ok)).toBe(true);

    // The game opened before the floods plays on as in-process.
    state = await playBoth(bridge, state, 30, 30);
    expect((await bridge.ask({ op: 'view', handle: 'g1', player: 'SNCC' })).view).toEqual(JSON.parse(JSON.stringify(freeAtLast.view(state, 'SNCC'))));
    const peak = bridge.memory('VmHWM');
    bridge.child.stdin.end();
    const code = await new Promise((resolve) => bridge.child.on('exit', resolve));
    expect(code).toBe(0);
    expect(bridge.stderr).toBe('');
    expect(peak - start, `RSS ${start.toFixed(0)} MB after start, peak ${whileUnread.toFixed(0)} MB with answers unread, ${peak.toFixed(0)} MB at the end`).toBeLessThan(GROWTH_MB);
  }, 300_000); // a hang guard, not a speed goal: 64 MB of floods and 10,000 views through a tsx process on a 2-core machine that may be loaded
});
