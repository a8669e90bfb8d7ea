import { describe, it } from 'vitest';
import type { FreeAtLastConfigInput, FreeAtLastState } from '../../src/games/free-at-last/index.js';
import { freeAtLast } from '../../src/games/free-at-last/index.js';
import { freeAtLastHeuristic, type ScenarioPoint } from '../../src/games/free-at-last/words/index.js';
import { conformance } from '../../src/testing/index.js';
import { checkInvariants } from './support/invariants.js';
import { perturbHidden } from './support/perturb.js';
import { checkTimeout } from '../support/check-timeout.js';
import { build } from './support/build.js';

/*
 * The conformance kit (protest-rules/testing) over Free at Last for 2, 3 and 4 organizations, with
 * the issue-3 invariants after every step and a hidden-data perturbation for the view-leak check.
 * conformance.test.ts runs a fast slice, conformance.long.test.ts all of it.
 */

/** The issue-3 invariants of a single state (monotonic ones are checked in properties.test.ts). */
function invariants(s: FreeAtLastState): string[] {
  try {
    checkInvariants(s, null);
    return [];
  } catch (e) {
    return [(e as Error).message];
  }
}

const points: readonly ScenarioPoint[] = ['action-round', 'beforeAction', 'interrupt-window', 'preempt-offer', 'phase-events', 'legislation', 'end-of-turn'];

/** Builder positions (issue 26): each point of the Turn, for two or three organizations (manual chance on odd seeds). */
function positions(seed: number): FreeAtLastState[] {
  const config: FreeAtLastConfigInput = { players: seed % 3 === 0 ? ['SNCC', 'CORE', 'NAACP'] : ['SCLC', 'CORE'], ...(seed % 2 === 1 ? { chance: 'manual' as const } : {}) };
  return points.map((p) => build(config, seed).at(p).state);
}

/** The conformance kit over Free at Last in `configs`, `seeds` random games per check, with the game's invariants, hidden-data perturbation, builder positions and (`bot`) games of its heuristic. */
export function freeAtLastConformance(configs: FreeAtLastConfigInput[], seeds: number, bot = true): void {
  describe('Free at Last passes the conformance kit', () => {
    const checks = conformance(freeAtLast, {
      seeds,
      configs,
      maxSteps: 20_000,
      actionsPerState: 3,
      perturbHidden,
      invariants,
      positions,
      ...(bot ? { bot: freeAtLastHeuristic } : {}),
    });
    for (const check of checks) it(check.name, check.run, checkTimeout(seeds, 1_200_000));
  });
}
