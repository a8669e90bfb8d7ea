import { describe, expect, it } from 'vitest';
import { act, area, card, clearMap, currentTurn, done, draw, edit, escort, flag, game, hand, isLegal, onTurn, options, pendingDraw, put, start, unit, type State, play } from './helpers.js';


function yippieTurn(f: (d: State) => void = () => {}): State {
  return edit(start(), (d) => {
    onTurn(d, 'yippies');
    f(d);
  });
}
function mobeTurn(f: (d: State) => void = () => {}): State {
  return edit(start(), (d) => {
    onTurn(d, 'mobe');
    f(d);
  });
}

describe('Appendix 2: Yippie Actions', () => {
  it('AGITATE: replace a MOBE with an Agitator, then draw one card per Agitator (Jail included) into the splay (2.7.3 Street Theater deck)', () => {
    let s = yippieTurn((d) => put(d, 'Cook County Jail', { ag: 1 }));
    s = act(s, play('AGITATE'));
    expect(options(s)).toEqual([unit('Grant Park West', 'm1'), unit('Grant Park West', 'm2'), done]);
    s = act(s, unit('Grant Park West', 'm1'));
    expect(s.areas['Grant Park West']!.u).toMatchObject({ m1: 9, ag: 2 });
    // three Agitators on the board: three draws, each a chance node
    for (const c of ['Festival of Life', 'Nominate a Pig', 'Teach-In']) {
      expect(game.toMove(s)).toBe('chance');
      s = act(s, draw(c));
    }
    expect(s.stSplay).toEqual(['Unbirthday Party for LBJ', 'Festival of Life', 'Nominate a Pig', 'Teach-In']);
    expect(game.toMove(s)).toBe('demonstrators');
  });
  it('AGITATE into a full splay: replace a card or discard the new one; Counterrevolutionaries must be placed (2.8.2, 2.7.4 Counterrevolutionary cards)', () => {
    let s = yippieTurn((d) => (d.stSplay = ['Festival of Life', 'Nominate a Pig', 'Teach-In', 'Guerrilla Theater', 'Counterrevolutionary: Infighting']));
    s = act(s, play('AGITATE'), done, draw('Counterrevolutionary: Bad Press'));
    expect(options(s)).toEqual([card('Festival of Life'), card('Nominate a Pig'), card('Teach-In'), card('Guerrilla Theater')]);
    s = act(s, card('Teach-In'));
    expect(s.stSplay).toContain('Counterrevolutionary: Bad Press');
    expect(s.stDiscard).toContain('Teach-In');
  });
  it('LEAD: an Agitator moves up to two areas, picking up units; not across Barbed Wire or into Tear Gas', () => {
    let s = yippieTurn((d) => {
      d.paths['gpw-loop']!.barricade = false;
      d.paths['hilton-gpw']!.wire = true;
      d.areas['Michigan Avenue']!.gas = true;
    });
    s = act(s, play('LEAD'), area('Grant Park West'));
    expect(options(s)).toEqual(expect.arrayContaining([area('Grant Park East'), area('Loop Transit')]));
    expect(options(s)).toHaveLength(2);
    s = act(s, area('Loop Transit'), escort('m2'), escort('m1'), done);
    expect(s.areas['Loop Transit']!.u).toMatchObject({ ag: 1, m1: 1, m2: 1 });
    expect(options(s)).not.toContainEqual(area('Grant Park West')); // a further area, not back
    s = act(s, area('Convention Hall'), escort('m1'), done);
    expect(s.areas['Convention Hall']!.u).toMatchObject({ ag: 1, m1: 1 });
    expect(s.areas['Loop Transit']!.u).toMatchObject({ ag: 0, m2: 1 }); // dropped off
    expect(currentTurn(s)?.card).toBe(true);
  });
  it('RALLY: a flag in each controlled area without one, gaining the red Exposure', () => {
    let s = yippieTurn((d) => put(d, 'Lincoln Park', { m1: 3 })); // more than its Lv2 Platoon (setup 8)
    s = act(s, play('RALLY'));
    expect(options(s)).toEqual([flag('Lincoln Park', 1), flag('Lincoln Park', 2), done]);
    s = act(s, flag('Lincoln Park', 2));
    expect(s.areas['Lincoln Park']!.flag).toBe(2);
    expect(s.exposure).toBe(-2);
  });
});

describe('Appendix 2: MOBE Actions', () => {
  it('CLASH: injure a weaker Platoon; red Exposure; Instability +1; Mob Chaos with more than five units', () => {
    let s = mobeTurn((d) => put(d, 'Hilton Hotel', { m1: 4 }));
    expect(isLegal(s, play('CLASH'))).toBe(false); // NG +4: 2 + 4 is not lower than 4 (2.4.3)
    s = mobeTurn((d) => {
      put(d, 'Old Town', { m1: 3, m2: 1 });
    });
    s = act(s, play('CLASH'), unit('Old Town', 'p2'));
    expect(s.areas['Old Town']!.u.p2).toBe(0);
    expect(s.areas['Old Town']!.u.p1).toBe(1); // 2.3.3 replaced from the Reserves
    expect(s.police.injured.p2).toBe(1);
    expect(s.exposure).toBe(-2);
    expect(s.instability).toBe(4);
    expect(game.toMove(s)).toBe('demonstrators'); // 4 + 1 units: no Mob Chaos
    s = mobeTurn((d) => put(d, 'Old Town', { m1: 5 }));
    s = act(s, play('CLASH'), unit('Old Town', 'p2'));
    expect(pendingDraw(s)).toBe('mob');
  });
  it('CLASH: "lastly, raise Instability by 1" — after the Mob Chaos card is resolved', () => {
    let s = mobeTurn((d) => {
      put(d, 'Old Town', { m1: 5 });
      d.instability = 11;
    });
    s = act(s, play('CLASH'), unit('Old Town', 'p2'));
    expect(s.instability).toBe(11); // the Mob Chaos card comes first
    s = act(s, draw('Calm Returns')); // Day: Instability −2 → 9, reaching level 10 on the way…
    expect(s.instability).toBe(9);
    expect(game.prompt(s)).toMatch(/Instability 10/);
    s = act(s, done); // …then +1 → 10
    expect(s.instability).toBe(10);
    expect(s.levelsReached).toEqual([10]); // 12 is never reached
  });
  it('CLASH can be discarded to remove Barbed Wire next to Demonstrators (2.9.3)', () => {
    let s = mobeTurn((d) => (d.paths['gpw-gpe']!.wire = true));
    expect(isLegal(s, { type: 'removeBarrier', card: 'CLASH', path: 'gpw-gpe' })).toBe(true);
    s = act(s, { type: 'removeBarrier', card: 'CLASH', path: 'gpw-gpe' });
    expect(s.paths['gpw-gpe']!.wire).toBe(false);
    expect(s.hands.mobe.filter((c) => c === 'CLASH')).toHaveLength(1);
    expect(s.discards.mobe).toEqual(['CLASH']);
  });
  it('MARCH: move units, continuing through areas that already hold Demonstrators', () => {
    let s = mobeTurn((d) => put(d, 'Grant Park East', { m1: 1 }));
    s = act(s, play('MARCH'), area('Grant Park West'), area('Grant Park East'), escort('m1'), escort('m1'), done);
    expect(s.areas['Grant Park East']!.u.m1).toBe(3);
    expect(options(s)).toContainEqual(done); // Grant Park East already had Demonstrators
    s = act(s, area('Lakefront Transit'), escort('m1'), escort('m1'), escort('m1'), done);
    expect(s.areas['Lakefront Transit']!.u.m1).toBe(3);
    expect(currentTurn(s)?.card).toBe(true);
    expect(options(s)).toEqual([]); // Lakefront Transit was empty: the march ends
  });
  it('MARCH never re-enters an area it has passed through (the march cannot cycle)', () => {
    let s = mobeTurn((d) => put(d, 'Grant Park East', { m1: 1 }));
    s = act(s, play('MARCH'), area('Grant Park West'), area('Grant Park East'), escort('m1'), done);
    expect(options(s)).toContainEqual(done);
    expect(options(s)).not.toContainEqual(area('Grant Park West')); // still held Demonstrators, but already marched from
  });
  it('SPEECHIFY: Lv1 MOBEs at one Rally Flag equal to its value', () => {
    const s = act(mobeTurn(), play('SPEECHIFY'), area('Grant Park West'));
    expect(s.areas['Grant Park West']!.u.m1).toBe(13);
  });
});

describe('Appendix 4: STREET FIGHTING MAN', () => {
  it('Opportunity: two Agitators in Michigan Avenue add it to the MOBE hand (2.7.3)', () => {
    let s = mobeTurn((d) => {
      d.stSplay.push('STREET FIGHTING MAN');
      put(d, 'Michigan Avenue', { ag: 1 });
    });
    expect(isLegal(s, { type: 'streetTheater', card: 'STREET FIGHTING MAN' })).toBe(false);
    s = edit(s, (d) => put(d, 'Michigan Avenue', { ag: 1 }));
    s = act(s, { type: 'streetTheater', card: 'STREET FIGHTING MAN' });
    expect(s.hands.mobe).toContain('STREET FIGHTING MAN');
    expect(s.stSplay).not.toContain('STREET FIGHTING MAN');
    // "You may play this card on a later turn"
    s = edit(s, (d) => put(d, 'Michigan Avenue', { m2: 1 }));
    expect(isLegal(s, play('STREET FIGHTING MAN'))).toBe(false);
    expect(isLegal(edit(s, (d) => onTurn(d, 'mobe')), play('STREET FIGHTING MAN'))).toBe(true);
  });
  it('an Opportunity card that may join either hand asks which (2.7.3)', () => {
    let s = yippieTurn((d) => {
      d.stSplay.push('Yip-In');
      put(d, 'Grant Park East', { ag: 1 });
    });
    s = act(s, { type: 'streetTheater', card: 'Yip-In' });
    expect(options(s)).toEqual([hand('yippies'), hand('mobe')]);
    s = act(s, hand('mobe'));
    expect(s.hands.mobe.filter((c) => c === 'LEAD')).toHaveLength(1);
  });
  it('injures a Lv1 Platoon where a Lv2 MOBE is, gaining Exposure', () => {
    let s = mobeTurn((d) => {
      d.hands.mobe.push('STREET FIGHTING MAN');
      put(d, 'Michigan Avenue', { m2: 1 });
    });
    s = act(s, play('STREET FIGHTING MAN'), area('Michigan Avenue'));
    expect(s.areas['Michigan Avenue']!.u.p1).toBe(2);
    expect(s.police.injured.p1).toBe(1);
    expect(s.exposure).toBe(-3);
  });
  void clearMap;
});

describe('Street Theater effects that resolve an Action Card', () => {
  it('Snake Dance resolves a MARCH for the player who activated it (4 players)', () => {
    let s = edit(start({ players: 4 }), (d) => {
      onTurn(d, 'yippies');
      d.stSplay.push('Snake Dance');
    });
    s = act(s, { type: 'streetTheater', card: 'Snake Dance' });
    expect(game.toMove(s)).toBe('yippies');
    expect(game.prompt(s)).toMatch(/MARCH/);
    s = act(s, area('Grant Park West'), area('Grant Park East'), escort('m1'), done);
    expect(s.areas['Grant Park East']!.u.m1).toBe(1);
    expect(s.discards.mobe).toEqual([]); // not played from a hand
  });
});
