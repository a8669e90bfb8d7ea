import { RulesError } from './errors.js';
import { canonicalJson } from './json.js';
import { revealsHidden } from './reveals.js';
import type { ApplyOptions, BaseAction, BaseState, Game, GameEvent, Player } from './types.js';

/** One decision kept by a {@link History}: who took it, and whether it may be taken back. */
export interface HistoryEntry<S, A> {
  /** The state the decision was taken in. */
  readonly before: S;
  readonly action: A;
  /** The seat that decided, or `'chance'` for a chance outcome (manual chance mode). */
  readonly by: Player | 'chance';
  /**
   * `false` when the step crossed a chance node, revealed hidden information or ended the game:
   * undo stops here.
   */
  readonly undoable: boolean;
}

/** Options of {@link history}. */
export interface HistoryOptions<S> {
  /**
   * A game-specific reveal, beside the one the core finds by comparing views ({@link revealsHidden}):
   * `true` when the step from `before` to `after` showed a seat something hidden from it. Such a
   * step is never undone.
   */
  readonly reveals?: (before: S, after: S, events: readonly GameEvent[]) => boolean;
}

/**
 * The states of one game, for a front end's undo button: immutable, every call returns a new
 * history. A seat may take back its own last decisions, back to — never across — a chance node
 * (a die rolled or a card drawn, in either chance mode) or a reveal of hidden information (a step
 * after which some seat's view depends on what was hidden from it, {@link revealsHidden}), as Rally
 * the Troops does; and only while no other seat has decided since. The decision that ended the game
 * is final too. An undone decision can be redone until a new decision is taken, as in boardgame.io.
 */
export interface History<S extends BaseState, A extends BaseAction> {
  /** The current state. */
  readonly state: S;
  /** The decisions taken, oldest first. */
  readonly entries: readonly HistoryEntry<S, A>[];
  /** Applies an action exactly as `game.step` does (same validation and errors). */
  step(action: A, options?: ApplyOptions): { history: History<S, A>; events: GameEvent[] };
  /** Whether `seat` (default: the seat of the last decision) may undo now. */
  canUndo(seat?: Player): boolean;
  /** The history before the last decision; throws `RulesError` when {@link canUndo} is false. */
  undo(seat?: Player): History<S, A>;
  /** Whether the last undone decision can be redone (by `seat`, when given): nothing was decided since. */
  canRedo(seat?: Player): boolean;
  /** The history as it was before the last {@link undo}; throws `RulesError` when {@link canRedo} is false. */
  redo(seat?: Player): History<S, A>;
}

/** Whether a step consumed randomness: a chance outcome, or the state's RNG moved (auto mode). */
function crossedChance<S extends BaseState>(by: Player | 'chance', before: S, after: S): boolean {
  return by === 'chance' || canonicalJson(before.rng) !== canonicalJson(after.rng);
}

/**
 * Whether the step `action` that `by` took from `before` to `after` (raising `events`) may be taken
 * back: not a chance outcome, no randomness consumed, not the game's end, and no reveal of hidden
 * information (`reveals`, the game's {@link Game.reveals}, or {@link revealsHidden}). What
 * {@link history} and the boardgame.io adapter's undo allow.
 */
export function undoableStep<S extends BaseState, A extends BaseAction>(
  game: Game<S, A, any, any, any, any>,
  by: Player | 'chance',
  before: S,
  action: A,
  after: S,
  events: readonly GameEvent[],
  reveals?: HistoryOptions<S>['reveals'],
): boolean {
  return (
    by !== 'chance' &&
    !crossedChance(by, before, after) &&
    !game.isTerminal(after) &&
    !(reveals?.(before, after, events) ?? false) &&
    !(game.reveals?.(before, action, after, events) ?? false) &&
    !revealsHidden(game, before, action, after)
  );
}

/**
 * Starts a {@link History} at `state` (usually `game.setup(config, seed)`).
 *
 * @example
 * ```ts
 * import { history } from 'protest-rules';
 * import { examplePig } from 'protest-rules/testing';
 *
 * let h = history(examplePig, examplePig.setup({ chance: 'manual' }, 1));
 * ```
 */
export function history<S extends BaseState, A extends BaseAction>(game: Game<S, A>, state: S, options: HistoryOptions<S> = {}): History<S, A> {
  // `undone`: the histories that undo left, the most recent last; a new decision forgets them.
  const make = (current: S, entries: readonly HistoryEntry<S, A>[], undone: readonly History<S, A>[]): History<S, A> => ({
    state: current,
    entries,
    step(action, applyOptions) {
      const by = game.toMove(current);
      if (by === null) throw new RulesError('The game is over.');
      const { state: next, events } = game.step(current, action, applyOptions);
      const undoable = undoableStep(game, by, current, action, next, events, options.reveals);
      return { history: make(next, [...entries, { before: current, action, by, undoable }], []), events };
    },
    canUndo(seat) {
      const last = entries[entries.length - 1];
      return last !== undefined && last.undoable && (seat === undefined || last.by === seat);
    },
    undo(seat) {
      if (!this.canUndo(seat)) throw new RulesError(seat === undefined ? 'Nothing to undo.' : `${seat} has nothing to undo.`);
      const last = entries[entries.length - 1]!;
      return make(last.before, entries.slice(0, -1), [...undone, this]);
    },
    canRedo(seat) {
      const next = undone[undone.length - 1];
      return next !== undefined && (seat === undefined || next.entries[next.entries.length - 1]!.by === seat);
    },
    redo(seat) {
      if (!this.canRedo(seat)) throw new RulesError(seat === undefined ? 'Nothing to redo.' : `${seat} has nothing to redo.`);
      return undone[undone.length - 1]!;
    },
  });
  return make(state, [], []);
}
