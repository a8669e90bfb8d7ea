import { describe, expect, it } from 'vitest';
import { civilRightsPoints, type FreeAtLast1955CardId, type FreeAtLast1955CityId } from '../../src/games/free-at-last-1955/index.js';
import { act, attack, city, die, done, emptyBoard, events, game, lastEvent, noCards, scenario } from './helpers.js';

const KING = 'martin-luther-king-jr';

/**
 * A Freedom Event (10.2): `card` played as an event (its placements answered by `places`) opens it; a
 * protest of the wrong place does not win it, one of the right goal and place does.
 */
function freedomEvent(card: FreeAtLast1955CardId, places: FreeAtLast1955CityId[], id: string, [goal, where]: ['S' | 'A' | 'V', string], [wrongGoal, wrong]: ['S' | 'A' | 'V', string]): void {
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
    const s = emptyBoard().leader(KING, 'montgomery').units('montgomery', { B: 10 }).markers('montgomery', ['S', 'V']).state;
    const r = events(attack(s, KING, 'A'), ...noCards, die(6), die(1));
    expect(lastEvent(r.events, 'freeCity')).toMatchObject({ city: 'montgomery', reward: 'freedom' });
    expect(r.state.freedom).toBe(s.freedom + 2);
  });

  it('10.0.1 Mississippi cities restore Non-violence; others place B units, add Ops or draw cards', () => {
    const ms = emptyBoard().leader(KING, 'greenwood').units('greenwood', { B: 10 }).markers('greenwood', ['S', 'V']).tracks(0, 3).state;
    expect(act(attack(ms, KING, 'A'), ...noCards, die(6), die(1)).nonviolence).toBe(4);
    const tn = emptyBoard().leader(KING, 'nashville').units('nashville', { B: 9 }).markers('nashville', ['S', 'V']).state;
    const placing = act(attack(tn, KING, 'A'), ...noCards, die(6), die(1));
    expect(game.prompt(placing)).toMatch(/place a B unit \(2 left\)/);
    const ga = emptyBoard().leader(KING, 'atlanta').units('atlanta', { B: 10 }).markers('atlanta', ['S', 'V']).state;
    const bonus = act(attack(ga, KING, 'A'), ...noCards, die(6), die(1));
    expect(bonus.opsBonus).toBe(2);
    // the bonus goes to the next card played for Ops: a 1-Ops recruit places 3 B
    const next = scenario(bonus).at('plays', 'civilRights').actionsLeft('civilRights', 1).hand('civilRights', ['television-news']).state;
    const r = events(next, { type: 'recruit', card: 'television-news' }, city('savannah'), city('savannah'), city('savannah'));
    expect(r.state.cities['savannah']!.u.B).toBe(3);
    expect(r.state.opsBonus).toBe(0);
  });

  it('10.2.1 Montgomery Bus Boycott: Rosa Parks as an event, then an accommodations protest won in Montgomery', () => {
    const s = emptyBoard().leader(KING, 'montgomery').units('montgomery', { B: 8 }).hand('civilRights', ['rosa-parks']).actionsLeft('segregationist', 0).state;
    const opened = act(s, { type: 'event', card: 'rosa-parks' }, city('montgomery'), city('montgomery'));
    expect(opened.freedomEvents).toEqual({ montgomery: 'open' });
    const r = events(attack(opened, KING, 'A'), ...noCards, die(6), die(1));
    expect(lastEvent(r.events, 'freedomEventWon')).toMatchObject({ event: 'montgomery' });
    expect(r.state.freedomEvents).toEqual({ montgomery: 'won' });
  });

  it('10.2 a protest won before the card is played does not count; the goal must match', () => {
    const s = emptyBoard().leader(KING, 'montgomery').units('montgomery', { B: 8 }).edit((d) => void (d.freedomEvents = { montgomery: 'open' })).state;
    const school = act(attack(s, KING, 'S'), ...noCards, die(6), die(1));
    expect(school.freedomEvents).toEqual({ montgomery: 'open' });
    const none = emptyBoard().leader(KING, 'montgomery').units('montgomery', { B: 8 }).state;
    expect(act(attack(none, KING, 'A'), ...noCards, die(6), die(1)).freedomEvents).toEqual({});
  });

  it('10.2.5 March on Washington: a voting rights protest won in Georgia, Louisiana, South Carolina or Florida', () => {
    const s = emptyBoard().leader(KING, 'charleston').units('charleston', { B: 8 }).edit((d) => void (d.freedomEvents = { march: 'open', 'voting-rights-act': 'open' })).state;
    expect(act(attack(s, KING, 'V'), ...noCards, die(6), die(1)).freedomEvents).toEqual({ march: 'won', 'voting-rights-act': 'open' });
  });

  it('10.2.2 Little Rock Central High: the Little Rock Nine as an event, then a school integration protest won in Little Rock', () => {
    freedomEvent('little-rock-nine', ['little-rock', 'little-rock'], 'little-rock', ['S', 'little-rock'], ['S', 'pine-bluff']);
  });

  it('10.2.3 Greensboro Lunch Counters: Greensboro Sit Ins as an event, then an accommodations protest won in Greensboro', () => {
    freedomEvent('greensboro-sit-ins', ['greensboro', 'greensboro'], 'greensboro', ['A', 'greensboro'], ['A', 'durham']);
  });

  it('10.2.4 Ole Miss: James Meredith as an event, then a school integration protest won in Oxford', () => {
    freedomEvent('james-meredith', ['oxford'], 'ole-miss', ['S', 'oxford'], ['S', 'jackson']);
  });

  it('10.2.6 Civil Rights Act: Civil Rights Act Proposed as an event, then an accommodations protest won in Alabama', () => {
    freedomEvent('civil-rights-act-proposed', [], 'civil-rights-act', ['A', 'selma'], ['A', 'jackson']);
  });

  it('10.2.7 Voting Rights Act: Voting Rights Act Proposed as an event, then a voting rights protest won in Mississippi', () => {
    freedomEvent('voting-rights-act-proposed', [], 'voting-rights-act', ['V', 'jackson'], ['V', 'selma']);
  });

  it('2.6, 10.2 Freedom Events bonus table: 0 events −10, 1 event 0, 2 events 1 … 7 events 21', () => {
    const s = emptyBoard().tracks(30, 3).state;
    const ids = ['montgomery', 'little-rock', 'greensboro', 'ole-miss', 'march', 'civil-rights-act', 'voting-rights-act'];
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
        .units('atlanta', { B: 1 }).units('nashville', { B: 1 }).units('jackson', { B: 1 }).units('selma', { B: 1 }).units('little-rock', { B: 1 }).units('richmond', { B: 1 }).units('tallahassee', { B: 1 }).units('charleston', { B: 1 })
        .tracks(points, 3)
        .edit((d) => void ((d.freedomEvents = { march: 'won' }), (d.actionsLeft = { civilRights: 1, segregationist: 0 }))).state;
      const end = act(s, { type: 'pass' }, done, done);
      expect(game.result(end)).toMatchObject({ code, winners: [winner] });
      expect(game.result(end)!.scores[winner]).toBe(code.startsWith('decisive') ? 2 : 1);
    }
  });
});
