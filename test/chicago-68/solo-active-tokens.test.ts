import { describe, expect, it } from 'vitest';
import { chicagoScenario } from '../../src/games/chicago-68/index.js';
import { act, area, done, edit, escort, game, outcomes, solo, type State, unit, play } from './helpers.js';


/** A solo game with the Yippies or the MOBE on turn. */
const demoTurn = (f: 'yippies' | 'mobe', s: State = solo()) => chicagoScenario(s).at('turn', f);

describe('Solo & Co-op Rules: Active tokens', () => {
  it('LEAD: an Active token only in the final area moved into', () => {
    let s = demoTurn('yippies').state;
    s = act(s, play('LEAD'), area('Grant Park West'), area('Grant Park East'), escort('m1'), escort('m1'), done);
    s = act(s, area('Lakefront Transit'), escort('m1'), done);
    expect(s.areas['Grant Park East']!.u.m1).toBe(1);
    expect(s.machine!.active).toEqual({ 'Grant Park West': 1, 'Lakefront Transit': 1 });
    expect(s.machine!.activeSupply).toBe(6);
  });
  it('Action cards: an Active token in every area affected (CLASH)', () => {
    let s = demoTurn('mobe').units('Grant Park West', { p1: 1 }).state;
    s = act(s, play('CLASH'), unit('Grant Park West', 'p1'));
    expect(s.machine!.active['Grant Park West']).toBe(2);
  });
  it('with all 8 out, one moves from the area with the fewest (the only one: no question)', () => {
    let s = demoTurn('mobe').units('Grant Park West', { p1: 1 }).units('Lincoln Park', { m1: 1 }).units('Old Town', { m1: 1 })
      .active('Grant Park West', 5).active('Lincoln Park', 1).active('Old Town', 2).state;
    expect(s.machine!.activeSupply).toBe(0);
    s = act(s, play('CLASH'), unit('Grant Park West', 'p1'));
    expect(s.machine!.active).toEqual({ 'Grant Park West': 6, 'Old Town': 2 });
  });
  it('on a tie for the fewest, the Demonstrators choose where it comes from', () => {
    let s = demoTurn('mobe').units('Lincoln Park', { m1: 3, p1: 1 }).units('Old Town', { m1: 1 }).units('Loop Transit', { m1: 1 })
      .active('Grant Park West', 5).active('Lincoln Park', 1).active('Old Town', 1).active('Loop Transit', 1).state;
    s = act(s, play('CLASH'), unit('Lincoln Park', 'p1'));
    expect(game.toMove(s)).toBe('demonstrators');
    expect(game.legalActions(s)).toEqual([area('Loop Transit'), area('Old Town')]);
    s = act(s, area('Old Town'));
    expect(s.machine!.active).toEqual({ 'Grant Park West': 5, 'Lincoln Park': 2, 'Loop Transit': 1 });
  });
  it('an area with no Demonstrator presence loses all its Active tokens at once', () => {
    let s = demoTurn('yippies').units('Lincoln Park', { m1: 1 }).active('Lincoln Park', 2).state;
    s = chicagoScenario(s).units('Lincoln Park', { m1: -1 }).state;
    const { state, events } = game.step(s, { type: 'pass' });
    expect(state.machine!.active['Lincoln Park']).toBeUndefined();
    expect(state.machine!.activeSupply).toBe(7);
    expect(events.some((e) => e.type === 'activeCleared' && e.area === 'Lincoln Park')).toBe(true);
  });
  it('Street Theater, Any Area: the area where the effect takes place gets a token, even one empty before it', () => {
    // "if the requirement is Any Area, where the effect takes place": Mimeograph Leaflets' MOBE arrives first
    const base = demoTurn('yippies').state;
    const s0 = edit(base, (d) => void d.stSplay.push('Mimeograph Leaflets'));
    expect(s0.areas['Loop Transit']!.u).toMatchObject({ m1: 0, m2: 0, ag: 0 });
    const s = act(s0, { type: 'streetTheater', card: 'Mimeograph Leaflets' }, area('Loop Transit'));
    expect(s.areas['Loop Transit']!.u.m1).toBe(1);
    expect(s.machine!.active['Loop Transit']).toBe(1);
    expect(s.machine!.activeSupply).toBe(base.machine!.activeSupply - 1);
  });
  it('Street Theater, Any Area: an area that already holds Demonstrators gets one token, as before', () => {
    const s0 = edit(demoTurn('yippies').state, (d) => void d.stSplay.push('Mimeograph Leaflets'));
    const s = act(s0, { type: 'streetTheater', card: 'Mimeograph Leaflets' }, area('Grant Park West'));
    expect(s.machine!.active['Grant Park West']).toBe(2);
  });
  it('Mob Chaos and Bail place none; passing places none', () => {
    const s = act(demoTurn('yippies').state, { type: 'pass' });
    expect(s.machine!.active).toEqual({ 'Grant Park West': 1 });
    expect(outcomes(s).length).toBeGreaterThan(0);
  });
});
