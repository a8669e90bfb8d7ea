import { randomWords } from './seed.js';
import type { BaseAction, BaseState, Game } from './types.js';

/** A uniform number in [0, 1) with 53 random bits from Web Crypto. */
function secureUnit(): number {
  const [hi, lo] = randomWords(2);
  return ((hi! >>> 5) * 67108864 + (lo! >>> 6)) / 9007199254740992;
}

/**
 * The outcome of the pending chance node drawn from the platform's cryptographic source instead of
 * the state's seeded generator (xoroshiro128+ is not cryptographic). For servers that play with
 * `chance: 'manual'`: while `toMove` is `'chance'`, apply `secureChanceOutcome(game, state)`.
 * Throws if no chance node is pending.
 */
export function secureChanceOutcome<S extends BaseState, A extends BaseAction>(game: Game<S, A>, state: S): A {
  const outcomes = game.chanceOutcomes(state);
  if (outcomes.length === 0) throw new Error('secureChanceOutcome: no chance node is pending');
  let r = secureUnit();
  for (const o of outcomes) {
    if (r < o.probability) return o.outcome;
    r -= o.probability;
  }
  return outcomes[outcomes.length - 1]!.outcome;
}
