import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

/** Answers for stdin: a bad one first, then the first or second choice in turn. */
const answers = (n: number): string[] => ['x', '99', ...Array.from({ length: n }, (_, i) => String((i % 2) + 1))];

/** Every decision screen of an output: from its board line to its "Your choice" line. */
const screens = (out: string): string[][] => out.split('\n\n').slice(1).map((block) => block.split('\n').slice(0, block.split('\n').findIndex((l) => l.startsWith('Your choice')) + 1));

describe('protest-rules play --seat: a person against bots, on stdin', () => {
  it('asks only real decisions, re-asks a bad answer, prints events, ends with the result', async () => {
    const r = await run(['play', 'example-pig', '--seat', 'north', '--bots', 'random', '--seed', '3'], {}, false, answers(200));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/you play north against east: random/);
    expect(r.out).toMatch(/^You \(forced\): north rolls$/m); // one legal action: taken for the person
    expect(r.out).toMatch(/^> north: roll or hold/m);
    expect(r.out).toMatch(/^ {3}1\. north rolls$/m);
    expect(r.out).toMatch(/'x' is neither a number from 1 to 2 nor a command/);
    expect(r.out).toMatch(/'99' is not a number from 1 to 2\./);
    expect(r.out).toMatch(/^You: north (rolls|holds)$/m);
    expect(r.out).toMatch(/^ {4}· north rolls a \d$/m); // an event in words
    expect(r.out).toMatch(/^east: east (rolls|holds)$/m);
    expect(r.out).toMatch(/^Result after \d+ decisions: /m);
  });

  it('the same answers give the same game; a record replays', async () => {
    const files: Record<string, string> = {};
    const a = await run(['play', 'example-pig', '--seat', 'east', '--seed', '5', '--record', 'r.json'], files, false, answers(200));
    const b = await run(['play', 'example-pig', '--seat', 'east', '--seed', '5'], {}, false, answers(200));
    expect(a.out.replace(/\nRecord written to r\.json$/, '')).toBe(b.out);
    expect((await run(['replay', 'r.json'], files)).code).toBe(0);
  });

  it('q and the end of the input (Ctrl-D) stop the game and write the record', async () => {
    const files: Record<string, string> = {};
    const quit = await run(['play', 'free-at-last-1955', '--seat', 'civilRights', '--record', 'q.json'], files, false, ['1', '1', 'q']);
    expect(quit.code).toBe(0);
    expect(quit.out).not.toMatch(/Result after/);
    expect(JSON.parse(files['q.json']!).actions).toHaveLength(1);
    const ended = await run(['play', 'free-at-last-1955', '--seat', 'civilRights', '--record', 'd.json'], files, false, ['1', '1']);
    expect(ended.out).toMatch(/Input ended: the game stops here/);
    expect(JSON.parse(files['d.json']!).actions).toHaveLength(1);
    expect((await run(['replay', 'd.json'], files)).code).toBe(0);
  });

  it('undo takes back the last decision (and the record forgets it); redo takes it again', async () => {
    const files: Record<string, string> = {};
    const r = await run(['play', 'free-at-last-1955', '--seat', 'civilRights', '--record', 'u.json'], files, false, ['undo', '1', '1', 'undo', 'redo', 'undo', 'q']);
    expect(r.out).toMatch(/Nothing to undo: you have not decided yet\./);
    expect(r.out).toMatch(/^You: civil rights recruits with Citizens' Councils$/m);
    expect(r.out).toMatch(/^Undone: back to your decision 1\.$/m);
    expect(r.out).toMatch(/^Redone: on to decision 2\.$/m);
    expect(JSON.parse(files['u.json']!).actions).toEqual([]);
  });

  it('board, hand, card and log answer on request, by name; help lists the commands', async () => {
    const r = await run(['play', 'free-at-last-1955', '--seat', 'civilRights', '--seed', '1'], {}, false, ['help', 'board', 'hand', 'card 2', 'card Martin Luther King', 'card Nowhere', '1', '1', 'log', 'q']);
    expect(r.out).toMatch(/^ {2}undo +take back your last decision/m);
    expect(r.out).toMatch(/^ {2}City +B +S +N +P +W/m); // board
    expect(r.out).toMatch(/^ {2}Birmingham +\S/m);
    expect(r.out).toMatch(/^ {3}2\. Civil Rights Act Proposed \(3 Ops\)$/m); // hand
    expect(r.out).toMatch(/^Civil Rights Act Proposed\n {2}id +civil-rights-act-proposed\n {2}ops +3\n/m); // card 2 in full
    expect(r.out).toMatch(/^Opens the Civil Rights Act/m);
    expect(r.out).toMatch(/^Martin Luther King Jr\.\n {2}id +martin-luther-king-jr\n {2}side +civilRights/m); // a leader's ability
    expect(r.out).toMatch(/No card, leader or place is called 'Nowhere'/);
    expect(r.out).toMatch(/^ {4}· The civil rights player plays Citizens' Councils to recruit$/m); // log repeats it
  });

  it('every decision of every game fits one 100×30 screen, with grouped choices and names, not ids', async () => {
    const games = [
      ['free-at-last', 'CORE', ['--max-steps', '300']],
      ['chicago-68', 'demonstrators', ['--max-steps', '300']],
      ['chicago-68', 'demonstrators', ['--max-steps', '300', '--mode', 'solo']],
      ['free-at-last-1955', 'segregationist', ['--max-steps', '300']],
    ] as const;
    for (const [game, seat, flags] of games) {
      const r = await run(['play', game, '--seat', seat, '--bots', 'random', ...flags, '--seed', '2'], {}, false, [...answers(150), 'board', ...answers(150)]);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/^You: /m);
      expect(r.out, 'no empty sentence in the header').not.toMatch(/\. \./);
      for (const screen of screens(r.out)) {
        expect(screen.length, screen.join('\n')).toBeLessThanOrEqual(30);
        for (const line of screen) expect(line.length, line).toBeLessThanOrEqual(100);
      }
      expect(r.out, `${game}: ids and abbreviations`).not.toMatch(/economic-boycott-\d|cra-1960-|\bm1 \d|\bp1 \d|\b[A-Z]{2} #\d|michigan-gpw/);
    }
  }, 120_000);

  it('rejects a seat the game does not have, and --bots of the wrong count', async () => {
    expect(await run(['play', 'example-pig', '--seat', 'up'])).toMatchObject({ code: 2, err: expect.stringMatching(/--seat must be one of north, east/) });
    expect(await run(['play', 'example-pig', '--players', '3', '--seat', 'north', '--bots', 'random,random,random'])).toMatchObject({ code: 2, err: expect.stringMatching(/--bots names one bot/) });
    expect(await run(['play', 'example-pig', '--bots', 'random'])).toMatchObject({ code: 2, err: expect.stringMatching(/without --seat/) });
  });
});

describe('the protest-rules process of play --seat exits', () => {
  const main = new URL('../../src/cli/main.ts', import.meta.url).pathname;

  /** Starts `play --seat` as a real process; resolves to its exit code and the record it wrote. */
  function play(feed: (child: ReturnType<typeof spawn>) => void): Promise<{ code: number | null; actions: number }> {
    const dir = mkdtempSync(join(tmpdir(), 'play-seat-'));
    const record = join(dir, 'r.json');
    const child = spawn(process.execPath, ['--import', 'tsx', main, 'play', 'free-at-last-1955', '--seat', 'civilRights', '--record', record], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    let fed = false;
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (!fed && out.includes('Your choice')) {
        fed = true;
        feed(child);
      }
    });
    return new Promise((resolve) =>
      child.on('exit', (code) => {
        const actions = (JSON.parse(readFileSync(record, 'utf8')) as { actions: unknown[] }).actions.length;
        rmSync(dir, { recursive: true });
        resolve({ code, actions });
      }),
    );
  }

  it('after q, after the end of the input (Ctrl-D) and after Ctrl-C (SIGINT), with the record written', async () => {
    expect(await play((c) => c.stdin!.write('1\n1\nq\n'))).toEqual({ code: 0, actions: 1 });
    expect(await play((c) => c.stdin!.end('1\n1\n'))).toEqual({ code: 0, actions: 1 });
    expect(await play((c) => c.kill('SIGINT'))).toEqual({ code: 0, actions: 0 });
  }, 300_000); // a hang guard, not a speed goal: three tsx processes start on a 2-core machine that may be loaded
});
