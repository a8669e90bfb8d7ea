import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { freeAtLastScenarios } from '../../../src/games/free-at-last/words/index.js';
import { from } from '../../../src/testing/index.js';
import { act, card, CARDS, die, eventLeader, hit, modes, proceed, scenario, waiting } from './harness.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);
const keep = (face: 0 | 1 | 2 | 3 | 'X') => ({ type: 'projectKeep' as const, face });

const base = () => scenario({ owner: 'SNCC', card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 }, leaders: ['lewis'], staff: ['forman'] });

describe('19.1–19.4 the Event Leader takes over: stage 1, red against white', () => {
  it('19.4 extra 4-rank cards add hits; the Event Leader rolls twice (19.1) and saves or collects; 2 VPs per white cube; the rest flee', () => {
    // red 3 + 1 + 4 = 8 → 6 white; white 2 + 0 = 2 → 2 red removed; Leader 2 (kept): only saving is left
    const { state, events } = eventLeader(base(), [card(4, 'red')], [die('red', 1), die('white', 0), die('red', 2), die('red', 0), keep(2)]);
    expect(hits(events, 'red')).toEqual([8]);
    const p = state.projects['SNCC']!;
    expect(p.eventLeader).toBe('Robert F. Williams');
    expect(p.stage).toBe('bamn-blue');
    // 9.8.1, 3.8.2 the BAMN event moves SNCC down to Black Leadership: 1 red cube added (10), 2 removed, 2 saved
    expect(p.cubes).toEqual({ red: 10, white: 0, blue: 2 });
    expect(state.orgs['SNCC']!.nonViolence).toBe('black-leadership');
    expect(state.orgs['SNCC']!.vpBreakdown.segCubes).toBe(12);
    // 19.9 no criminal hold
    expect(state.orgs['SNCC']!.criminalHold).toBe(0);
    expect(modes(state, card(1, 'red'), 'SNCC')).toEqual(['bamn']);
  });

  it('19.4 white cubes left after the stage flee to the supply', () => {
    const { state } = eventLeader(base(), [], [die('red', 0), die('white', 0), die('red', 0), die('red', 0)]);
    expect(state.projects['SNCC']!.cubes.white).toBe(0);
    expect(state.orgs['SNCC']!.eliminated.white).toBe(3);
  });
});

describe('19.5–19.10 stage 2: blue cubes first', () => {
  // 19.4 stage 1 is over: the white cubes fled, 9 red and 2 blue are left
  const stage2 = () => from({ scenario: freeAtLastScenarios }, base()).eventLeader('SNCC', 'robert-f-williams').state;

  it('19.5 2 extra blue cubes; blue rolls first; 19.8 withdraw or go on; red rolls; the Event Leader collects; 3 VPs per blue; 19.6 success', () => {
    const mid = act(stage2(), 'bamn', [card(1, 'red')], [die('blue', 1)]);
    // 19.2 no Staff: the Staffer activated by the red card is not offered
    expect(waiting(mid.state)).toEqual({ who: 'SNCC', actions: [{ type: 'projectWithdraw' }, proceed] });
    expect(mid.state.projects['SNCC']!.cubes).toEqual({ red: 4, white: 0, blue: 4 });
    const { state } = act(stage2(), 'bamn', [card(1, 'red')], [die('blue', 1), proceed, die('red', 2), die('red', 3), die('red', 0), keep(3), hit('collect')]);
    // red 1 + 2 = 3 blue; Event Leader 3 (no –1, 19.1): the last blue, then 2 red cubes saved
    expect(waiting(state)).toBeNull();
    const p = state.projects['SNCC']!;
    expect(state.orgs['SNCC']!.vpBreakdown.redCubes).toBe(6);
    expect(p.outcome).toBe('success');
    expect(state.orgs['SNCC']!.vpBreakdown.segCubes).toBe(12);
    expect(state.orgs['SNCC']!.freedomMarkers.A).toBe(1);
  });

  it('19.8 withdrawal: every cube back to the supply, neither Freedom Marker nor Failure Marker', () => {
    const { state } = act(stage2(), 'bamn', [card(1, 'red')], [die('blue', 1), { type: 'projectWithdraw' }]);
    const p = state.projects['SNCC']!;
    expect(p.outcome).toBe('withdrawn');
    expect(p.cubes).toEqual({ red: 0, white: 0, blue: 0 });
    expect(state.orgs['SNCC']!.failures).toBe(0);
    expect(state.orgs['SNCC']!.freedomMarkers.A).toBe(0);
  });

  it.each([
    [2, 'stars', 1],
    [1, 'failures', 1],
    ['X', 'failures', 1],
  ] as const)('19.10 an X on the blue die eliminates the Event Leader; fate roll %s', (face, counter, n) => {
    // with the Star from Cuba, insurance is offered before the red cubes' roll (4.1 D)
    const insurance = counter === 'stars' ? [proceed] : [];
    const { state, events } = act(stage2(), 'bamn', [card(1, 'red')], [die('blue', 'X'), die('blue', 1), die('red', face), proceed, ...insurance, die('red', 2)]);
    expect(state.orgs['SNCC']![counter]).toBe(n);
    expect(events.filter((e) => e.type === 'roll' && e['purpose'] === 'leader')).toHaveLength(0);
    expect(state.projects['SNCC']!.leaderLost).toBe(true);
  });
});
