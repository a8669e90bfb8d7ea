import { countedOutcomes, pickCounted } from '../../../core/chance.js';
import type { RngState } from '../../../core/rng.js';
import type { WeightedOutcome } from '../../../core/types.js';
import type { Action } from '../schema.js';

/* Every roll of the game is one six-sided die, a chance node of six equal outcomes. */

const FACES = [1, 2, 3, 4, 5, 6];

/** A face rolled, as the chance action. */
const face = (face: number): Action => ({ type: 'die', face });

/** The outcomes of one die roll. */
export const dieOutcomes = (): WeightedOutcome<Action>[] => countedOutcomes(FACES, face);

/**
 * A roll with the state's RNG ('auto' chance mode, rules/task-machine.ts): the outcome and RNG that
 * `pickWeighted(dieOutcomes(), rng)` gives, without building the outcomes (core `pickCounted`).
 */
export const rollFrom = (rng: RngState): [Action, RngState] => pickCounted(FACES, face, rng, true);
