import { describe, expect, it } from 'vitest';
import { referenceComponents, type Effect } from '../../src/games/chicago-68/index.js';
import { act, anyNames, area, clearMap, done, draw, edit, game, move, moveTo, options, path, pendingDraw, put, start, type State, unit, unitKind } from './helpers.js';

/*
 * The effect primitives (data/schema.ts), each through the public API: a user component set whose
 * Policy TEST carries the effect, activated with MANDATE.
 */

function activate(effects: Effect[], f: (d: State) => void = () => {}): State {
  const components = { ...referenceComponents, policies: [{ id: 'test', name: 'TEST', effects, text: '', source: { reconstructed: 'test' } }, ...referenceComponents.policies] };
  const s = edit(start({ components }, ['test', 'press-office', 'media-blackout']), (d) => {
    d.capital = 2;
    f(d);
  });
  return anyNames.apply(act(s, { type: 'play', card: 'mandate' }), { type: 'card', card: 'test' });
}

describe('effect primitives', () => {
  it('exposure (for the card side, or `by` a side) and instability', () => {
    expect(activate([{ op: 'exposure', amount: 2 }]).exposure).toBe(2);
    expect(activate([{ op: 'exposure', amount: 2, by: 'demonstrators' }]).exposure).toBe(-2);
    expect(activate([{ op: 'instability', amount: 2 }]).instability).toBe(5);
  });
  it('capital never drops below zero', () => {
    expect(activate([{ op: 'capital', amount: -5 }]).capital).toBe(0);
    expect(activate([{ op: 'capital', amount: 5 }]).capital).toBe(5);
  });
  it('mobe, agitator and flag at a named area; not into Tear Gas', () => {
    const s = activate([{ op: 'mobe', level: 2, count: 2, at: { area: 'old-town' } }, { op: 'agitator', at: { area: 'old-town' } }, { op: 'flag', at: { area: 'old-town' } }]);
    expect(s.areas['old-town']!.u).toMatchObject({ m2: 2, ag: 1 });
    expect(s.areas['old-town']!.flag).toBe(2);
    expect(activate([{ op: 'mobe', level: 1, count: 1, at: { area: 'old-town' } }], (d) => (d.areas['old-town']!.gas = true)).areas['old-town']!.u.m1).toBe(0);
  });
  it('a choice of area is asked of the side the effect favours', () => {
    const s = activate([{ op: 'mobe', level: 1, count: 1, at: 'choice' }]);
    expect(game.toMove(s)).toBe('demonstrators');
    expect(act(s, area('lincoln-park')).areas['lincoln-park']!.u.m1).toBe(1);
  });
  it('police from the Reserves; nationalGuard; tearGas makes Demonstrators leave', () => {
    expect(activate([{ op: 'police', count: 2, at: { area: 'old-town' } }]).areas['old-town']!.u.p1).toBe(2);
    expect(activate([{ op: 'nationalGuard', at: { area: 'old-town' } }]).areas['old-town']!.ng).toBe(1);
    const g = activate([{ op: 'tearGas', at: { area: 'lincoln-park' } }], (d) => put(d, 'lincoln-park', { m1: 1 }));
    expect(g.areas['lincoln-park']!.gas).toBe(true);
    expect(options(g)).toEqual([move('m1', 'lincoln-park', 'old-town'), move('m1', 'lincoln-park', 'north-transit')]);
  });
  it('arrest (Establishment picks) and injure (Demonstrators pick)', () => {
    let s = activate([{ op: 'arrest', count: 2, at: { area: 'grant-park-west' } }]);
    expect(options(s)).toEqual([unit('grant-park-west', 'm1'), unit('grant-park-west', 'm2'), unit('grant-park-west', 'ag')]);
    s = act(s, unitKind('m2'), unitKind('ag'));
    expect(s.areas['cook-county-jail']!.u).toMatchObject({ m2: 1, ag: 1 });
    s = activate([{ op: 'injure', count: 1, at: { area: 'michigan-avenue' } }]);
    expect(game.toMove(s)).toBe('demonstrators');
    s = act(s, unitKind('p1'));
    expect(s.police.injured.p1).toBe(1);
  });
  it('heal, release, minusCapital', () => {
    expect(activate([{ op: 'heal', count: 1 }], (d) => (d.police.injured.p1 = 1)).police.injured.p1).toBe(0);
    let s = activate([{ op: 'release', count: 1 }], (d) => (d.areas['cook-county-jail']!.u.m1 = 1));
    s = act(s, moveTo('m1', 'washington-park'));
    expect(s.areas['washington-park']!.u.m1).toBe(1);
    expect(activate([{ op: 'minusCapital', at: { area: 'hilton-hotel' } }]).areas['hilton-hotel']!.minus).toBe(1);
  });
  it('barricade next to Demonstrators; removeBarrier', () => {
    let s = activate([{ op: 'barricade', count: 1 }], (d) => {
      clearMap(d);
      put(d, 'lincoln-park', { m1: 1 });
    });
    expect(options(s)).toEqual([path('lincoln-north'), path('lincoln-oldtown'), done]);
    s = act(s, path('lincoln-north'));
    expect(s.paths['lincoln-north']!.barricade).toBe(true);
    s = act(activate([{ op: 'removeBarrier', kind: 'barricade', count: 1 }]), path('gpw-loop'));
    expect(s.paths['gpw-loop']!.barricade).toBe(false);
  });
  it('policeSupply, delegate, removeFlag, policeCard, smokeEm', () => {
    expect(activate([{ op: 'policeSupply', item: 'tearGas', count: 2 }]).police.gas).toBe(5);
    expect(activate([{ op: 'delegate', color: 'blue', count: 2 }]).delegates.bag.blue).toBe(10);
    expect(activate([{ op: 'removeFlag', at: { area: 'grant-park-west' } }]).areas['grant-park-west']!.flag).toBe(null);
    expect(activate([{ op: 'policeCard', card: 'rapid-deployment' }]).hands.police).toContain('rapid-deployment');
    expect(activate([{ op: 'smokeEm' }]).smokeEm).toBe(true);
  });
  it('policyDraw is a chance node into the splay; action resolves an Action Card', () => {
    const s = activate([{ op: 'policyDraw' }]);
    expect(pendingDraw(s)).toBe('policy');
    expect(act(s, draw('federal-grant')).policySplay.map((p) => p.card)).toContain('federal-grant');
    const m = activate([{ op: 'action', card: 'move' }]);
    expect(game.prompt(m)).toMatch(/MOVE/);
  });
});
