import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/json.js';
import { IllegalActionError } from '../../src/core/errors.js';
import { createRandom } from '../../src/core/rng.js';
import { caught } from '../support/thrown.js';
import { freeAtLast } from '../../src/games/free-at-last/index.js';
import { resolutionSections, sectionOf, taskSections } from '../../src/games/free-at-last/rules/sections.js';
import type { FreeAtLastAction } from '../../src/games/free-at-last/schema.js';

/* Refused actions name the rule of the decision waiting (issue 12: a rule section for most illegal attempts). */

const rulebook = new Set(readFileSync(new URL('./rulebook-sections.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));

describe('Free at Last illegal actions cite a rule section', () => {
  it('every section the task tables cite is a numbered section of the rulebook', () => {
    const cited = [...Object.values(taskSections), ...Object.values(resolutionSections)];
    expect(cited.filter((s) => !rulebook.has(s))).toEqual([]);
  });

  it('every refused well-formed action of three random games carries a rulebook section', () => {
    let refused = 0;
    for (const seed of [1, 2, 3]) {
      const random = createRandom(seed);
      const seen: FreeAtLastAction[] = [];
      let s = freeAtLast.setup({}, seed);
      while (!freeAtLast.isTerminal(s)) {
        const legal = freeAtLast.legalActions(s);
        seen.push(...legal.slice(0, 4));
        const listed = new Set(legal.map(canonicalJson));
        const action = seen[random.int(seen.length)]!;
        if (!listed.has(canonicalJson(action))) {
          const { rule } = caught(() => freeAtLast.step(s, action), IllegalActionError);
          if (rule === undefined || !rulebook.has(rule)) throw new Error(`seed ${seed}: ${canonicalJson(action)} refused without a rulebook section (${String(rule)})`);
          refused++;
        }
        s = freeAtLast.apply(s, legal[random.int(legal.length)]!);
      }
    }
    expect(refused).toBeGreaterThan(100);
  });

  it('a refusal without a reason of its own cites the waiting decision (6.3 Hire Staff)', () => {
    let s = freeAtLast.setup({}, 1);
    while (s.tasks.at(-1)?.kind !== 'hire') s = freeAtLast.apply(s, freeAtLast.legalActions(s)[0]!);
    expect(sectionOf(s.tasks.at(-1)!)).toBe('6.3');
    const error = caught(() => freeAtLast.step(s, { type: 'mobilizeDone' }), IllegalActionError);
    expect(error.rule).toBe('6.3');
    expect(error.message).toMatch(/Not one of the answers to: /);
  });
});
