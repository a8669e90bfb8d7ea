import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { act, card, CARDS, die, extraOffered, modes, scenario, waiting } from './harness.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);

describe('14.5.1, 15.15 Picketing', () => {
  it('14.5.1 is open in ordinary A Projects with one or two extra cards of the first rank', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 9, white: 3, blue: 1 } });
    // no other 1-rank card in hand: no Picketing
    expect(modes(s, card(1, 'red'))).toEqual(['protest']);
    const withCards = scenario({ card: CARDS.plain, cubes: { red: 9, white: 3, blue: 1 }, hand: ['c1w', 'c1b', 'plain-1'] });
    expect(modes(withCards, card(1, 'red'))).toEqual(['protest', 'picket']);
    // two extra cards at most: the third 1-rank card in hand is not offered
    expect(extraOffered(withCards, 'picket', [card(1, 'red'), card(1, 'white')])).toEqual(['c1b', 'plain-1']);
    expect(extraOffered(withCards, 'picket', [card(1, 'red'), card(1, 'white'), card(1, 'blue')])).toEqual([]);
  });

  it('15.15 extra ranks add hits; no blue die; blue cubes are never collected; no Strike First', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 } });
    // Ella (2 red) is activated by any of the cards: she collects a white cube; no Strike First offered
    const begun = act(s, 'picket', [card(2, 'red'), card(2, 'blue'), card(2, 'white')], []);
    expect(waiting(begun.state)!.who).toBe('chance');
    const { state, events } = act(s, 'picket', [card(2, 'red'), card(2, 'blue'), card(2, 'white')], [die('red', 2), die('white', 0)]);
    expect(events.filter((e) => e.type === 'roll' && e['die'] === 'blue')).toHaveLength(0);
    expect(hits(events, 'red')).toEqual([3 + 2 + 4]);
    expect(state.projects['SCLC']!.cubes.blue).toBe(2);
    expect(state.projects['SCLC']!.cubes.white).toBe(0);
  });

  it('14.5.1 a Local Figure activated while Picketing collects no blue cube', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 } });
    const picket = act(s, 'picket', [card(3, 'blue'), card(3, 'red')], [die('red', 0), die('white', 0)]);
    expect(picket.state.projects['SCLC']!.cubes.blue).toBe(2);
    const protest = act(s, 'protest', [card(3, 'blue')], [{ type: 'projectProceed' }, die('red', 0), die('white', 0), die('blue', 1)]);
    expect(protest.state.orgs['SCLC']!.eliminated.blue).toBe(1);
  });

  it('15.15 a Strike Out still scores the ranks of the extra cards', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 9, white: 3, blue: 1 } });
    const { events } = act(s, 'picket', [card(3, 'red'), card(3, 'blue')], [die('red', 'X'), die('red', 'X'), die('white', 0)]);
    expect(hits(events, 'red')).toEqual([3]);
  });
});

describe('16.x Marches and Freedom Rides', () => {
  it('16.1 no Picketing; 22.14 an Injunction only after a Protest', () => {
    const s = scenario({ card: CARDS.march, cubes: { red: 9, white: 3, blue: 3 } });
    expect(modes(s, card(1, 'red'))).toEqual(['protest']);
    const after = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 0), die('blue', 1)]).state;
    expect(modes(after, card(2, 'red'), 'SCLC')).toEqual(['protest', 'injunction']);
  });

  it('16.3 a successful March earns 2 Stars besides the A Freedom Marker', () => {
    const s = scenario({ card: CARDS.march, cubes: { red: 12, white: 3, blue: 1 } });
    const { state } = act(s, 'protest', [card(1, 'red')], [die('red', 2), die('white', 0), die('blue', 1)]);
    expect(state.projects['SCLC']!.outcome).toBe('success');
    expect(state.orgs['SCLC']!.stars).toBe(2);
    expect(state.orgs['SCLC']!.freedomMarkers.A).toBe(1);
  });

  it('7.4 Freedom Riders count as 2 red cubes for hits and are eliminated after the cubes, counting 2 cubes each', () => {
    const s = scenario({ owner: 'CORE', card: CARDS.freedomRide, cubes: { red: 4, white: 6, blue: 1 }, riders: ['hank-thomas'] });
    // red (4 + 2)/3 + 0 = 2; white 2 + 0 = 2; blue 1 + 3 = 4 → 4 cubes by blue... then white 2 hit the Rider
    const { state, events } = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 0), die('blue', 3)]);
    expect(hits(events, 'red')).toEqual([2]);
    const p = state.projects['CORE']!;
    expect(p.freedomRiders).toEqual([]);
    expect(state.orgs['CORE']!.removedLeaders).toContain('hank-thomas');
    expect(state.orgs['CORE']!.eliminated.red).toBe(2);
    expect(p.outcome).toBe('failure');
  });

  it('7.4 a Freedom Rider alone keeps the Project going', () => {
    const s = scenario({ owner: 'CORE', card: CARDS.freedomRide, cubes: { red: 1, white: 2, blue: 1 }, riders: ['hank-thomas'] });
    const { state, events } = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 0), die('blue', 1)]);
    // blue 1 + 1 = 2 hits: the cube, then 1 hit is not enough for the Rider (Overkill)
    expect(state.projects['CORE']!.freedomRiders).toEqual(['hank-thomas']);
    expect(events.some((e) => e.type === 'overkill' && e['count'] === 1)).toBe(true);
    // 15.6 (ruling) Overkill buttons last only for the Action Round that scored them
    expect(state.projects['CORE']!.overkill).toBe(0);
    expect(state.projects['CORE']!.outcome).toBe('active');
  });
});

describe('15.12 Klan attack', () => {
  it('15.12 K then K: white cubes Strike Out and the Leader is assassinated: he does not roll', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 9, white: 3, blue: 1 }, leaders: ['abernathy'] });
    const { state, events } = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 'K'), die('white', 'K'), die('blue', 1)]);
    expect(hits(events, 'white')).toEqual([0]);
    expect(waiting(state)).toBeNull();
    expect(events.filter((e) => e.type === 'roll')).toHaveLength(4);
    const p = state.projects['SCLC']!;
    expect(p.leaders).toEqual([]);
    expect(p.leaderLost).toBe(true);
    expect(state.orgs['SCLC']!.removedLeaders).toEqual(['abernathy']);
  });
});
