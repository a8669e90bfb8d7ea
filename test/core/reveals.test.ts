import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/json.js';
import { revealsHidden } from '../../src/core/reveals.js';
import type { Game } from '../../src/core/types.js';
import { chicago68 } from '../../src/games/chicago-68/index.js';
import { freeAtLast } from '../../src/games/free-at-last/index.js';
import { examplePig } from '../../src/testing/example-pig.js';
import type { Random } from '../../src/core/rng.js';

type PigState = Parameters<typeof examplePig.view>[0];
type PigAction = Parameters<typeof examplePig.apply>[1];
import { conformance } from '../../src/testing/conformance.js';
import { playRandom } from '../../src/testing/random-games.js';

/*
 * The reveals `history` never undoes (issue 24): found by comparing views over determinizations
 * (core), and named by the game where few hidden states differ (Game.reveals: Chicago '68; Free
 * at Last names none since its version 8, issue 35). The undo-reveal
 * check of the conformance kit fails once a game's reveals are not found.
 */

/** Free at Last, 4 organizations: the first step (seeds from 1) at which a seat's pass ends the Turn and force-discards the Burn, Baby, Burn! it holds (9.8.1). */
function forcedDiscard() {
  for (let seed = 1; ; seed++) {
    const { states, actions } = playRandom(freeAtLast, { config: { players: 4 }, manual: false }, seed, 20_000);
    for (let i = 0; i < actions.length; i++) {
      const { events } = freeAtLast.step(states[i]!, actions[i]!);
      const discard = events.find((e) => e.type === 'discard' && e['why'] === 'mandatory event held at the end of the Turn');
      if (discard) return { before: states[i]!, action: actions[i]!, after: states[i + 1]!, events, org: (discard as unknown as { org: string }).org };
    }
  }
}

describe('reveals of hidden data', () => {
  it('the forced discard of a held Burn, Baby, Burn! is a reveal found by comparing views', () => {
    const { before, action, after, events, org } = forcedDiscard();
    expect(events).toContainEqual({ type: 'discard', org, card: 'burn-baby-burn', why: 'mandatory event held at the end of the Turn' });
    expect(revealsHidden(freeAtLast, before, action, after)).toBe(true);
    // the views differ too: with another card in place of the Burn, Baby, Burn!, another seat's view after the step differs
    const seat = before.seats.find((o) => o !== org)!;
    const holder = before.orgs[org as 'SNCC']!;
    const swapped = { ...before, orgs: { ...before.orgs, [org]: { ...holder, hand: holder.hand.map((id) => (id === 'burn-baby-burn' ? before.decks.strategy[0]! : id)) } }, decks: { ...before.decks, strategy: ['burn-baby-burn', ...before.decks.strategy.slice(1)] } };
    const other = freeAtLast.step(swapped, action).state;
    expect(canonicalJson(freeAtLast.view(other, seat))).not.toBe(canonicalJson(freeAtLast.view(after, seat)));
  });

  it("Chicago '68 names a Policy that adds a card to the Police hand (2.7.1, Appendix 4)", () => {
    const s = chicago68.setup({ players: 4 }, 1);
    expect(chicago68.reveals!(s, { type: 'pass' }, s, [{ type: 'policy', card: 'DRAW DOWN', activation: 2 }])).toBe(true);
    expect(chicago68.reveals!(s, { type: 'pass' }, s, [{ type: 'policy', card: 'ISSUE GAS MASKS', activation: 1 }])).toBe(false);
  });

  it('the undo-reveal check fails when a game’s reveals go unfound', async () => {
    // Secret Pig whose view shows every bonus card once a seat has banked points, without its
    // determinizer: history finds no reveal, so the seat that banked first may undo it
    const blind: Game<PigState, PigAction> = {
      ...examplePig,
      determinize: undefined,
      view: (st: PigState, seat) => ({ ...examplePig.view(st, seat as never), shown: st.banked.some((x) => x > 0) ? st.bonus : null }),
    };
    const perturb = (st: PigState, seat: string | null, random: Random) => examplePig.determinize!(st, seat as never, random);
    const checks = conformance(blind, { configs: [{ players: 3, chance: 'manual' }], seeds: 20, seed: 1, maxSteps: 20_000, perturbHidden: perturb });
    const check = checks.find((c) => c.name.startsWith('history never lets a seat undo'))!;
    await expect(check.run()).rejects.toThrow(/may undo .* but the step showed/);
  });
});
