import { describe, expect, it } from 'vitest';
import { cubeCensus } from '../../../src/games/free-at-last/index.js';
import { act, card, CARDS, concede, die, hit, modes, scenario, waiting } from './harness.js';

describe('15.1–15.4 Protest in an A Project', () => {
  it('15.3 rolls a die per colour; 15.4 red hits collect white first, SEG hits remove red; 15.13 VPs; 15.14 red removed by blue held for a criminal case', () => {
    const s = scenario({ cubes: { red: 9, white: 6, blue: 2 } });
    const { state, events } = act(s, 'protest', [card(1, 'red')], [die('red', 2), die('white', 1), die('blue', 1)]);
    expect(waiting(state)).toBeNull();
    const p = state.projects['SCLC']!;
    // red: 9/3 + 2 = 5 hits → 5 white; white: 6/3 + 1 = 3; blue: 2 + 1 = 3
    expect(p.cubes).toEqual({ red: 3, white: 1, blue: 2 });
    const o = state.orgs['SCLC']!;
    expect(o.criminalHold).toBe(3);
    expect(o.eliminated).toEqual({ red: 3, white: 5, blue: 0 });
    expect(o.vp).toBe(5);
    expect(o.vpBreakdown.segCubes).toBe(5);
    expect(p.outcome).toBe('active');
    expect(p.protests).toBe(1);
    expect(events.filter((e) => e.type === 'roll').map((e) => [e['die'], e['face']])).toEqual([['red', 2], ['white', 1], ['blue', 1]]);
  });

  it('14.1 red hits beyond the white cubes collect blue cubes (2 VPs each); 15.16 success gives the Freedom Marker and 1 VP per red cube left', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 12, white: 3, blue: 1 } });
    // red 12/3 + 2 = 6 hits: 3 white + 1 blue; white 1 + 0 = 1; blue 1 + 1 = 2
    const { state } = act(s, 'protest', [card(1, 'red')], [die('red', 2), die('white', 0), die('blue', 1)]);
    const p = state.projects['SCLC']!;
    expect(p.outcome).toBe('success');
    expect(p.stage).toBe('done');
    expect(p.cubes).toEqual({ red: 0, white: 0, blue: 0 });
    const o = state.orgs['SCLC']!;
    expect(o.freedomMarkers.A).toBe(1);
    expect(o.vpBreakdown.segCubes).toBe(3 + 2);
    expect(o.vpBreakdown.redCubes).toBe(9);
    expect(o.criminalHold).toBe(2);
  });

  it('15.3 no cubes of a colour, no die', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 6, white: 3, blue: 0 } });
    const b = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 0)]);
    expect(waiting(b.state)).toBeNull();
    expect(b.events.filter((e) => e.type === 'roll')).toHaveLength(2);
  });

  it('15.17 the last red cube removed: Failure Marker, no SEG cubes collected that round, uncollected cubes to the supply', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 3, white: 3, blue: 1 } });
    // red 1 + 2 = 3 hits → 3 white (not kept); blue 1 + 3 = 4 → 3 red, 1 Overkill
    const { state } = act(s, 'protest', [card(1, 'red')], [die('red', 2), die('white', 0), die('blue', 3)]);
    const p = state.projects['SCLC']!;
    expect(p.outcome).toBe('failure');
    const o = state.orgs['SCLC']!;
    expect(o.failures).toBe(1);
    expect(o.vp).toBe(0);
    expect(o.eliminated.white).toBe(0);
    expect(o.criminalHold).toBe(3);
    // the 3 white cubes and the blue cube left on the Project go back to the supply
    expect(state.supply.white).toBe(s.supply.white + 3);
    expect(state.supply.blue).toBe(s.supply.blue + 1);
  });

  it('15.5 the Leader rolls after the hits and allocates each hit: save a red cube (white hits first) or collect a SEG cube', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 9, white: 3, blue: 1 }, leaders: ['abernathy'] });
    // red 3 + 0 = 3: 3 white; white 1 + 1 = 2; blue 1 + 1 = 2 → 4 red removed (2 held)
    const mid = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 1), die('blue', 1), die('red', 2)]);
    expect(waiting(mid.state)!.actions).toEqual([hit('save'), hit('collect')]);
    const { state } = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 1), die('blue', 1), die('red', 2), hit('save'), hit('collect')]);
    const p = state.projects['SCLC']!;
    // saved one removed by white; collected the blue cube → success with 6 red
    expect(p.outcome).toBe('success');
    expect(state.orgs['SCLC']!.eliminated.red).toBe(1);
    expect(state.orgs['SCLC']!.criminalHold).toBe(2);
    expect(state.orgs['SCLC']!.vpBreakdown.segCubes).toBe(3 + 2);
  });

  it('15.6 Overkill: SEG hits beyond the red cubes become buttons the Leader must remove first', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 2, white: 3, blue: 1 }, leaders: ['abernathy'] });
    // red 0 + 0; white 1 + 0 = 1; blue 1 + 2 = 3 → 2 red gone (by blue first), 2 Overkill; Leader 3 (exempt? abernathy not activated by red card: 3 → -1)
    const { state, events } = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 0), die('blue', 2), die('red', 2)]);
    expect(events.some((e) => e.type === 'overkill' && e['count'] === 2)).toBe(true);
    // Leader 2 hits both spent on the Overkill buttons, the Project fails
    expect(state.projects['SCLC']!.outcome).toBe('failure');
    expect(state.orgs['SCLC']!.criminalHold).toBe(2);
  });
});

describe('15.17.1 Incomplete Project', () => {
  it('15.17.1 the owner cannot go on: Failure Marker, every cube on the Project back to the supply', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 5, white: 3, blue: 1 } });
    const state = concede(s);
    expect(state.projects['SCLC']!.outcome).toBe('failure');
    expect(state.projects['SCLC']!.cubes).toEqual({ red: 0, white: 0, blue: 0 });
    expect(state.orgs['SCLC']!.failures).toBe(1);
    expect(state.orgs['SCLC']!.eliminated).toEqual({ red: 0, white: 0, blue: 0 });
    expect(cubeCensus(state)).toEqual(cubeCensus(s));
    expect(modes(state, card(1, 'red'), 'SCLC')).toEqual([]);
  });
});
