import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../src/core/errors.js';
import { canonicalJson } from '../../src/core/json.js';
import { createRandom } from '../../src/core/rng.js';
import { caught } from '../support/thrown.js';
import { freeAtLast, type FreeAtLastAction } from '../../src/games/free-at-last/index.js';

/* Refused actions name the rule of the decision waiting (issue 12); test/illegal-sections.test.ts samples every game's decisions. */

const rulebook = new Set(readFileSync(new URL('./rulebook-sections.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));

describe('Free at Last illegal actions cite a rule section', () => {
  it('every section a refusal cites is a numbered section of the rulebook (random games of 2 to 4 players, the advanced game)', () => {
    const cited = new Set<string>();
    for (const [i, config] of [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 4, advanced: true }].entries()) {
      const random = createRandom(i + 11);
      const pool = new Map<string, FreeAtLastAction>();
      let s = freeAtLast.setup(config, i + 11);
      for (let n = 0; n < 1500 && !freeAtLast.isTerminal(s); n++) {
        const legal = freeAtLast.legalActions(s);
        for (const a of legal.slice(0, 6)) pool.set(canonicalJson(a), a);
        const listed = new Set(legal.map(canonicalJson));
        const wrong = [...pool.entries()].filter(([k]) => !listed.has(k));
        if (wrong.length > 0) {
          const { rule } = caught(() => freeAtLast.step(s, wrong[random.int(wrong.length)]![1]), IllegalActionError);
          cited.add(/^\d+(\.\d+)*/.exec(rule ?? '')?.[0] ?? String(rule));
        }
        s = freeAtLast.apply(s, legal[random.int(legal.length)]!);
      }
    }
    expect(cited.size).toBeGreaterThan(10);
    expect([...cited].filter((s) => !rulebook.has(s))).toEqual([]);
  });

  it('a refusal without a reason of its own cites the waiting decision (6.3 Hire Staff)', () => {
    let s = freeAtLast.setup({}, 1);
    while (freeAtLast.view(s, null).phase !== 'hire-staff' || freeAtLast.toMove(s) === 'chance') s = freeAtLast.apply(s, freeAtLast.legalActions(s)[0]!);
    const error = caught(() => freeAtLast.step(s, { type: 'mobilizeDone' }), IllegalActionError);
    expect(error.rule).toBe('6.3');
    expect(error.message).toMatch(/Not one of the answers to: /);
  });
});
