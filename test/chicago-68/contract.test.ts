import { describe, expect, it } from 'vitest';
import { IllegalActionError, InvalidActionError, InvalidConfigError } from '../../src/core/errors.js';
import { playout } from '../../src/core/playout.js';
import { act, area, clearMap, edit, game, onTurn, put, start, unit } from './helpers.js';

describe('the game contract', () => {
  it('config: defaults filled, bad configs rejected', () => {
    expect(game.players({})).toEqual(['establishment', 'demonstrators']);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => game.setup({ players: 5 }, 1)).toThrow(InvalidConfigError);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => game.setup({ incendiary: { pigasus: 'yes' } }, 1)).toThrow(InvalidConfigError);
  });
  it('malformed actions raise InvalidActionError; illegal ones IllegalActionError with a rule', () => {
    const s = start();
    expect(() => game.applyUnknown(s, { type: 'fly' })).toThrow(InvalidActionError);
    try {
      game.apply(s, { type: 'streetTheater', card: 'unbirthday-party-for-lbj' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalActionError);
      expect((e as IllegalActionError).rule).toBe('2.9.6');
    }
  });
  it('a rejected action leaves the state unchanged', () => {
    const s = start();
    const before = JSON.stringify(s);
    expect(() => game.apply(s, { type: 'play', card: 'clash' })).toThrow(IllegalActionError);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('view: own hands only, counts of the others, no decks or RNG; spectators see no hand', () => {
    const s = start();
    const v = game.view(s, 'establishment');
    expect(Object.keys(v.hands).sort()).toEqual(['mayor', 'police']);
    expect(v.handSizes).toEqual({ mayor: 6, police: 5, yippies: 5, mobe: 5 });
    expect(v.stDeckSize).toBe(46);
    expect(v.legal.length).toBeGreaterThan(0);
    const spectator = game.view(s, null);
    expect(spectator.hands).toEqual({});
    expect(spectator.legal).toEqual([]);
    expect(JSON.stringify(spectator)).not.toMatch(/"rng"|"stDeck"|"mobDeck"|"policyDeck"/);
    expect(game.schemas.view.parse(v)).toEqual(v);
  });
  it('prompt and describe speak words', () => {
    const s = start();
    expect(game.prompt(s)).toMatch(/mayor's turn/);
    expect(game.describe(s, { type: 'play', card: 'grease-palms' })).toBe('mayor plays GREASE PALMS');
    const m = edit(s, (d) => onTurn(d, 'mobe'));
    expect(game.describe(m, { type: 'streetTheater', card: 'unbirthday-party-for-lbj' })).toMatch(/activates/);
  });
  it('step reports events; result is null until the end', () => {
    const { events } = game.step(start(), { type: 'play', card: 'grease-palms' });
    expect(events[0]).toEqual({ type: 'played', faction: 'mayor', card: 'grease-palms' });
    expect(events).toContainEqual({ type: 'capital', change: 3, budget: 6, why: 'GREASE PALMS' });
    const clash = game.step(edit(start(), (d) => {
      onTurn(d, 'mobe');
      d.areas['old-town']!.u.m1 = 3;
    }), { type: 'play', card: 'clash' });
    const hit = game.step(clash.state, unit('old-town', 'p2')).events;
    // emitted where they happen, in the order of the card text (Appendix 2: CLASH)
    expect(hit).toEqual([
      { type: 'injured', unit: 'Lv2 Platoon', area: 'old-town', replacedBy: 'Lv1 Platoon' },
      { type: 'conflict', by: 'demonstrators', area: 'old-town', units: 4, mobChaos: false },
      { type: 'exposure', side: 'demonstrators', change: 2, marker: 'Demonstrators 2' },
      { type: 'instability', from: 3, to: 4 },
    ]);
    expect(game.result(start())).toBe(null);
    const r = playout(game, { config: { players: 2 }, seed: 5 });
    expect(r.result?.winners.length).toBeGreaterThan(0);
    expect(game.legalActions(r.state)).toEqual([]);
    expect(game.toMove(r.state)).toBe(null);
  });
  it('auto chance mode resolves draws from the state RNG, deterministically', () => {
    const a = game.setup({}, 42);
    const b = game.setup({}, 42);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(game.toMove(a)).not.toBe('chance');
    expect(a.policySplay).toHaveLength(3);
  });
});

describe('step events: emitted by the rules where things happen', () => {
  it('ADVANCE reports the move, the arrest, the conflict and the Exposure, in that order (Appendix 3)', () => {
    const s = act(edit(start(), (d) => {
      clearMap(d);
      onTurn(d, 'police');
      put(d, 'old-town', { p2: 1 });
      put(d, 'lincoln-park', { m1: 1, ag: 1 });
    }), { type: 'play', card: 'advance' }, unit('old-town', 'p2'), area('lincoln-park'));
    expect(game.step(s, unit('lincoln-park', 'm1')).events).toEqual([
      { type: 'moved', units: 'Lv2 Platoon', from: 'old-town', to: 'lincoln-park' },
      { type: 'arrested', unit: 'Lv1 MOBE', area: 'lincoln-park' },
      { type: 'conflict', by: 'establishment', area: 'lincoln-park', units: 2, mobChaos: false },
      { type: 'exposure', side: 'establishment', change: 1, marker: 'Establishment 1' },
    ]);
  });
  it('the Delegate Vote (4.4) reports the Delegate drawn onto the track', () => {
    let s = start();
    for (let i = 0; i < 4; i++) s = act(s, { type: 'pass' });
    const { events, state } = game.step(s, game.chanceOutcomes(s).find((o) => (o.outcome as { item: string }).item === 'blue')!.outcome);
    expect(events).toContainEqual({ type: 'delegate', color: 'blue', count: 1, to: 'track', why: 'Delegate Vote (4.4)' });
    expect(state.delegates.track).toHaveLength(5);
  });
});
