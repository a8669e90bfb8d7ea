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
    s = act(s, play('grease-palms'), { type: 'endTurn' });
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
    expect(areas.filter((a) => !joined.has(a.id)).map((a) => a.id)).toEqual(['cook-county-jail']);
  });

  it('2.3.2, 2.6, 2.6.1 strength: Lv1 1, Lv2 2, an Agitator 0; Agitators and TAC Forces do not count toward control', () => {
    const s = endRound(edit(start(), (d) => {
      clearMap(d);
      put(d, 'grant-park-west', { ag: 1 });
      put(d, 'old-town', { m2: 1, p1: 1 }); // 2 against 1: the Demonstrators control
      put(d, 'michigan-avenue', { p2: 1, m1: 1 }); // 2 against 1: the Establishment controls
      put(d, 'washington-park', { m1: 2, p2: 1 }); // 2 against 2: nobody
      put(d, 'hilton-hotel', { m1: 1, ag: 3, p1: 1 }); // Agitators add nothing: a tie
      put(d, 'convention-hall', { m1: 1, tac: 2 }); // TAC Forces add nothing: the Demonstrators control
    }));
    // 4.3 Meet the Press: Establishment 1 starred area, Demonstrators 2
    expect(s.exposure).toBe(-1);
  });

  it('2.5.1 components are limited: a Rally Flag of 3 with one Lv1 MOBE left in the supply flocks just that one', () => {
    const s = endRound(edit(start(), (d) => {
      clearMap(d);
      put(d, 'lincoln-park', { ag: 1 });
      d.areas['lincoln-park']!.flag = 3;
      d.supply.flags = [1, 1, 2];
      d.supply.m1 = 1;
    }));
    expect(s.areas['lincoln-park']!.u.m1).toBe(1);
    expect(s.supply.m1).toBe(0);
  });
});

describe('2.10 Movement restrictions', () => {
  it('2.10.1 one Barrier of each type per Path: DEPLOY BARBED WIRE skips a path with Barbed Wire, not one with a Barricade', () => {
    const s = act(turn('police', (d) => {
      clearMap(d);
      put(d, 'lincoln-park', { p1: 1 });
      d.police.wire = 2;
      d.paths['lincoln-north']!.wire = true;
      d.paths['lincoln-oldtown']!.barricade = true;
    }), play('deploy-barbed-wire'));
    expect(options(s)).toEqual([{ type: 'path', path: 'lincoln-oldtown' }, done]);
  });

  it('2.10.1 Demonstrators do not cross Barbed Wire; 2.10.2 nor move into a City Area with Tear Gas', () => {
    const march = (g: (d: State) => void) => options(act(turn('mobe', g), play('march'), area('grant-park-west')));
    expect(march(() => {})).toContainEqual(area('grant-park-east'));
    expect(march((d) => void (d.paths['gpw-gpe']!.wire = true))).not.toContainEqual(area('grant-park-east'));
    expect(march((d) => void (d.areas['grant-park-east']!.gas = true))).not.toContainEqual(area('grant-park-east'));
  });
});

describe('3 Conflict resolution', () => {
  it('3.1, 3.2 CLASH sets the MOBE of its area against one Platoon there: their strength must be greater', () => {
    const clash = (m1: number) => turn('mobe', (d) => {
      clearMap(d);
      put(d, 'grant-park-west', { ag: 1 });
      put(d, 'old-town', { p2: 1, m1 });
    });
    expect(isLegal(clash(2), play('clash'))).toBe(false);
    expect(options(act(clash(3), play('clash')))).toEqual([unit('old-town', 'p2')]);
  });

  it('3.2 a single TAC Force is victorious against any number of Demonstrator units', () => {
    const s = act(turn('police', (d) => {
      clearMap(d);
      put(d, 'grant-park-west', { ag: 1 });
      put(d, 'old-town', { tac: 1, m2: 5, m1: 4 });
    }), play('mass-arrest'), area('old-town'));
    expect(options(s)).toEqual(expect.arrayContaining([unit('old-town', 'm2'), unit('old-town', 'm1')]));
  });
});

describe('2.3 Units', () => {
  it('2.3.3 an injured Lv1 Platoon is not replaced; a Lv2 is not replaced when the Reserves are empty', () => {
    const s = act(turn('mobe', (d) => {
      put(d, 'old-town', { m1: 6 });
      d.police.reserves.p1 = 0;
    }), play('clash'), unit('old-town', 'p2'));
    expect(s.areas['old-town']!.u.p1 + s.areas['old-town']!.u.p2).toBe(0);
  });
  it('2.3.5 TAC Forces cannot be targeted by Demonstrator Conflict cards and do not count for control', () => {
    const s = turn('mobe', (d) => {
      clearMap(d);
      put(d, 'old-town', { m1: 5, tac: 2 });
    });
    expect(isLegal(s, play('clash'))).toBe(false);
  });
});

describe('2.4 Other tokens', () => {
  it('2.4.1 a Rally Flag is removed when no Demonstrator remains', () => {
    const s = act(turn('police', (d) => {
      clearMap(d);
      put(d, 'lincoln-park', { tac: 1, m1: 1 });
      d.areas['lincoln-park']!.flag = 2;
      d.supply.flags = [1, 1, 3];
    }), play('mass-arrest'), area('lincoln-park'), unitKind('m1'));
    expect(s.areas['lincoln-park']!.flag).toBe(null);
    expect(s.supply.flags).toEqual([1, 1, 2, 3]);
  });
  it('2.4.3, 2.6, 2.6.2 NG counts for control only with a Platoon; ties control nothing', () => {
    const s = endRound(edit(start(), (d) => {
      clearMap(d);
      put(d, 'grant-park-west', { ag: 1 });
      put(d, 'hilton-hotel', { m1: 1 }); // NG there, no Platoon: Demonstrators control
      put(d, 'convention-hall', { m1: 5, p1: 1 }); // 5 vs 1 + 4: a tie
      d.areas['hilton-hotel']!.ng = 1;
      d.areas['convention-hall']!.ng = 1;
    }));
    expect(s.exposure).toBe(-1);
  });
});

describe('2.7–2.9 Cards, splays and free actions', () => {
  it('2.7.5 Mob Chaos: Day or Night effect; only one per turn', () => {
    let s = turn('mobe', (d) => {
      put(d, 'old-town', { m1: 8 });
      d.tiles.action = 'demonstrators';
    });
    s = act(s, play('clash'), unit('old-town', 'p2'), draw('reporters-beaten'));
    expect(s.exposure).toBe(-2 - 2); // Old Town's red 2, then the Day effect
    s = act(s, play('clash'), unit('old-town', 'p1')); // the +1 ACTION bonus: a second card this turn
    expect(game.toMove(s)).toBe('demonstrators'); // no second Mob Chaos card this turn
    const night = act(edit(turn('mobe', (d) => put(d, 'old-town', { m1: 8 })), (d) => (d.round = 2)), play('clash'), unit('old-town', 'p2'), draw('reporters-beaten'));
    expect(night.exposure).toBe(-2 - 3);
  });
  it('2.8.1 the Policy splay holds six; a seventh draw replaces one or is discarded', () => {
    let s = edit(start(), (d) => {
      d.policySplay = ['A', 'B', 'C', 'D', 'E', 'F'].map((_, i) => ({ card: d.policyDeck[i]!, paid: 0 }));
      d.policyDeck = d.policyDeck.slice(6);
    });
    s = endRound(s); // the Clean Up draw finds the splay full: the Mayor replaces a card
    expect(s.round).toBe(2);
    expect(s.policySplay).toHaveLength(6);
    expect(s.policyDiscard).toHaveLength(1);
  });
  it('2.8.2 the Street Theater splay holds five, six with the +1 SPLAY tile', () => {
    const five = ['festival-of-life', 'nominate-a-pig', 'teach-in', 'guerrilla-theater', 'rock-concert'];
    let s = act(turn('yippies', (d) => (d.stSplay = five)), play('agitate'), done, draw('bail-fund'));
    expect(options(s)).toContainEqual(discardDrawn);
    s = act(turn('yippies', (d) => {
      d.stSplay = five;
      d.tiles.splay = 'demonstrators';
    }), play('agitate'), done, draw('bail-fund'));
    expect(s.stSplay).toHaveLength(6);
  });
  it('2.9.4, 2.7.4 Tactics: the card in the Current Tactics space is a once-per-round free action on a Police turn', () => {
    let s = turn('police', (d) => (d.tactic = 'show-of-force'));
    expect(isLegal(turn('mayor', (d) => (d.tactic = 'show-of-force')), { type: 'tactic' })).toBe(false);
    s = act(s, { type: 'tactic' });
    expect(s.exposure).toBe(1);
    expect(isLegal(s, { type: 'tactic' })).toBe(false);
  });
  it('2.9.5 removing a free Agitator discards a Counterrevolutionary (Yippie or MOBE turn)', () => {
    const s0 = turn('yippies', (d) => d.stSplay.push('counterrevolutionary-paranoia'));
    expect(isLegal(turn('police', (d) => d.stSplay.push('counterrevolutionary-paranoia')), { type: 'discardCounter', card: 'counterrevolutionary-paranoia', area: 'grant-park-west' })).toBe(false);
    const s = act(s0, { type: 'discardCounter', card: 'counterrevolutionary-paranoia', area: 'grant-park-west' });
    expect(s.stSplay).toEqual(['unbirthday-party-for-lbj']);
    expect(s.areas['grant-park-west']!.u.ag).toBe(0);
    expect(s.supply.ag).toBe(5);
  });
  it('2.9.6 Street Theater: the Agitator location requirement; either Grant Park area counts; effects happen there', () => {
    const s0 = turn('mobe');
    expect(isLegal(turn('police'), { type: 'streetTheater', card: 'unbirthday-party-for-lbj' })).toBe(false);
    const s = act(s0, { type: 'streetTheater', card: 'unbirthday-party-for-lbj' });
    expect(s.exposure).toBe(-2);
    expect(s.areas['grant-park-west']!.u.m1).toBe(12);
    expect(s.stDiscard).toEqual(['unbirthday-party-for-lbj']);
    expect(isLegal(turn('mobe', (d) => d.stSplay.push('whole-world-is-watching')), { type: 'streetTheater', card: 'whole-world-is-watching' })).toBe(false);
  });
});

describe('2.11 Instability', () => {
  it('2.11.1–2.11.2 capped at 13; past the top a Mob Chaos card at the end of the turn', () => {
    let s = act(turn('mobe', (d) => {
      d.instability = 13;
      d.levelsReached = [8, 10, 12];
      put(d, 'old-town', { m1: 3 });
    }), play('clash'), unit('old-town', 'p2'));
    expect(s.instability).toBe(13);
    expect(game.toMove(s)).toBe('demonstrators');
    s = act(s, { type: 'endTurn' });
    expect(pendingDraw(s)).toBe('mob');
  });
  it('2.11.3 Instability 2 lets the Establishment claim a tile, once per level; +5 EXP', () => {
    let s = act(turn('police', (d) => d.hands.police.push('draw-down')), play('draw-down'), area('michigan-avenue'), benefit('instability'));
    expect(options(s)).toEqual([tile('splay'), tile('action'), tile('unit'), tile('exp'), done]);
    s = act(s, tile('exp'));
    expect(s.exposure).toBe(5);
    expect(s.tiles.exp).toBe('establishment');
    expect(s.levelsReached).toEqual([2]);
  });
  it('2.11.4–2.11.5 Instability 8 lets the Demonstrators claim +2 UNIT: their Lv2 unit in any area, the other to the box', () => {
    let s = act(turn('mobe', (d) => {
      d.instability = 7;
      put(d, 'old-town', { m1: 3 });
    }), play('clash'), unit('old-town', 'p2'));
    expect(game.toMove(s)).toBe('demonstrators');
    s = act(s, tile('unit'), area('lincoln-park'));
    expect(s.areas['lincoln-park']!.u.m2).toBe(1);
    expect(s.box.p2).toBeGreaterThan(0);
    expect(s.bonusUnits).toEqual({ p2: 0, m2: 0 });
  });
  it('2.11.5 +1 ACTION belongs to the player who picked it: with 4 players, that faction only (6.2)', () => {
    let s = edit(start({ players: 4 }), (d) => {
      onTurn(d, 'mobe');
      put(d, 'old-town', { m1: 3 });
      d.instability = 7;
    });
    s = act(s, play('clash'), unit('old-town', 'p2'));
    expect(game.prompt(s)).toMatch(/^mobe: Instability 8/);
    s = act(s, tile('action'));
    expect(s.tiles.action).toBe('demonstrators');
    expect(isLegal(s, play('clash'))).toBe(true); // the MOBE may play a second card this turn
    const yippies = chicagoScenario(s).at('turn', 'yippies').cardPlayed().state;
    expect(game.legalActions(yippies).some((a) => a.type === 'play')).toBe(false);
  });
  it('2.11.5 +1 SPLAY for the Establishment draws a Policy into the bonus space', () => {
    const s = act(turn('police', (d) => d.hands.police.push('draw-down')), play('draw-down'), area('michigan-avenue'), benefit('instability'), tile('splay'));
    expect(pendingDraw(s)).toBe('policy');
    expect(act(s, draw('press-office')).policySplay).toHaveLength(4);
  });
});

describe('2.12 Exposure', () => {
  it('2.12.2 the Demonstrators past the leftmost space move a free Lv1 MOBE to the Delegate Bag', () => {
    const s = act(turn('mobe', (d) => (d.exposure = -9)), { type: 'streetTheater', card: 'unbirthday-party-for-lbj' }, area('grant-park-west'));
    expect(s.exposure).toBe(-10);
    expect(s.delegates.bag.red).toBe(5);
  });
  it('2.12.3 the Establishment past the rightmost space places a new Tactics card of its choice', () => {
    let s = act(turn('police', (d) => {
      d.exposure = 10;
      d.tactic = 'show-of-force';
      d.tacticsDeck = d.tacticsDeck.filter((c) => c !== 'show-of-force');
    }), { type: 'tactic' });
    expect(s.exposure).toBe(10);
    s = act(s, card('infiltrators'));
    expect(s.tactic).toBe('infiltrators');
    expect(s.tacticsDeck).toContain('show-of-force');
    expect(isLegal(s, { type: 'tactic' })).toBe(true); // the new card may be used this round
    // …but no Tactics card twice in one turn, so that overflow and Tactics cannot cycle (rulings.md)
    s = act(s, { type: 'tactic' });
    const back = edit(s, (d) => {
      d.tactic = 'show-of-force';
      d.tacticUsed = false;
    });
    expect(isLegal(back, { type: 'tactic' })).toBe(false);
  });
});

describe('2.5, 2.9.2, 3.2.1 more', () => {
  it('2.5.2 red Delegates added to the bag come from the MOBE supply', () => {
    const s = act(turn('mobe', (d) => {
      d.stSplay.push('delegates-walk-out');
      put(d, 'convention-hall', { ag: 1 });
      d.supply.m1 = 1;
    }), { type: 'streetTheater', card: 'delegates-walk-out' });
    expect(s.delegates.bag.red).toBe(5); // only one cube was left in the supply
    expect(s.supply.m1).toBe(0);
  });
  it('2.9.2 free actions may come before or after the card action', () => {
    let s = turn('mobe');
    s = act(s, play('speechify'), area('grant-park-west'));
    expect(game.legalActions(s)).toContainEqual({ type: 'streetTheater', card: 'unbirthday-party-for-lbj' });
    s = act(s, { type: 'streetTheater', card: 'unbirthday-party-for-lbj' });
    expect(s.exposure).toBe(-2);
    s = act(s, { type: 'endTurn' });
    expect(currentTurn(s)?.card).toBe(false); // the next turn (of the scenario's Leadership phase) began
  });
  it('3.2.1 a conflict in a Transit area gives 1 Exposure', () => {
    const s = act(turn('police', (d) => {
      clearMap(d);
      put(d, 'north-transit', { p2: 1, m1: 1 });
    }), play('mass-arrest'), area('north-transit'), unitKind('m1'));
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
