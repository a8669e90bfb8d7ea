// Writes the numbered sections of a game's rulebook, one per line, to test/<game>/rulebook-sections.txt
// (the rulebooks are not shipped; test/rulebook-coverage.test.ts reads these lists). A number printed
// twice is written once per printing with the topic that tells them apart ("2.2.4 jail"): a test
// title cites it with both. Usage: node scripts/rulebook-sections.mjs <game> <path/to/rulebook.txt>
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Per game: the lines read (from the first line equal to `from` up to the one equal to `to`), the
 * headings the rulebook misnumbers (by their printed line start, see rulings.md), and the topic of
 * each printing of a number printed twice (by line start).
 */
const games = {
  'free-at-last': { misprinted: { '2.2 Only one Litigation Action per Project.': '22.2' } },
  'chicago-68': {
    from: 'Rules Reference',
    to: 'The Solo & Co-op Rules',
    topics: {
      '2.2.4. Exposure Bonus': 'exposure bonus',
      '2.2.4. Cook County Jail': 'jail',
      '2.7.3. Street Theater deck': 'street theater',
      '2.7.3. Opportunity': 'opportunity',
      '2.7.4. Counterrevolutionary': 'counterrevolutionary',
      '2.7.4. Tactics': 'tactics',
      '4.1 First, move the round marker': 'round marker',
      '4.1. Demonstrators Flock': 'flock',
    },
  },
  'free-at-last-1955': {
    topics: {
      '7.1 Sequence of confrontation': 'sequence',
      '7.1 Confrontation Column shifts': 'column',
      '7.2.2. Consequence of successfully': 'success',
      '7.2.2. Consequence of attempting but failing': 'fail',
    },
  },
};

const [game, rulebook] = process.argv.slice(2);
const spec = games[game];
if (!spec || !rulebook) throw new Error(`usage: node scripts/rulebook-sections.mjs <${Object.keys(games).join('|')}> <rulebook.txt>`);
const lines = readFileSync(rulebook, 'utf8').split('\n');
const from = spec.from ? lines.indexOf(spec.from) : 0;
const to = spec.to ? lines.indexOf(spec.to) : lines.length;
if (from < 0 || to < 0) throw new Error(`${game}: the rulebook has no line "${from < 0 ? spec.from : spec.to}"`);
const ids = [];
for (const line of lines.slice(from, to)) {
  const m = /^(?:• )?(\d+(?:\.\d+)*)\.? \S/.exec(line);
  if (!m) continue;
  const text = line.replace(/^• /, '');
  const fix = Object.keys(spec.misprinted ?? {}).find((start) => text.startsWith(start));
  const topic = Object.keys(spec.topics ?? {}).find((start) => text.startsWith(start));
  ids.push(fix ? spec.misprinted[fix] : topic ? `${m[1]} ${spec.topics[topic]}` : m[1]);
}
const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
if (twice.length > 0) throw new Error(`${game}: printed twice without a topic: ${twice.join(', ')}`);
writeFileSync(new URL(`../test/${game}/rulebook-sections.txt`, import.meta.url), `${ids.join('\n')}\n`);
console.log(`${ids.length} sections`);
