import { describe, expect, it } from 'vitest';
import { playout, randomBot, replay, type SyncBot } from '../../src/index.js';
import { examplePig, type PigAction, type PigSeat } from '../../src/testing/index.js';

describe('playout', () => {
  it('plays a game to its end and returns the actions that reproduce it', () => {
    const p = playout(examplePig, { config: { players: 3 }, seed: 11 });
    expect(examplePig.isTerminal(p.state)).toBe(true);
    expect(p.result).not.toBeNull();
    expect(p.steps).toBe(p.actions.length);
    const r = replay(examplePig, { game: 'example-pig', version: '1', config: { players: 3 }, seed: 11, actions: p.actions });
    expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(p.state));
  });

  it('builds a seat\'s view only for bots that read it', () => {
    let views = 0;
    const counted = { ...examplePig, view: (s: Parameters<typeof examplePig.view>[0], p: PigSeat | null) => (views++, examplePig.view(s, p)) };
    playout(counted, { seed: 5 });
    expect(views).toBe(0);
    const reader: SyncBot<PigAction, unknown> = { name: 'reader', choose: ({ view, legal }) => (expect(view).toBeDefined(), legal[0]!) };
    const p = playout(counted, { seed: 5, bots: { north: reader, east: reader } });
    expect(views).toBeGreaterThan(0);
    expect(views).toBeLessThanOrEqual(p.steps);
  });

  it('is deterministic for a seed, and different seeds give different games', () => {
    const a = playout(examplePig, { seed: 3 });
    expect(JSON.stringify(playout(examplePig, { seed: 3 }).actions)).toBe(JSON.stringify(a.actions));
    const others = [4, 5, 6].map((seed) => JSON.stringify(playout(examplePig, { seed }).actions));
    expect(others.some((o) => o !== JSON.stringify(a.actions))).toBe(true);
  });

  it('stops at maxSteps with a null result', () => {
    const p = playout(examplePig, { seed: 3, maxSteps: 2 });
    expect(p.steps).toBe(2);
    expect(p.result).toBeNull();
  });

  it('resolves manual chance nodes itself and records the outcomes as actions', () => {
    const p = playout(examplePig, { config: { chance: 'manual' }, seed: 8 });
    expect(p.result).not.toBeNull();
    expect(p.actions.slice(0, 2).map((a) => a.type)).toEqual(['deal', 'deal']);
    expect(p.actions.some((a) => a.type === 'die')).toBe(true);
  });

  it('the trusted path plays the same game as the validated one', () => {
    const a = playout(examplePig, { seed: 21 });
    const b = playout(examplePig, { seed: 21, trusted: true });
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  });

  it('uses the given bots, shows them only their view and legal actions, and calls onStep', () => {
    const seen: unknown[] = [];
    const holder: SyncBot<PigAction> = {
      name: 'holder',
      choose: ({ view, legal }) => {
        seen.push(view);
        return legal.find((a) => a.type === 'hold') ?? legal[0]!;
      },
    };
    let calls = 0;
    const p = playout(examplePig, { seed: 2, bots: { north: holder }, onStep: () => calls++ });
    expect(calls).toBe(p.steps);
    expect(seen.length).toBeGreaterThan(0);
    for (const v of seen) expect(v).toMatchObject({ seat: 'north' });
    expect(p.result).not.toBeNull();
  });
});

describe('randomBot', () => {
  it('chooses among the legal actions, reproducibly for its seed', () => {
    const legal = [{ type: 'a' }, { type: 'b' }, { type: 'c' }];
    const pick = (seed: number) => {
      const bot = randomBot(seed);
      return Array.from({ length: 20 }, () => bot.choose({ player: 'p', view: null, legal }).type);
    };
    expect(pick(1)).toEqual(pick(1));
    expect(new Set(pick(1))).toEqual(new Set(['a', 'b', 'c']));
  });

  it('refuses to choose from nothing', () => {
    expect(() => randomBot(1).choose({ player: 'p', view: null, legal: [] })).toThrow(/no legal actions/);
  });
});
