import { describe, expect, it } from 'vitest';
import { civilRightsPoints, type FreeAtLast1955CardName, type FreeAtLast1955CityName } from '../../src/games/free-at-last-1955/index.js';
import { act, attack, city, die, done, emptyBoard, events, game, lastEvent, noCards, scenario } from './helpers.js';

const KING = 'Martin Luther King Jr.';

/**
 * A Freedom Event (10.2): `card` played as an event (its placements answered by `places`) opens it; a
 * protest of the wrong place does not win it, one of the right goal and place does.
 */
function freedomEvent(card: FreeAtLast1955CardName, places: FreeAtLast1955CityName[], id: string, [goal, where]: ['S' | 'A' | 'V', string], [wrongGoal, wrong]: ['S' | 'A' | 'V', string]): void {
  const s = emptyBoard().year(1964).units(where, { B: 8 }).units(wrong, { B: 8 }).hand('civilRights', [card]).actionsLeft('segregationist', 0).state;
  const opened = act(s, { type: 'event', card }, ...places.map(city));
  expect(opened.freedomEvents).toEqual({ [id]: 'open' });
  const elsewhere = act(attack(scenario(opened).leader(KING, wrong).state, KING, wrongGoal), ...noCards, die(6), die(1));
  expect(elsewhere.freedomEvents).toEqual({ [id]: 'open' });
  const won = act(attack(scenario(opened).leader(KING, where).state, KING, goal), ...noCards, die(6), die(1));
  expect(won.freedomEvents).toEqual({ [id]: 'won' });
}

describe('10.0 Free cities, victory and scoring', () => {
  it('10.0.1 the third marker makes a free city: Alabama cities advance the Freedom Track', () => {
    const s = emptyBoard().leader(KING, 'Montgomery').units('Montgomery', { B: 10 }).markers('Montgomery', ['S', 'V']).state;
    const r = events(attack(s, KING, 'A'), ...noCards, die(6), die(1));
    expect(lastEvent(r.events, 'freeCity')).toMatchObject({ city: 'Montgomery', reward: 'freedom' });
    expect(r.state.freedom).toBe(s.freedom + 2);
  });

  it('10.0.1 Mississippi cities restore Non-violence; others place B units, add Ops or draw cards', () => {
    const ms = emptyBoard().leader(KING, 'Greenwood').units('Greenwood', { B: 10 }).markers('Greenwood', ['S', 'V']).tracks(0, 3).state;
    expect(act(attack(ms, KING, 'A'), ...noCards, die(6), die(1)).nonviolence).toBe(4);
    const tn = emptyBoard().leader(KING, 'Nashville').units('Nashville', { B: 9 }).markers('Nashville', ['S', 'V']).state;
    const placing = act(attack(tn, KING, 'A'), ...noCards, die(6), die(1));
    expect(game.prompt(placing)).toMatch(/place a B unit \(2 left\)/);
    const ga = emptyBoard().leader(KING, 'Atlanta').units('Atlanta', { B: 10 }).markers('Atlanta', ['S', 'V']).state;
    const bonus = act(attack(ga, KING, 'A'), ...noCards, die(6), die(1));
    expect(bonus.opsBonus).toBe(2);
    // the bonus goes to the next card played for Ops: a 1-Ops recruit places 3 B
    const next = scenario(bonus).at('plays', 'civilRights').actionsLeft('civilRights', 1).hand('civilRights', ['Television News']).state;
    const r = events(next, { type: 'recruit', card: 'Television News' }, city('Savannah'), city('Savannah'), city('Savannah'));
    expect(r.state.cities['Savannah']!.u.B).toBe(3);
    expect(r.state.opsBonus).toBe(0);
  });

  it('10.2.1 Montgomery Bus Boycott: Rosa Parks as an event, then an accommodations protest won in Montgomery', () => {
    const s = emptyBoard().leader(KING, 'Montgomery').units('Montgomery', { B: 8 }).hand('civilRights', ['Rosa Parks']).actionsLeft('segregationist', 0).state;
    const opened = act(s, { type: 'event', card: 'Rosa Parks' }, city('Montgomery'), city('Montgomery'));
    expect(opened.freedomEvents).toEqual({ montgomery: 'open' });
    const r = events(attack(opened, KING, 'A'), ...noCards, die(6), die(1));
    expect(lastEvent(r.events, 'freedomEventWon')).toMatchObject({ event: 'montgomery' });
    expect(r.state.freedomEvents).toEqual({ montgomery: 'won' });
  });

  it('10.2 a protest won before the card is played does not count; the goal must match', () => {
    const s = emptyBoard().leader(KING, 'Montgomery').units('Montgomery', { B: 8 }).edit((d) => void (d.freedomEvents = { montgomery: 'open' })).state;
    const school = act(attack(s, KING, 'S'), ...noCards, die(6), die(1));
    expect(school.freedomEvents).toEqual({ montgomery: 'open' });
    const none = emptyBoard().leader(KING, 'Montgomery').units('Montgomery', { B: 8 }).state;
    expect(act(attack(none, KING, 'A'), ...noCards, die(6), die(1)).freedomEvents).toEqual({});
  });

  it('10.2.5 March on Washington: a voting rights protest won in Georgia, Louisiana, South Carolina or Florida', () => {
    const s = emptyBoard().leader(KING, 'Charleston').units('Charleston', { B: 8 }).edit((d) => void (d.freedomEvents = { march: 'open', votingRightsAct: 'open' })).state;
    expect(act(attack(s, KING, 'V'), ...noCards, die(6), die(1)).freedomEvents).toEqual({ march: 'won', votingRightsAct: 'open' });
  });

  it('10.2.2 Little Rock Central High: the Little Rock Nine as an event, then a school integration protest won in Little Rock', () => {
    freedomEvent('Little Rock Nine', ['Little Rock', 'Little Rock'], 'littleRock', ['S', 'Little Rock'], ['S', 'Pine Bluff']);
  });

  it('10.2.3 Greensboro Lunch Counters: Greensboro Sit Ins as an event, then an accommodations protest won in Greensboro', () => {
    freedomEvent('Greensboro Sit Ins', ['Greensboro', 'Greensboro'], 'greensboro', ['A', 'Greensboro'], ['A', 'Durham']);
  });

  it('10.2.4 Ole Miss: James Meredith as an event, then a school integration protest won in Oxford', () => {
    freedomEvent('James Meredith', ['Oxford'], 'oleMiss', ['S', 'Oxford'], ['S', 'Jackson']);
  });

  it('10.2.6 Civil Rights Act: Civil Rights Act Proposed as an event, then an accommodations protest won in Alabama', () => {
    freedomEvent('Civil Rights Act Proposed', [], 'civilRightsAct', ['A', 'Selma'], ['A', 'Jackson']);
  });

  it('10.2.7 Voting Rights Act: Voting Rights Act Proposed as an event, then a voting rights protest won in Mississippi', () => {
    freedomEvent('Voting Rights Act Proposed', [], 'votingRightsAct', ['V', 'Jackson'], ['V', 'Selma']);
  });

  it('2.6, 10.2 Freedom Events bonus table: 0 events −10, 1 event 0, 2 events 1 … 7 events 21', () => {
    const s = emptyBoard().tracks(30, 3).state;
    const ids = ['montgomery', 'littleRock', 'greensboro', 'oleMiss', 'march', 'civilRightsAct', 'votingRightsAct'];
    const bonus = [-10, 0, 1, 3, 6, 10, 15, 21];
    bonus.forEach((b, n) => {
      const won = Object.fromEntries(ids.slice(0, n).map((id) => [id, 'won' as const]));
      expect(civilRightsPoints({ ...s, freedomEvents: won })).toBe(30 + b);
    });
  });

  it('10.3 victory bands: 40+ decisive, 36+ marginal civil rights; 32–35 marginal, 31 or less decisive segregationist', () => {
    const cases: [number, string, string][] = [
      [40, 'decisive-civil-rights', 'civilRights'],
      [36, 'marginal-civil-rights', 'civilRights'],
      [35, 'marginal-segregationist', 'segregationist'],
      [32, 'marginal-segregationist', 'segregationist'],
      [31, 'decisive-segregationist', 'segregationist'],
    ];
    for (const [points, code, winner] of cases) {
      // one Freedom Event won scores 0 bonus: the points are the Freedom Track
      const s = emptyBoard()
        .year(1965)
        .units('Atlanta', { B: 1 }).units('Nashville', { B: 1 }).units('Jackson', { B: 1 }).units('Selma', { B: 1 }).units('Little Rock', { B: 1 }).units('Richmond', { B: 1 }).units('Tallahassee', { B: 1 }).units('Charleston', { B: 1 })
        .tracks(points, 3)
        .edit((d) => void ((d.freedomEvents = { march: 'won' }), (d.actionsLeft = { civilRights: 1, segregationist: 0 }))).state;
      const end = act(s, { type: 'pass' }, done, done);
      expect(game.result(end)).toMatchObject({ code, winners: [winner] });
      expect(game.result(end)!.scores[winner]).toBe(code.startsWith('decisive') ? 2 : 1);
    }
  });
});
