import { describe, expect, it } from 'vitest';
import { unitCensus } from '../../src/games/chicago-68/index.js';
import { act, area, currentTurn, draw, game, options, start } from './helpers.js';

describe('Setup', () => {
  const s = start();
  it('setup 1–5: round 1, Exposure on the star, 2+2 Delegates on the track, 8 blue and 4 red in the bag, Instability 3, bonus units', () => {
    expect(s.round).toBe(1);
    expect(s.exposure).toBe(0);
    expect(s.delegates.track).toEqual(['blue', 'blue', 'red', 'red']);
    expect(s.delegates.bag).toEqual({ blue: 8, red: 4, pink: 0 });
    expect(s.instability).toBe(3);
    expect(s.bonusUnits).toEqual({ p2: 1, m2: 1 });
    expect(Object.values(s.tiles).every((t) => t === null)).toBe(true);
  });
  it('setup 6: first game starts the splay with Unbirthday Party for LBJ', () => {
    expect(s.stSplay).toEqual(['unbirthday-party-for-lbj']);
    expect(s.stDeck).toHaveLength(46);
  });
  it('setup 6: otherwise the first card is a draw (chance node)', () => {
    const r = game.setup({ chance: 'manual' }, 1);
    expect(game.toMove(r)).toBe('chance');
    expect(game.chanceOutcomes(r)).toHaveLength(47);
  });
  it('setup 7: two Barricades and one Barbed Wire', () => {
    expect(s.paths['michigan-gpw']!.barricade && s.paths['gpw-loop']!.barricade).toBe(true);
    expect(s.paths['convention-south']!.wire).toBe(true);
  });
  it('setup 8: Lv2 Platoons in starred areas except Grant Park East, another in the Convention Hall, a Lv1 in Michigan Avenue, NG in Convention Hall and Hilton', () => {
    expect(s.areas['grant-park-east']!.u.p2).toBe(0);
    for (const n of ['old-town', 'lincoln-park', 'washington-park']) expect(s.areas[n]!.u.p2).toBe(1);
    expect(s.box.p2).toBe(0); // all 11 Lv2 Platoons are used (setup 5, 8, 9)
    expect(s.areas['convention-hall']!.ng).toBe(1);
    expect(s.areas['hilton-hotel']!.ng).toBe(1);
  });
  it('setup 9: the suggested setup places 2 TAC, 4 Lv1 and 3 Lv2', () => {
    expect(s.areas['michigan-avenue']!.u).toMatchObject({ tac: 1, p1: 3, p2: 2 });
    expect(s.areas['convention-hall']!.u).toMatchObject({ tac: 1, p1: 1, p2: 2 });
    expect(s.areas['lakefront-transit']!.u.p1).toBe(1);
  });
  it('setup 9: free placement is a decision, one unit at a time, never in a Park', () => {
    let r = game.setup({ chance: 'manual' }, 1);
    r = act(r, draw('festival-of-life'), draw('press-office'), draw('media-blackout'), draw('injunction'));
    expect(game.toMove(r)).toBe('establishment');
    const opts = options(r);
    expect(opts).not.toContainEqual(area('grant-park-west'));
    expect(opts).not.toContainEqual(area('cook-county-jail'));
    for (let i = 0; i < 9; i++) r = act(r, area('hilton-hotel'));
    expect(r.areas['hilton-hotel']!.u).toMatchObject({ tac: 2, p1: 4, p2: 4 });
    // 10: the Demonstrators choose any one Park
    expect(game.toMove(r)).toBe('demonstrators');
    expect(options(r)).toEqual([area('lincoln-park'), area('grant-park-west'), area('grant-park-east'), area('washington-park')]);
    r = act(r, area('lincoln-park'));
    expect(r.areas['lincoln-park']!.u).toMatchObject({ m1: 10, m2: 1, ag: 1 });
    expect(r.areas['lincoln-park']!.flag).toBe(3);
  });
  it('setup 10–12: the park and the Demonstrator supply', () => {
    expect(s.areas['grant-park-west']!.u).toMatchObject({ m1: 10, m2: 1, ag: 1 });
    expect(s.areas['grant-park-west']!.flag).toBe(3);
    expect(s.supply).toMatchObject({ m1: 12, m2: 5, ag: 4, barricades: 4, flags: [1, 1, 2] });
  });
  it('the census counts every component of the Components list', () => {
    expect(unitCensus(s)).toMatchObject({ smallRed: 28, mobeL2: 7, agitators: 5, policeL2: 11, tac: 2, rallyFlags: 4, nationalGuard: 3, barbedWire: 6, barricades: 6, tearGas: 6, minusCapital: 9 });
  });
  it('1.3 the Mayor takes the first turn', () => {
    expect(currentTurn(s)?.faction).toBe('mayor');
    expect(game.toMove(s)).toBe('establishment');
  });
});
