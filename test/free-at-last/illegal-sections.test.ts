import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../src/core/errors.js';
import { caught } from '../support/thrown.js';
import { freeAtLast } from '../../src/games/free-at-last/index.js';
import { resolutionSections, sectionOf, taskSections } from '../../src/games/free-at-last/rules/sections.js';

/* Refused actions name the rule of the decision waiting (issue 12); test/illegal-sections.test.ts samples every game's decisions. */

const rulebook = new Set(readFileSync(new URL('./rulebook-sections.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));

describe('Free at Last illegal actions cite a rule section', () => {
  it('every section the task tables cite is a numbered section of the rulebook', () => {
    const cited = [...Object.values(taskSections), ...Object.values(resolutionSections)];
    expect(cited.filter((s) => !rulebook.has(s))).toEqual([]);
  });

  it('a refusal without a reason of its own cites the waiting decision (6.3 Hire Staff)', () => {
    let s = freeAtLast.setup({}, 1);
    while (s.tasks.at(-1)?.kind !== 'hire') s = freeAtLast.apply(s, freeAtLast.legalActions(s)[0]!);
    expect(sectionOf(s.tasks.at(-1)!)).toBe('6.3');
    const error = caught(() => freeAtLast.step(s, { type: 'mobilize-done' }), IllegalActionError);
    expect(error.rule).toBe('6.3');
    expect(error.message).toMatch(/Not one of the answers to: /);
  });
});
