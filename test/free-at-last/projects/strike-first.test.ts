import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { act, card, CARDS, die, proceed, scenario, waiting } from './harness.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);
const strike = { type: 'projectStrikeFirst' } as const;
// Ella (2 red) is a Civil Rights Local Figure: she collects 1 white cube, leaving 9 red, 5 white, 2 blue
const base = () => scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 } });

describe('15.8–15.10 Strike First', () => {
  it('15.8 is offered only with a Civil Rights Local Figure activated by the card played', () => {
    expect(waiting(act(base(), 'protest', [card(2, 'red')], []).state)!.actions).toEqual([strike, proceed]);
    expect(waiting(act(base(), 'protest', [card(1, 'red')], []).state)!.who).toBe('chance');
  });

  it('15.8 a non-X red die: red hits land first; only surviving SEG cubes roll (no white die once all white are gone)', () => {
    const { state, events } = act(base(), 'protest', [card(2, 'red')], [strike, die('red', 2), die('blue', 1)]);
    expect(hits(events, 'red')).toEqual([3 + 2]);
    expect(events.filter((e) => e.type === 'roll' && e['die'] === 'white')).toHaveLength(0);
    expect(hits(events, 'blue')).toEqual([2 + 1]);
    expect(state.projects['SCLC']!.cubes).toEqual({ red: 6, white: 0, blue: 2 });
  });

  it('15.8 surviving SEG cubes count: fewer white cubes score fewer hits', () => {
    // red 3 + 0 = 3 → 2 white left: 0 hits + white die
    const { events } = act(base(), 'protest', [card(2, 'red')], [strike, die('red', 0), die('white', 2), die('blue', 1)]);
    expect(hits(events, 'white')).toEqual([0 + 2]);
  });

  it('15.8 an X backfires: SEG hits land first, then the subsequent roll, then the surviving red cubes hit', () => {
    // white 5/3 + 0 = 1, blue 2 + 1 = 3 → 5 red left; subsequent 1 → X stands: 5/3 + 4 = 5 hits
    const { state, events } = act(base(), 'protest', [card(2, 'red')], [strike, die('red', 'X'), die('white', 0), die('blue', 1), die('red', 1)]);
    expect(events.some((e) => e.type === 'strikeFirstBackfired')).toBe(true);
    expect(hits(events, 'red')).toEqual([1 + 4]);
    expect(state.projects['SCLC']!.cubes).toEqual({ red: 5, white: 0, blue: 2 });
  });

  it('15.8 a backfire then a Strike Out: red cubes score nothing', () => {
    const { events } = act(base(), 'protest', [card(2, 'red')], [strike, die('red', 'X'), die('white', 0), die('blue', 1), die('red', 'X')]);
    expect(hits(events, 'red')).toEqual([0]);
  });

  it('15.8 a backfire that eliminates every red cube: the X is ignored, no subsequent roll', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 3, white: 6, blue: 2 } });
    const { state } = act(s, 'protest', [card(2, 'red')], [strike, die('red', 'X'), die('white', 1), die('blue', 2)]);
    expect(waiting(state)).toBeNull();
    expect(state.projects['SCLC']!.outcome).toBe('failure');
  });

  it('15.9 rolling twice with Strike First: the owner may keep the non-X die to avoid the backfire', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 } });
    // Roller (3 white) rolls twice; he is a Civil Rights Local Figure, so Strike First is open
    const { events } = act(s, 'protest', [card(3, 'white')], [strike, die('red', 'X'), die('red', 0), { type: 'projectKeep', face: 0 }, die('white', 0), die('blue', 1)]);
    expect(events.some((e) => e.type === 'strikeFirstBackfired')).toBe(false);
    expect(hits(events, 'red')).toEqual([3]);
  });
});
