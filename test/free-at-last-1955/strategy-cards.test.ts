import { describe, expect, it } from 'vitest';
import { act, attack, city, die, done, emptyBoard, events, game, lastEvent } from './helpers.js';

const KING = 'martin-luther-king-jr';
const placedUnits = (steps: { type: string; unit?: unknown }[]) => steps.filter((e) => e.type === 'placed').map((e) => e.unit);

describe('6.0 Strategy cards', () => {
  it('6.1 recruitment: 2 Ops give the civil rights player 2 B', () => {
    const s = emptyBoard().hand('civilRights', ['supreme-court-ruling']).state;
    const r = events(s, { type: 'recruit', card: 'supreme-court-ruling' }, city('atlanta'), city('selma'));
    expect(placedUnits(r.events)).toEqual(['B', 'B']);
    expect(r.state.cities['selma']!.u.B).toBe(1);
    expect(game.toMove(r.state)).toBe('segregationist');
  });

  it('6.1 recruitment: 3 Ops give the segregationist 1 W and 2 P', () => {
    const s = emptyBoard().hand('civilRights', []).hand('segregationist', ['economic-boycott']).at('plays', 'segregationist').actionsLeft('segregationist', 1).state;
    const r = events(s, { type: 'recruit', card: 'economic-boycott' }, city('jackson'), city('jackson'), city('jackson'));
    expect(placedUnits(r.events)).toEqual(['W', 'P', 'P']);
    expect(r.state.cities['jackson']!.u).toMatchObject({ P: 2, W: 1 });
  });

  it('6.3, 6.3.1 city activation: as many cities as Ops; P, B and W move within their state, S and N anywhere (3.2.2, 3.2.3)', () => {
    const s = emptyBoard().units('atlanta', { B: 1, S: 1, N: 1 }).units('nashville', { B: 1 }).hand('civilRights', ['supreme-court-ruling']).state;
    const picking = act(s, { type: 'cities', card: 'supreme-court-ruling' });
    expect(game.legalActions(picking)).toEqual([city('atlanta'), city('nashville'), done]);
    const inAtlanta = act(picking, city('atlanta'));
    const moves = game.legalActions(inAtlanta).filter((a) => a.type === 'move') as { unit: string; to: string }[];
    expect(moves.filter((m) => m.unit === 'B').map((m) => m.to).sort()).toEqual(['albany', 'savannah']);
    expect(moves.filter((m) => m.unit === 'S')).toHaveLength(24);
    expect(moves.filter((m) => m.unit === 'N')).toHaveLength(24);
    const moved = act(inAtlanta, { type: 'move', unit: 'S', to: 'nashville' }, done);
    // Atlanta is done; Nashville is the second city; the S unit that arrived there does not move again
    const nashville = act(moved, city('nashville'));
    expect((game.legalActions(nashville).filter((a) => a.type === 'move') as { unit: string }[]).every((m) => m.unit === 'B')).toBe(true);
    const over = act(nashville, done);
    expect(game.toMove(over)).toBe('segregationist');
  });

  it('6.3.2 entrenchment: a roll ≤ the W units of the activated city places an E marker', () => {
    const s = emptyBoard().units('selma', { W: 3 }).at('plays', 'segregationist').actionsLeft('segregationist', 1).state;
    const trying = act(s, { type: 'cities', card: null }, city('selma'), { type: 'entrench' });
    expect(game.toMove(trying)).toBe('chance');
    expect(act(trying, die(3)).cities['selma']!.e).toBe(true);
    expect(act(trying, die(4)).cities['selma']!.e).toBe(false);
  });

  it('6.4 events: red for civil rights, blue for the segregationist, black for either, not before their year', () => {
    const s = emptyBoard().hand('civilRights', ['rosa-parks', 'citizens-councils', 'television-news', 'sncc-founded']).state;
    const events = game.legalActions(s).filter((a) => a.type === 'event').map((a) => (a as { card: string }).card);
    expect(events).toEqual(['rosa-parks', 'television-news']);
    expect(() => game.apply(s, { type: 'event', card: 'citizens-councils' })).toThrow(/6\.4/);
    expect(() => game.apply(s, { type: 'event', card: 'sncc-founded' })).toThrow(/not before their year/);
  });

  it('6.4 a red or blue event leaves the game; a black event goes to the discard pile', () => {
    const s = emptyBoard().hand('civilRights', ['rosa-parks', 'television-news']).state;
    const red = act(s, { type: 'event', card: 'rosa-parks' }, city('selma'), city('selma'));
    expect(red.removed).toContain('rosa-parks');
    expect(red.cities['selma']!.u.B).toBe(2);
    const black = act(s, { type: 'event', card: 'television-news' }, game.chanceOutcomes(act(s, { type: 'event', card: 'television-news' }))[0]!.outcome);
    expect(black.discard).toContain('television-news');
    expect(black.hands.civilRights).toHaveLength(2);
  });

  it('6.5, 7.0.2 confrontation cards: the winner keeps them in front (and their modifier), the loser loses them', () => {
    const s = emptyBoard().leader(KING, 'nashville').units('nashville', { B: 10, P: 1 }).hand('civilRights', ['television-news']).hand('segregationist', ['interposition']).state;
    const r = events(attack(s, KING, 'A'), { type: 'card', card: 'television-news' }, done, { type: 'card', card: 'interposition' }, done, die(6), die(1));
    expect(lastEvent(r.events, 'confrontationWon')).toMatchObject({ winner: 'civilRights' });
    expect(r.state.inFront.civilRights).toEqual(['television-news']);
    expect(r.state.removed).toContain('interposition');
    expect(r.state.inFront.segregationist).toEqual([]);
  });

  it('6.5, 7.0.2 equal losses: both sides lose their confrontation cards', () => {
    const s = emptyBoard().leader(KING, 'nashville').units('nashville', { B: 3, P: 3 }).hand('civilRights', ['television-news']).hand('segregationist', ['interposition']).state;
    const r = events(attack(s, KING, 'A'), { type: 'card', card: 'television-news' }, done, { type: 'card', card: 'interposition' }, done, die(1), die(3));
    expect(lastEvent(r.events, 'confrontationWon')).toMatchObject({ winner: 'tie' });
    expect(r.state.removed).toEqual(expect.arrayContaining(['television-news', 'interposition']));
    expect(r.state.freedom).toBe(s.freedom);
    expect(r.state.nonviolence).toBe(s.nonviolence);
  });

  it('6.5 cards kept in front are removed at the end of the year', () => {
    const s = emptyBoard().inFront('civilRights', ['television-news']).actionsLeft('civilRights', 1).actionsLeft('segregationist', 0).state;
    const end = act(s, { type: 'pass' });
    expect(end.inFront.civilRights).toEqual([]);
    expect(end.removed).toContain('television-news');
  });

  it('6.6 cards may be held, or discarded at the end of the year', () => {
    const s = emptyBoard().hand('civilRights', ['television-news', 'rosa-parks']).actionsLeft('civilRights', 1).actionsLeft('segregationist', 0).state;
    const asked = act(s, { type: 'pass' });
    expect(game.legalActions(asked)).toEqual([{ type: 'discard', card: 'rosa-parks' }, { type: 'discard', card: 'television-news' }, done]);
    const kept = act(asked, { type: 'discard', card: 'rosa-parks' }, done);
    expect(kept.hands.civilRights).toEqual(['television-news']);
    expect(kept.discard).toContain('rosa-parks');
  });
});
