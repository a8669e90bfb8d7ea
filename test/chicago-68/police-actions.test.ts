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
      put(d, 'old-town', { p2: 1 });
      put(d, 'lincoln-park', { m1: 1, m2: 1, ag: 1 });
      put(d, 'north-transit', { m2: 1 });
      d.paths['oldtown-north']!.barricade = true;
    });
    s = act(s, play('advance'), unit('old-town', 'p2'));
    expect(options(s)).toEqual([area('lincoln-park')]);
    s = act(s, area('lincoln-park'));
    expect(options(s)).toEqual([unit('lincoln-park', 'm1'), unit('lincoln-park', 'ag')]); // strength lower than 2
    s = act(s, unitKind('m1'));
    expect(s.areas['lincoln-park']!.u).toMatchObject({ p2: 1, m1: 0 });
    expect(s.areas['cook-county-jail']!.u.m1).toBe(1);
    expect(s.exposure).toBe(1);
    expect(game.toMove(s)).toBe('establishment');
  });
  it('ADVANCE with a TAC Force arrests anyone and draws Mob Chaos (2.3.5)', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'old-town', { tac: 1 });
      put(d, 'lincoln-park', { m2: 1 });
    });
    s = act(s, play('advance'), unit('old-town', 'tac'), area('lincoln-park'), unitKind('m2'));
    expect(pendingDraw(s)).toBe('mob');
  });
  it('DEPLOY BARBED WIRE: from the Police Supply on paths next to Platoons', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'lincoln-park', { p1: 1 });
      d.police.wire = 1;
    });
    s = act(s, play('deploy-barbed-wire'));
    expect(options(s)).toEqual([path('lincoln-north'), path('lincoln-oldtown'), done]);
    s = act(s, path('lincoln-north'));
    expect(s.paths['lincoln-north']!.wire).toBe(true);
    expect(s.police.wire).toBe(0);
  });
  it('MASS ARREST: up to four Demonstrators of lower combined strength; Mob Chaos with more than five units', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'old-town', { p2: 2, m1: 6 });
    });
    s = act(s, play('mass-arrest'), area('old-town'), unitKind('m1'), unitKind('m1'), unitKind('m1'));
    expect(options(s)).toEqual([]); // 3 + 1 is not lower than 4
    expect(s.areas['cook-county-jail']!.u.m1).toBe(3);
    expect(s.exposure).toBe(2);
    expect(game.toMove(s)).toBe('establishment'); // 2 + 3 units: no Mob Chaos
    s = policeTurn((d) => {
      clearMap(d);
      put(d, 'old-town', { tac: 1, m2: 5 });
    });
    s = act(s, play('mass-arrest'), area('old-town'), unitKind('m2'), unitKind('m2'), unitKind('m2'), unitKind('m2'));
    expect(s.areas['cook-county-jail']!.u.m2).toBe(4);
    expect(pendingDraw(s)).toBe('mob');
  });
  it('MOVE: each unit moves once to an adjacent area; not across Barricades', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'old-town', { p1: 1, tac: 1 });
      d.paths['oldtown-north']!.barricade = true;
    });
    s = act(s, play('move'), unit('old-town', 'p1'));
    expect(options(s)).toEqual([area('lincoln-park')]);
    s = act(s, area('lincoln-park'));
    expect(options(s)).toEqual([unit('old-town', 'tac'), done]); // the moved Platoon may not move again
    s = act(s, done);
    expect(s.areas['lincoln-park']!.u.p1).toBe(1);
  });
  it('TEARGAS: a TAC Force with Demonstrators; they must leave (2.4.2, 2.10.2); Exposure, Mob Chaos, Instability +1', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      put(d, 'lincoln-park', { tac: 1, m1: 2 });
      d.paths['lincoln-north']!.wire = true;
    });
    s = act(s, play('teargas'), area('lincoln-park'));
    expect(game.toMove(s)).toBe('demonstrators');
    expect(options(s)).toEqual([move('m1', 'lincoln-park', 'old-town')]);
    s = act(s, moveTo('m1', 'old-town'), moveTo('m1', 'old-town'));
    expect(s.areas['lincoln-park']!.gas).toBe(true);
    expect(s.areas['old-town']!.u.m1).toBe(2);
    // no second area qualifies: the card resolves
    expect(pendingDraw(s)).toBe('mob');
    expect(s.exposure).toBe(1);
    // "then draw and resolve one Mob Chaos card … Increase Instability by 1"
    expect(s.instability).toBe(3);
    s = act(s, draw('curfew-sweep'));
    expect(s.exposure).toBe(2);
    expect(s.instability).toBe(4);
  });
  it("TEARGAS needs SMOKE 'EM without a TAC Force; units that cannot leave are removed (2.10.3)", () => {
    const base = policeTurn((d) => {
      clearMap(d);
      put(d, 'lincoln-park', { p1: 1, m1: 2 });
      d.paths['lincoln-north']!.wire = true;
      d.paths['lincoln-oldtown']!.wire = true;
    });
    expect(isLegal(base, play('teargas'))).toBe(false);
    const s = act(edit(base, (d) => (d.smokeEm = true)), play('teargas'), area('lincoln-park'));
    expect(s.areas['lincoln-park']!.u.m1).toBe(0);
    expect(s.supply.m1).toBe(base.supply.m1 + 2);
  });
  it("SMOKE 'EM is active only while its Policy is in the splay (Glossary: Active)", () => {
    let s = edit(start(), (d) => {
      clearMap(d);
      onTurn(d, 'mayor');
      put(d, 'lincoln-park', { p1: 1, m1: 2 });
      d.capital = 2;
    });
    s = act(s, play('mandate'), card('smoke-em'));
    const police = (x: State) => chicagoScenario(x).at('turn', 'police').state;
    expect(isLegal(police(s), play('teargas'))).toBe(true);
    // a full splay: a new Policy replaces SMOKE 'EM
    s = edit(s, (d) => {
      d.policySplay = [...d.policySplay, ...d.policyDeck.filter((p) => !d.policySplay.some((x) => x.card === p)).slice(0, 6 - d.policySplay.length).map((card) => ({ card, paid: 0 }))];
      d.policyDeck = d.policyDeck.filter((p) => !d.policySplay.some((x) => x.card === p));
    });
    s = chicagoScenario(s).draw('policy').state;
    s = act(s, draw(s.policyDeck[0]!), card('smoke-em'));
    expect(s.policySplay.some((p) => p.card === 'smoke-em')).toBe(false);
    expect(isLegal(police(s), play('teargas'))).toBe(false);
  });
  it('Police Conflict cards can be discarded to remove a Barricade next to a Police unit (2.9.3)', () => {
    const s = act(policeTurn(), { type: 'removeBarrier', card: 'advance', path: 'michigan-gpw' });
    expect(s.paths['michigan-gpw']!.barricade).toBe(false);
    expect(s.supply.barricades).toBe(5);
    expect(isLegal(s, play('advance'))).toBe(false);
  });
});

describe('Appendix 4: Additional Police Actions', () => {
  it('DRAW DOWN: a Lv1 Platoon to the Reserves; Instability −1 or 2 Exposure', () => {
    let s = policeTurn((d) => d.hands.police.push('draw-down'));
    s = act(s, play('draw-down'), area('michigan-avenue'), benefit('instability'));
    expect(s.instability).toBe(2);
    expect(s.areas['michigan-avenue']!.u.p1).toBe(2);
    s = act(policeTurn((d) => d.hands.police.push('draw-down')), play('draw-down'), area('michigan-avenue'), benefit('exposure'));
    expect(s.exposure).toBe(2);
  });
  it('FLAMETHROWERS: a Demonstrator with a National Guard is removed permanently; lose 2 Exposure', () => {
    const s = act(policeTurn((d) => {
      d.hands.police.push('flamethrowers');
      put(d, 'hilton-hotel', { m2: 1 });
    }), play('flamethrowers'), unit('hilton-hotel', 'm2'));
    expect(s.box.m2).toBe(1);
    expect(s.exposure).toBe(-2);
  });
  it('RAPID DEPLOYMENT: two Platoons into an adjacent uncontrolled area; Exposure if now controlled', () => {
    let s = policeTurn((d) => {
      clearMap(d);
      d.hands.police.push('rapid-deployment');
      put(d, 'old-town', { p1: 1, p2: 1 });
      put(d, 'lincoln-park', { m1: 2, p1: 2 });
    });
    s = act(s, play('rapid-deployment'));
    expect(options(s)).toContainEqual(area('lincoln-park'));
    s = act(s, area('lincoln-park'), unit('old-town', 'p2'), unit('old-town', 'p1'));
    expect(s.areas['lincoln-park']!.u).toMatchObject({ p1: 3, p2: 1 });
    expect(s.exposure).toBe(1);
  });
  void draw;
});
