// Writes the numbered sections of the Free at Last rulebook, one per line, to
// test/free-at-last/rulebook-sections.txt (the rulebook itself is not shipped; the coverage test
// reads this list). Usage: node scripts/rulebook-sections.mjs <path/to/free-at-last.txt>
import { readFileSync, writeFileSync } from 'node:fs';

/** Headings the rulebook misnumbers, by their printed line start (see the list in rulings.md). */
const misprinted = { '2.2 Only one Litigation Action per Project.': '22.2' };

const [rulebook] = process.argv.slice(2);
if (!rulebook) throw new Error('usage: node scripts/rulebook-sections.mjs <free-at-last.txt>');
const ids = [];
for (const line of readFileSync(rulebook, 'utf8').split('\n')) {
  const m = /^(\d+(?:\.\d+)*)\.? \S/.exec(line);
  if (!m) continue;
  const fix = Object.keys(misprinted).find((start) => line.startsWith(start));
  ids.push(fix ? misprinted[fix] : m[1]);
}
writeFileSync(new URL('../test/free-at-last/rulebook-sections.txt', import.meta.url), `${ids.join('\n')}\n`);
console.log(`${ids.length} sections`);
