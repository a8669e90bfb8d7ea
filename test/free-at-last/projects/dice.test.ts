import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { act, card, CARDS, die, proceed, scenario, waiting } from './harness.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);

// a plain A Project: 9 red, 6 white, 2 blue; no Local Figure is activated by a 1-rank red card
const base = () => scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 } });

describe('3.6 X results and Strike Outs', () => {
  it('3.6 an X reads the X Value Track after a subsequent roll that is not an X', () => {
    const { events } = act(base(), 'protest', [card(1, 'red')], [die('red', 'X'), die('red', 1), die('white', 0), die('blue', 1)]);
    expect(hits(events, 'red')).toEqual([3 + 4]);
  });

  it('3.6 the X value follows the track position', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 }, xTrack: { red: 6 } });
    const { events } = act(s, 'protest', [card(1, 'red')], [die('red', 'X'), die('red', 0), die('white', 0), die('blue', 1)]);
    expect(hits(events, 'red')).toEqual([3 + 6]);
  });

  it('15.11 a second X Strikes Out: no hits for the cubes and none for the die', () => {
    const { events } = act(base(), 'protest', [card(1, 'red')], [die('red', 'X'), die('red', 'X'), die('white', 0), die('blue', 1)]);
    expect(hits(events, 'red')).toEqual([0]);
  });

  it('15.11 on the white die an X or a K on the subsequent roll Strikes Out; a K then a non-X stands as X', () => {
    const a = act(base(), 'protest', [card(1, 'red')], [die('red', 0), die('white', 'X'), die('white', 'K'), die('blue', 1)]);
    expect(hits(a.events, 'white')).toEqual([0]);
    const b = act(base(), 'protest', [card(1, 'red')], [die('red', 0), die('white', 'K'), die('white', 2), die('blue', 1)]);
    expect(hits(b.events, 'white')).toEqual([2 + 3]);
    expect(b.events.some((e) => e.type === 'klan')).toBe(false);
  });

  it('4.1 D a Star spent before the roll cancels the subsequent roll after an X on the red die', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 }, stars: 2 });
    const begun = act(s, 'protest', [card(1, 'red')], []);
    expect(waiting(begun.state)!.actions).toEqual([{ type: 'projectInsure' }, proceed]);
    const { state, events } = act(s, 'protest', [card(1, 'red')], [{ type: 'projectInsure' }, die('red', 'X'), die('white', 0), die('blue', 1)]);
    expect(hits(events, 'red')).toEqual([3 + 4]);
    expect(state.orgs['SCLC']!.stars).toBe(1);
  });
});

describe('12.0–12.2 the –1 rule', () => {
  it('12.0 a 3 on the red or white die and a 4 on the blue die count –1 without an activated Local Figure', () => {
    const { events } = act(base(), 'protest', [card(1, 'red')], [die('red', 3), die('white', 3), die('blue', 4)]);
    expect(hits(events, 'red')).toEqual([3 - 1]);
    expect(hits(events, 'white')).toEqual([2 - 1]);
    expect(hits(events, 'blue')).toEqual([2 - 1]);
  });

  it('12.0 a Civil Rights Local Figure activated by the card played spares the red die; a SEG one spares white and blue', () => {
    // Ella (2 red) collects a white cube first (15.2): 5 white left
    const a = act(base(), 'protest', [card(2, 'red')], [proceed, die('red', 3), die('white', 3), die('blue', 4)]);
    expect(hits(a.events, 'red')).toEqual([3 + 3]);
    expect(hits(a.events, 'white')).toEqual([1 - 1]);
    // Sheriff (4 white, SEG) adds a white cube: 7 white
    const b = act(base(), 'protest', [card(4, 'white')], [die('red', 3), die('white', 3), die('blue', 4)]);
    expect(hits(b.events, 'red')).toEqual([3 - 1]);
    expect(hits(b.events, 'white')).toEqual([2 + 3]);
    expect(hits(b.events, 'blue')).toEqual([2 + 4]);
  });

  it('12.0, 15.18 a Staffer committed to the red cubes: +2 and no –1', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 }, staff: ['walker'] });
    const begun = act(s, 'protest', [card(1, 'red')], []);
    expect(waiting(begun.state)!.actions).toEqual([{ type: 'projectCommitStaff', staff: 'walker' }, proceed]);
    const { state, events } = act(s, 'protest', [card(1, 'red')], [{ type: 'projectCommitStaff', staff: 'walker' }, die('red', 3), die('white', 0), die('blue', 1)]);
    expect(hits(events, 'red')).toEqual([3 + 3 + 2]);
    // 6.5 the Staffer is tired for the rest of the Turn
    expect(state.orgs['SCLC']!.staff).toEqual([{ id: 'walker', tired: true }]);
  });

  it('6.2 a Staffer not activated by the card played cannot be committed', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 }, staff: ['young'] });
    const begun = act(s, 'protest', [card(1, 'red')], []);
    expect(waiting(begun.state)!.who).toBe('chance');
  });
});

describe('15.9, 15.18 rolling twice', () => {
  it('15.9 a Local Figure that rolls twice: both faces are rolled and the owner keeps one, even a lower non-X', () => {
    const begun = act(base(), 'protest', [card(3, 'white')], [proceed, die('red', 1), die('red', 'X')]);
    expect(waiting(begun.state)!.actions).toEqual([{ type: 'projectKeep', face: 1 }, { type: 'projectKeep', face: 'X' }]);
    const { events } = act(base(), 'protest', [card(3, 'white')], [proceed, die('red', 1), die('red', 'X'), { type: 'projectKeep', face: 1 }, die('white', 0), die('blue', 1)]);
    expect(hits(events, 'red')).toEqual([3 + 1]);
  });

  it('15.9 keeping an X still needs the subsequent roll', () => {
    const { events } = act(base(), 'protest', [card(3, 'white')], [proceed, die('red', 1), die('red', 'X'), { type: 'projectKeep', face: 'X' }, die('red', 'X'), die('white', 0), die('blue', 1)]);
    expect(hits(events, 'red')).toEqual([0]);
  });

  it('15.18 a CORE Staffer rolls the red die twice; 15.9 with a roll-twice Local Figure it is still only twice', () => {
    const s = scenario({ owner: 'CORE', card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 }, staff: ['carey'] });
    const { events } = act(s, 'protest', [card(3, 'white')], [{ type: 'projectCommitStaff', staff: 'carey' }, proceed, die('red', 0), die('red', 2), { type: 'projectKeep', face: 2 }, die('white', 0), die('blue', 1)]);
    expect(events.filter((e) => e.type === 'roll' && e['die'] === 'red')).toHaveLength(2);
    expect(hits(events, 'red')).toEqual([3 + 2]);
  });

  it('15.18 a CORE Staffer who re-rolls any die: after the dice, the owner may roll one of them again', () => {
    const s = scenario({ owner: 'CORE', card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 }, staff: ['rich'] });
    const steps = [{ type: 'projectCommitStaff', staff: 'rich' } as const, die('red', 1), die('white', 0), die('blue', 'X'), die('blue', 1)];
    const mid = act(s, 'protest', [card(1, 'white')], steps);
    expect(waiting(mid.state)!.actions).toEqual([
      { type: 'projectRerollDie', purpose: 'red-cubes' },
      { type: 'projectRerollDie', purpose: 'white-cubes' },
      { type: 'projectRerollDie', purpose: 'blue-cubes' },
      proceed,
    ]);
    const { events } = act(s, 'protest', [card(1, 'white')], [...steps, { type: 'projectRerollDie', purpose: 'blue-cubes' }, die('blue', 1)]);
    expect(hits(events, 'blue')).toEqual([2 + 1]);
    expect(hits(events, 'red')).toEqual([3 + 1]);
    // the re-roll is spent: no second offer
    const kept = act(s, 'protest', [card(1, 'white')], [...steps, proceed]);
    expect(hits(kept.events, 'blue')).toEqual([2 + 4]);
  });
});

describe('3.6 the X re-roll of a Legislation card, once per Project', () => {
  it('3.6 an X on the red die may be re-rolled once per Project while the law is in effect', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 }, laws: ['x-reroll-red'] });
    const begun = act(s, 'protest', [card(1, 'red')], [die('red', 'X')]);
    expect(waiting(begun.state)!.actions).toEqual([{ type: 'projectReroll' }, proceed]);
    const { state, events } = act(s, 'protest', [card(1, 'red')], [die('red', 'X'), { type: 'projectReroll' }, die('red', 'X'), die('red', 2), die('white', 0), die('blue', 1)]);
    expect(hits(events, 'red')).toEqual([3 + 4]);
    expect(state.projects['SCLC']!.xRerollsUsed).toEqual(['red']);
    // declined: the subsequent roll follows and the re-roll is still unused
    const declined = act(s, 'protest', [card(1, 'red')], [die('red', 'X'), proceed, die('red', 'X'), die('white', 0), die('blue', 1)]);
    expect(hits(declined.events, 'red')).toEqual([0]);
    expect(declined.state.projects['SCLC']!.xRerollsUsed).toEqual([]);
    // used: the next X on the red die is not offered a re-roll (the 1-rank red card is in the discard pile now, 3.7)
    const again = act(state, 'protest', [card(3, 'red')], [die('red', 'X')], 'SCLC');
    expect(waiting(again.state)!.who).toBe('chance');
  });
});
