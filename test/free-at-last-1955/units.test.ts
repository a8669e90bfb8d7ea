import { describe, expect, it } from 'vitest';
import { unitCensus } from '../../src/games/free-at-last-1955/index.js';
import { act, attack, city, die, done, emptyBoard, events, game, lastEvent, noCards } from './helpers.js';

describe('3 Units', () => {
  it('3.0 units lost go back to the supply: the census of every type stays the same', () => {
    const s = emptyBoard().leader('Martin Luther King Jr.', 'Nashville').units('Nashville', { B: 5, P: 5 }).state;
    const before = unitCensus(s);
    const after = act(attack(s, 'Martin Luther King Jr.', 'A'), ...noCards, die(6), die(6));
    expect(after.cities['Nashville']!.u.B + after.cities['Nashville']!.u.P).toBeLessThan(10);
    expect(unitCensus(after)).toEqual(before);
  });

  it('3.1, 3.1.1, 3.1.2 the segregationist fights with his P units; W units are not counted as factors', () => {
    const s = emptyBoard().leader('Martin Luther King Jr.', 'Nashville').units('Nashville', { B: 2, P: 1, W: 8 }).state;
    const r = events(attack(s, 'Martin Luther King Jr.', 'A'), ...noCards, die(3), die(3));
    expect((lastEvent(r.events, 'crt') as unknown as { segregationist: { factors: number } }).segregationist.factors).toBe(1);
  });

  it('3.2, 3.2.1 the civil rights player fights with his B units, 3.2.2 S and 3.2.3 N units beside them', () => {
    const s = emptyBoard().leader('Martin Luther King Jr.', 'Nashville').units('Nashville', { B: 1, S: 2, N: 3 }).state;
    const r = events(attack(s, 'Martin Luther King Jr.', 'A'), ...noCards, die(3), die(3));
    expect((lastEvent(r.events, 'crt') as unknown as { civilRights: { factors: number } }).civilRights.factors).toBe(6);
  });

  it('3.3 no more than 10 units per side in a city: a full city takes no recruit', () => {
    const s = emptyBoard().units('Memphis', { B: 10 }).hand('civilRights', ['Television News']).state;
    const placing = act(s, { type: 'recruit', card: 'Television News' });
    const cities = game.legalActions(placing).map((a) => (a as { city: string }).city);
    expect(cities).not.toContain('Memphis');
    expect(cities).toContain('Nashville');
    expect(() => game.apply(placing, city('Memphis'))).toThrow(/3\.3/);
  });

  it('3.3 only one leader defends: with two in the city the defender chooses', () => {
    const s = emptyBoard()
      .leader('Bull Connor', 'Montgomery')
      .leader('George Wallace', 'Montgomery')
      .leader('Martin Luther King Jr.', 'Montgomery')
      .units('Montgomery', { B: 3, P: 10 })
      .units('Selma', { P: 10 })
      .units('Birmingham', { P: 10 })
      .state;
    const asked = attack(s, 'Martin Luther King Jr.', 'S');
    expect(game.toMove(asked)).toBe('segregationist');
    expect(game.legalActions(asked)).toEqual([{ type: 'leader', leader: 'Bull Connor' }, { type: 'leader', leader: 'George Wallace' }]);
    const chosen = act(asked, { type: 'leader', leader: 'George Wallace' });
    expect(chosen.conf!.defLeader).toBe('George Wallace');
    // nowhere to avoid to (every other Alabama city is full): the attacker's card window is next
    expect(game.legalActions(chosen)).toContainEqual(done);
    expect(game.toMove(chosen)).toBe('civilRights');
  });
});
