import { describe, expect, it } from 'vitest';
import { chicagoScenario } from '../../src/games/chicago-68/index.js';
import { act, area, done, edit, escort, game, outcomes, solo, type State, unit, play } from './helpers.js';


/** A solo game with the Yippies or the MOBE on turn. */
const demoTurn = (f: 'yippies' | 'mobe', s: State = solo()) => chicagoScenario(s).at('turn', f);

describe('Solo & Co-op Rules: Active tokens', () => {
  it('LEAD: an Active token only in the final area moved into', () => {
    let s = demoTurn('yippies').state;
    s = act(s, play('lead'), area('grant-park-west'), area('grant-park-east'), escort('m1'), escort('m1'), done);
    s = act(s, area('lakefront-transit'), escort('m1'), done);
    expect(s.areas['grant-park-east']!.u.m1).toBe(1);
    expect(s.machine!.active).toEqual({ 'grant-park-west': 1, 'lakefront-transit': 1 });
    expect(s.machine!.activeSupply).toBe(6);
  });
  it('Action cards: an Active token in every area affected (CLASH)', () => {
    let s = demoTurn('mobe').units('grant-park-west', { p1: 1 }).state;
    s = act(s, play('clash'), unit('grant-park-west', 'p1'));
    expect(s.machine!.active['grant-park-west']).toBe(2);
  });
  it('with all 8 out, one moves from the area with the fewest (the only one: no question)', () => {
    let s = demoTurn('mobe').units('grant-park-west', { p1: 1 }).units('lincoln-park', { m1: 1 }).units('old-town', { m1: 1 })
      .active('grant-park-west', 5).active('lincoln-park', 1).active('old-town', 2).state;
    expect(s.machine!.activeSupply).toBe(0);
    s = act(s, play('clash'), unit('grant-park-west', 'p1'));
    expect(s.machine!.active).toEqual({ 'grant-park-west': 6, 'old-town': 2 });
  });
  it('on a tie for the fewest, the Demonstrators choose where it comes from', () => {
    let s = demoTurn('mobe').units('lincoln-park', { m1: 3, p1: 1 }).units('old-town', { m1: 1 }).units('loop-transit', { m1: 1 })
      .active('grant-park-west', 5).active('lincoln-park', 1).active('old-town', 1).active('loop-transit', 1).state;
    s = act(s, play('clash'), unit('lincoln-park', 'p1'));
    expect(game.toMove(s)).toBe('demonstrators');
    expect(game.legalActions(s)).toEqual([area('loop-transit'), area('old-town')]);
    s = act(s, area('old-town'));
    expect(s.machine!.active).toEqual({ 'grant-park-west': 5, 'lincoln-park': 2, 'loop-transit': 1 });
  });
  it('an area with no Demonstrator presence loses all its Active tokens at once', () => {
    let s = demoTurn('yippies').units('lincoln-park', { m1: 1 }).active('lincoln-park', 2).state;
    s = chicagoScenario(s).units('lincoln-park', { m1: -1 }).state;
    const { state, events } = game.step(s, { type: 'pass' });
    expect(state.machine!.active['lincoln-park']).toBeUndefined();
    expect(state.machine!.activeSupply).toBe(7);
    expect(events.some((e) => e.type === 'activeCleared' && e.area === 'lincoln-park')).toBe(true);
  });
  it('Street Theater, Any Area: the area where the effect takes place gets a token, even one empty before it', () => {
    // "if the requirement is Any Area, where the effect takes place": Mimeograph Leaflets' MOBE arrives first
    const base = demoTurn('yippies').state;
    const s0 = edit(base, (d) => void d.stSplay.push('mimeograph-leaflets'));
    expect(s0.areas['loop-transit']!.u).toMatchObject({ m1: 0, m2: 0, ag: 0 });
    const s = act(s0, { type: 'streetTheater', card: 'mimeograph-leaflets' }, area('loop-transit'));
    expect(s.areas['loop-transit']!.u.m1).toBe(1);
    expect(s.machine!.active['loop-transit']).toBe(1);
    expect(s.machine!.activeSupply).toBe(base.machine!.activeSupply - 1);
  });
  it('Street Theater, Any Area: an area that already holds Demonstrators gets one token, as before', () => {
    const s0 = edit(demoTurn('yippies').state, (d) => void d.stSplay.push('mimeograph-leaflets'));
    const s = act(s0, { type: 'streetTheater', card: 'mimeograph-leaflets' }, area('grant-park-west'));
    expect(s.machine!.active['grant-park-west']).toBe(2);
  });
  it('Mob Chaos and Bail place none; passing places none', () => {
    const s = act(demoTurn('yippies').state, { type: 'pass' });
    expect(s.machine!.active).toEqual({ 'grant-park-west': 1 });
    expect(outcomes(s).length).toBeGreaterThan(0);
  });
});
