import { countedOutcomes, pickCounted } from '../../../core/chance.js';
import type { RngState } from '../../../core/rng.js';
import type { Side } from '../data/schema.js';
import type { Action, State } from '../schema.js';
import type { TaskOf } from '../task-schema.js';
import { board, sideName, sortCards } from './lookups.js';
import { chance, type Handler } from './tasks.js';
import { addToHand, put, without } from './updates.js';

/*
 * 5.1 Drawing strategy cards: a deal up to the hand size (left: null) or a number of cards (events,
 * free cities). The deck is an unordered pile: each draw is a chance node over what is left; an empty
 * deck is refilled from the discard pile (see rulings.md).
 */

/** Cards still to draw now (0: the task is done). */
function wanted(s: State, t: TaskOf<'draw'>): number {
  const want = t.left ?? board(s).set.counts.handSize - s.hands[t.seat].length;
  return s.deck.length + s.discard.length === 0 ? 0 : Math.max(0, want);
}

/** A draw of `n` cards (null: up to the hand size) for a side. */
export const drawTask = (seat: Side, n: number | null): TaskOf<'draw'> => ({ kind: 'draw', seat, left: n });

const drawn = (card: string): Action => ({ type: 'draw', card });

/**
 * A draw with the state's RNG ('auto' chance mode, rules/task-machine.ts): the outcome and RNG that
 * `pickWeighted` of the draw's outcomes gives, without building them (core `pickCounted`); every
 * card is in the deck at most once (each card is in exactly one place, check-state.ts).
 */
export const cardFrom = (s: State): [Action, RngState] => pickCounted(s.deck, drawn, s.rng, true);

export const drawTasks: { draw: Handler<'draw'> } = {
  draw: chance<'draw'>({
    when: (s, t) => wanted(s, t) > 0 && s.deck.length > 0,
    outcomes: (s) => countedOutcomes(s.deck, drawn),
    answer(ctx, t, a) {
      if (a.type !== 'draw') return;
      put(ctx, 'deck', without(ctx.state.deck, a.card));
      addToHand(ctx, t.seat, a.card);
      ctx.emit({ type: 'drew', seat: t.seat });
      if (t.left !== null) ctx.replaceTop({ ...t, left: t.left - 1 });
    },
    none(ctx, t) {
      if (wanted(ctx.state, t) === 0) return ctx.pop();
      // the deck is empty: the discard pile becomes the deck
      put(ctx, 'deck', sortCards(ctx.state, ctx.state.discard));
      put(ctx, 'discard', []);
      ctx.emit({ type: 'reshuffle', cards: ctx.state.deck.length });
    },
    prompt: (_s, t) => `a card is drawn for the ${sideName(t.seat)} player`,
    ask: (_s, t) => ({ chance: 'draw', deck: 'strategy', for: t.seat }),
  }),
};
