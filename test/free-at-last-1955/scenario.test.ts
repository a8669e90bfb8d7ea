import { describe, expect, it } from 'vitest';
import { freeAtLast1955Module } from '../../src/games/free-at-last-1955/index.js';
import { from, scenario } from '../../src/testing/index.js';
import { game } from './helpers.js';

/* The scenario builder (issue 22 part 3): the one shape, setters that never move a component silently. */

const module = freeAtLast1955Module;

describe('Free At Last (1955–65) scenario builder', () => {
  it('builds from a config and seed, or from a state, with the one shape', () => {
    const built = scenario(module, { chance: 'manual' }, 7);
    expect(built.state).toEqual(game.setup({ chance: 'manual' }, 7));
    expect(from(module, built.state).state).toBe(built.state);
  });

  it('hand refuses a card of the other hand instead of taking it', () => {
    const s = scenario(module, {}, 3);
    const theirs = s.state.hands.segregationist[0]!;
    expect(() => s.hand('civilRights', [theirs])).toThrow(/not in the deck or the discard pile/);
  });

  it('actionsLeft and at("plays") keep the pending deal (5.1): the side acts once both hands are dealt', () => {
    const s = scenario(module, { chance: 'manual' }, 7);
    expect(game.toMove(s.state)).toBe('chance');
    const left = s.actionsLeft('civilRights', 2);
    expect(left.state.tasks).toEqual(s.state.tasks);
    expect(left.state.actionsLeft.civilRights).toBe(2);
    let plays = left.at('plays', 'segregationist').state;
    expect(plays.tasks).toEqual(s.state.tasks);
    while (game.toMove(plays) === 'chance') plays = game.apply(plays, game.chanceOutcomes(plays)[0]!.outcome);
    expect(plays.hands.civilRights).toHaveLength(8);
    expect(plays.hands.segregationist).toHaveLength(8);
    expect(plays.tasks.at(-1)?.kind).toBe('plays');
    expect(game.toMove(plays)).toBe('segregationist');
  });

  it('at("plays") drops a decision above the plays (an action under way)', () => {
    const s = scenario(module, {}, 7);
    const under = game.apply(s.state, game.legalActions(s.state)[0]!);
    expect(under.tasks.length).toBeGreaterThan(s.state.tasks.length);
    const plays = from(module, under).at('plays', 'civilRights').state;
    expect(plays.tasks.at(-1)?.kind).toBe('plays');
    expect(game.toMove(plays)).toBe('civilRights');
  });

  it('deck([]) empties the deck into the discard pile; the cards stay in the game', () => {
    const s = scenario(module, {}, 3);
    const empty = s.deck([]).state;
    expect(empty.deck).toEqual([]);
    expect(empty.discard).toEqual(expect.arrayContaining(s.state.deck));
    expect(game.restore(JSON.parse(JSON.stringify(empty)))).toEqual(empty);
  });
});
