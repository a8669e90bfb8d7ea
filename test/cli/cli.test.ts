import { describe, expect, it } from 'vitest';
import { simulationRowSchema, simulationSummarySchema } from '../../src/core/research/index.js';
import { run } from './run.js';

describe('protest-rules play', () => {
  it('plays a seeded game between random bots, one line per decision, then the result', async () => {
    const r = await run(['play', 'example-pig', '--seed', '3']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(/^Secret Pig .*seed 3/);
    expect(lines[1]).toBe('Seats: north, east');
    expect(lines[2]).toMatch(/^ {4}1 {2}north +north: roll or hold \(turn total 0\) → north rolls$/);
    expect(lines[3]).toMatch(/^ +· north rolls a \d/);
    expect(r.out).toMatch(/\nResult after \d+ decisions: winners?: .* \(highest score\)\nScores: north \d+, east \d+$/);
    expect((await run(['play', 'example-pig', '--seed', '3'])).out).toBe(r.out);
  });

  it('passes --players as a number or a list into the config', async () => {
    expect((await run(['play', 'example-pig', '--players', '4'])).out).toMatch(/Seats: north, east, south, west/);
    const list = await run(['play', 'example-pig', '--players', 'a,b']);
    expect(list.code).toBe(2);
    expect(list.err).toMatch(/invalid config: players: /);
  });

  it('merges --config and writes a replayable record with --record', async () => {
    const r = await run(['play', 'example-pig', '--seed', '9', '--config', '{"chance":"manual","target":10}', '--record', 'g.json']);
    expect(r.code).toBe(0);
    const rec = JSON.parse(r.files['g.json']!);
    expect(rec).toMatchObject({ game: 'example-pig', version: '1', seed: 9, config: { chance: 'manual', target: 10 } });
    expect(rec.actions[0].type).toBe('deal');
    const back = await run(['replay', 'g.json'], r.files);
    expect(back.code).toBe(0);
    expect(back.out).toMatch(/^OK: \d+ actions of example-pig replayed/);
  });
});

const recorded = (await run(['play', 'example-pig', '--seed', '4', '--record', 'r.json'])).files;

describe('protest-rules replay', () => {
  const rec = JSON.parse(recorded['r.json']!);

  it('exits 1 and names the first diverging action', async () => {
    const i = rec.actions.findIndex((a: { type: string }) => a.type === 'roll');
    rec.actions[i] = { type: 'hold' };
    const r = await run(['replay', 'bad.json'], { 'bad.json': JSON.stringify(rec) });
    expect(r.code).toBe(1);
    expect(r.err).toBe(`Diverged at action ${i} {"type":"hold"}: Nothing to hold: roll first. (rule pig-2)`);
  });

  it('rejects a file that is missing, not JSON, or not a record with exit 2', async () => {
    expect((await run(['replay', 'none.json'])).code).toBe(2);
    expect((await run(['replay', 'x.json'], { 'x.json': '{' })).err).toMatch(/the record x.json is not JSON \(1 characters\)/);
    expect((await run(['replay', 'x.json'], { 'x.json': '{"game":"example-pig"}' })).err).toMatch(/not a game record: version/);
    expect((await run(['replay', 'x.json'], { 'x.json': JSON.stringify({ ...rec, game: 'go' }) })).err).toMatch(/unknown game 'go'/);
  });
});

describe('protest-rules simulate', () => {
  it('summarizes N seeded games as text', async () => {
    const r = await run(['simulate', 'example-pig', '--games', '50', '--seed', '7', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^example-pig v1: 50 games from seed 7/);
    expect(r.out).toMatch(/Decisions per game: mean [\d.]+, min \d+, max \d+/);
    expect(r.out).toMatch(/Wins north: \d+ \([\d.]+%, 95% CI [\d.]+%–[\d.]+%\)/);
    expect(r.out).toMatch(/End reasons: (target-reached|rounds-over) \d+/);
    expect(r.out).toMatch(/on 1 worker, [\d.]+ games\/s/);
    expect(r.progress).toEqual([]);
  });

  it('prints the summary schema as JSON with --json, the config resolved', async () => {
    const s = simulationSummarySchema.parse(JSON.parse((await run(['simulate', 'example-pig', '--games', '20', '--json', '--players', '3', '--workers', '1'])).out));
    expect(s).toMatchObject({ schemaVersion: 1, game: 'example-pig', games: 20, unfinished: 0, config: { players: 3, target: 20 } });
    expect(Object.values(s.wins).reduce((a, b) => a + b.count, 0)).toBeGreaterThanOrEqual(20);
    expect(Object.keys(s.endReasons).every((k) => k === 'target-reached' || k === 'rounds-over')).toBe(true);
    expect(Object.values(s.endReasons).reduce((a, b) => a + b, 0)).toBe(20);
    const trusted = JSON.parse((await run(['simulate', 'example-pig', '--games', '20', '--json', '--players', '3', '--trusted', '--workers', '1'])).out);
    expect(trusted.wins).toEqual(s.wins);
  });

  it('writes one row per game with --jsonl, in seed order', async () => {
    const r = await run(['simulate', 'example-pig', '--games', '30', '--seed', '5', '--workers', '1', '--jsonl', 'rows.jsonl']);
    const rows = r.files['rows.jsonl']!.trimEnd().split('\n').map((l) => simulationRowSchema.parse(JSON.parse(l)));
    expect(rows.map((row) => row.seed)).toEqual(Array.from({ length: 30 }, (_, i) => 5 + i));
    expect(rows[0]).toMatchObject({ config: { players: 2, target: 20, rounds: 8, chance: 'auto' }, finished: true, reason: 'highest score' });
    expect(rows.every((row) => row.ms !== undefined && row.turns !== undefined)).toBe(true);
  });

  it('gives byte-identical rows and summaries on 1 and 2 workers', async () => {
    const argv = ['simulate', 'example-pig', '--games', '40', '--seed', '11', '--no-duration', '--json', '--jsonl', 'rows.jsonl'];
    const one = await run([...argv, '--workers', '1']);
    const two = await run([...argv, '--workers', '2']);
    expect(two.code, two.err).toBe(0);
    expect(two.files['rows.jsonl']).toBe(one.files['rows.jsonl']);
    expect(two.files['rows.jsonl']).not.toMatch(/"ms"/);
    const { seconds, gamesPerSecond, decisionsPerSecond, workers, ...rest } = JSON.parse(one.out);
    expect(JSON.parse(two.out)).toMatchObject({ ...rest, workers: 2 });
  });

  it('draws a progress bar with rate and ETA only when asked to (stderr is a TTY)', async () => {
    const r = await run(['simulate', 'example-pig', '--games', '5', '--workers', '1'], {}, true);
    expect(r.progress.at(-1)).toMatch(new RegExp(`^\\[${'#'.repeat(30)}\\] 5/5 games, \\d+ games/s$`));
  });
});

describe('protest-rules bench', () => {
  it('prints one JSON line per game', async () => {
    const r = await run(['bench', 'example-pig', '--budget', '100']);
    expect(r.code).toBe(0);
    const b = JSON.parse(r.out);
    expect(b).toMatchObject({ game: 'example-pig' });
    for (const k of ['applyMedianMicros', 'legalActionsMedianMicros', 'stateBytesMedian']) expect(typeof b[k]).toBe('number');
    expect(b.validated.decisionsPerSecond).toBeGreaterThan(0);
    expect(b.trusted.gamesPerSecond).toBeGreaterThan(0);
    expect(b.ismctsIterationsPerSecond).toBeGreaterThan(0);
  });

  it('measures the heap retained by 10,000 states between two collections', async () => {
    const r = await run(['bench', 'example-pig', '--budget', '100']);
    expect(JSON.parse(r.out)).toMatchObject({ retainedHeapBytes10k: 1_000_000, retainedHeapAfterGc: true });
    expect(r.collections).toBe(2);
  });

  it('reports a game that cannot be played with an error line and exit code 2 (a bad config)', async () => {
    const r = await run(['bench', 'example-pig', '--budget', '100', '--config', '{"players":7}']);
    expect(r.code).toBe(2);
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
    [['play', 'example-pig', '--config', 'nope'], /--config is not JSON/],
    [['play', 'example-pig', '--max-steps', '0'], /--max-steps must be at least 1/],
    [['simulate', 'example-pig'], /needs --games/],
    [['simulate', 'example-pig', '--games', 'many'], /--games must be an integer/],
    [['bench', '--budget', 'soon'], /--budget must be an integer/],
  ];
  for (const [argv, message] of cases) {
    it(`protest-rules ${argv.join(' ')}`, async () => {
      const r = await run(argv);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err).not.toMatch(/\n\s+at /);
    });
  }

  it('--help prints the usage and exits 0', async () => {
    for (const argv of [['--help'], ['-h']]) {
      const r = await run(argv);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^protest-rules: play, replay, simulate/);
    }
  });

  it('games lists the known games', async () => {
    expect((await run(['games'])).out).toMatch(/^example-pig\tSecret Pig/m);
  });
});
