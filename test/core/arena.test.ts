import { describe, expect, it } from 'vitest';
import { arena, arenaReportSchema, differenceInterval, ismcts, randomBot, seating, type ArenaEntry } from '../../src/index.js';
import { examplePig, pigHeuristic } from '../../src/testing/index.js';

const random: ArenaEntry = { name: 'random', create: (seed) => randomBot(seed) };
const heuristic: ArenaEntry = { name: 'heuristic', create: () => pigHeuristic() };

describe('seating', () => {
  it('rotates the entries through the seats', () => {
    expect([0, 1, 2].map((i) => seating(['a', 'b'], 2, i))).toEqual([[0, 1], [1, 0], [0, 1]]);
    expect(seating(['a', 'b', 'c', 'd'], 2, 1)).toEqual([1, 0, 1, 0]);
    expect(seating(['a', 'b'], 3, 2)).toEqual([2, 0]);
  });
});

describe('differenceInterval', () => {
  it('contains the difference and is symmetric', () => {
    const [lo, hi] = differenceInterval(70, 100, 40, 100);
    expect(lo).toBeLessThan(0.3);
    expect(hi).toBeGreaterThan(0.3);
    expect(lo).toBeGreaterThan(0);
    const [lo2, hi2] = differenceInterval(40, 100, 70, 100);
    expect(lo2).toBeCloseTo(-hi);
    expect(hi2).toBeCloseTo(-lo);
  });
});

describe('arena', () => {
  it('reports win rates with intervals, scores and end reasons, reproducibly', async () => {
    const report = await arena(examplePig, { bots: [random, heuristic], games: 60, seed: 3 });
    expect(arenaReportSchema.parse(report)).toEqual(report);
    expect(report.bots.map((b) => b.games)).toEqual([60, 60]);
    const [r, h] = report.bots;
    expect(h!.winRate).toBeGreaterThan(r!.winRate);
    expect(h!.ci95[0]).toBeLessThanOrEqual(h!.winRate);
    expect(h!.ci95[1]).toBeGreaterThanOrEqual(h!.winRate);
    expect(report.differences).toHaveLength(1);
    expect(report.differences[0]!.ci95[1]).toBeLessThan(0);
    expect(Object.values(report.reasons).reduce((a, b) => a + b, 0)).toBe(60);
    expect(await arena(examplePig, { bots: [random, heuristic], games: 60, seed: 3 })).toEqual(report);
  });

  it('takes async bots and ismcts, and counts a bot once per game whatever its seats', async () => {
    const slow: ArenaEntry = { name: 'slow', create: (seed) => ({ name: 'slow', choose: async (input) => randomBot(seed).choose(input) }) };
    const search: ArenaEntry = { name: 'ismcts', create: (seed) => ismcts({ game: examplePig, iterations: 20, seed }) };
    const done: number[] = [];
    const report = await arena(examplePig, { bots: [slow, search], games: 4, config: { players: 4 }, onProgress: (n) => done.push(n) });
    expect(done).toEqual([1, 2, 3, 4]);
    expect(report.bots.map((b) => b.games)).toEqual([4, 4]);
  });

  it('refuses an empty list and twice the same name', async () => {
    await expect(arena(examplePig, { bots: [], games: 1 })).rejects.toThrow(/at least one/);
    await expect(arena(examplePig, { bots: [random, random], games: 1 })).rejects.toThrow(/differ/);
  });
});
