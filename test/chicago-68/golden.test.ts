import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/core/record.js';
import { game } from './helpers.js';
import { stateHash } from './golden/hash.js';

const dir = new URL('./golden/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('golden replays', () => {
  it('two records are committed', () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
  });
  for (const file of files) {
    it(`${file} replays to the recorded final state`, () => {
      const rec = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { version: string; finalStateHash: string; result: unknown };
      expect(rec.version).toBe(game.version);
      const out = replay(game, rec);
      if (!out.ok) throw new Error(out.error);
      expect(game.isTerminal(out.state)).toBe(true);
      expect(stateHash(out.state)).toBe(rec.finalStateHash);
      expect(game.result(out.state)).toEqual(rec.result);
    });
  }
});
