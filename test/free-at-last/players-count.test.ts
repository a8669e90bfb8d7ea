import { describe, expect, it } from 'vitest';
import { InvalidConfigError } from '../../src/core/errors.js';
import { freeAtLast } from '../../src/games/free-at-last/index.js';
import { run } from '../cli/run.js';

describe('Free at Last: players as a count', () => {
  it('N seats the first N organizations in Turn order (2.0)', () => {
    expect(freeAtLast.players({ players: 3 })).toEqual(['SNCC', 'CORE', 'SCLC']);
    expect(freeAtLast.setup({ players: 2 }, 1)).toEqual(freeAtLast.setup({ players: ['SNCC', 'CORE'] }, 1));
    expect(() => freeAtLast.setup({ players: 5 }, 1)).toThrow(InvalidConfigError);
  });
  it('the CLI takes --players 3, as the README shows', async () => {
    const { code, out } = await run(['play', 'free-at-last', '--players', '3', '--seed', '1', '--max-steps', '20']);
    expect(code).toBe(0);
    expect(out).toMatch(/SCLC/);
  });
});
