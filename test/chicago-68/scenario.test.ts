import { describe, expect, it } from 'vitest';
import { checkChicagoState, chicago68Module, chicagoScenario } from '../../src/games/chicago-68/index.js';
import { scenario } from '../../src/testing/index.js';
import { game, pendingDraw, solo } from './helpers.js';

/* The scenario builder (issue 22 part 3): the one shape, and turns entered without leftovers. */

const module = chicago68Module;

describe("Chicago '68 scenario builder", () => {
  it('builds from a config and seed with the one shape', () => {
    expect(scenario(module, { players: 2 }, 5).state).toEqual(game.setup({ players: 2 }, 5));
  });

  it("at('turn') during a Machine turn drops that turn", () => {
    const machine = chicagoScenario(solo()).at('machineTurn', 'mayor');
    expect(pendingDraw(machine.state)).toBe('machine mayor');
    const yippies = machine.at('turn', 'yippies').state;
    expect(yippies.tasks.map((t) => t.kind)).not.toContain('machineTurn');
    expect(game.toMove(yippies)).not.toBe('chance');
  });

  it("at('machineTurn') reshuffles an empty Machine deck, and refuses when no card is left at all", () => {
    const emptied = chicagoScenario(solo()).edit((d) => {
      d.machine!.discards.mayor = d.machine!.decks.mayor;
      d.machine!.decks.mayor = [];
    });
    expect(game.chanceOutcomes(emptied.at('machineTurn', 'mayor').state).length).toBeGreaterThan(0);
    const none = emptied.edit((d) => void (d.machine!.discards.mayor = []));
    expect(() => none.at('machineTurn', 'mayor')).toThrow(/deck and its discards are empty/);
  });

  it("at('machineTurn') starts the Machine's turn: its empty Police Posts are refilled first (6.3.2)", () => {
    const emptyPost = chicagoScenario(solo({ incendiary: { policePosts: true } })).edit((d) => void (d.areas['michigan-avenue']!.post = ''));
    const s = emptyPost.at('machineTurn', 'police').state;
    expect(s.areas['michigan-avenue']!.post).not.toBe('');
    expect(pendingDraw(s)).toBe('machine police');
  });

  it("at('machineTurn') in 'auto' chance mode draws the card from the state's RNG: no chance node waits", () => {
    const s = chicagoScenario(game.setup({ mode: 'solo' }, 3)).at('machineTurn', 'mayor').state;
    expect(game.toMove(s)).not.toBe('chance');
    expect(checkChicagoState(s)).toEqual([]);
  });

  it("draw(deck) waits at the draw in 'manual' chance mode, and draws at once from the state's RNG in 'auto' mode", () => {
    const manual = chicagoScenario(solo()).at('turn', 'mobe').draw('mob').state;
    expect(pendingDraw(manual)).toBe('mob');
    const auto = game.setup({ players: 2 }, 3);
    const drawn = chicagoScenario(auto).at('turn', 'mobe').draw('mob').state;
    expect(game.toMove(drawn)).not.toBe('chance');
    expect(drawn.mobDeck.length + drawn.mobDiscard.length).toBe(auto.mobDeck.length + auto.mobDiscard.length);
    expect(drawn.mobDeck).toHaveLength(auto.mobDeck.length - 1);
  });
});
