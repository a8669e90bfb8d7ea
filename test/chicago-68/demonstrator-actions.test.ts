import { describe, expect, it } from 'vitest';
import { act, clearMap, draw, edit, game, isLegal, onTurn, options, pick, put, start, type State } from './helpers.js';

const play = (card: string) => ({ type: 'play', card }) as const;

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
  it('AGITATE: replace a MOBE with an Agitator, then draw one card per Agitator (Jail included)', () => {
    let s = yippieTurn((d) => put(d, 'Cook County Jail', { ag: 1 }));
    s = act(s, play('AGITATE'));
    expect(options(s)).toEqual(['Grant Park West|m1', 'Grant Park West|m2', 'skip']);
    s = act(s, pick('Grant Park West|m1'));
    expect(s.areas['Grant Park West']!.u).toMatchObject({ m1: 9, ag: 2 });
    // three Agitators on the board: three draws, each a chance node
    for (const c of ['Festival of Life', 'Nominate a Pig', 'Teach-In']) {
      expect(game.toMove(s)).toBe('chance');
      s = act(s, draw(c));
    }
    expect(s.stSplay).toEqual(['Unbirthday Party for LBJ', 'Festival of Life', 'Nominate a Pig', 'Teach-In']);
    expect(game.toMove(s)).toBe('demonstrators');
  });
  it('AGITATE into a full splay: replace a card or discard the new one; Counterrevolutionaries must be placed (2.8.2)', () => {
    let s = yippieTurn((d) => (d.stSplay = ['Festival of Life', 'Nominate a Pig', 'Teach-In', 'Guerrilla Theater', 'Counterrevolutionary: Infighting']));
    s = act(s, play('AGITATE'), pick('skip'), draw('Counterrevolutionary: Bad Press'));
    expect(options(s)).toEqual(['replace:Festival of Life', 'replace:Nominate a Pig', 'replace:Teach-In', 'replace:Guerrilla Theater']);
    s = act(s, pick('replace:Teach-In'));
    expect(s.stSplay).toContain('Counterrevolutionary: Bad Press');
    expect(s.stDiscard).toContain('Teach-In');
  });
  it('LEAD: an Agitator moves up to two areas, picking up units; not across Barbed Wire or into Tear Gas', () => {
    let s = yippieTurn((d) => {
      d.paths['gpw-loop']!.barricade = false;
      d.paths['hilton-gpw']!.wire = true;
      d.areas['Michigan Avenue']!.gas = true;
    });
    s = act(s, play('LEAD'), pick('Grant Park West'));
    expect(options(s).sort()).toEqual(['Grant Park East', 'Loop Transit']);
    s = act(s, pick('Loop Transit'), pick('add:m2'), pick('add:m1'), pick('go'));
    expect(s.areas['Loop Transit']!.u).toMatchObject({ ag: 1, m1: 1, m2: 1 });
    expect(options(s)).not.toContain('Grant Park West'); // a further area, not back
    s = act(s, pick('Convention Hall'), pick('add:m1'), pick('go'));
    expect(s.areas['Convention Hall']!.u).toMatchObject({ ag: 1, m1: 1 });
    expect(s.areas['Loop Transit']!.u).toMatchObject({ ag: 0, m2: 1 }); // dropped off
    expect(s.turn?.card).toBe(true);
  });
  it('RALLY: a flag in each controlled area without one, gaining the red Exposure', () => {
    let s = yippieTurn((d) => put(d, 'Lincoln Park', { m1: 1 }));
    s = act(s, play('RALLY'));
    expect(options(s)).toEqual(['Lincoln Park|1', 'Lincoln Park|2', 'done']);
    s = act(s, pick('Lincoln Park|2'));
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
    s = act(s, play('CLASH'), pick('Old Town|p2'));
    expect(s.areas['Old Town']!.u.p2).toBe(0);
    expect(s.areas['Old Town']!.u.p1).toBe(1); // 2.3.3 replaced from the Reserves
    expect(s.police.injured.p2).toBe(1);
    expect(s.exposure).toBe(-2);
    expect(s.instability).toBe(4);
    expect(game.toMove(s)).toBe('demonstrators'); // 4 + 1 units: no Mob Chaos
    s = mobeTurn((d) => put(d, 'Old Town', { m1: 5 }));
    s = act(s, play('CLASH'), pick('Old Town|p2'));
    expect(s.draw?.deck).toBe('mob');
  });
  it('CLASH: "lastly, raise Instability by 1" — after the Mob Chaos card is resolved', () => {
    let s = mobeTurn((d) => {
      put(d, 'Old Town', { m1: 5 });
      d.instability = 11;
    });
    s = act(s, play('CLASH'), pick('Old Town|p2'));
    expect(s.instability).toBe(11); // the Mob Chaos card comes first
    s = act(s, draw('Calm Returns')); // Day: Instability −2 → 9, reaching level 10 on the way…
    expect(s.instability).toBe(9);
    expect(game.prompt(s)).toMatch(/Instability 10/);
    s = act(s, pick('decline')); // …then +1 → 10
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
    s = act(s, play('MARCH'), pick('Grant Park West'), pick('Grant Park East'), pick('add:m1'), pick('add:m1'), pick('go'));
    expect(s.areas['Grant Park East']!.u.m1).toBe(3);
    expect(options(s)).toContain('stop'); // Grant Park East already had Demonstrators
    s = act(s, pick('Lakefront Transit'), pick('add:m1'), pick('add:m1'), pick('add:m1'), pick('go'));
    expect(s.areas['Lakefront Transit']!.u.m1).toBe(3);
    expect(s.turn?.card).toBe(true);
    expect(options(s)).toEqual([]); // Lakefront Transit was empty: the march ends
  });
  it('MARCH never re-enters an area it has passed through (the march cannot cycle)', () => {
    let s = mobeTurn((d) => put(d, 'Grant Park East', { m1: 1 }));
    s = act(s, play('MARCH'), pick('Grant Park West'), pick('Grant Park East'), pick('add:m1'), pick('go'));
    expect(options(s)).toContain('stop');
    expect(options(s)).not.toContain('Grant Park West'); // still held Demonstrators, but already marched from
  });
  it('SPEECHIFY: Lv1 MOBEs at one Rally Flag equal to its value', () => {
    const s = act(mobeTurn(), play('SPEECHIFY'), pick('Grant Park West'));
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
    expect(options(s)).toEqual(['yippies', 'mobe']);
    s = act(s, pick('mobe'));
    expect(s.hands.mobe.filter((c) => c === 'LEAD')).toHaveLength(1);
  });
  it('injures a Lv1 Platoon where a Lv2 MOBE is, gaining Exposure', () => {
    let s = mobeTurn((d) => {
      d.hands.mobe.push('STREET FIGHTING MAN');
      put(d, 'Michigan Avenue', { m2: 1 });
    });
    s = act(s, play('STREET FIGHTING MAN'), pick('Michigan Avenue'));
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
    s = act(s, pick('Grant Park West'), pick('Grant Park East'), pick('add:m1'), pick('go'));
    expect(s.areas['Grant Park East']!.u.m1).toBe(1);
    expect(s.discards.mobe).toEqual([]); // not played from a hand
  });
});
