import { describe, expect, it } from 'vitest';
import { freeAtLast, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { freeAtLastScenario } from '../../../src/games/free-at-last/words/index.js';
import { build, endTurn } from '../support/build.js';

/* 23.4 Historical Scenario: Projects 1–20 on Turn 1, 21–36 on Turn 2, 37–55 on Turn 3. */

const dealt = (s: FreeAtLastState): number[] => freeAtLast.chanceOutcomes(s).map((o) => (o.outcome as { card: number }).card);

describe('23.4 historical scenario', () => {
  it('23.4 Turn 1 deals from Projects 1–20 only', () => {
    const s = freeAtLast.setup({ variant: 'historical', chance: 'manual' }, 1);
    expect(s.tasks.at(-1)).toEqual({ kind: 'drawProject' });
    expect(dealt(s).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('23.4 Turn 2 deals from 21–36 and Turn 3 from 37–55; the earlier Turns\' leftovers are set aside', () => {
    const t2 = endTurn(build({ variant: 'historical', chance: 'manual' }).at('end-of-turn').state);
    expect(t2.turn).toBe(2);
    expect(dealt(t2).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 21));
    const t3 = endTurn(freeAtLastScenario(t2).at('end-of-turn').state);
    expect(dealt(t3).sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i + 37));
    expect(t3.decks.projects.length + t3.ext!.projectReserve.length).toBe(55);
  });

  it('the standard game deals from the whole deck', () => {
    expect(dealt(freeAtLast.setup({ chance: 'manual' }, 1))).toHaveLength(55);
  });
});
