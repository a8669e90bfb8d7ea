import { createRandom, type Random } from './rng.js';
import type { BaseAction, BaseState, Player } from './types.js';

/**
 * What a bot is shown when it must decide: its seat, its own view and its legal actions. `state`
 * is there only for search bots to hand to the game's determinizer ({@link Game.determinize}),
 * which resamples everything the seat may not see; a fair bot reads nothing else from it.
 */
export interface BotInput<A extends BaseAction = BaseAction, V = unknown> {
  readonly player: Player;
  readonly view: V;
  readonly legal: readonly A[];
  /** The full state, for {@link Game.determinize} only (absent when a caller shows views alone). */
  readonly state?: BaseState;
}

/**
 * A player program. It sees only its seat's view, so it cannot cheat. `choose` may return a
 * Promise (remote bots, language-model players): `playoutAsync` and `arena` accept both, while
 * the synchronous `playout` needs a {@link SyncBot}.
 */
export interface Bot<A extends BaseAction = BaseAction, V = unknown> {
  readonly name: string;
  choose(input: BotInput<A, V>): A | Promise<A>;
}

/** A bot that answers at once: what `playout` and the rollouts of a search bot need. */
export interface SyncBot<A extends BaseAction = BaseAction, V = unknown> extends Bot<A, V> {
  choose(input: BotInput<A, V>): A;
}

/**
 * A bot that picks uniformly among the legal actions with its own seeded RNG. Its action type is
 * the game's, inferred where it is used (or given: `randomBot<FreeAtLastAction>(1)`).
 *
 * @example
 * ```ts
 * import { playout, randomBot } from 'protest-rules';
 * import { chicago68 } from 'protest-rules/chicago-68';
 *
 * const { state } = playout(chicago68, { seed: 1, bots: { establishment: randomBot(1), demonstrators: randomBot(2) } });
console.log(chicago68.result(state)?.winners);
 * ```
 */
export function randomBot<A extends BaseAction = BaseAction, V = unknown>(seed = 0): SyncBot<A, V> {
  const random = randomBotRandom(seed);
  return { name: `random(${seed})`, choose: ({ legal }) => randomChoice(legal, random) };
}

/** The generator of `randomBot(seed)`: a playout picks with it for a seat without a bot, as that bot would. */
export const randomBotRandom = (seed: number): Random => createRandom(seed);

/** `randomBot`'s pick: one of `legal`, uniformly, drawn from `random`. */
export function randomChoice<A>(legal: readonly A[], random: Random): A {
  if (legal.length === 0) throw new Error('randomBot asked to choose with no legal actions');
  return legal[random.int(legal.length)]!;
}
