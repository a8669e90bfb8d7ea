import { describe, expect, it } from 'vitest';
import { act, attack, city, die, done, emptyBoard, events, game, lastEvent } from './helpers.js';

const KING = 'Martin Luther King Jr.';
const placedUnits = (steps: { type: string; unit?: unknown }[]) => steps.filter((e) => e.type === 'placed').map((e) => e.unit);

describe('6.0 Strategy cards', () => {
  it('6.1 recruitment: 2 Ops give the civil rights player 2 B', () => {
    const s = emptyBoard().hand('civilRights', ['Supreme Court Ruling']).state;
    const r = events(s, { type: 'recruit', card: 'Supreme Court Ruling' }, city('Atlanta'), city('Selma'));
    expect(placedUnits(r.events)).toEqual(['B', 'B']);
    expect(r.state.cities['Selma']!.u.B).toBe(1);
    expect(game.toMove(r.state)).toBe('segregationist');
  });

  it('6.1 recruitment: 3 Ops give the segregationist 1 W and 2 P', () => {
    const s = emptyBoard().hand('civilRights', []).hand('segregationist', ['Economic Boycott']).at('plays', 'segregationist').actionsLeft('segregationist', 1).state;
    const r = events(s, { type: 'recruit', card: 'Economic Boycott' }, city('Jackson'), city('Jackson'), city('Jackson'));
    expect(placedUnits(r.events)).toEqual(['W', 'P', 'P']);
    expect(r.state.cities['Jackson']!.u).toMatchObject({ P: 2, W: 1 });
  });

  it('6.3, 6.3.1 city activation: as many cities as Ops; P, B and W move within their state, S and N anywhere (3.2.2, 3.2.3)', () => {
    const s = emptyBoard().units('Atlanta', { B: 1, S: 1, N: 1 }).units('Nashville', { B: 1 }).hand('civilRights', ['Supreme Court Ruling']).state;
    const picking = act(s, { type: 'cities', card: 'Supreme Court Ruling' });
    expect(game.legalActions(picking)).toEqual([city('Atlanta'), city('Nashville'), done]);
    const inAtlanta = act(picking, city('Atlanta'));
    const moves = game.legalActions(inAtlanta).filter((a) => a.type === 'move') as { unit: string; to: string }[];
    expect(moves.filter((m) => m.unit === 'B').map((m) => m.to).sort()).toEqual(['Albany', 'Savannah']);
    expect(moves.filter((m) => m.unit === 'S')).toHaveLength(24);
    expect(moves.filter((m) => m.unit === 'N')).toHaveLength(24);
    const moved = act(inAtlanta, { type: 'move', unit: 'S', to: 'Nashville' }, done);
    // Atlanta is done; Nashville is the second city; the S unit that arrived there does not move again
    const nashville = act(moved, city('Nashville'));
    expect((game.legalActions(nashville).filter((a) => a.type === 'move') as { unit: string }[]).every((m) => m.unit === 'B')).toBe(true);
    const over = act(nashville, done);
    expect(game.toMove(over)).toBe('segregationist');
  });

  it('6.3.2 entrenchment: a roll ≤ the W units of the activated city places an E marker', () => {
    const s = emptyBoard().units('Selma', { W: 3 }).at('plays', 'segregationist').actionsLeft('segregationist', 1).state;
    const trying = act(s, { type: 'cities', card: null }, city('Selma'), { type: 'entrench' });
    expect(game.toMove(trying)).toBe('chance');
    expect(act(trying, die(3)).cities['Selma']!.e).toBe(true);
    expect(act(trying, die(4)).cities['Selma']!.e).toBe(false);
  });

  it('6.4 events: red for civil rights, blue for the segregationist, black for either, not before their year', () => {
    const s = emptyBoard().hand('civilRights', ['Rosa Parks', "Citizens' Councils", 'Television News', 'SNCC Founded']).state;
    const events = game.legalActions(s).filter((a) => a.type === 'event').map((a) => (a as { card: string }).card);
    expect(events).toEqual(['Rosa Parks', 'Television News']);
    expect(() => game.apply(s, { type: 'event', card: "Citizens' Councils" })).toThrow(/6\.4/);
    expect(() => game.apply(s, { type: 'event', card: 'SNCC Founded' })).toThrow(/not before their year/);
  });

  it('6.4 a red or blue event leaves the game; a black event goes to the discard pile', () => {
    const s = emptyBoard().hand('civilRights', ['Rosa Parks', 'Television News']).state;
    const red = act(s, { type: 'event', card: 'Rosa Parks' }, city('Selma'), city('Selma'));
    expect(red.removed).toContain('Rosa Parks');
    expect(red.cities['Selma']!.u.B).toBe(2);
    const black = act(s, { type: 'event', card: 'Television News' }, game.chanceOutcomes(act(s, { type: 'event', card: 'Television News' }))[0]!.outcome);
    expect(black.discard).toContain('Television News');
    expect(black.hands.civilRights).toHaveLength(2);
  });

  it('6.5, 7.0.2 confrontation cards: the winner keeps them in front (and their modifier), the loser loses them', () => {
    const s = emptyBoard().leader(KING, 'Nashville').units('Nashville', { B: 10, P: 1 }).hand('civilRights', ['Television News']).hand('segregationist', ['Interposition']).state;
    const r = events(attack(s, KING, 'A'), { type: 'card', card: 'Television News' }, done, { type: 'card', card: 'Interposition' }, done, die(6), die(1));
    expect(lastEvent(r.events, 'confrontationWon')).toMatchObject({ winner: 'civilRights' });
    expect(r.state.inFront.civilRights).toEqual(['Television News']);
    expect(r.state.removed).toContain('Interposition');
    expect(r.state.inFront.segregationist).toEqual([]);
  });

  it('6.5, 7.0.2 equal losses: both sides lose their confrontation cards', () => {
    const s = emptyBoard().leader(KING, 'Nashville').units('Nashville', { B: 3, P: 3 }).hand('civilRights', ['Television News']).hand('segregationist', ['Interposition']).state;
    const r = events(attack(s, KING, 'A'), { type: 'card', card: 'Television News' }, done, { type: 'card', card: 'Interposition' }, done, die(1), die(3));
    expect(lastEvent(r.events, 'confrontationWon')).toMatchObject({ winner: 'tie' });
    expect(r.state.removed).toEqual(expect.arrayContaining(['Television News', 'Interposition']));
    expect(r.state.freedom).toBe(s.freedom);
    expect(r.state.nonviolence).toBe(s.nonviolence);
  });

  it('6.5 cards kept in front are removed at the end of the year', () => {
    const s = emptyBoard().inFront('civilRights', ['Television News']).actionsLeft('civilRights', 1).actionsLeft('segregationist', 0).state;
    const end = act(s, { type: 'pass' });
    expect(end.inFront.civilRights).toEqual([]);
    expect(end.removed).toContain('Television News');
  });

  it('6.6 cards may be held, or discarded at the end of the year', () => {
    const s = emptyBoard().hand('civilRights', ['Television News', 'Rosa Parks']).actionsLeft('civilRights', 1).actionsLeft('segregationist', 0).state;
    const asked = act(s, { type: 'pass' });
    expect(game.legalActions(asked)).toEqual([{ type: 'discard', card: 'Rosa Parks' }, { type: 'discard', card: 'Television News' }, done]);
    const kept = act(asked, { type: 'discard', card: 'Rosa Parks' }, done);
    expect(kept.hands.civilRights).toEqual(['Television News']);
    expect(kept.discard).toContain('Rosa Parks');
  });
});
