import { describe, expect, it } from 'vitest';
import { simulationJsonSchemas, simulationRowSchema } from '../../src/core/research/index.js';
import { run } from './run.js';

const timing = ['workers', 'seconds', 'gamesPerSecond', 'decisionsPerSecond'] as const;
function untimed(summary: Record<string, unknown>) {
  const copy = { ...summary };
  for (const k of timing) delete copy[k];
  return copy;
}
const base = ['simulate', 'example-pig', '--games', '22', '--seed', '5', '--no-duration', '--workers', '1', '--players', '3'];

describe('simulate --shard, --jsonl -, merge, seeds at full width', () => {
  it('4 shards give rows that concatenate to one run, and summaries and row files that merge to its summary', async () => {
    const files: Record<string, string> = {};
    const one = await run([...base, '--json', '--jsonl', 'all.jsonl'], files);
    let rows = '';
    for (let k = 1; k <= 4; k++) {
      const shard = await run([...base, '--shard', `${k}/4`, '--json', '--jsonl', `s${k}.jsonl`], files);
      expect(shard.code).toBe(0);
      files[`s${k}.json`] = shard.out;
      rows += files[`s${k}.jsonl`];
    }
    expect(rows).toBe(files['all.jsonl']);
    const summaries = await run(['merge', 's3.json', 's1.json', 's4.json', 's2.json', '--json'], files);
    expect(summaries.code).toBe(0);
    expect(untimed(JSON.parse(summaries.out))).toEqual(untimed(JSON.parse(one.out)));
    const fromRows = await run(['merge', 's2.jsonl', 's1.jsonl', 's4.jsonl', 's3.jsonl', '--json'], files);
    expect(untimed(JSON.parse(fromRows.out))).toEqual(untimed(JSON.parse(one.out)));
    expect((await run(['merge', 's1.json', 's3.json'], files)).err).toMatch(/not back to back/);
    files['other.json'] = (await run(['simulate', 'example-pig', '--games', '5', '--seed', '27', '--json', '--workers', '1'], files)).out;
    expect((await run(['merge', 'all.jsonl', 'other.json'], files)).err).toMatch(/cannot merge config/);
  });

  it('--jsonl - writes the rows to standard output and the summary to standard error; rows carry game and version', async () => {
    const r = await run(['simulate', 'example-pig', '--games', '3', '--workers', '1', '--jsonl', '-']);
    const rows = r.out.split('\n').map((l) => simulationRowSchema.parse(JSON.parse(l)));
    expect(rows.map((row) => [row.game, row.seed])).toEqual([['example-pig', 1], ['example-pig', 2], ['example-pig', 3]]);
    expect(r.err).toMatch(/example-pig v/);
    expect(r.files['-']).toBeUndefined();
    const json = await run(['simulate', 'example-pig', '--games', '3', '--workers', '1', '--jsonl', '-', '--json', '--players', '4']);
    expect(JSON.parse(json.err)).toMatchObject({ game: 'example-pig', games: 3 });
  });

  it('takes any signed 128-bit seed and refuses a range past the largest before playing', async () => {
    const r = await run(['simulate', 'example-pig', '--games', '3', '--seed', '9007199254740990', '--workers', '1', '--jsonl', '-', '--no-duration']);
    expect(r.out.split('\n').map((l) => JSON.parse(l).seed)).toEqual([9007199254740990, 9007199254740991, '9007199254740992']);
    const wide = await run(['simulate', 'example-pig', '--games', '2', `--seed=-0x${'f'.repeat(30)}`, '--workers', '1', '--jsonl', '-']);
    expect(wide.code).toBe(0);
    const top = (2n ** 127n - 2n).toString();
    const over = await run(['simulate', 'example-pig', '--games', '3', '--seed', top, '--workers', '1']);
    expect(over.code).toBe(2);
    expect(over.err).toMatch(/past the largest seed/);
    expect((await run(['simulate', 'example-pig', '--games', '3', '--seed', (2n ** 127n).toString()])).err).toMatch(/signed 128-bit/);
    expect((await run(['simulate', 'example-pig', '--games', '3', '--shard', '4/3'])).err).toMatch(/--shard must be K\/N/);
  });

  it('ships the JSON Schemas of rows and summaries as they are now (npx tsx scripts/research-schemas.ts)', async () => {
    const { readFileSync } = await import('node:fs');
    const current = simulationJsonSchemas();
    for (const name of ['row', 'summary'] as const) {
      expect(JSON.parse(readFileSync(new URL(`../../schemas/simulation-${name}.schema.json`, import.meta.url), 'utf8'))).toEqual(current[name]);
    }
  });
});
