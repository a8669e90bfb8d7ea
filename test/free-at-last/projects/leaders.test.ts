import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { act, card, CARDS, die, hit, proceed, scenario, waiting } from './harness.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);
const leaderRolls = (events: GameEvent[]) => events.filter((e) => e.type === 'roll' && e['purpose'] === 'leader');

describe('7.2, 12.1 Protest Leader rolls', () => {
  it('12.1 a 3 for a Leader not activated by the card played is –1', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 9, white: 6, blue: 1 }, leaders: ['abernathy'] });
    const { events } = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 1), die('blue', 1), die('red', 3)]);
    expect(hits(events, 'leader')).toEqual([0]);
  });

  it('7.2, 12.1 activated by the card played: he rolls twice and escapes the –1 rule', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 9, white: 6, blue: 1 }, leaders: ['abernathy'] });
    const mid = act(s, 'protest', [card(1, 'white')], [die('red', 0), die('white', 1), die('blue', 1), die('red', 3), die('red', 1)]);
    expect(waiting(mid.state)!.actions).toEqual([{ type: 'projectKeep', face: 3 }, { type: 'projectKeep', face: 1 }]);
    const { events } = act(s, 'protest', [card(1, 'white')], [die('red', 0), die('white', 1), die('blue', 1), die('red', 3), die('red', 1), { type: 'projectKeep', face: 3 }, hit('save'), hit('save'), hit('save')]);
    expect(hits(events, 'leader')).toEqual([3]);
  });

  it('12.1 Dr. King does not suffer the –1 rule though not activated by the card played', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 9, white: 6, blue: 1 }, leaders: ['king'] });
    const { events } = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 1), die('blue', 1), die('red', 3), hit('save'), hit('save'), hit('save')]);
    expect(hits(events, 'leader')).toEqual([3]);
  });

  it('3.8.1.1 two SNCC Leaders roll once; twice if one of them has that ability and is activated', () => {
    const s = scenario({ owner: 'SNCC', card: CARDS.plain, cubes: { red: 9, white: 6, blue: 1 }, leaders: ['lewis', 'nash'] });
    const one = act(s, 'protest', [card(1, 'blue')], [die('red', 0), die('white', 1), die('blue', 1), die('red', 2), hit('save'), hit('save')]);
    expect(leaderRolls(one.events)).toHaveLength(1);
    const two = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 1), die('blue', 1), die('red', 2), die('red', 0), { type: 'projectKeep', face: 2 }, hit('save'), hit('save')]);
    expect(leaderRolls(two.events)).toHaveLength(2);
  });

  it('15.18 a Staffer may be committed to the Leader roll instead: +2 and no –1', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 9, white: 6, blue: 1 }, leaders: ['abernathy'], staff: ['walker'] });
    const { state, events } = act(s, 'protest', [card(1, 'red')], [
      proceed,
      die('red', 0),
      die('white', 1),
      die('blue', 1),
      { type: 'projectCommitStaff', staff: 'walker' },
      die('red', 3),
      hit('save'),
      hit('save'),
      hit('save'),
      hit('collect'),
      hit('collect'),
    ]);
    expect(hits(events, 'leader')).toEqual([5]);
    expect(state.orgs['SCLC']!.staff[0]!.tired).toBe(true);
  });

  it('15.5 with nothing to cancel, save or collect the Leader does not roll', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 12, white: 3, blue: 1 }, leaders: ['king'] });
    // red 4 + 2 = 6 hits take every SEG cube; white 1 - 1 (the 3 is –1) = 0, blue 1 + 1 = 2: the Leader rolls and his one hit can only save
    const { state, events } = act(s, 'protest', [card(1, 'red')], [die('red', 2), die('white', 3), die('blue', 1), die('red', 1)]);
    expect(leaderRolls(events)).toHaveLength(1);
    expect(state.projects['SCLC']!.outcome).toBe('success');
    // every SEG cube collected and no red cube lost (white 1 - 1 = 0 hits, blue Struck Out): no Leader roll
    const none = act(s, 'protest', [card(1, 'red')], [die('red', 2), die('white', 3), die('blue', 'X'), die('blue', 'X')]);
    expect(leaderRolls(none.events)).toHaveLength(0);
    expect(waiting(none.state)).toBeNull();
  });

  it('15.5 Leader hits: save red cubes removed by white cubes first, then by blue cubes', () => {
    const s = scenario({ card: CARDS.plain, cubes: { red: 9, white: 6, blue: 1 }, leaders: ['king'] });
    // white 2 + 1 = 3, blue 1 + 1 = 2 → 3 eliminated, 2 held; Leader 2: saves the white ones first
    const { state } = act(s, 'protest', [card(1, 'red')], [die('red', 0), die('white', 1), die('blue', 1), die('red', 2), hit('save'), hit('save')]);
    expect(state.orgs['SCLC']!.eliminated.red).toBe(1);
    expect(state.orgs['SCLC']!.criminalHold).toBe(2);
  });
});
