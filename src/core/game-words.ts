import type { ChoicePath } from './choices.js';
import { formatEvent } from './events.js';
import type { BaseAction, BaseState, Game, GameEvent } from './types.js';
import { viewSide } from './view-side.js';

/*
 * A game's words for people, kept apart from its rules so that a program that plays without them
 * (a server, a bot, a training run) does not ship them (issue 36 item 7): `withWords(game, words)`
 * gives the game that speaks them.
 */

/** One variant of an action or event union, for the references: when it is legal (or happens), and its rule section. */
export interface VariantMeta {
  readonly section: string;
  readonly description: string;
}

/**
 * What a game says to people, apart from its rules: actions and events in words, the view's legal
 * actions grouped and labelled, and when each action is legal and each event happens (the
 * `actions.md` and `events.md` references are written from them).
 */
export interface GameWords<S extends BaseState, A extends BaseAction, V> {
  /** An action in words ({@link Game.describe}). */
  describe(state: S, action: A): string;
  /** An event in words; `undefined` for events the generic `type key=value` form says well enough. */
  describeEvent?(event: GameEvent): string | undefined;
  /** Each legal action of the view's seat with the labelled picks that lead to it ({@link Game.choices}). */
  choicePaths?(view: V): ChoicePath<A>[];
  /** When each action is legal and its rule section, by action type. */
  readonly actions?: Readonly<Record<string, VariantMeta>>;
  /** When each event happens and its rule section, by event type. */
  readonly events?: Readonly<Record<string, VariantMeta>>;
}

/**
 * The game with `words`: the same rules, states and views, with `describe`, `describeEvent`,
 * `describeFromView` and `choices` in the words given (the rest of the game is unchanged).
 *
 * @example
 * ```ts
 * import { freeAtLast } from 'protest-rules/free-at-last';
 * import { freeAtLastWords } from 'protest-rules/free-at-last/words';
 * import { withWords } from 'protest-rules';
 *
 * const game = withWords(freeAtLast, freeAtLastWords); // what `protest-rules/free-at-last/words` exports as `freeAtLast`
 * ```
 */
export function withWords<G extends Game<any, any, any, any, any, any, any, any>>(game: G, words: GameWords<any, any, any>): G {
  return {
    ...game,
    describe: (s: unknown, a: BaseAction) => words.describe(s as BaseState, a),
    describeEvent: (e: GameEvent) => words.describeEvent?.(e) ?? formatEvent(e),
    ...viewSide({ id: game.id, choicePaths: words.choicePaths, idlePass: (v: unknown) => game.idlePass(v) }),
  };
}
