import type { SyncBot } from './bots.js';
import type { Evaluator } from './ismcts/rewards.js';
import type { ScenarioBuilder } from './scenario.js';
import type { GameWords } from './game-words.js';
import type { BaseAction, BaseState, Game } from './types.js';

/** A game's board in the terminal (the CLI's `play --seat`): a seat's view as lines, the cards in its hand, and the component set a view without its own is played with. */
export interface TextBoard<V> {
  /** The view as lines of text. */
  readonly board: (view: V) => string[];
  /** The cards (ids or names) in the hand of the view's seat. */
  readonly hand: (view: V) => string[];
  /** The reference component set (a view carrying `components: null` is played with it). */
  readonly reference: unknown;
}

/**
 * Everything one game brings, as one object: its `Game`, heuristic bot, evaluation, scenario
 * builders and text board. Each game's entry exports one (`freeAtLastModule`, `chicago68Module`,
 * `freeAtLast1955Module`); the registry (`gameModules`) lists them, and the games, heuristics,
 * evaluators and the CLI's boards are read from that list, so that a new game is its folder and one
 * line there.
 *
 * @example
 * ```ts
 * import { chicago68Module } from 'protest-rules/chicago-68';
 * import { playout } from 'protest-rules';
 *
 * const { game, heuristic } = chicago68Module;
 * const bots = Object.fromEntries(game.players({ players: 2 }).map((seat, i) => [seat, heuristic(i)]));
 * console.log(playout(game, { config: { players: 2 }, seed: 1, bots }).result);
 * ```
 */
export interface GameModule<S extends BaseState = any, A extends BaseAction = any, V = any, ConfigInput = any, B = unknown> {
  readonly game: Game<S, A, any, V, ConfigInput, any, any, any>;
  /** The heuristic bot: fast, by the rulebook's rules of thumb; the seed decides the few choices it leaves to chance. */
  readonly heuristic: (seed?: number) => SyncBot<A, V>;
  /** A seat's chance to win an unfinished position, in [0, 1] (`ismcts`'s cut-off rollouts). */
  readonly evaluate: Evaluator<S>;
  /** The scenario builders (`scenario(module, config, seed)` and `from(module, state)` of `protest-rules/testing`). */
  readonly scenario: ScenarioBuilder<S, ConfigInput, B>;
  readonly textBoard: TextBoard<V>;
  /** The game's words when it keeps them apart from its rules (`game` speaks them already): the references read when each action is legal and each event happens from them. */
  readonly words?: GameWords<S, A, V>;
}
