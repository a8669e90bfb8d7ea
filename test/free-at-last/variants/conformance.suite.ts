import { describe, it } from 'vitest';
import { freeAtLast, type FreeAtLastConfigInput, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { type ScenarioPoint } from '../../../src/games/free-at-last/words/index.js';
import { build } from '../support/build.js';
import { conformance } from '../../../src/testing/index.js';
import { perturbHidden } from '../support/perturb.js';
import { checkInvariants } from '../support/invariants.js';
import { checkTimeout } from '../../support/check-timeout.js';

/*
 * The conformance kit over the advanced game and every variant of section 23, with the basic game's
 * invariants (cube census, every Strategy card, leader and Challenge card in one place, Failure
 * Markers never decrease, VPs = the sum of the breakdown) and the hidden-data checks (views, who is
 * asked), and the builder's positions at each point of the Turn in that variant (issue 26: no
 * reachable non-terminal state has nothing legal). conformance.test.ts runs a fast slice,
 * conformance.long.test.ts all of it.
 */

/** The advanced game and the variants, by name. */
export const variants: [string, Record<string, unknown>][] = [
  ['advanced game', { advanced: true, players: ['SNCC', 'CORE', 'NAACP'] }],
  ['solitaire', { variant: 'solitaire', advanced: true, players: ['SCLC'] }],
  ['team play', { variant: 'team', advanced: true }],
  ['cooperative play', { variant: 'coop' }],
  ['historical scenario', { variant: 'historical', players: ['CORE', 'SCLC'] }],
  ['difficulty jackie-robinson', { difficulty: 'jackie-robinson', players: ['SNCC', 'NAACP'] }],
];

function invariants(s: FreeAtLastState): string[] {
  try {
    checkInvariants(s, null);
    return [];
  } catch (e) {
    return [String(e)];
  }
}

const points: readonly ScenarioPoint[] = ['action-round', 'beforeAction', 'interrupt-window', 'preempt-offer', 'phase-events', 'legislation', 'end-of-turn'];

/** The builder's positions in this variant, at every point of the Turn (the Challenge phase too in the advanced game), manual chance on odd seeds. */
const positionsOf = (config: Record<string, unknown>) => (seed: number): FreeAtLastState[] => {
  const c = { ...config, ...(seed % 2 === 1 ? { chance: 'manual' as const } : {}) } as FreeAtLastConfigInput;
  return [...points, ...(config['advanced'] === true ? (['challenge-phase'] as const) : [])].map((p) => build(c, seed).at(p).state);
};

/** The conformance kit over the named variants, `seeds` random games per check. */
export function variantConformance(named: [string, Record<string, unknown>][], seeds: number): void {
  for (const [name, config] of named) {
    describe(`conformance: ${name}`, () => {
      for (const check of conformance(freeAtLast, { seeds, configs: [config], invariants, maxSteps: 20_000, perturbHidden, positions: positionsOf(config) })) it(check.name, check.run, checkTimeout(seeds));
    });
  }
}
