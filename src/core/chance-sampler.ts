import { sampleOutcome, sampleWeighted } from './chance.js';
import type { Random } from './rng.js';
import type { BaseAction, BaseState, Game, WeightedOutcome } from './types.js';

/**
 * The weighted outcomes behind each `Game.chanceOutcomes` that `defineGame` made (which turns them
 * into probabilities), keyed by that function: a game's wrappers (`{ ...game, … }`) pass it on
 * unchanged. Keeps functions, never states.
 */
const weightsOf = new WeakMap<object, (state: never) => readonly WeightedOutcome<unknown>[]>();

/** Records that `chanceOutcomes` is `toProbabilities` of `weights` (`defineGame`). */
export function registerWeights<S>(chanceOutcomes: (state: S) => unknown, weights: (state: S) => readonly WeightedOutcome<unknown>[]): void {
  weightsOf.set(chanceOutcomes, weights);
}

/**
 * Draws a chance outcome of `game` at a state with a caller's generator, as
 * `sampleOutcome(game.chanceOutcomes(state), random)` does (the same outcome, the same numbers drawn);
 * for a game made by `defineGame`, without the second list of every outcome that its probabilities
 * are (a search draws at every chance node it passes).
 */
export function chanceSampler<S extends BaseState, A extends BaseAction>(game: Game<S, A>): (state: S, random: Random) => A {
  const weights = weightsOf.get(game.chanceOutcomes) as ((state: S) => readonly WeightedOutcome<A>[]) | undefined;
  if (weights === undefined) return (state, random) => sampleOutcome(game.chanceOutcomes(state), random);
  return (state, random) => sampleWeighted(weights(state), random);
}
