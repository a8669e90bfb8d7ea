import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/playout.js';
import { simulate, simulationRowSchema, simulationSummarySchema, wilsonInterval, type BatchRunner, type SimulationRow } from '../../src/core/research/index.js';
import { seedAt } from '../../src/core/research/seeds.js';
import { examplePig, type PigConfigInput } from '../../src/testing/example-pig.js';

async function rowsOf(options: Partial<Parameters<typeof simulate>[0]>) {
  const rows: SimulationRow[] = [];
  const summary = await simulate({ game: examplePig, games: 23, seed: 4, onRow: (r) => rows.push(r), ...options });
  return { rows, summary };
}

describe('core/research', () => {
  it('wilsonInterval matches the textbook values and stays inside [0, 1]', () => {
    const [lo, hi] = wilsonInterval(8, 10);
    expect(lo).toBeCloseTo(0.4902, 4);
    expect(hi).toBeCloseTo(0.9433, 4);
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(10, 10)[1]).toBeCloseTo(1, 12);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it('rows are the games playout plays, seed by seed, with the resolved config', async () => {
    const { rows, summary } = await rowsOf({ config: { players: 3 } });
    expect(rows.map((r) => r.seed)).toEqual(Array.from({ length: 23 }, (_, i) => 4 + i));
    for (const row of rows) {
      simulationRowSchema.parse(row);
      const p = playout(examplePig, { config: { players: 3 }, seed: row.seed });
      expect(row).toMatchObject({ config: { players: 3, target: 20 }, winners: p.result!.winners, scores: p.result!.scores, decisions: p.steps });
      expect(row.ms).toBeUndefined();
    }
    simulationSummarySchema.parse(summary);
    expect(summary.games).toBe(23);
    expect(Object.values(summary.wins).reduce((n, w) => n + w.count, 0)).toBeGreaterThanOrEqual(23);
  });

  it('gives the same rows and summary whatever the batch size or the order batches finish in', async () => {
    const base = await rowsOf({});
    // A runner that finishes later batches first.
    let delay = 10;
    const shuffled: BatchRunner = {
      workers: 3,
      run: ({ seed, games }) =>
        new Promise((resolve) => {
          const rows = Array.from({ length: games }, (_, i) => base.rows.find((r) => r.seed === seedAt(seed, i))!);
          setTimeout(() => resolve(rows), (delay = Math.max(0, delay - 3)));
        }),
    };
    for (const options of [{ batchSize: 1 }, { batchSize: 7 }, { runner: shuffled, batchSize: 2 }]) {
      const other = await rowsOf(options);
      expect(JSON.stringify(other.rows)).toBe(JSON.stringify(base.rows));
      expect({ ...other.summary, workers: 1 }).toEqual(base.summary);
    }
  });

  it('counts end reasons by code when the result has one, else by reason; unfinished games apart', async () => {
    const withCode = (s: Parameters<typeof examplePig.result>[0]) => {
      const r = examplePig.result(s);
      return r && { ...r, code: 'score' };
    };
    const coded = { ...examplePig, result: withCode };
    expect((await simulate({ game: coded, games: 5 })).endReasons).toEqual({ score: 5 });
    const cut = await simulate({ game: examplePig, games: 5, maxSteps: 3 });
    expect(cut).toMatchObject({ finished: 0, unfinished: 5, endReasons: {}, noWinner: { count: 0, rate: 0, ci95: [0, 1] } });
  });

  it('turns a game that raises an error into a row that says why, and goes on', async () => {
    const setup = (config: unknown, seed: number | string) => {
      if (seed === 6) throw new Error('boom');
      return examplePig.setup(config as PigConfigInput, seed);
    };
    const broken = { ...examplePig, setup };
    const rows: SimulationRow[] = [];
    const summary = await simulate({ game: broken, games: 4, seed: 5, onRow: (r) => rows.push(r) });
    expect(rows[1]).toEqual({ game: 'example-pig', version: examplePig.version, seed: 6, config: { players: 2, target: 20, rounds: 8, chance: 'auto' }, finished: false, winners: [], scores: {}, decisions: 0, error: 'boom' });
    expect(summary).toMatchObject({ games: 4, finished: 3, unfinished: 1, errors: { count: 1, seeds: [6] } });
  });
});
