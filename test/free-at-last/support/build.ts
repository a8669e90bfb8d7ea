import { freeAtLast, type FreeAtLastConfigInput, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { freeAtLastScenarios, type FreeAtLastScenario } from '../../../src/games/free-at-last/words/index.js';
import type { Seed } from '../../../src/core/seed.js';
import { scenario } from '../../../src/testing/index.js';

/** The public scenario builder (`protest-rules/testing`) of Free at Last, from a config and seed (default 1). */
export const build = (config: FreeAtLastConfigInput, seed?: Seed) => scenario({ scenario: freeAtLastScenarios }, config, seed);

/**
 * Ends the End of Turn entered with `at('end-of-turn')` where it asks nothing: the builder stops at
 * the first seat's 20.1 discards, answered here with `discardDone`.
 */
export function endTurn(s: FreeAtLastState): FreeAtLastState {
  const legal = freeAtLast.legalActions(s);
  return legal.length === 1 && legal[0]!.type === 'discardDone' ? freeAtLast.apply(s, legal[0]!) : s;
}

/** The game over after the End of Turn of Turn 3 (21), from a builder set up as the test needs. */
export const finalOf = (b: FreeAtLastScenario): FreeAtLastState => endTurn(b.turn(3).at('end-of-turn').state);
