import { describe, expect, it } from 'vitest';
import { act, done, emptyBoard, game, start, scenario } from './helpers.js';

const pass = { type: 'pass' } as const;
const lastAction = (year: number) => emptyBoard().year(year).actionsLeft('civilRights', 1).actionsLeft('segregationist', 0);

describe('5.0 Sequence of play', () => {
  it('5.1 each player starts the year with 8 cards', () => {
    const s = start();
    expect(s.hands.civilRights).toHaveLength(8);
    expect(s.hands.segregationist).toHaveLength(8);
    expect(game.view(s, 'civilRights').deckSize).toBe(s.deck.length);
  });

  it('5.1 held cards count: the deal only tops the hand up to 8', () => {
    const s = scenario(start()).actionsLeft('civilRights', 1).actionsLeft('segregationist', 0).state;
    const held = s.hands.civilRights.length - 1;
    // play one card, hold the rest; the discard window keeps them; 1955 → 1956 deals one card to civil rights
    let x = act(s, { type: 'recruit', card: game.view(s, 'civilRights').hand[0]! });
    while (game.toMove(x) === 'civilRights' && game.legalActions(x).some((a) => a.type === 'city')) x = game.apply(x, game.legalActions(x)[0]!);
    x = act(x, done, done);
    expect(x.year).toBe(1956);
    expect(x.hands.civilRights).toHaveLength(held);
    expect(game.toMove(x)).toBe('chance');
    x = game.apply(x, game.chanceOutcomes(x)[0]!.outcome);
    expect(x.hands.civilRights).toHaveLength(8);
  });

  it('5.2 players alternate, civil rights first, 6 actions each; then the year ends', () => {
    let s = start();
    const order: string[] = [];
    for (let i = 0; i < 12; i++) {
      order.push(String(game.toMove(s)));
      s = game.apply(s, pass);
    }
    expect(order).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'civilRights' : 'segregationist')));
    expect(game.prompt(s)).toMatch(/discard/);
  });

  it('5.2 a player may take a 1-Ops action without playing a card', () => {
    const s = emptyBoard().hand('civilRights', []).state;
    expect(game.legalActions(s)).toEqual([{ type: 'recruit', card: null }, { type: 'cities', card: null }, pass]);
    const placing = act(s, { type: 'recruit', card: null });
    expect(placing.hands.civilRights).toEqual([]);
    expect(game.legalActions(placing)[0]).toEqual({ type: 'city', city: 'birmingham' });
  });

  it('5.3 after 1959 the segregationist wins at the end of a year with three states without B units', () => {
    const s = lastAction(1960).units('atlanta', { B: 1 }).state;
    const end = act(s, pass, done, done);
    expect(game.result(end)).toMatchObject({ code: 'movement-eliminated', winners: ['segregationist'] });
  });

  it('5.3 in 1959 and before the elimination check does not apply', () => {
    const end = act(lastAction(1959).state, pass, done, done);
    expect(game.result(end)).toBeNull();
    expect(end.year).toBe(1960);
  });

  it('5.3, 2.5 the segregationist wins at the end of any year with Non-violence abandoned', () => {
    const s = lastAction(1955).tracks(0, 0).state;
    expect(game.isTerminal(s)).toBe(false);
    const end = act(s, pass, done, done);
    expect(game.result(end)).toMatchObject({ code: 'nonviolence-abandoned', winners: ['segregationist'] });
  });

  it('5.4 an election follows the 1956 victory check, not the 1955 one', () => {
    const after1956 = act(lastAction(1956).units('atlanta', { B: 1 }).state, pass, done, done);
    expect(game.prompt(after1956)).toMatch(/commit a held card face down to Dwight D. Eisenhower \(0\) or Adlai Stevenson \(1\)/);
    const after1955 = act(lastAction(1955).state, pass, done, done);
    expect(game.prompt(after1955)).not.toMatch(/commit/);
  });

  it('2.7 the game ends after the 1965 turn with the final score (10.3)', () => {
    const s = lastAction(1965).units('atlanta', { B: 1 }).units('nashville', { B: 1 }).units('jackson', { B: 1 }).units('greensboro', { B: 1 }).units('little-rock', { B: 1 }).units('richmond', { B: 1 }).units('tallahassee', { B: 1 }).units('charleston', { B: 1 }).tracks(30, 3).state;
    const end = act(s, pass, done, done);
    expect(game.result(end)).toMatchObject({ code: 'decisive-segregationist', winners: ['segregationist'] });
    expect(end.outcome!.points).toBe(30 - 10);
  });
});
