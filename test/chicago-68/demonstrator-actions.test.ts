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
    let s = yippieTurn((d) => put(d, 'cook-county-jail', { ag: 1 }));
    s = act(s, play('agitate'));
    expect(options(s)).toEqual([unit('grant-park-west', 'm1'), unit('grant-park-west', 'm2'), done]);
    s = act(s, unit('grant-park-west', 'm1'));
    expect(s.areas['grant-park-west']!.u).toMatchObject({ m1: 9, ag: 2 });
    // three Agitators on the board: three draws, each a chance node
    for (const c of ['festival-of-life', 'nominate-a-pig', 'teach-in']) {
      expect(game.toMove(s)).toBe('chance');
      s = act(s, draw(c));
    }
    expect(s.stSplay).toEqual(['unbirthday-party-for-lbj', 'festival-of-life', 'nominate-a-pig', 'teach-in']);
    expect(game.toMove(s)).toBe('demonstrators');
  });
  it('AGITATE into a full splay: replace a card or discard the new one; Counterrevolutionaries must be placed (2.8.2, 2.7.4 Counterrevolutionary cards)', () => {
    let s = yippieTurn((d) => (d.stSplay = ['festival-of-life', 'nominate-a-pig', 'teach-in', 'guerrilla-theater', 'counterrevolutionary-infighting']));
    s = act(s, play('agitate'), done, draw('counterrevolutionary-bad-press'));
    expect(options(s)).toEqual([card('festival-of-life'), card('nominate-a-pig'), card('teach-in'), card('guerrilla-theater')]);
    s = act(s, card('teach-in'));
    expect(s.stSplay).toContain('counterrevolutionary-bad-press');
    expect(s.stDiscard).toContain('teach-in');
  });
  it('LEAD: an Agitator moves up to two areas, picking up units; not across Barbed Wire or into Tear Gas', () => {
    let s = yippieTurn((d) => {
      d.paths['gpw-loop']!.barricade = false;
      d.paths['hilton-gpw']!.wire = true;
      d.areas['michigan-avenue']!.gas = true;
    });
    s = act(s, play('lead'), area('grant-park-west'));
    expect(options(s)).toEqual(expect.arrayContaining([area('grant-park-east'), area('loop-transit')]));
    expect(options(s)).toHaveLength(2);
    s = act(s, area('loop-transit'), escort('m2'), escort('m1'), done);
    expect(s.areas['loop-transit']!.u).toMatchObject({ ag: 1, m1: 1, m2: 1 });
    expect(options(s)).not.toContainEqual(area('grant-park-west')); // a further area, not back
    s = act(s, area('convention-hall'), escort('m1'), done);
    expect(s.areas['convention-hall']!.u).toMatchObject({ ag: 1, m1: 1 });
    expect(s.areas['loop-transit']!.u).toMatchObject({ ag: 0, m2: 1 }); // dropped off
    expect(currentTurn(s)?.card).toBe(true);
  });
  it('RALLY: a flag in each controlled area without one, gaining the red Exposure', () => {
    let s = yippieTurn((d) => put(d, 'lincoln-park', { m1: 3 })); // more than its Lv2 Platoon (setup 8)
    s = act(s, play('rally'));
    expect(options(s)).toEqual([flag('lincoln-park', 1), flag('lincoln-park', 2), done]);
    s = act(s, flag('lincoln-park', 2));
    expect(s.areas['lincoln-park']!.flag).toBe(2);
    expect(s.exposure).toBe(-2);
  });
});

describe('Appendix 2: MOBE Actions', () => {
  it('CLASH: injure a weaker Platoon; red Exposure; Instability +1; Mob Chaos with more than five units', () => {
    let s = mobeTurn((d) => put(d, 'hilton-hotel', { m1: 4 }));
    expect(isLegal(s, play('clash'))).toBe(false); // NG +4: 2 + 4 is not lower than 4 (2.4.3)
    s = mobeTurn((d) => {
      put(d, 'old-town', { m1: 3, m2: 1 });
    });
    s = act(s, play('clash'), unit('old-town', 'p2'));
    expect(s.areas['old-town']!.u.p2).toBe(0);
    expect(s.areas['old-town']!.u.p1).toBe(1); // 2.3.3 replaced from the Reserves
    expect(s.police.injured.p2).toBe(1);
    expect(s.exposure).toBe(-2);
    expect(s.instability).toBe(4);
    expect(game.toMove(s)).toBe('demonstrators'); // 4 + 1 units: no Mob Chaos
    s = mobeTurn((d) => put(d, 'old-town', { m1: 5 }));
    s = act(s, play('clash'), unit('old-town', 'p2'));
    expect(pendingDraw(s)).toBe('mob');
  });
  it('CLASH: "lastly, raise Instability by 1" — after the Mob Chaos card is resolved', () => {
    let s = mobeTurn((d) => {
      put(d, 'old-town', { m1: 5 });
      d.instability = 11;
    });
    s = act(s, play('clash'), unit('old-town', 'p2'));
    expect(s.instability).toBe(11); // the Mob Chaos card comes first
    s = act(s, draw('calm-returns')); // Day: Instability −2 → 9, reaching level 10 on the way…
    expect(s.instability).toBe(9);
    expect(game.prompt(s)).toMatch(/Instability 10/);
    s = act(s, done); // …then +1 → 10
    expect(s.instability).toBe(10);
    expect(s.levelsReached).toEqual([10]); // 12 is never reached
  });
  it('CLASH can be discarded to remove Barbed Wire next to Demonstrators (2.9.3)', () => {
    let s = mobeTurn((d) => (d.paths['gpw-gpe']!.wire = true));
    expect(isLegal(s, { type: 'removeBarrier', card: 'clash', path: 'gpw-gpe' })).toBe(true);
    s = act(s, { type: 'removeBarrier', card: 'clash', path: 'gpw-gpe' });
    expect(s.paths['gpw-gpe']!.wire).toBe(false);
    expect(s.hands.mobe.filter((c) => c === 'clash')).toHaveLength(1);
    expect(s.discards.mobe).toEqual(['clash']);
  });
  it('MARCH: move units, continuing through areas that already hold Demonstrators', () => {
    let s = mobeTurn((d) => put(d, 'grant-park-east', { m1: 1 }));
    s = act(s, play('march'), area('grant-park-west'), area('grant-park-east'), escort('m1'), escort('m1'), done);
    expect(s.areas['grant-park-east']!.u.m1).toBe(3);
    expect(options(s)).toContainEqual(done); // Grant Park East already had Demonstrators
    s = act(s, area('lakefront-transit'), escort('m1'), escort('m1'), escort('m1'), done);
    expect(s.areas['lakefront-transit']!.u.m1).toBe(3);
    expect(currentTurn(s)?.card).toBe(true);
    expect(options(s)).toEqual([]); // Lakefront Transit was empty: the march ends
  });
  it('MARCH never re-enters an area it has passed through (the march cannot cycle)', () => {
    let s = mobeTurn((d) => put(d, 'grant-park-east', { m1: 1 }));
    s = act(s, play('march'), area('grant-park-west'), area('grant-park-east'), escort('m1'), done);
    expect(options(s)).toContainEqual(done);
    expect(options(s)).not.toContainEqual(area('grant-park-west')); // still held Demonstrators, but already marched from
  });
  it('SPEECHIFY: Lv1 MOBEs at one Rally Flag equal to its value', () => {
    const s = act(mobeTurn(), play('speechify'), area('grant-park-west'));
    expect(s.areas['grant-park-west']!.u.m1).toBe(13);
  });
});

describe('Appendix 4: STREET FIGHTING MAN', () => {
  it('Opportunity: two Agitators in Michigan Avenue add it to the MOBE hand (2.7.3)', () => {
    let s = mobeTurn((d) => {
      d.stSplay.push('street-fighting-man');
      put(d, 'michigan-avenue', { ag: 1 });
    });
    expect(isLegal(s, { type: 'streetTheater', card: 'street-fighting-man' })).toBe(false);
    s = edit(s, (d) => put(d, 'michigan-avenue', { ag: 1 }));
    s = act(s, { type: 'streetTheater', card: 'street-fighting-man' });
    expect(s.hands.mobe).toContain('street-fighting-man');
    expect(s.stSplay).not.toContain('street-fighting-man');
    // "You may play this card on a later turn"
    s = edit(s, (d) => put(d, 'michigan-avenue', { m2: 1 }));
    expect(isLegal(s, play('street-fighting-man'))).toBe(false);
    expect(isLegal(edit(s, (d) => onTurn(d, 'mobe')), play('street-fighting-man'))).toBe(true);
  });
  it('an Opportunity card that may join either hand asks which (2.7.3)', () => {
    let s = yippieTurn((d) => {
      d.stSplay.push('yip-in');
      put(d, 'grant-park-east', { ag: 1 });
    });
    s = act(s, { type: 'streetTheater', card: 'yip-in' });
    expect(options(s)).toEqual([hand('yippies'), hand('mobe')]);
    s = act(s, hand('mobe'));
    expect(s.hands.mobe.filter((c) => c === 'lead')).toHaveLength(1);
  });
  it('injures a Lv1 Platoon where a Lv2 MOBE is, gaining Exposure', () => {
    let s = mobeTurn((d) => {
      d.hands.mobe.push('street-fighting-man');
      put(d, 'michigan-avenue', { m2: 1 });
    });
    s = act(s, play('street-fighting-man'), area('michigan-avenue'));
    expect(s.areas['michigan-avenue']!.u.p1).toBe(2);
    expect(s.police.injured.p1).toBe(1);
    expect(s.exposure).toBe(-3);
  });
  void clearMap;
});

describe('Street Theater effects that resolve an Action Card', () => {
  it('Snake Dance resolves a MARCH for the player who activated it (4 players)', () => {
    let s = edit(start({ players: 4 }), (d) => {
      onTurn(d, 'yippies');
      d.stSplay.push('snake-dance');
    });
    s = act(s, { type: 'streetTheater', card: 'snake-dance' });
    expect(game.toMove(s)).toBe('yippies');
    expect(game.prompt(s)).toMatch(/MARCH/);
    s = act(s, area('grant-park-west'), area('grant-park-east'), escort('m1'), done);
    expect(s.areas['grant-park-east']!.u.m1).toBe(1);
    expect(s.discards.mobe).toEqual([]); // not played from a hand
  });
});
