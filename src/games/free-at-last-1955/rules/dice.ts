import { countedOutcomes } from '../../../core/chance.js';
import type { WeightedOutcome } from '../../../core/types.js';
import type { Action } from '../schema.js';

/* Every roll of the game is one six-sided die, a chance node of six equal outcomes. */

const FACES = [1, 2, 3, 4, 5, 6];

/** The outcomes of one die roll. */
export const dieOutcomes = (): WeightedOutcome<Action>[] => countedOutcomes(FACES, (face) => ({ type: 'die' as const, face }));
