import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/json.js';
import { revealsHidden } from '../../src/core/reveals.js';
import type { Game } from '../../src/core/types.js';
import { chicago68 } from '../../src/games/chicago-68/index.js';
import { freeAtLast, type FreeAtLastAction, type FreeAtLastState } from '../../src/games/free-at-last/index.js';
import { conformance } from '../../src/testing/conformance.js';
import { playRandom } from '../../src/testing/random-games.js';
import { perturbHidden } from '../free-at-last/support/perturb.js';

/*
 * The reveals `history` never undoes (issue 24): found by comparing views over determinizations
 * (core), and named by the game where few hidden states differ (Game.reveals). The undo-reveal
 * check of the conformance kit fails once a game's reveals are not found.
 */

/** Free at Last, 4 organizations, seed 1: step 524, SCLC's pass ends the Turn and force-discards the Burn, Baby, Burn! it holds (9.8.1). */
function forcedDiscard() {
  const { states, actions } = playRandom(freeAtLast, { config: { players: 4 }, manual: false }, 1, 20_000);
  const i = 524;
  const { events } = freeAtLast.step(states[i]!, actions[i]!);
  return { before: states[i]!, action: actions[i]!, after: states[i + 1]!, events };
}

describe('reveals of hidden data', () => {
  it('the forced discard of a held Burn, Baby, Burn! is a reveal found by comparing views', () => {
    const { before, action, after, events } = forcedDiscard();
    expect(events).toContainEqual({ type: 'discard', org: 'SCLC', card: 'burn-baby-burn', why: 'mandatory event held at the end of the Turn' });
    expect(revealsHidden(freeAtLast, before, action, after)).toBe(true);
    // the kit's comparison sees it too: with SCLC's hand perturbed, NAACP's view after the step differs
    const other = freeAtLast.step(perturbHidden(before, 'NAACP'), action).state;
    expect(canonicalJson(freeAtLast.view(other, 'NAACP'))).not.toBe(canonicalJson(freeAtLast.view(after, 'NAACP')));
  });

  it('Free at Last names the plays whose further offers follow from the hand (13.3, 14.5)', () => {
    const { states, actions } = playRandom(freeAtLast, { config: { players: 3 }, manual: false }, 7, 20_000);
    const i = actions.findIndex((a) => a.type === 'play');
    expect(freeAtLast.reveals!(states[i]!, actions[i]!, states[i + 1]!, [])).toBe(true);
    const j = actions.findIndex((a) => a.type === 'reinforce');
    expect(freeAtLast.reveals!(states[j]!, actions[j]!, states[j + 1]!, [])).toBe(false);
  });

  it("Chicago '68 names a Policy that adds a card to the Police hand (2.7.1, Appendix 4)", () => {
    const s = chicago68.setup({ players: 4 }, 1);
    expect(chicago68.reveals!(s, { type: 'pass' }, s, [{ type: 'policy', card: 'draw-down', activation: 2 }])).toBe(true);
    expect(chicago68.reveals!(s, { type: 'pass' }, s, [{ type: 'policy', card: 'issue-gas-masks', activation: 1 }])).toBe(false);
  });

  it('the undo-reveal check fails when a game’s reveals go unfound', async () => {
    // Free at Last without its determinizer and its named reveals: history finds no reveal at all
    const { determinize: _d, reveals: _r, ...blind } = freeAtLast;
    const checks = conformance(blind as Game<FreeAtLastState, FreeAtLastAction>, { configs: [{ players: 4, chance: 'manual' }], seeds: 20, seed: 1, maxSteps: 20_000, perturbHidden });
    const check = checks.find((c) => c.name.startsWith('history never lets a seat undo'))!;
    await expect(check.run()).rejects.toThrow(/may undo .* but the step showed/);
  });
});
