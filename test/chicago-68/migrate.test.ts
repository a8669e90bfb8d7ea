import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../../src/index.js';
import { chicago68, chicago68IdsByName, migrateChicago68Record, referenceComponents } from '../../src/games/chicago-68/index.js';

// A golden record of version 7 (display names), as main 2d0111a recorded it.
const v7 = JSON.parse(readFileSync(new URL('./fixtures/v7-four-players-optional-seed-13.json', import.meta.url), 'utf8'));
const v8 = JSON.parse(readFileSync(new URL('../golden/chicago-68/four-players-optional-seed-13.json', import.meta.url), 'utf8'));
const recordOf = (g: GameRecord): GameRecord => ({ game: g.game, version: g.version, config: g.config, seed: g.seed, actions: g.actions });

describe('migrating stored records to ids (issue 36)', () => {
  it('a version 7 record becomes the version 8 record of the same game, and replays to the same result', () => {
    expect(v7.version).toBe('7');
    const m = migrateChicago68Record(recordOf(v7));
    expect(m.version).toBe(chicago68.version);
    expect(m.actions).toEqual(v8.actions);
    const r = replay(chicago68, m);
    if (!r.ok) throw new Error(r.error);
    expect(chicago68.result(r.state)).toEqual(v7.result);
  });

  it('a version 7 record is refused as it is, and even with anyVersion its names are no ids', () => {
    expect(replay(chicago68, recordOf(v7)).ok).toBe(false);
    const r = replay(chicago68, recordOf(v7), { anyVersion: true });
    expect(r.ok ? -1 : r.index).toBeGreaterThanOrEqual(0);
  });

  it('maps the cards drawn in manual chance mode, not the Delegate colours or factions', () => {
    const base = { game: 'chicago-68', version: '7', config: { chance: 'manual' }, seed: 1 };
    const m = migrateChicago68Record({ ...base, actions: [{ type: 'draw', item: "SMOKE 'EM" }, { type: 'draw', item: 'red' }, { type: 'draw', item: 'mayor' }, { type: 'move', unit: 'm1', from: 'Cook County Jail', to: 'Grant Park West' }] });
    expect(m.actions).toEqual([{ type: 'draw', item: 'smoke-em' }, { type: 'draw', item: 'red' }, { type: 'draw', item: 'mayor' }, { type: 'move', unit: 'm1', from: 'cook-county-jail', to: 'grant-park-west' }]);
  });

  it('knows every area and card of the reference set by name', () => {
    const m = referenceComponents.machine!;
    const all = [referenceComponents.areas, referenceComponents.actionCards, referenceComponents.streetTheater, referenceComponents.policies, referenceComponents.tactics, referenceComponents.mobChaos, referenceComponents.incendiary, m.actions, m.tactics, m.policies].flat();
    for (const c of all) expect(chicago68IdsByName[c.name]).toBe(c.id);
  });

  it('refuses another game, an unknown version and a set of its own', () => {
    const base = { game: 'chicago-68', version: '7', config: {}, seed: 1, actions: [] };
    expect(() => migrateChicago68Record({ ...base, game: 'free-at-last' })).toThrow(/not a chicago-68 record/);
    expect(() => migrateChicago68Record({ ...base, version: '6' })).toThrow(/no migration/);
    expect(() => migrateChicago68Record({ ...base, config: { components: {} } })).toThrow(/own component set/);
    expect(migrateChicago68Record({ ...base, version: '8' })).toEqual({ ...base, version: '8' });
  });
});
