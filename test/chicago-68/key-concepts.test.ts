import { describe, expect, it } from 'vitest';
import { act, area, benefit, card, clearMap, currentTurn, discardDrawn, done, draw, edit, endRound, game, isLegal, onTurn, options, pendingDraw, put, start, tile, unit, unitKind, type State, play } from './helpers.js';
import { chicagoScenario, referenceComponents } from '../../src/games/chicago-68/index.js';

const turn = (f: 'mayor' | 'police' | 'yippies' | 'mobe', g: (d: State) => void = () => {}) =>
  edit(start(), (d) => {
    onTurn(d, f);
    g(d);
  });

describe('2 Key concepts: sides, the map, strength and control, supplies', () => {
  it('2.1 the Yippies and the MOBE are the Demonstrators, the Mayor and the Police the Establishment', () => {
    expect(game.players({ players: 2 })).toEqual(['establishment', 'demonstrators']);
    let s = start();
    expect(currentTurn(s)?.faction).toBe('mayor');
    expect(game.toMove(s)).toBe('establishment');
    s = act(s, play('GREASE PALMS'), { type: 'endTurn' });
    expect(currentTurn(s)?.faction).toBe('yippies');
    expect(game.toMove(s)).toBe('demonstrators');
    s = act(s, { type: 'pass' }, { type: 'pass' });
    expect(currentTurn(s)?.faction).toBe('mobe');
    expect(game.toMove(s)).toBe('demonstrators');
    s = act(s, { type: 'pass' });
    expect(currentTurn(s)?.faction).toBe('police');
    expect(game.toMove(s)).toBe('establishment');
  });

  it('2.2.1 City Areas are joined by Paths: every area has one but Cook County Jail, which units reach only by arrest', () => {
    const { areas, paths } = referenceComponents;
    const joined = new Set(paths.flatMap((p) => [p.a, p.b]));
    expect(areas.filter((a) => !joined.has(a.name)).map((a) => a.name)).toEqual(['Cook County Jail']);
  });

  it('2.3.2, 2.6, 2.6.1 strength: Lv1 1, Lv2 2, an Agitator 0; Agitators and TAC Forces do not count toward control', () => {
    const s = endRound(edit(start(), (d) => {
      clearMap(d);
      put(d, 'Grant Park West', { ag: 1 });
      put(d, 'Old Town', { m2: 1, p1: 1 }); // 2 against 1: the Demonstrators control
      put(d, 'Michigan Avenue', { p2: 1, m1: 1 }); // 2 against 1: the Establishment controls
      put(d, 'Washington Park', { m1: 2, p2: 1 }); // 2 against 2: nobody
      put(d, 'Hilton Hotel', { m1: 1, ag: 3, p1: 1 }); // Agitators add nothing: a tie
      put(d, 'Convention Hall', { m1: 1, tac: 2 }); // TAC Forces add nothing: the Demonstrators control
    }));
    // 4.3 Meet the Press: Establishment 1 starred area, Demonstrators 2
    expect(s.exposure).toBe(-1);
  });

  it('2.5.1 components are limited: a Rally Flag of 3 with one Lv1 MOBE left in the supply flocks just that one', () => {
    const s = endRound(edit(start(), (d) => {
      clearMap(d);
      put(d, 'Lincoln Park', { ag: 1 });
      d.areas['Lincoln Park']!.flag = 3;
      d.supply.flags = [1, 1, 2];
      d.supply.m1 = 1;
    }));
    expect(s.areas['Lincoln Park']!.u.m1).toBe(1);
    expect(s.supply.m1).toBe(0);
  });
});

describe('2.10 Movement restrictions', () => {
  it('2.10.1 one Barrier of each type per Path: DEPLOY BARBED WIRE skips a path with Barbed Wire, not one with a Barricade', () => {
    const s = act(turn('police', (d) => {
      clearMap(d);
      put(d, 'Lincoln Park', { p1: 1 });
      d.police.wire = 2;
      d.paths['lincoln-north']!.wire = true;
      d.paths['lincoln-oldtown']!.barricade = true;
    }), play('DEPLOY BARBED WIRE'));
    expect(options(s)).toEqual([{ type: 'path', path: 'lincoln-oldtown' }, done]);
  });

  it('2.10.1 Demonstrators do not cross Barbed Wire; 2.10.2 nor move into a City Area with Tear Gas', () => {
    const march = (g: (d: State) => void) => options(act(turn('mobe', g), play('MARCH'), area('Grant Park West')));
    expect(march(() => {})).toContainEqual(area('Grant Park East'));
    expect(march((d) => void (d.paths['gpw-gpe']!.wire = true))).not.toContainEqual(area('Grant Park East'));
    expect(march((d) => void (d.areas['Grant Park East']!.gas = true))).not.toContainEqual(area('Grant Park East'));
  });
});

describe('3 Conflict resolution', () => {
  it('3.1, 3.2 CLASH sets the MOBE of its area against one Platoon there: their strength must be greater', () => {
    const clash = (m1: number) => turn('mobe', (d) => {
      clearMap(d);
      put(d, 'Grant Park West', { ag: 1 });
      put(d, 'Old Town', { p2: 1, m1 });
    });
    expect(isLegal(clash(2), play('CLASH'))).toBe(false);
    expect(options(act(clash(3), play('CLASH')))).toEqual([unit('Old Town', 'p2')]);
  });

  it('3.2 a single TAC Force is victorious against any number of Demonstrator units', () => {
    const s = act(turn('police', (d) => {
      clearMap(d);
      put(d, 'Grant Park West', { ag: 1 });
      put(d, 'Old Town', { tac: 1, m2: 5, m1: 4 });
    }), play('MASS ARREST'), area('Old Town'));
    expect(options(s)).toEqual(expect.arrayContaining([unit('Old Town', 'm2'), unit('Old Town', 'm1')]));
  });
});

describe('2.3 Units', () => {
  it('2.3.3 an injured Lv1 Platoon is not replaced; a Lv2 is not replaced when the Reserves are empty', () => {
    const s = act(turn('mobe', (d) => {
      put(d, 'Old Town', { m1: 6 });
      d.police.reserves.p1 = 0;
    }), play('CLASH'), unit('Old Town', 'p2'));
    expect(s.areas['Old Town']!.u.p1 + s.areas['Old Town']!.u.p2).toBe(0);
  });
  it('2.3.5 TAC Forces cannot be targeted by Demonstrator Conflict cards and do not count for control', () => {
    const s = turn('mobe', (d) => {
      clearMap(d);
      put(d, 'Old Town', { m1: 5, tac: 2 });
    });
    expect(isLegal(s, play('CLASH'))).toBe(false);
  });
});

describe('2.4 Other tokens', () => {
  it('2.4.1 a Rally Flag is removed when no Demonstrator remains', () => {
    const s = act(turn('police', (d) => {
      clearMap(d);
      put(d, 'Lincoln Park', { tac: 1, m1: 1 });
      d.areas['Lincoln Park']!.flag = 2;
      d.supply.flags = [1, 1, 3];
    }), play('MASS ARREST'), area('Lincoln Park'), unitKind('m1'));
    expect(s.areas['Lincoln Park']!.flag).toBe(null);
    expect(s.supply.flags).toEqual([1, 1, 2, 3]);
  });
  it('2.4.3, 2.6, 2.6.2 NG counts for control only with a Platoon; ties control nothing', () => {
    const s = endRound(edit(start(), (d) => {
      clearMap(d);
      put(d, 'Grant Park West', { ag: 1 });
      put(d, 'Hilton Hotel', { m1: 1 }); // NG there, no Platoon: Demonstrators control
      put(d, 'Convention Hall', { m1: 5, p1: 1 }); // 5 vs 1 + 4: a tie
      d.areas['Hilton Hotel']!.ng = 1;
      d.areas['Convention Hall']!.ng = 1;
    }));
    expect(s.exposure).toBe(-1);
  });
});

describe('2.7–2.9 Cards, splays and free actions', () => {
  it('2.7.5 Mob Chaos: Day or Night effect; only one per turn', () => {
    let s = turn('mobe', (d) => {
      put(d, 'Old Town', { m1: 8 });
      d.tiles.action = 'demonstrators';
    });
    s = act(s, play('CLASH'), unit('Old Town', 'p2'), draw('Reporters Beaten'));
    expect(s.exposure).toBe(-2 - 2); // Old Town's red 2, then the Day effect
    s = act(s, play('CLASH'), unit('Old Town', 'p1')); // the +1 ACTION bonus: a second card this turn
    expect(game.toMove(s)).toBe('demonstrators'); // no second Mob Chaos card this turn
    const night = act(edit(turn('mobe', (d) => put(d, 'Old Town', { m1: 8 })), (d) => (d.round = 2)), play('CLASH'), unit('Old Town', 'p2'), draw('Reporters Beaten'));
    expect(night.exposure).toBe(-2 - 3);
  });
  it('2.8.1 the Policy splay holds six; a seventh draw replaces one or is discarded', () => {
    let s = edit(start(), (d) => {
      d.policySplay = ['A', 'B', 'C', 'D', 'E', 'F'].map((_, i) => ({ name: d.policyDeck[i]!, paid: 0 }));
      d.policyDeck = d.policyDeck.slice(6);
    });
    s = endRound(s); // the Clean Up draw finds the splay full: the Mayor replaces a card
    expect(s.round).toBe(2);
    expect(s.policySplay).toHaveLength(6);
    expect(s.policyDiscard).toHaveLength(1);
  });
  it('2.8.2 the Street Theater splay holds five, six with the +1 SPLAY tile', () => {
    const five = ['Festival of Life', 'Nominate a Pig', 'Teach-In', 'Guerrilla Theater', 'Rock Concert'];
    let s = act(turn('yippies', (d) => (d.stSplay = five)), play('AGITATE'), done, draw('Bail Fund'));
    expect(options(s)).toContainEqual(discardDrawn);
    s = act(turn('yippies', (d) => {
      d.stSplay = five;
      d.tiles.splay = 'demonstrators';
    }), play('AGITATE'), done, draw('Bail Fund'));
    expect(s.stSplay).toHaveLength(6);
  });
  it('2.9.4, 2.7.4 Tactics: the card in the Current Tactics space is a once-per-round free action on a Police turn', () => {
    let s = turn('police', (d) => (d.tactic = 'SHOW OF FORCE'));
    expect(isLegal(turn('mayor', (d) => (d.tactic = 'SHOW OF FORCE')), { type: 'tactic' })).toBe(false);
    s = act(s, { type: 'tactic' });
    expect(s.exposure).toBe(1);
    expect(isLegal(s, { type: 'tactic' })).toBe(false);
  });
  it('2.9.5 removing a free Agitator discards a Counterrevolutionary (Yippie or MOBE turn)', () => {
    const s0 = turn('yippies', (d) => d.stSplay.push('Counterrevolutionary: Paranoia'));
    expect(isLegal(turn('police', (d) => d.stSplay.push('Counterrevolutionary: Paranoia')), { type: 'discardCounter', card: 'Counterrevolutionary: Paranoia', area: 'Grant Park West' })).toBe(false);
    const s = act(s0, { type: 'discardCounter', card: 'Counterrevolutionary: Paranoia', area: 'Grant Park West' });
    expect(s.stSplay).toEqual(['Unbirthday Party for LBJ']);
    expect(s.areas['Grant Park West']!.u.ag).toBe(0);
    expect(s.supply.ag).toBe(5);
  });
  it('2.9.6 Street Theater: the Agitator location requirement; either Grant Park area counts; effects happen there', () => {
    const s0 = turn('mobe');
    expect(isLegal(turn('police'), { type: 'streetTheater', card: 'Unbirthday Party for LBJ' })).toBe(false);
    const s = act(s0, { type: 'streetTheater', card: 'Unbirthday Party for LBJ' });
    expect(s.exposure).toBe(-2);
    expect(s.areas['Grant Park West']!.u.m1).toBe(12);
    expect(s.stDiscard).toEqual(['Unbirthday Party for LBJ']);
    expect(isLegal(turn('mobe', (d) => d.stSplay.push('Whole World Is Watching')), { type: 'streetTheater', card: 'Whole World Is Watching' })).toBe(false);
  });
});

describe('2.11 Instability', () => {
  it('2.11.1–2.11.2 capped at 13; past the top a Mob Chaos card at the end of the turn', () => {
    let s = act(turn('mobe', (d) => {
      d.instability = 13;
      d.levelsReached = [8, 10, 12];
      put(d, 'Old Town', { m1: 3 });
    }), play('CLASH'), unit('Old Town', 'p2'));
    expect(s.instability).toBe(13);
    expect(game.toMove(s)).toBe('demonstrators');
    s = act(s, { type: 'endTurn' });
    expect(pendingDraw(s)).toBe('mob');
  });
  it('2.11.3 Instability 2 lets the Establishment claim a tile, once per level; +5 EXP', () => {
    let s = act(turn('police', (d) => d.hands.police.push('DRAW DOWN')), play('DRAW DOWN'), area('Michigan Avenue'), benefit('instability'));
    expect(options(s)).toEqual([tile('splay'), tile('action'), tile('unit'), tile('exp'), done]);
    s = act(s, tile('exp'));
    expect(s.exposure).toBe(5);
    expect(s.tiles.exp).toBe('establishment');
    expect(s.levelsReached).toEqual([2]);
  });
  it('2.11.4–2.11.5 Instability 8 lets the Demonstrators claim +2 UNIT: their Lv2 unit in any area, the other to the box', () => {
    let s = act(turn('mobe', (d) => {
      d.instability = 7;
      put(d, 'Old Town', { m1: 3 });
    }), play('CLASH'), unit('Old Town', 'p2'));
    expect(game.toMove(s)).toBe('demonstrators');
    s = act(s, tile('unit'), area('Lincoln Park'));
    expect(s.areas['Lincoln Park']!.u.m2).toBe(1);
    expect(s.box.p2).toBeGreaterThan(0);
    expect(s.bonusUnits).toEqual({ p2: 0, m2: 0 });
  });
  it('2.11.5 +1 ACTION belongs to the player who picked it: with 4 players, that faction only (6.2)', () => {
    let s = edit(start({ players: 4 }), (d) => {
      onTurn(d, 'mobe');
      put(d, 'Old Town', { m1: 3 });
      d.instability = 7;
    });
    s = act(s, play('CLASH'), unit('Old Town', 'p2'));
    expect(game.prompt(s)).toMatch(/^mobe: Instability 8/);
    s = act(s, tile('action'));
    expect(s.tiles.action).toBe('demonstrators');
    expect(isLegal(s, play('CLASH'))).toBe(true); // the MOBE may play a second card this turn
    const yippies = chicagoScenario(s).at('turn', 'yippies').cardPlayed().state;
    expect(game.legalActions(yippies).some((a) => a.type === 'play')).toBe(false);
  });
  it('2.11.5 +1 SPLAY for the Establishment draws a Policy into the bonus space', () => {
    const s = act(turn('police', (d) => d.hands.police.push('DRAW DOWN')), play('DRAW DOWN'), area('Michigan Avenue'), benefit('instability'), tile('splay'));
    expect(pendingDraw(s)).toBe('policy');
    expect(act(s, draw('PRESS OFFICE')).policySplay).toHaveLength(4);
  });
});

describe('2.12 Exposure', () => {
  it('2.12.2 the Demonstrators past the leftmost space move a free Lv1 MOBE to the Delegate Bag', () => {
    const s = act(turn('mobe', (d) => (d.exposure = -9)), { type: 'streetTheater', card: 'Unbirthday Party for LBJ' }, area('Grant Park West'));
    expect(s.exposure).toBe(-10);
    expect(s.delegates.bag.red).toBe(5);
  });
  it('2.12.3 the Establishment past the rightmost space places a new Tactics card of its choice', () => {
    let s = act(turn('police', (d) => {
      d.exposure = 10;
      d.tactic = 'SHOW OF FORCE';
      d.tacticsDeck = d.tacticsDeck.filter((c) => c !== 'SHOW OF FORCE');
    }), { type: 'tactic' });
    expect(s.exposure).toBe(10);
    s = act(s, card('INFILTRATORS'));
    expect(s.tactic).toBe('INFILTRATORS');
    expect(s.tacticsDeck).toContain('SHOW OF FORCE');
    expect(isLegal(s, { type: 'tactic' })).toBe(true); // the new card may be used this round
    // …but no Tactics card twice in one turn, so that overflow and Tactics cannot cycle (rulings.md)
    s = act(s, { type: 'tactic' });
    const back = edit(s, (d) => {
      d.tactic = 'SHOW OF FORCE';
      d.tacticUsed = false;
    });
    expect(isLegal(back, { type: 'tactic' })).toBe(false);
  });
});

describe('2.5, 2.9.2, 3.2.1 more', () => {
  it('2.5.2 red Delegates added to the bag come from the MOBE supply', () => {
    const s = act(turn('mobe', (d) => {
      d.stSplay.push('Delegates Walk Out');
      put(d, 'Convention Hall', { ag: 1 });
      d.supply.m1 = 1;
    }), { type: 'streetTheater', card: 'Delegates Walk Out' });
    expect(s.delegates.bag.red).toBe(5); // only one cube was left in the supply
    expect(s.supply.m1).toBe(0);
  });
  it('2.9.2 free actions may come before or after the card action', () => {
    let s = turn('mobe');
    s = act(s, play('SPEECHIFY'), area('Grant Park West'));
    expect(game.legalActions(s)).toContainEqual({ type: 'streetTheater', card: 'Unbirthday Party for LBJ' });
    s = act(s, { type: 'streetTheater', card: 'Unbirthday Party for LBJ' });
    expect(s.exposure).toBe(-2);
    s = act(s, { type: 'endTurn' });
    expect(currentTurn(s)?.card).toBe(false); // the next turn (of the scenario's Leadership phase) began
  });
  it('3.2.1 a conflict in a Transit area gives 1 Exposure', () => {
    const s = act(turn('police', (d) => {
      clearMap(d);
      put(d, 'North Transit', { p2: 1, m1: 1 });
    }), play('MASS ARREST'), area('North Transit'), unitKind('m1'));
    expect(s.exposure).toBe(1);
  });
  it('1.1 five rounds, then the Final Nomination', () => {
    let s = start();
    for (let r = 1; r <= 5; r++) {
      expect(s.round).toBe(r);
      s = endRound(s);
    }
    expect(game.isTerminal(s)).toBe(true);
    expect(s.round).toBe(5);
  });
});
