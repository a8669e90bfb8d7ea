import { describe, expect, it } from 'vitest';
import { arenaReportSchema } from '../../src/index.js';
import { run } from './run.js';

describe('protest-rules arena', () => {
  it('prints a win-rate table with intervals, differences and end reasons', async () => {
    const r = await run(['arena', 'example-pig', '--bots', 'random,heuristic', '--games', '20', '--seed', '2']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/bot +games +wins +win rate +95% CI +mean score/);
    expect(r.out).toMatch(/^random +20 /m);
    expect(r.out).toMatch(/random − heuristic: [+−]\d+\.\d% \(95% CI/);
    expect(r.out).toMatch(/End reasons: (target-reached|rounds-over) \d+ \(\d+\.\d%\)/);
  });

  it('--json gives the report, ismcts:N sets the budget, config flags pass to the game', async () => {
    const r = await run(['arena', 'example-pig', '--bots', 'heuristic,ismcts:10', '--games', '4', '--json', '--players', '3']);
    expect(r.code).toBe(0);
    const report = arenaReportSchema.parse(JSON.parse(r.out));
    expect(report.bots.map((b) => b.name)).toEqual(['heuristic', 'ismcts:10']);
    expect(report.config).toMatchObject({ players: 3 });
  });

  it('shows a progress bar with an ETA on a terminal', async () => {
    const r = await run(['arena', 'example-pig', '--games', '3'], {}, true);
    expect(r.progress.at(-1)).toMatch(/3\/3 games/);
    expect(r.progress.some((p) => /ETA/.test(p))).toBe(true);
  });

  it('rejects unknown bots, repeated names, bad budgets and a missing --games', async () => {
    for (const [argv, message] of [
      [['arena', 'example-pig', '--bots', 'random,clever', '--games', '1'], /unknown bot 'clever'/],
      [['arena', 'example-pig', '--bots', 'random,random', '--games', '1'], /random twice/],
      [['arena', 'example-pig', '--bots', 'ismcts:0', '--games', '1'], /positive integer/],
      [['arena', 'example-pig'], /needs --games/],
    ] as const) {
      const r = await run([...argv]);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
    }
  });
});
