import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { act, card, CARDS, die, pass, scenario, waiting } from './harness.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);
const advanced = (events: GameEvent[]) => events.filter((e) => e.type === 'advanced').map((e) => e['count']);

describe('18.2 V Project stage 1: literacy classes', () => {
  it('18.2.1–18.2.8 advance, the ruffians attack, survivors pass the stage: all white cubes collected (1 VP each)', () => {
    const s = scenario({ owner: 'SNCC', card: CARDS.vote, cubes: { red: 9, white: 3, blue: 2 } });
    const { state, events } = act(s, 'advance', [card(1, 'white')], [die('red', 1), die('white', 0)]);
    expect(advanced(events)).toEqual([4]);
    const p = state.projects['SNCC']!;
    expect(p.stage).toBe('courthouse');
    expect(p.cubes).toEqual({ red: 8, white: 0, blue: 2 });
    expect(state.orgs['SNCC']!.vpBreakdown.segCubes).toBe(3);
  });

  it('18.2.3 a Vote Drive advances the extra ranks even on a Strike Out; 18.2.2 no other cube advances', () => {
    const s = scenario({ owner: 'SNCC', card: CARDS.vote, cubes: { red: 9, white: 3, blue: 2 } });
    const { events } = act(s, 'advance', [card(2, 'white'), card(2, 'red')], [die('red', 'X'), die('red', 'X'), die('white', 0)]);
    expect(advanced(events)).toEqual([2]);
  });

  it('18.2.5 Klan attack with no Leader: a Civil Rights Local Figure is eliminated', () => {
    const s = scenario({ owner: 'SNCC', card: CARDS.vote, cubes: { red: 9, white: 3, blue: 2 } });
    const { state } = act(s, 'advance', [card(1, 'white')], [die('red', 1), die('white', 'K'), die('white', 'K')]);
    expect(state.projects['SNCC']!.lostLocalFigures).toEqual(['Herbert Lee']);
  });
});

describe('18.3 V Project stages 2 and 3: the courthouse and the registrar', () => {
  const courthouse = (o: Parameters<typeof scenario>[0] = {}) => scenario({ owner: 'SNCC', card: CARDS.vote, cubes: { red: 12, white: 0, blue: 2 }, stage: 'courthouse', ...o });

  it('18.3.4 the deputies attack the advanced cubes; none survive: the stage goes on', () => {
    const s = courthouse({ cubes: { red: 8, white: 0, blue: 2 } });
    const { state, events } = act(s, 'advance', [card(1, 'white')], [die('red', 1), die('blue', 1)]);
    expect(hits(events, 'blue')).toEqual([3]);
    expect(state.projects['SNCC']!.stage).toBe('courthouse');
    expect(state.projects['SNCC']!.cubes.red).toBe(5);
  });

  it('18.3.5 the Leader saves cubes removed by the deputies; 3.8.1.1 two SNCC Leaders roll once, twice if one is activated (by the type of Project)', () => {
    const s = courthouse({ cubes: { red: 8, white: 0, blue: 2 }, leaders: ['moses', 'lewis'] });
    // advance 2 + 1 = 3; blue 2 + 1 = 3 → 3 removed; Moses (V Projects) rolls twice: 3 is –1 (not activated by the card), keep the 2
    const { state, events } = act(s, 'advance', [card(1, 'white')], [die('red', 1), die('blue', 1), die('red', 3), die('red', 2), { type: 'projectKeep', face: 2 }, die('blue', 1)]);
    expect(events.filter((e) => e.type === 'roll' && e['purpose'] === 'leader')).toHaveLength(2);
    expect(hits(events, 'leader')).toEqual([2]);
    // 1 advanced cube survives: the blue cubes are collected, then the registrar takes 1
    expect(state.projects['SNCC']!.outcome).toBe('success');
    expect(state.orgs['SNCC']!.vpBreakdown.redCubes).toBe(8 - 1 - 1);
  });

  it('18.3.6, 18.3.7 survivors: all blue cubes collected (2 VPs each); the registrar rolls at once; 18.3.9 success', () => {
    // advance 4 + 1 = 5; blue 2 + 1 = 3 → 2 survive → 2 blue collected; registrar 2 → 2 red removed
    const { state, events } = act(courthouse(), 'advance', [card(1, 'white')], [die('red', 1), die('blue', 1), die('blue', 2)]);
    expect(hits(events, 'registrar')).toEqual([2]);
    const o = state.orgs['SNCC']!;
    expect(state.projects['SNCC']!.outcome).toBe('success');
    expect(o.freedomMarkers.V).toBe(1);
    expect(o.vpBreakdown.segCubes).toBe(4);
    expect(o.vpBreakdown.redCubes).toBe(12 - 3 - 2);
  });

  it('18.3.7, 12.0 a registrar who is a SEG Local Figure activated by the cards played escapes the –1 rule', () => {
    const a = act(courthouse(), 'advance', [card(1, 'white')], [die('red', 1), die('blue', 1), die('blue', 4)]);
    expect(hits(a.events, 'registrar')).toEqual([0]);
    // 2 blue activates the Amite Registrar: he adds a blue cube (3 blue), and his 4 counts
    const b = act(courthouse(), 'advance', [card(2, 'blue')], [die('red', 2), die('blue', 1), die('blue', 4)]);
    expect(hits(b.events, 'registrar')).toEqual([4]);
  });

  it('18.3.10 the registrar removes the last red cube: failure, but the courthouse VPs stand', () => {
    const s = courthouse({ cubes: { red: 6, white: 0, blue: 1 } });
    // advance 2 + 1 = 3; blue 1 + 1 = 2 → 1 survives, 4 red left; registrar X = 4 → 4 removed
    const { state } = act(s, 'advance', [card(1, 'white')], [die('red', 1), die('blue', 1), die('blue', 'X'), die('blue', 1)]);
    expect(state.projects['SNCC']!.outcome).toBe('failure');
    expect(state.orgs['SNCC']!.failures).toBe(1);
    expect(state.orgs['SNCC']!.vpBreakdown.segCubes).toBe(2);
  });

  it('18.3.7.2, 22.18 the D.O.J. Staff Attorney (law in effect) cancels registrar hits: red die + 1', () => {
    const s = courthouse({ laws: ['doj-law'] });
    const mid = act(s, 'advance', [card(1, 'blue')], [die('red', 1), die('blue', 1), die('blue', 3)]);
    expect(waiting(mid.state)!.actions).toEqual([{ type: 'projectDoj' }, pass]);
    // 22.18.1 a blue card was played: his 3 counts 3 → 4 hits cancel all 3
    const { state } = act(s, 'advance', [card(1, 'blue')], [die('red', 1), die('blue', 1), die('blue', 3), { type: 'projectDoj' }, die('red', 3)]);
    expect(state.projects['SNCC']!.outcome).toBe('success');
    expect(state.orgs['SNCC']!.vpBreakdown.redCubes).toBe(12 - 3);
    expect(state.projects['SNCC']!.litigationUsed).toBe(true);
  });

  it('22.18.1 without a blue card his 3 is –1; 22.19 saving nothing, he may appeal with a discard and roll again', () => {
    const s = courthouse({ laws: ['doj-law'], hand: ['plain-1'] });
    const steps = [die('red', 1), die('blue', 1), die('blue', 3), { type: 'projectDoj' } as const, die('red', 3)];
    const mid = act(s, 'advance', [card(1, 'white')], steps);
    expect(waiting(mid.state)!.actions).toEqual([{ type: 'projectAppeal', card: 'plain-1' }, pass]);
    const { state } = act(s, 'advance', [card(1, 'white')], [...steps, { type: 'projectAppeal', card: 'plain-1' }, die('red', 1)]);
    // appeal: 1 + 1 = 2 hits → 2 of the 3 saved
    expect(state.orgs['SNCC']!.vpBreakdown.redCubes).toBe(12 - 3 - 1);
    expect(state.orgs['SNCC']!.hand).toEqual([]);
    // 3.7 the card played for the action joins the discard pile when the Action Round is over
    expect(state.decks.strategyDiscard).toEqual(['plain-1', 'c1w']);
  });

  it('22.22 no D.O.J. Staff Attorney in Summer Projects', () => {
    const s = scenario({ owner: 'SNCC', card: CARDS.summer, cubes: { red: 12, white: 0, blue: 2 }, stage: 'courthouse', laws: ['doj-law'] });
    const { state } = act(s, 'advance', [card(1, 'blue')], [die('red', 1), die('blue', 1), die('blue', 3)]);
    expect(waiting(state)).toBeNull();
  });
});
