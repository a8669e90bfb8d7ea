import { describe, expect, it } from 'vitest';
import { act, attack, die, done, emptyBoard, events, game, lastEvent, noCards, scenario } from './helpers.js';

describe('2.0 Game board', () => {
  it('2.1 ten states of two or three cities; Washington DC is part of Virginia', () => {
    const s = emptyBoard().state;
    const { states, cities } = { states: Object.keys(s.klan), cities: Object.keys(s.cities) };
    expect(states).toHaveLength(10);
    expect(cities).toContain('washington-dc');
    expect(game.view(s, null).cities['washington-dc']).toBeDefined();
  });

  it('2.1 a protest names a goal not yet won: at most one S, A and V marker per city', () => {
    const s = emptyBoard().leader('martin-luther-king-jr', 'atlanta').markers('atlanta', ['S', 'V']).units('atlanta', { B: 3 }).state;
    const after = act(s, { type: 'activate', card: null, leader: 'martin-luther-king-jr' }, { type: 'stay' });
    expect(game.legalActions(after)).toEqual([{ type: 'attack', goal: 'A' }, done]);
    expect(() => game.apply(after, { type: 'attack', goal: 'S' })).toThrow(/goal not yet won/);
  });

  it('2.2 a statewide civil rights leader moves only within his state; a national leader anywhere', () => {
    const s = emptyBoard().leader('medgar-evers', 'jackson').leader('martin-luther-king-jr', 'jackson').state;
    const evers = act(s, { type: 'activate', card: null, leader: 'medgar-evers' });
    const to = game.legalActions(evers).filter((a) => a.type === 'city').map((a) => (a as { city: string }).city);
    expect(to.sort()).toEqual(['greenwood', 'oxford']);
    const king = act(s, { type: 'activate', card: null, leader: 'martin-luther-king-jr' });
    expect(game.legalActions(king).filter((a) => a.type === 'city')).toHaveLength(24);
  });

  it('2.3 a stronghold factor is added to the defending segregationist (Birmingham 3)', () => {
    const s = emptyBoard().leader('martin-luther-king-jr', 'birmingham').units('birmingham', { B: 3, P: 1 }).state;
    const r = events(attack(s, 'martin-luther-king-jr', 'A'), ...noCards, die(3), die(3));
    const crt = lastEvent(r.events, 'crt') as unknown as { civilRights: { factors: number }; segregationist: { factors: number } };
    expect(crt.civilRights.factors).toBe(3);
    expect(crt.segregationist.factors).toBe(4);
  });

  it('2.3.1 a won protest in a stronghold city without segregationist units places a No Stronghold marker', () => {
    const s = emptyBoard().leader('martin-luther-king-jr', 'atlanta').units('atlanta', { B: 10 }).state;
    const r = events(attack(s, 'martin-luther-king-jr', 'V'), ...noCards, die(6), die(1));
    expect(r.state.cities['atlanta']!.ns).toBe(true);
    expect(lastEvent(r.events, 'noStronghold')).toBeDefined();
    // the next protest there counts no stronghold factor
    const again = scenario(r.state).at('plays', 'civilRights').actionsLeft('civilRights', 1).edit((d) => void (d.leaders['martin-luther-king-jr']!.activations = 0)).state;
    const next = events(attack(again, 'martin-luther-king-jr', 'S'), ...noCards, die(1), die(1));
    expect((lastEvent(next.events, 'crt') as unknown as { segregationist: { factors: number } }).segregationist.factors).toBe(0);
  });

  it('2.4 the Freedom Track advances one space per protest won, and the marker of its goal is placed', () => {
    const s = emptyBoard().leader('martin-luther-king-jr', 'nashville').units('nashville', { B: 10, W: 1 }).state;
    const after = act(attack(s, 'martin-luther-king-jr', 'A'), ...noCards, die(6), die(1));
    expect(after.freedom).toBe(s.freedom + 1);
    expect(after.cities['nashville']!.m).toEqual({ S: false, A: true, V: false });
  });

  it('2.5 a protest won by the segregationist moves Non-violence one space toward abandoned', () => {
    const s = emptyBoard().leader('martin-luther-king-jr', 'nashville').units('nashville', { B: 1, P: 10 }).state;
    const after = act(attack(s, 'martin-luther-king-jr', 'A'), ...noCards, die(1), die(6));
    expect(after.nonviolence).toBe(s.nonviolence - 1);
    expect(after.freedom).toBe(s.freedom);
  });

  it('2.5 a mass arrest won by civil rights does not advance the Freedom Track without We Shall Overcome', () => {
    const s = emptyBoard().leader('bull-connor', 'selma').units('selma', { B: 10, P: 1 }).at('plays', 'segregationist').actionsLeft('segregationist', 1).state;
    const after = act(attack(s, 'bull-connor', null), ...noCards, die(1), die(6));
    expect(after.freedom).toBe(s.freedom);
    expect(after.nonviolence).toBe(s.nonviolence);
    const overcome = act(attack({ ...s, overcome: true }, 'bull-connor', null), ...noCards, die(1), die(6));
    expect(overcome.freedom).toBe(s.freedom + 1);
  });

  it('2.7 the game begins in 1955', () => {
    expect(emptyBoard().state.year).toBe(1955);
  });
});
