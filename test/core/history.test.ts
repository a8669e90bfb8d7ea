import { describe, expect, it } from 'vitest';
import { history } from '../../src/core/history.js';
import { RulesError } from '../../src/core/errors.js';
import { examplePig } from '../../src/testing/example-pig.js';
import { games } from '../../src/registry.js';
import type { Game } from '../../src/core/types.js';
import { createRandom } from '../../src/core/rng.js';

/** Secret Pig in manual chance mode, bonus cards dealt: north to decide. */
function dealt() {
  let h = history(examplePig, examplePig.setup({ chance: 'manual' }, 1));
  while (examplePig.toMove(h.state) === 'chance') h = h.step(examplePig.legalActions(h.state)[0]!).history;
  return h;
}

describe('history: undo for front ends', () => {
  it('undoes a seat’s own decision, back to the state before it', () => {
    const h0 = dealt();
    const h1 = h0.step({ type: 'roll' }).history; // north asks for a roll: the die is a chance node next
    expect(h1.canUndo('north')).toBe(true);
    expect(h1.canUndo('east')).toBe(false);
    expect(h1.undo('north').state).toEqual(h0.state);
    expect(h1.undo().entries).toHaveLength(h0.entries.length);
  });

  it('never undoes across a chance node, in manual or auto chance mode', () => {
    const rolled = dealt().step({ type: 'roll' }).history.step({ type: 'die', face: 4 }).history;
    expect(rolled.canUndo()).toBe(false);
    expect(() => rolled.undo()).toThrow(RulesError);
    // auto mode: the roll is resolved inside the step, from the state's RNG
    const auto = history(examplePig, examplePig.setup({}, 1)).step({ type: 'roll' }).history;
    expect(auto.canUndo('north')).toBe(false);
  });

  it('a seat cannot undo once another seat decided, and a game reveal is a barrier too', () => {
    const held = dealt().step({ type: 'roll' }).history.step({ type: 'die', face: 5 }).history.step({ type: 'hold' }).history;
    expect(held.canUndo('north')).toBe(true); // holding revealed nothing
    const revealing = history(examplePig, held.entries[0]!.before, { reveals: () => true });
    expect(revealing.step(examplePig.legalActions(revealing.state)[0]!).history.canUndo()).toBe(false);
    // the game's own reveal (Game.reveals, as Chicago '68 names its Policies) is a barrier as well
    const named = history({ ...examplePig, reveals: () => true }, held.entries[0]!.before);
    expect(named.step(examplePig.legalActions(named.state)[0]!).history.canUndo()).toBe(false);
  });

  it('leaves every state untouched and validates like step', () => {
    const h0 = dealt();
    const before = JSON.stringify(h0.state);
    expect(() => h0.step({ type: 'hold' })).toThrow(RulesError);
    h0.step({ type: 'roll' }).history.undo();
    expect(JSON.stringify(h0.state)).toBe(before);
  });

  it('redoes what undo took back, until a new decision is taken', () => {
    const h0 = dealt();
    const h1 = h0.step({ type: 'roll' }).history;
    expect(h0.canRedo()).toBe(false);
    const back = h1.undo('north');
    expect(back.canRedo('east')).toBe(false);
    expect(back.canRedo('north')).toBe(true);
    expect(back.redo('north')).toBe(h1);
    expect(back.redo().undo().redo().state).toEqual(h1.state);
    const other = back.step({ type: 'roll' }).history; // a new decision, even the same one, forgets the undone one
    expect(other.canRedo()).toBe(false);
    expect(() => other.redo()).toThrow(RulesError);
  });

  it('the decision that ended the game is final, in every game', () => {
    for (const [id, game] of Object.entries(games) as [string, Game][]) {
      const random = createRandom(7);
      // a random game played to its last decision, which is taken through history (whose every step compares views: slow)
      let s = game.setup({}, 3);
      for (;;) {
        const legal = game.legalActions(s);
        const a = legal[random.int(legal.length)]!;
        const next = game.apply(s, a, { validate: false });
        if (!game.isTerminal(next)) {
          s = next;
          continue;
        }
        const h = history(game, s).step(a, { validate: false }).history;
        expect(game.isTerminal(h.state), id).toBe(true);
        expect(h.canUndo(), id).toBe(false);
        break;
      }
    }
  });
});
