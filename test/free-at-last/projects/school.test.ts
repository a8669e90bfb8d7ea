import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { act, card, CARDS, die, modes, scenario, waiting } from './harness.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);
const advanced = (events: GameEvent[]) => events.filter((e) => e.type === 'advanced').map((e) => e['count']);

describe('17.2–17.7 S Project stage 1: the pupil placement exam', () => {
  it('17.2 the exam and an Injunction are open while blue cubes defend', () => {
    const s = scenario({ card: CARDS.school, cubes: { red: 9, white: 6, blue: 2 } });
    expect(modes(s, card(1, 'red'))).toEqual(['exam', 'injunction']);
  });

  it('17.4 red against blue only: no white die, excess red hits ignored; 17.6 2 VPs per blue cube; 17.7 stage 1 complete', () => {
    const s = scenario({ card: CARDS.school, cubes: { red: 9, white: 6, blue: 2 } });
    const { state, events } = act(s, 'exam', [card(1, 'red')], [die('red', 2), die('blue', 1)]);
    expect(events.filter((e) => e.type === 'roll' && e['die'] === 'white')).toHaveLength(0);
    const p = state.projects['SCLC']!;
    expect(p.cubes).toEqual({ red: 6, white: 6, blue: 0 });
    expect(p.stage).toBe('school-year');
    expect(state.orgs['SCLC']!.vpBreakdown.segCubes).toBe(4);
    // red cubes removed in S Projects go to the eliminated area (15.14 holds only A Projects' cubes)
    expect(state.orgs['SCLC']!.eliminated.red).toBe(3);
    expect(modes(state, card(1, 'white'), 'SCLC')).toEqual(['advance']);
  });
});

describe('17.18 Strike First at the pupil placement exam', () => {
  it('17.18 a Civil Rights Local Figure activated by the card: Strike First against the blue cubes', () => {
    const s = scenario({ card: CARDS.school, cubes: { red: 9, white: 6, blue: 3 } });
    // Daisy Bates adds a red cube (10); red 3 + 2 = 5 hits take all 3 blue first: the blue die is never rolled
    const { state, events } = act(s, 'exam', [card(3, 'white')], [{ type: 'projectStrikeFirst' }, die('red', 2)]);
    expect(events.filter((e) => e.type === 'roll' && e['die'] === 'blue')).toHaveLength(0);
    expect(state.projects['SCLC']!.stage).toBe('school-year');
    expect(state.projects['SCLC']!.cubes).toEqual({ red: 10, white: 6, blue: 0 });
  });
});

describe('17.8–17.16 S Project stage 2: the school year', () => {
  const stage2 = (red = 9, leaders: string[] = []) => scenario({ card: CARDS.school, cubes: { red, white: 6, blue: 0 }, stage: 'school-year', leaders });

  it('17.9, 17.10 Federal Escorts: advance by red hits plus the extra ranks; 17.11 the mob attacks those who advanced; 17.16 success', () => {
    // advance 3 + 1 + 2 = 6; white 2 + 0 = 2 → 4 survive → all white collected (6 VPs)
    const { state, events } = act(stage2(), 'advance', [card(2, 'red'), card(2, 'blue')], [die('red', 1), die('white', 0)]);
    expect(advanced(events)).toEqual([6]);
    expect(hits(events, 'white')).toEqual([2]);
    const o = state.orgs['SCLC']!;
    expect(state.projects['SCLC']!.outcome).toBe('success');
    expect(o.freedomMarkers.S).toBe(1);
    expect(o.vpBreakdown.segCubes).toBe(6);
    expect(o.vpBreakdown.redCubes).toBe(7);
  });

  it('17.10 a Strike Out still advances the extra ranks', () => {
    const { events } = act(stage2(), 'advance', [card(3, 'red'), card(3, 'blue')], [die('red', 'X'), die('red', 'X'), die('white', 0)]);
    expect(advanced(events)).toEqual([3]);
  });

  it('14.5.4, 17.14 the Leader only saves cubes removed by the mob; if none of the advanced survive the stage goes on', () => {
    // advance 3 + 0 = 3; white 2 + 2 = 4 → 3 removed, 1 Overkill; Leader 1 (King): the Overkill button only
    const mid = act(stage2(9, ['king']), 'advance', [card(1, 'red')], [die('red', 0), die('white', 2), die('red', 1)]);
    expect(waiting(mid.state)).toBeNull();
    const p = mid.state.projects['SCLC']!;
    expect(p.cubes.red).toBe(6);
    expect(p.cubes.white).toBe(6);
    expect(p.outcome).toBe('active');
    expect(mid.events.filter((e) => e.type === 'overkillRemoved')).toHaveLength(1);
  });

  it('4.1 B a Star removes an Overkill button before the Leader rolls', () => {
    const s = scenario({ card: CARDS.school, cubes: { red: 9, white: 6, blue: 0 }, stage: 'school-year', leaders: ['king'], stars: 1 });
    // advance 3; white 2 + 2 = 4 → 3 removed, 1 Overkill; the Star pays the button, the Leader's 1 saves a cube
    const steps = [{ type: 'projectProceed' } as const, die('red', 0), die('white', 2)];
    const mid = act(s, 'advance', [card(1, 'red')], steps);
    expect(waiting(mid.state)!.actions).toEqual([{ type: 'projectInsure' }, { type: 'projectRemoveOverkill' }, { type: 'projectProceed' }]);
    const { state } = act(s, 'advance', [card(1, 'red')], [...steps, { type: 'projectRemoveOverkill' }, die('red', 1)]);
    expect(state.orgs['SCLC']!.stars).toBe(0);
    expect(state.projects['SCLC']!.outcome).toBe('success');
  });

  it('14.5.4 Leader hits never collect SEG cubes in Advance and Survive', () => {
    const s = stage2(9, ['abernathy']);
    // advance 3; white 2 + 1 = 3 → 3 removed; Leader (white card: twice) 2 and 0: keep 2 → 2 saves, forced
    const mid = act(s, 'advance', [card(1, 'white')], [die('red', 0), die('white', 1), die('red', 2), die('red', 0)]);
    expect(waiting(mid.state)!.actions).toEqual([{ type: 'projectKeep', face: 2 }, { type: 'projectKeep', face: 0 }]);
    const { state } = act(s, 'advance', [card(1, 'white')], [die('red', 0), die('white', 1), die('red', 2), die('red', 0), { type: 'projectKeep', face: 2 }]);
    expect(waiting(state)).toBeNull();
    expect(state.projects['SCLC']!.outcome).toBe('success');
  });

  it('17.12 Klan attack in the school year: the mob Strikes Out and the Leader is killed', () => {
    const { state } = act(stage2(9, ['king']), 'advance', [card(1, 'red')], [die('red', 0), die('white', 'K'), die('white', 'K')]);
    expect(state.projects['SCLC']!.leaderLost).toBe(true);
    expect(state.projects['SCLC']!.outcome).toBe('success');
  });

  it('17.13 Local Figures activated by the card played apply before the roll (a SEG figure spares the white die the –1 rule)', () => {
    const { state, events } = act(stage2(), 'advance', [card(4, 'red')], [die('red', 0), die('white', 3)]);
    // Faubus removes a red cube first: 8 red → advance 2; white 2 + 3 = 5 → both removed
    expect(advanced(events)).toEqual([2]);
    expect(hits(events, 'white')).toEqual([5]);
    expect(state.orgs['SCLC']!.eliminated.red).toBe(3);
    expect(state.projects['SCLC']!.outcome).toBe('active');
  });
});
