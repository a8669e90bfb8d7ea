import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/index.js';
import { freeAtLast1955, migrateFreeAtLast1955Record } from '../../src/games/free-at-last-1955/index.js';

// A golden record of version 1 (display names), as main 18942f2 recorded it.
const v1 = JSON.parse(readFileSync(new URL('./fixtures/v1-manual-seed-8.json', import.meta.url), 'utf8'));
const v2 = JSON.parse(readFileSync(new URL('../golden/free-at-last-1955/manual-seed-8.json', import.meta.url), 'utf8'));

describe('migrating stored records to ids (issue 36)', () => {
  it('a version 1 record becomes the version 2 record of the same game, and replays', () => {
    const m = migrateFreeAtLast1955Record({ game: v1.game, version: v1.version, config: v1.config, seed: v1.seed, actions: v1.actions });
    expect(m.version).toBe(freeAtLast1955.version);
    expect(m.actions).toEqual(v2.actions);
    const r = replay(freeAtLast1955, m);
    expect(r.ok).toBe(true);
  });

  it('refuses another game, an unknown version and a set of its own', () => {
    const base = { game: 'free-at-last-1955', version: '1', config: {}, seed: 1, actions: [] };
    expect(() => migrateFreeAtLast1955Record({ ...base, game: 'chicago-68' })).toThrow(/not a free-at-last-1955 record/);
    expect(() => migrateFreeAtLast1955Record({ ...base, version: '0' })).toThrow(/no migration/);
    expect(() => migrateFreeAtLast1955Record({ ...base, config: { components: {} } })).toThrow(/own component set/);
  });
});
