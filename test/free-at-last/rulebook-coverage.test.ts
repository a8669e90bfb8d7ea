import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Rulebook coverage (issue 15): every numbered section of the Free at Last rulebook is cited by the
 * name of a test under test/free-at-last (a describe, it or test title), or listed in
 * docs/free-at-last/rulings.md under "Rulebook sections with no testable rule" with its reason.
 * The rulebook is not shipped: its section numbers are, in rulebook-sections.txt (written from the
 * rulebook by scripts/rulebook-sections.mjs, misprinted numbers corrected).
 */

const sectionList = new URL('./rulebook-sections.txt', import.meta.url);
const testDir = new URL('./', import.meta.url);
const rulings = new URL('../../docs/free-at-last/rulings.md', import.meta.url);
const untestableHeading = '## Rulebook sections with no testable rule';

/** The test files under a folder, recursively. */
function testFiles(dir: URL): URL[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(new URL(`${e.name}/`, dir)) : e.name.endsWith('.test.ts') ? [new URL(e.name, dir)] : [],
  );
}

/** The index just past the parenthesised group opening at `i`. */
function skipParens(src: string, i: number): number {
  let depth = 0;
  for (let j = i; j < src.length; j++) {
    if (src[j] === '(') depth++;
    else if (src[j] === ')' && --depth === 0) return j + 1;
  }
  return src.length;
}

/** The titles of the describe, it and test calls of a source file (also `it.each(…)('title')`; not skipped or todo ones). */
function testTitles(src: string): string[] {
  const titles: string[] = [];
  for (const m of src.matchAll(/(?<![\w.])(?:describe|it|test)(\.each)?(?=\s*\()/g)) {
    let i = m.index + m[0].length;
    if (m[1]) i = skipParens(src, src.indexOf('(', i));
    const call = /^\s*\(\s*(['"`])/.exec(src.slice(i));
    if (!call) continue;
    const quote = call[1]!;
    let j = i + call[0].length;
    let title = '';
    while (j < src.length && src[j] !== quote) {
      if (src[j] === '\\') j++;
      title += src[j];
      j++;
    }
    titles.push(title);
  }
  return titles;
}

/** The sections a title cites: dotted numbers as whole tokens ("18.3.7", not inside "18.3.7.1"); an undotted chapter ("21") only at the title's start. */
function citations(title: string): string[] {
  const dotted = title.match(/(?<![\d.])\d+(?:\.\d+)+(?![\d]|\.\d)/g) ?? [];
  const chapter = /^\d+(?![\d.])/.exec(title);
  return chapter ? [chapter[0], ...dotted] : dotted;
}

/** The sections listed as holding no testable rule, with their reasons, in order (empty without the heading). */
function untestable(md: string): [string, string][] {
  const start = md.indexOf(untestableHeading);
  if (start < 0) return [];
  const body = md.slice(start + untestableHeading.length).split(/\n## /)[0]!;
  return [...body.matchAll(/^- \*\*(\d+(?:\.\d+)*)\*\* (.*)$/gm)].map((m) => [m[1]!, m[2]!.trim()]);
}

describe('rulebook coverage: every numbered section is cited by a test or listed as holding no testable rule', () => {
  const ids = readFileSync(sectionList, 'utf8').split('\n').filter((line) => line !== '');
  const titles = testFiles(testDir).flatMap((f) => testTitles(readFileSync(f, 'utf8')));
  const list = untestable(readFileSync(rulings, 'utf8'));
  const listed = new Map(list);
  const citedIds = new Set(titles.flatMap(citations));
  const cited = (id: string): boolean => citedIds.has(id);

  it('finds every numbered section once (misprints corrected)', () => {
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('every section is cited by a test or listed, with a reason, as holding no testable rule', () => {
    expect(ids.filter((id) => !cited(id) && !listed.has(id))).toEqual([]);
    expect([...listed].filter(([, why]) => why.length < 20).map(([id]) => id)).toEqual([]);
  });

  it('the list names only sections of the rulebook that no test cites, each once', () => {
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBe(listed.size);
    expect([...listed.keys()].filter((id) => !ids.includes(id))).toEqual([]);
    expect([...listed.keys()].filter(cited)).toEqual([]);
  });
});

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
});
