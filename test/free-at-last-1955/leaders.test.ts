import { describe, expect, it } from 'vitest';
import { act, attack, die, done, emptyBoard, events, game, lastEvent, noCards } from './helpers.js';

const KING = 'martin-luther-king-jr';

describe('4.0 Leaders', () => {
  it('4.1 the first activation of the year costs 1 Ops, the second 2, later ones 3', () => {
    let s = emptyBoard().leader(KING, 'atlanta').hand('civilRights', ['television-news', 'supreme-court-ruling', 'economic-boycott']).state;
    const activations = (x: typeof s) => game.legalActions(x).filter((a) => a.type === 'activate').map((a) => (a as { card: string | null }).card);
    expect(activations(s)).toEqual(['economic-boycott', 'supreme-court-ruling', 'television-news', null]);
    s = act(s, { type: 'activate', card: null, leader: KING }, { type: 'stay' }, done, { type: 'pass' });
    expect(activations(s)).toEqual(['economic-boycott', 'supreme-court-ruling']);
    expect(() => game.apply(s, { type: 'activate', card: null, leader: KING })).toThrow(/4\.1/);
    s = act(s, { type: 'activate', card: 'supreme-court-ruling', leader: KING }, { type: 'stay' }, done, { type: 'pass' });
    expect(activations(s)).toEqual(['economic-boycott']);
  });

  it('4.2 a moving leader brings at most his leadership rating in units that started in his city', () => {
    const s = emptyBoard().leader('daisy-bates', 'little-rock').units('little-rock', { B: 4 }).state;
    const moved = act(s, { type: 'activate', card: null, leader: 'daisy-bates' }, { type: 'city', city: 'pine-bluff' });
    expect(game.legalActions(moved)).toEqual([{ type: 'bring', unit: 'B' }, done]);
    const brought = act(moved, { type: 'bring', unit: 'B' });
    expect(game.legalActions(brought)).toEqual([done]);
    expect(brought.cities['pine-bluff']!.u.B).toBe(1);
  });

  it('4.2, 2.2 B units do not follow a national leader across a state line; S units do', () => {
    const s = emptyBoard().leader(KING, 'atlanta').units('atlanta', { B: 2, S: 2 }).state;
    const moved = act(s, { type: 'activate', card: null, leader: KING }, { type: 'city', city: 'nashville' });
    expect(game.legalActions(moved)).toEqual([{ type: 'bring', unit: 'S' }, done]);
  });

  it('4.3 the leading leader’s tactical rating is a die modifier', () => {
    const s = emptyBoard().leader(KING, 'nashville').units('nashville', { B: 3 }).state;
    const r = events(attack(s, KING, 'A'), ...noCards, die(2), die(2));
    const crt = lastEvent(r.events, 'crt') as unknown as { civilRights: { modifier: number; total: number } };
    expect(crt.civilRights.modifier).toBe(2 + s.climate.A);
    expect(crt.civilRights.total).toBe(4 + s.climate.A);
  });

  it('4.4 a once-per-year die-modifier ability is offered once, then spent until the year ends', () => {
    const s = emptyBoard().leader(KING, 'nashville').units('nashville', { B: 3 }).state;
    const window = attack(s, KING, 'A');
    expect(game.legalActions(window)).toContainEqual({ type: 'ability' });
    const used = act(window, { type: 'ability' });
    expect(game.legalActions(used)).not.toContainEqual({ type: 'ability' });
    const r = events(used, ...noCards, die(2), die(2));
    expect((lastEvent(r.events, 'crt') as unknown as { civilRights: { modifier: number } }).civilRights.modifier).toBe(3 + s.climate.A);
    expect(r.state.leaders[KING]!.used).toBe(true);
  });

  it('6.2 segregationist leaders stay in their own state', () => {
    const s = emptyBoard().leader('ross-barnett', 'jackson').at('plays', 'segregationist').actionsLeft('segregationist', 1).state;
    const moving = act(s, { type: 'activate', card: null, leader: 'ross-barnett' });
    const to = game.legalActions(moving).filter((a) => a.type === 'city').map((a) => (a as { city: string }).city);
    expect(to.sort()).toEqual(['greenwood', 'oxford']);
  });
});
