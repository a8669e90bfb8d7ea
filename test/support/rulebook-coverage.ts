import { readFileSync, readdirSync } from 'node:fs';

/*
 * Rulebook coverage (issues 15, 26): which numbered sections of a game's rulebook the names of its
 * tests cite (a describe, it or test title), and which its rulings.md lists under "Rulebook sections
 * with no testable rule" with a reason. The rulebooks are not shipped: their section numbers are, in
 * test/<game>/rulebook-sections.txt (written by scripts/rulebook-sections.mjs). A number the rulebook
 * prints twice is listed once per printing with a topic ("2.2.4 jail"): a title cites that printing
 * when it cites the number and contains the topic, and rulings.md lists it as "**2.2.4 (jail)**".
 */

const untestableHeading = '## Rulebook sections with no testable rule';

/** One numbered section: its printed number and, for a number printed twice, the topic of this printing. */
export interface Section {
  readonly id: string;
  readonly topic?: string;
}

/** A section's key: the number, with its topic when printed twice ("2.2.4 jail"). */
export const keyOf = (s: Section): string => (s.topic ? `${s.id} ${s.topic}` : s.id);

/** The test files under a folder, recursively. */
export function testFiles(dir: URL): URL[] {
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
export function testTitles(src: string): string[] {
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
export function citations(title: string): string[] {
  const dotted = title.match(/(?<![\d.])\d+(?:\.\d+)+(?![\d]|\.\d)/g) ?? [];
  const chapter = /^\d+(?![\d.])/.exec(title);
  return chapter ? [chapter[0], ...dotted] : dotted;
}

/** Whether one of the titles cites the section (its number, and its topic if it has one). */
export function isCited(section: Section, titles: readonly string[]): boolean {
  return titles.some((t) => citations(t).includes(section.id) && (section.topic === undefined || t.toLowerCase().includes(section.topic)));
}

/** The sections of a rulebook-sections.txt list. */
export function sectionsOf(list: string): Section[] {
  return list
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [id, ...topic] = line.split(' ');
      return topic.length > 0 ? { id: id!, topic: topic.join(' ') } : { id: id! };
    });
}

/** The sections listed as holding no testable rule, by key, with their reasons, in order (empty without the heading). */
export function untestable(md: string): [string, string][] {
  const start = md.indexOf(untestableHeading);
  if (start < 0) return [];
  const body = md.slice(start + untestableHeading.length).split(/\n## /)[0]!;
  return [...body.matchAll(/^- \*\*(\d+(?:\.\d+)*)(?: \(([^)]+)\))?\*\* (.*)$/gm)].map((m) => [keyOf({ id: m[1]!, ...(m[2] ? { topic: m[2] } : {}) }), m[3]!.trim()]);
}

/** A game's rulebook coverage: its sections, those its test titles cite, and those its rulings list as untestable. */
export interface Coverage {
  readonly sections: readonly Section[];
  readonly cited: ReadonlySet<string>;
  readonly listed: readonly [string, string][];
}

/** Reads a game's section list, the titles of the tests under test/<game>/ and its rulings.md. */
export function coverageOf(game: string): Coverage {
  const root = new URL('../../', import.meta.url);
  const sections = sectionsOf(readFileSync(new URL(`test/${game}/rulebook-sections.txt`, root), 'utf8'));
  const titles = testFiles(new URL(`test/${game}/`, root)).flatMap((f) => testTitles(readFileSync(f, 'utf8')));
  const cited = new Set(sections.filter((s) => isCited(s, titles)).map(keyOf));
  return { sections, cited, listed: untestable(readFileSync(new URL(`docs/${game}/rulings.md`, root), 'utf8')) };
}
