import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/json.js';
import { playout } from '../../src/core/playout.js';
import { record, replay } from '../../src/core/record.js';
import { freeAtLast } from '../../src/games/free-at-last/index.js';

/*
 * Golden replays: two recorded games (random bots, seeded) with the hash of their final state. A rules
 * change that alters play shows up here. To re-record after an intended change:
 *   PROTEST_RULES_UPDATE_GOLDEN=1 npx vitest run test/free-at-last/golden.test.ts
 */

const dir = new URL('./golden/', import.meta.url);
const goldens = [
  { file: 'four-players-seed-1960.json', config: { players: ['SNCC', 'CORE', 'SCLC', 'NAACP'] }, seed: 1960 },
  { file: 'two-players-seed-1965.json', config: { players: ['CORE', 'SCLC'] }, seed: 1965 },
];

const hashOf = (state: unknown): string => createHash('sha256').update(canonicalJson(state)).digest('hex');

describe('golden replays', () => {
  for (const g of goldens) {
    it(`${g.file} replays to the recorded final state`, () => {
      const url = new URL(g.file, dir);
      if (process.env.PROTEST_RULES_UPDATE_GOLDEN) {
        const run = playout(freeAtLast, { config: g.config, seed: g.seed });
        const rec = record(freeAtLast, g.config, g.seed, run.actions);
        writeFileSync(url, `${JSON.stringify({ record: rec, steps: run.steps, result: run.result, finalStateSha256: hashOf(run.state) }, null, 1)}\n`);
      }
      const golden = JSON.parse(readFileSync(url, 'utf8')) as { record: unknown; result: unknown; finalStateSha256: string };
      const r = replay(freeAtLast, golden.record);
      if (!r.ok) throw new Error(r.error);
      expect(freeAtLast.isTerminal(r.state)).toBe(true);
      expect(freeAtLast.result(r.state)).toEqual(golden.result);
      expect(hashOf(r.state)).toBe(golden.finalStateSha256);
    });
  }
});
