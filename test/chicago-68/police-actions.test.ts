import { describe, expect, it } from 'vitest';
import { act, area, benefit, card, clearMap, done, draw, edit, game, isLegal, move, moveTo, onTurn, options, path, pendingDraw, put, start, type State, unit, unitKind, play } from './helpers.js';
import { chicagoScenario } from '../../src/games/chicago-68/index.js';


function policeTurn(f: (d: State) => void = () => {}): State {
  return edit(start(), (d) => {
    onTurn(d, 'police');
    f(d);
  });
}

describe('Appendix 3: Police Actions', () => {
  it('ADVANCE: a Platoon moves and arrests a weaker Demonstrator (3.2) to Cook County Jail (2.3.4, 2.2.4 jail); the area\'s blue Exposure (2.2.4 Exposure Bonus); not across Barricades (2.10.1)', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'Old Town', { p2: 1 });
      put(d, 'Lincoln Park', { m1: 1, m2: 1, ag: 1 });
      put(d, 'North Transit', { m2: 1 });
      d.paths['oldtown-north']!.barricade = true;
    });
    s = act(s, play('ADVANCE'), unit('Old Town', 'p2'));
    expect(options(s)).toEqual([area('Lincoln Park')]);
    s = act(s, area('Lincoln Park'));
    expect(options(s)).toEqual([unit('Lincoln Park', 'm1'), unit('Lincoln Park', 'ag')]); // strength lower than 2
    s = act(s, unitKind('m1'));
    expect(s.areas['Lincoln Park']!.u).toMatchObject({ p2: 1, m1: 0 });
    expect(s.areas['Cook County Jail']!.u.m1).toBe(1);
    expect(s.exposure).toBe(1);
    expect(game.toMove(s)).toBe('establishment');
  });
  it('ADVANCE with a TAC Force arrests anyone and draws Mob Chaos (2.3.5)', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'Old Town', { tac: 1 });
      put(d, 'Lincoln Park', { m2: 1 });
    });
    s = act(s, play('ADVANCE'), unit('Old Town', 'tac'), area('Lincoln Park'), unitKind('m2'));
    expect(pendingDraw(s)).toBe('mob');
  });
  it('DEPLOY BARBED WIRE: from the Police Supply on paths next to Platoons', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'Lincoln Park', { p1: 1 });
      d.police.wire = 1;
    });
    s = act(s, play('DEPLOY BARBED WIRE'));
    expect(options(s)).toEqual([path('lincoln-north'), path('lincoln-oldtown'), done]);
    s = act(s, path('lincoln-north'));
    expect(s.paths['lincoln-north']!.wire).toBe(true);
    expect(s.police.wire).toBe(0);
  });
  it('MASS ARREST: up to four Demonstrators of lower combined strength; Mob Chaos with more than five units', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'Old Town', { p2: 2, m1: 6 });
    });
    s = act(s, play('MASS ARREST'), area('Old Town'), unitKind('m1'), unitKind('m1'), unitKind('m1'));
    expect(options(s)).toEqual([]); // 3 + 1 is not lower than 4
    expect(s.areas['Cook County Jail']!.u.m1).toBe(3);
    expect(s.exposure).toBe(2);
    expect(game.toMove(s)).toBe('establishment'); // 2 + 3 units: no Mob Chaos
    s = policeTurn((d) => {
      clearMap(d);
      put(d, 'Old Town', { tac: 1, m2: 5 });
    });
    s = act(s, play('MASS ARREST'), area('Old Town'), unitKind('m2'), unitKind('m2'), unitKind('m2'), unitKind('m2'));
    expect(s.areas['Cook County Jail']!.u.m2).toBe(4);
    expect(pendingDraw(s)).toBe('mob');
  });
  it('MOVE: each unit moves once to an adjacent area; not across Barricades', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'Old Town', { p1: 1, tac: 1 });
      d.paths['oldtown-north']!.barricade = true;
    });
    s = act(s, play('MOVE'), unit('Old Town', 'p1'));
    expect(options(s)).toEqual([area('Lincoln Park')]);
    s = act(s, area('Lincoln Park'));
    expect(options(s)).toEqual([unit('Old Town', 'tac'), done]); // the moved Platoon may not move again
    s = act(s, done);
    expect(s.areas['Lincoln Park']!.u.p1).toBe(1);
  });
  it('TEARGAS: a TAC Force with Demonstrators; they must leave (2.4.2, 2.10.2); Exposure, Mob Chaos, Instability +1', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'Lincoln Park', { tac: 1, m1: 2 });
      d.paths['lincoln-north']!.wire = true;
    });
    s = act(s, play('TEARGAS'), area('Lincoln Park'));
    expect(game.toMove(s)).toBe('demonstrators');
    expect(options(s)).toEqual([move('m1', 'Lincoln Park', 'Old Town')]);
    s = act(s, moveTo('m1', 'Old Town'), moveTo('m1', 'Old Town'));
    expect(s.areas['Lincoln Park']!.gas).toBe(true);
    expect(s.areas['Old Town']!.u.m1).toBe(2);
    // no second area qualifies: the card resolves
    expect(pendingDraw(s)).toBe('mob');
    expect(s.exposure).toBe(1);
    // "then draw and resolve one Mob Chaos card … Increase Instability by 1"
    expect(s.instability).toBe(3);
    s = act(s, draw('Curfew Sweep'));
    expect(s.exposure).toBe(2);
    expect(s.instability).toBe(4);
  });
  it("TEARGAS needs SMOKE 'EM without a TAC Force; units that cannot leave are removed (2.10.3)", () => {
    const base = policeTurn((d) => {
      clearMap(d);
      put(d, 'Lincoln Park', { p1: 1, m1: 2 });
      d.paths['lincoln-north']!.wire = true;
      d.paths['lincoln-oldtown']!.wire = true;
    });
    expect(isLegal(base, play('TEARGAS'))).toBe(false);
    const s = act(edit(base, (d) => (d.smokeEm = true)), play('TEARGAS'), area('Lincoln Park'));
    expect(s.areas['Lincoln Park']!.u.m1).toBe(0);
    expect(s.supply.m1).toBe(base.supply.m1 + 2);
  });
  it("SMOKE 'EM is active only while its Policy is in the splay (Glossary: Active)", () => {
    let s = edit(start(), (d) => {
      clearMap(d);
      onTurn(d, 'mayor');
      put(d, 'Lincoln Park', { p1: 1, m1: 2 });
      d.capital = 2;
    });
    s = act(s, play('MANDATE'), card("SMOKE 'EM"));
    const police = (x: State) => chicagoScenario(x).at('turn', 'police').state;
    expect(isLegal(police(s), play('TEARGAS'))).toBe(true);
    // a full splay: a new Policy replaces SMOKE 'EM
    s = edit(s, (d) => {
      d.policySplay = [...d.policySplay, ...d.policyDeck.filter((p) => !d.policySplay.some((x) => x.name === p)).slice(0, 6 - d.policySplay.length).map((name) => ({ name, paid: 0 }))];
      d.policyDeck = d.policyDeck.filter((p) => !d.policySplay.some((x) => x.name === p));
    });
    s = chicagoScenario(s).draw('policy').state;
    s = act(s, draw(s.policyDeck[0]!), card("SMOKE 'EM"));
    expect(s.policySplay.some((p) => p.name === "SMOKE 'EM")).toBe(false);
    expect(isLegal(police(s), play('TEARGAS'))).toBe(false);
  });
  it('Police Conflict cards can be discarded to remove a Barricade next to a Police unit (2.9.3)', () => {
    const s = act(policeTurn(), { type: 'removeBarrier', card: 'ADVANCE', path: 'michigan-gpw' });
    expect(s.paths['michigan-gpw']!.barricade).toBe(false);
    expect(s.supply.barricades).toBe(5);
    expect(isLegal(s, play('ADVANCE'))).toBe(false);
  });
});

describe('Appendix 4: Additional Police Actions', () => {
  it('DRAW DOWN: a Lv1 Platoon to the Reserves; Instability −1 or 2 Exposure', () => {
    let s = policeTurn((d) => d.hands.police.push('DRAW DOWN'));
    s = act(s, play('DRAW DOWN'), area('Michigan Avenue'), benefit('instability'));
    expect(s.instability).toBe(2);
    expect(s.areas['Michigan Avenue']!.u.p1).toBe(2);
    s = act(policeTurn((d) => d.hands.police.push('DRAW DOWN')), play('DRAW DOWN'), area('Michigan Avenue'), benefit('exposure'));
    expect(s.exposure).toBe(2);
  });
  it('FLAMETHROWERS: a Demonstrator with a National Guard is removed permanently; lose 2 Exposure', () => {
    const s = act(policeTurn((d) => {
      d.hands.police.push('FLAMETHROWERS');
      put(d, 'Hilton Hotel', { m2: 1 });
    }), play('FLAMETHROWERS'), unit('Hilton Hotel', 'm2'));
    expect(s.box.m2).toBe(1);
    expect(s.exposure).toBe(-2);
  });
  it('RAPID DEPLOYMENT: two Platoons into an adjacent uncontrolled area; Exposure if now controlled', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      d.hands.police.push('RAPID DEPLOYMENT');
      put(d, 'Old Town', { p1: 1, p2: 1 });
      put(d, 'Lincoln Park', { m1: 2, p1: 2 });
    });
    s = act(s, play('RAPID DEPLOYMENT'));
    expect(options(s)).toContainEqual(area('Lincoln Park'));
    s = act(s, area('Lincoln Park'), unit('Old Town', 'p2'), unit('Old Town', 'p1'));
    expect(s.areas['Lincoln Park']!.u).toMatchObject({ p1: 3, p2: 1 });
    expect(s.exposure).toBe(1);
  });
  void draw;
});
