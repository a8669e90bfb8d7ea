import { describe, expect, it } from 'vitest';
import { citations, coverageOf, isCited, keyOf, sectionsOf, testTitles, untestable } from './support/rulebook-coverage.js';

/*
 * Every rulebook under test (issues 15, 26): each numbered section of each game's rulebook is cited by
 * the name of a test under test/<game>/, or listed in docs/<game>/rulings.md under "Rulebook sections
 * with no testable rule" with its reason; at least 90% are cited by tests.
 */

/** Per game: how many numbered sections its rulebook prints (a guard against a truncated list). */
const games = { 'free-at-last': 246, 'chicago-68': 94, 'free-at-last-1955': 65 };

for (const [game, printed] of Object.entries(games)) {
  describe(`rulebook coverage of ${game}: every numbered section is cited by a test or listed as holding no testable rule`, () => {
    const { sections, cited, listed } = coverageOf(game);
    const keys = sections.map(keyOf);
    const listedKeys = new Map(listed);

    it('finds every numbered section once (misprints corrected, numbers printed twice told apart by topic)', () => {
      expect(keys.length).toBe(printed);
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    });

    it('every section is cited by a test or listed, with a reason, as holding no testable rule', () => {
      expect(keys.filter((k) => !cited.has(k) && !listedKeys.has(k))).toEqual([]);
      expect(listed.filter(([, why]) => why.length < 20).map(([k]) => k)).toEqual([]);
    });

    it('the list names only sections of the rulebook that no test cites, each once', () => {
      expect(listed.length).toBe(listedKeys.size);
      expect([...listedKeys.keys()].filter((k) => !keys.includes(k))).toEqual([]);
      expect([...listedKeys.keys()].filter((k) => cited.has(k))).toEqual([]);
    });

    it('at least 90% of the sections are cited by tests', () => {
      expect(cited.size / keys.length).toBeGreaterThanOrEqual(0.9);
    });
  });
}

describe('the coverage check reads test titles', () => {
  it('takes describe, it, test and it.each titles; not skipped tests or other calls', () => {
    const src = [
      "describe('18.3.7 the Registrar', () => {",
      '  it("16.2 needs \\"hits\\"", () => {});',
      '  it.each([[1, 2]])(`22.14 with %s`, () => {});',
      // a skipped test in the fixture, written in two pieces so that no scanner takes this file for one
      `  it.${'skip'}('9.4 skipped', () => {});`,
      "  audit('3.3 not a test');",
      '});',
    ].join('\n');
    expect(testTitles(src)).toEqual(['18.3.7 the Registrar', '16.2 needs "hits"', '22.14 with %s']);
  });

  it('a section is cited as a whole number: 18.3.7 is not 18.3.7.1; an undotted 21 only at the start', () => {
    expect(citations('18.3.7.1 no Leader roll')).toEqual(['18.3.7.1']);
    expect(citations('18.3.7, 12.0 the registrar (22.18–22.19)')).toEqual(['18.3.7', '12.0', '22.18', '22.19']);
    expect(citations('21 End of Game Scoring')).toEqual(['21']);
    expect(citations('Project 21 is a March')).toEqual([]);
    expect(citations('21.1 ties')).toEqual(['21.1']);
  });

  it('a number printed twice is cited with its topic, and listed in rulings.md with it', () => {
    const [jail, bonus] = sectionsOf('2.2.4 jail\n2.2.4 exposure bonus\n');
    expect(isCited(jail!, ['2.2.4 (Cook County Jail) arrested units'])).toBe(true);
    expect(isCited(bonus!, ['2.2.4 (Cook County Jail) arrested units'])).toBe(false);
    expect(untestable('## Rulebook sections with no testable rule\n\n- **2.2.4 (jail)** names the area only, no rule.\n- **3.0** a title only, no rule at all.\n')).toEqual([
      ['2.2.4 jail', 'names the area only, no rule.'],
      ['3.0', 'a title only, no rule at all.'],
    ]);
  });
});
