import { countedOutcomes } from '../../../core/chance.js';
import { randomInt, type RngState } from '../../../core/rng.js';
import type { WeightedOutcome } from '../../../core/types.js';
import type { Action } from '../schema.js';

/* Every roll of the game is one six-sided die, a chance node of six equal outcomes. */

const FACES = [1, 2, 3, 4, 5, 6];

/** The outcomes of one die roll. */
export const dieOutcomes = (): WeightedOutcome<Action>[] => countedOutcomes(FACES, (face) => ({ type: 'die' as const, face }));

/**
 * A roll with the state's RNG ('auto' chance mode, rules/task-machine.ts): the outcome and RNG that
 * `pickWeighted(dieOutcomes(), rng)` gives (six outcomes of weight one: the face at a uniform index
 * below six), without building the outcomes.
 */
export function rollFrom(rng: RngState): [Action, RngState] {
  const [r, next] = randomInt(rng, FACES.length);
  return [{ type: 'die', face: FACES[r]! }, next];
}
