import { describe, expect, it } from 'vitest';
import { unitCensus } from '../../src/games/free-at-last-1955/index.js';
import { act, attack, city, die, done, emptyBoard, events, game, lastEvent, noCards } from './helpers.js';

describe('3 Units', () => {
  it('3.0 units lost go back to the supply: the census of every type stays the same', () => {
    const s = emptyBoard().leader('martin-luther-king-jr', 'nashville').units('nashville', { B: 5, P: 5 }).state;
    const before = unitCensus(s);
    const after = act(attack(s, 'martin-luther-king-jr', 'A'), ...noCards, die(6), die(6));
    expect(after.cities['nashville']!.u.B + after.cities['nashville']!.u.P).toBeLessThan(10);
    expect(unitCensus(after)).toEqual(before);
  });

  it('3.1, 3.1.1, 3.1.2 the segregationist fights with his P units; W units are not counted as factors', () => {
    const s = emptyBoard().leader('martin-luther-king-jr', 'nashville').units('nashville', { B: 2, P: 1, W: 8 }).state;
    const r = events(attack(s, 'martin-luther-king-jr', 'A'), ...noCards, die(3), die(3));
    expect((lastEvent(r.events, 'crt') as unknown as { segregationist: { factors: number } }).segregationist.factors).toBe(1);
  });

  it('3.2, 3.2.1 the civil rights player fights with his B units, 3.2.2 S and 3.2.3 N units beside them', () => {
    const s = emptyBoard().leader('martin-luther-king-jr', 'nashville').units('nashville', { B: 1, S: 2, N: 3 }).state;
    const r = events(attack(s, 'martin-luther-king-jr', 'A'), ...noCards, die(3), die(3));
    expect((lastEvent(r.events, 'crt') as unknown as { civilRights: { factors: number } }).civilRights.factors).toBe(6);
  });

  it('3.3 no more than 10 units per side in a city: a full city takes no recruit', () => {
    const s = emptyBoard().units('memphis', { B: 10 }).hand('civilRights', ['television-news']).state;
    const placing = act(s, { type: 'recruit', card: 'television-news' });
    const cities = game.legalActions(placing).map((a) => (a as { city: string }).city);
    expect(cities).not.toContain('memphis');
    expect(cities).toContain('nashville');
    expect(() => game.apply(placing, city('memphis'))).toThrow(/3\.3/);
  });

  it('3.3 only one leader defends: with two in the city the defender chooses', () => {
    const s = emptyBoard()
      .leader('bull-connor', 'montgomery')
      .leader('george-wallace', 'montgomery')
      .leader('martin-luther-king-jr', 'montgomery')
      .units('montgomery', { B: 3, P: 10 })
      .units('selma', { P: 10 })
      .units('birmingham', { P: 10 })
      .state;
    const asked = attack(s, 'martin-luther-king-jr', 'S');
    expect(game.toMove(asked)).toBe('segregationist');
    expect(game.legalActions(asked)).toEqual([{ type: 'leader', leader: 'bull-connor' }, { type: 'leader', leader: 'george-wallace' }]);
    const chosen = act(asked, { type: 'leader', leader: 'george-wallace' });
    expect(chosen.conf!.defLeader).toBe('george-wallace');
    // nowhere to avoid to (every other Alabama city is full): the attacker's card window is next
    expect(game.legalActions(chosen)).toContainEqual(done);
    expect(game.toMove(chosen)).toBe('civilRights');
  });
});
