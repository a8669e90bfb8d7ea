import { describe, it } from 'vitest';
import { freeAtLast, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { conformance } from '../../../src/testing/index.js';
import { perturbHidden } from '../support/perturb.js';
import { seedCount } from '../support/play.js';
import { checkInvariants } from '../support/invariants.js';
import { checkTimeout } from '../../support/check-timeout.js';

/*
 * The conformance kit over the advanced game and every variant of section 23, with the basic game's
 * invariants (cube census, every Strategy card, leader and Challenge card in one place, Failure
 * Markers never decrease, VPs = the sum of the breakdown) and the hidden-data checks (views, who is
 * asked). Modest default seeds; PROTEST_RULES_SEEDS
 * raises them for the acceptance run.
 */

const variants: [string, Record<string, unknown>][] = [
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

const seeds = seedCount(2);

for (const [name, config] of variants) {
  describe(`conformance: ${name}`, () => {
    for (const check of conformance(freeAtLast, { seeds, configs: [config], invariants, maxSteps: 20_000, perturbHidden })) it(check.name, check.run, checkTimeout(seeds));
  });
}
