import { describe, expect, it } from 'vitest';
import { run } from './run.js';

describe('protest-rules play', () => {
  it('plays a seeded game between random bots, one line per decision, then the result', () => {
    const r = run(['play', 'example-pig', '--seed', '3']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(/^Secret Pig .*seed 3/);
    expect(lines[1]).toBe('Seats: north, east');
    expect(lines[2]).toMatch(/^ {4}1 {2}north +north: roll or hold \(turn total 0\) → north rolls$/);
    expect(lines[3]).toMatch(/^ +· north rolls a \d/);
    expect(r.out).toMatch(/\nResult after \d+ decisions: winners?: .* \(highest score\)\nScores: north \d+, east \d+$/);
    expect(run(['play', 'example-pig', '--seed', '3']).out).toBe(r.out);
  });

  it('passes --players as a number or a list into the config', () => {
    expect(run(['play', 'example-pig', '--players', '4']).out).toMatch(/Seats: north, east, south, west/);
    const list = run(['play', 'example-pig', '--players', 'a,b']);
    expect(list.code).toBe(2);
    expect(list.err).toMatch(/invalid config: players: /);
  });

  it('merges --config and writes a replayable record with --record', () => {
    const r = run(['play', 'example-pig', '--seed', '9', '--config', '{"chance":"manual","target":10}', '--record', 'g.json']);
    expect(r.code).toBe(0);
    const rec = JSON.parse(r.files['g.json']!);
    expect(rec).toMatchObject({ game: 'example-pig', version: '1', seed: 9, config: { chance: 'manual', target: 10 } });
    expect(rec.actions[0].type).toBe('deal');
    const back = run(['replay', 'g.json'], r.files);
    expect(back.code).toBe(0);
    expect(back.out).toMatch(/^OK: \d+ actions of example-pig replayed/);
  });
});

describe('protest-rules replay', () => {
  const files = run(['play', 'example-pig', '--seed', '4', '--record', 'r.json']).files;
  const rec = JSON.parse(files['r.json']!);

  it('exits 1 and names the first diverging action', () => {
    const i = rec.actions.findIndex((a: { type: string }) => a.type === 'roll');
    rec.actions[i] = { type: 'hold' };
    const r = run(['replay', 'bad.json'], { 'bad.json': JSON.stringify(rec) });
    expect(r.code).toBe(1);
    expect(r.err).toBe(`Diverged at action ${i} {"type":"hold"}: Nothing to hold: roll first. (rule pig-2)`);
  });

  it('rejects a file that is missing, not JSON, or not a record with exit 2', () => {
    expect(run(['replay', 'none.json']).code).toBe(2);
    expect(run(['replay', 'x.json'], { 'x.json': '{' }).err).toMatch(/cannot read a record from x.json/);
    expect(run(['replay', 'x.json'], { 'x.json': '{"game":"example-pig"}' }).err).toMatch(/not a game record: version/);
    expect(run(['replay', 'x.json'], { 'x.json': JSON.stringify({ ...rec, game: 'go' }) }).err).toMatch(/unknown game 'go'/);
  });
});

describe('protest-rules simulate', () => {
  it('summarizes N seeded games as text', () => {
    const r = run(['simulate', 'example-pig', '--games', '50', '--seed', '7']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^example-pig v1: 50 games from seed 7/);
    expect(r.out).toMatch(/Steps per game: mean [\d.]+, min \d+, max \d+/);
    expect(r.out).toMatch(/Wins: north \d+, east \d+/);
    expect(r.out).toMatch(/End reasons: highest score 50/);
    expect(r.progress).toEqual([]);
  });

  it('prints JSON with --json, and the same games as playing each seed', () => {
    const s = JSON.parse(run(['simulate', 'example-pig', '--games', '20', '--json', '--players', '3']).out);
    expect(s).toMatchObject({ game: 'example-pig', games: 20, unfinished: 0, config: { players: 3 } });
    expect(Object.values(s.wins as Record<string, number>).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(20);
    expect(s.reasons).toEqual({ 'highest score': 20 });
    const trusted = JSON.parse(run(['simulate', 'example-pig', '--games', '20', '--json', '--players', '3', '--trusted']).out);
    expect(trusted.wins).toEqual(s.wins);
  });

  it('draws a progress bar only when asked to (stderr is a TTY)', () => {
    const r = run(['simulate', 'example-pig', '--games', '5'], {}, true);
    expect(r.progress.at(-1)).toBe(`[${'#'.repeat(30)}] 5/5 games`);
  });
});

describe('protest-rules bench', () => {
  it('prints one JSON line per game', () => {
    const r = run(['bench', 'example-pig', '--budget', '100']);
    expect(r.code).toBe(0);
    const b = JSON.parse(r.out);
    expect(b).toMatchObject({ game: 'example-pig' });
    for (const k of ['applyMedianMicros', 'legalActionsMedianMicros', 'stateBytesMedian']) expect(typeof b[k]).toBe('number');
    expect(b.validated.decisionsPerSecond).toBeGreaterThan(0);
    expect(b.trusted.gamesPerSecond).toBeGreaterThan(0);
  });

  it('measures the heap retained by 10,000 states between two collections', () => {
    const r = run(['bench', 'example-pig', '--budget', '100']);
    expect(JSON.parse(r.out)).toMatchObject({ retainedHeapBytes10k: 1_000_000, retainedHeapAfterGc: true });
    expect(r.collections).toBe(2);
  });

  it('reports a game that cannot be played with an error line and exit code 1', () => {
    const r = run(['bench', 'example-pig', '--budget', '100', '--config', '{"players":7}']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ game: 'example-pig', error: expect.stringMatching(/Invalid example-pig config/) });
  });
});

describe('bad arguments: a message on stderr and exit code 2, never a stack trace', () => {
  const cases: [string[], RegExp][] = [
    [[], /missing command/],
    [['dance'], /unknown command 'dance'/],
    [['play'], /missing <game>/],
    [['play', 'chess'], /unknown game 'chess'; known games: .*example-pig/],
    [['play', 'example-pig', 'extra'], /unexpected argument 'extra'/],
    [['play', 'example-pig', '--seed', '1.5'], /--seed must be an integer/],
    [['play', 'example-pig', '--seed'], /--seed/],
    [['play', 'example-pig', '--colour', 'red'], /Unknown option '--colour'/],
    [['play', 'example-pig', '--players', '9'], /invalid config: players: Too big/],
    [['play', 'example-pig', '--config', 'nope'], /--config must be a JSON object/],
    [['play', 'example-pig', '--max-steps', '0'], /--max-steps must be at least 1/],
    [['simulate', 'example-pig'], /needs --games/],
    [['simulate', 'example-pig', '--games', 'many'], /--games must be an integer/],
    [['bench', '--budget', 'soon'], /--budget must be an integer/],
  ];
  for (const [argv, message] of cases) {
    it(`protest-rules ${argv.join(' ')}`, () => {
      const r = run(argv);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err).not.toMatch(/\n\s+at /);
    });
  }

  it('--help prints the usage and exits 0', () => {
    for (const argv of [['--help'], ['-h'], ['play', '--help']]) {
      const r = run(argv);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^protest-rules: play, replay, simulate/);
    }
  });

  it('games lists the known games', () => {
    expect(run(['games']).out).toMatch(/^example-pig\tSecret Pig/m);
  });
});
