import { describe, expect, it } from 'vitest';
import { gameRecordSchema, playout, record, replay } from '../../src/index.js';
import { examplePig } from '../../src/testing/index.js';

describe('records and replays', () => {
  const game = playout(examplePig, { config: { players: 2, chance: 'manual' }, seed: 4 });
  const rec = record(examplePig, { players: 2, chance: 'manual' }, 4, game.actions);

  it('a record is plain JSON with game, version, config, seed and actions', () => {
    expect(rec.game).toBe('example-pig');
    expect(rec.version).toBe(examplePig.version);
    expect(gameRecordSchema.parse(JSON.parse(JSON.stringify(rec)))).toEqual(rec);
  });

  it('replays to the same final state', () => {
    const r = replay(examplePig, JSON.parse(JSON.stringify(rec)), { expectedState: game.state });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.steps).toBe(rec.actions.length);
      expect(JSON.stringify(r.state)).toBe(JSON.stringify(game.state));
    }
  });

  it('reports the index of the first diverging action and the state before it', () => {
    const i = rec.actions.findIndex((a) => a.type === 'die');
    const actions = rec.actions.map((a, j) => (j === i ? { type: 'hold' } : a));
    const expectedBefore = replay(examplePig, { ...rec, actions: rec.actions.slice(0, i) });
    const r = replay(examplePig, { ...rec, actions });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.index).toBe(i);
      expect(r.error).toMatch(/chance node/);
      expect(expectedBefore.ok && r.state).toEqual(expectedBefore.state);
    }
  });

  it('a malformed action is a divergence too', () => {
    const r = replay(examplePig, { ...rec, actions: [{ type: 'teleport' }] });
    expect(r).toMatchObject({ ok: false, index: 0 });
  });

  it('a final state that differs from the expected one is reported after the last action', () => {
    const r = replay(examplePig, rec, { expectedState: { ...game.state, round: 99 } });
    expect(r).toMatchObject({ ok: false, index: rec.actions.length });
  });

  it('refuses a record of another game, another rules version or a malformed record', () => {
    expect(replay(examplePig, { ...rec, game: 'chess' })).toMatchObject({ ok: false, index: -1, reason: 'wrong-game' });
    expect(replay(examplePig, { ...rec, version: '0' })).toMatchObject({ ok: false, index: -1, reason: 'wrong-version' });
    expect(replay(examplePig, { ...rec, version: '0' }, { anyVersion: true })).toMatchObject({ ok: true });
    expect(replay(examplePig, { game: 'example-pig' })).toMatchObject({ ok: false, index: -1, reason: 'malformed-record' });
  });
});

describe('malformed records', () => {
  it('are refused with a bounded, readable reason', () => {
    const r = replay(examplePig, { game: 'example-pig', version: examplePig.version, config: {}, seed: 'x', actions: [] });
    expect(r).toMatchObject({ ok: false, index: -1, reason: 'bad-seed' });
    const huge = replay(examplePig, { game: 'example-pig', actions: 'x'.repeat(10_000) });
    expect(huge.ok).toBe(false);
    if (!huge.ok) expect(huge.error.length).toBeLessThan(1000);
  });
});
