import { describe, expect, it } from 'vitest';
import { act, attack, die, done, emptyBoard, events, game, lastEvent, noCards } from './helpers.js';

/** The end of 1956 with these hands: the civil rights player's commitment is asked. */
const election = (cr: string[], seg: string[]) =>
  act(
    emptyBoard().year(1956).units('atlanta', { B: 1 }).hand('civilRights', cr).hand('segregationist', seg).actionsLeft('civilRights', 1).actionsLeft('segregationist', 0).state,
    { type: 'pass' },
    done,
    done,
  );

describe('8.0 Elections', () => {
  it('8.1 each player may commit one held card face down; the other seat sees only that a card was committed', () => {
    const s = election(['television-news'], ['economic-boycott']);
    expect(game.legalActions(s)).toEqual([{ type: 'commit', card: 'television-news', candidate: 0 }, { type: 'commit', card: 'television-news', candidate: 1 }, done]);
    const committed = act(s, { type: 'commit', card: 'television-news', candidate: 1 });
    expect(game.toMove(committed)).toBe('segregationist');
    expect(game.view(committed, 'segregationist').election).toMatchObject({ committed: { civilRights: true, segregationist: false }, own: null });
    expect(JSON.stringify(game.view(committed, 'segregationist'))).not.toContain('television-news');
    expect(game.view(committed, 'civilRights').election!.own).toEqual({ card: 'television-news', candidate: 1 });
  });

  it('8.1 one die per candidate plus popularity plus committed Ops; 8.2 the winner’s ratings become the political climate', () => {
    const s = election(['television-news'], ['economic-boycott']);
    // Eisenhower (popularity 3) vs Stevenson (1): civil rights backs Stevenson with 1 Ops
    const r = events(s, { type: 'commit', card: 'television-news', candidate: 1 }, done, die(1), die(5));
    expect(lastEvent(r.events, 'elected')).toMatchObject({ name: 'Adlai Stevenson', totals: [4, 7] });
    expect(r.state.climate.name).toBe('Adlai Stevenson');
    expect(r.state.discard).toContain('television-news');
    expect(lastEvent(r.events, 'revealed')).toMatchObject({ seat: 'civilRights', card: 'television-news' });
    expect(r.state.year).toBe(1957);
  });

  it('8.1 a tie is rolled again', () => {
    const s = election([], []);
    const tied = events(s, done, done, die(2), die(4));
    expect(lastEvent(tied.events, 'electionTie')).toBeDefined();
    expect(game.toMove(tied.state)).toBe('chance');
    const decided = act(tied.state, die(1), die(2));
    expect(decided.climate.name).toBe('Dwight D. Eisenhower');
  });

  it('8.2 the climate rating of the protest’s goal modifies the civil rights protest roll', () => {
    const s = emptyBoard().leader('martin-luther-king-jr', 'nashville').units('nashville', { B: 3 }).edit((d) => void (d.climate = { ...d.climate, S: 2, A: -1 })).state;
    const school = lastEvent(events(attack(s, 'martin-luther-king-jr', 'S'), ...noCards, die(3), die(3)).events, 'crt') as unknown as { civilRights: { modifier: number } };
    expect(school.civilRights.modifier).toBe(2 + 2);
    const access = lastEvent(events(attack(s, 'martin-luther-king-jr', 'A'), ...noCards, die(3), die(3)).events, 'crt') as unknown as { civilRights: { modifier: number } };
    expect(access.civilRights.modifier).toBe(2 - 1);
  });
});
