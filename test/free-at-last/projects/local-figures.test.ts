import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { projectRules } from '../../../src/games/free-at-last/rules/projects/index.js';
import { xValue } from '../../../src/games/free-at-last/state/zones.js';
import { act, card, CARDS, die, proceed, scenario } from './scenario.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);

describe('3.6.2 Local Figures activated by set size', () => {
  it('3.6.2 applies the figure at mobilization: cubes and X move, 3.6.2.1 no Star or Failure Marker', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 } });
    const small = projectRules.activateBySetSize(s, 'SCLC', 2);
    expect(small.state).toEqual(s);
    const { state, events } = projectRules.activateBySetSize(s, 'SCLC', 3);
    expect(state.projects['SCLC']!.cubes.red).toBe(11);
    expect(state.xTrack.blue).toBe(s.xTrack.blue - 1);
    expect(state.orgs['SCLC']!.stars).toBe(0);
    expect(events.some((e) => e.type === 'localFigure' && e['name'] === 'Mobilizer')).toBe(true);
  });
});

describe('15.2, 3.6.2.1 Local Figures activated by the card played', () => {
  it('15.2 a figure that collects SEG cubes scores them before the dice, and keeps them even if the Project fails (15.17)', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 3, white: 6, blue: 2 } });
    const { state } = act(s, 'protest', [card(2, 'red')], [proceed, die('red', 0), die('white', 0), die('blue', 2)]);
    expect(state.projects['SCLC']!.outcome).toBe('failure');
    expect(state.orgs['SCLC']!.vpBreakdown.segCubes).toBe(1);
    expect(state.orgs['SCLC']!.eliminated.white).toBe(1);
  });

  it('3.6.2, 4.0 F a Civil Rights figure raising X on the red die: a Star, and the new X counts for this roll', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 } });
    const { state, events } = act(s, 'protest', [card(1, 'blue')], [proceed, die('red', 'X'), die('red', 0), die('white', 0), die('blue', 1)]);
    expect(xValue(state, 'red')).toBe(5);
    expect(hits(events, 'red')).toEqual([3 + 5]);
    expect(state.orgs['SCLC']!.stars).toBe(1);
  });

  it('4.2 C a SEG figure raising X on the white die: a Failure Marker', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 15, white: 6, blue: 2 } });
    const { state, events } = act(s, 'protest', [card(4, 'blue')], [die('red', 0), die('white', 'X'), die('white', 0), die('blue', 1)]);
    expect(hits(events, 'white')).toEqual([2 + 4]);
    expect(state.orgs['SCLC']!.failures).toBe(1);
  });

  it('applyProjectEffect adds and removes cubes through the zones', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 } });
    const a = projectRules.applyProjectEffect(s, 'SCLC', { kind: 'collect-seg', color: 'blue', count: 1 }).state;
    expect(a.orgs['SCLC']!.vp).toBe(2);
    const b = projectRules.applyProjectEffect(a, 'SCLC', { kind: 'remove-red', count: 2 }).state;
    expect(b.projects['SCLC']!.cubes.red).toBe(7);
    expect(b.orgs['SCLC']!.eliminated.red).toBe(2);
  });
});
