import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cards } from '../src/games/free-at-last-1955/data/cards.js';
import { leaders } from '../src/games/free-at-last-1955/data/leaders.js';
import { cities, states } from '../src/games/free-at-last-1955/data/map.js';

/*
 * Writes src/games/free-at-last-1955/data/reference-names.ts: the names of the reference set's cards,
 * leaders, cities and states as `as const` lists, for the string-literal unions of names.ts
 * (issue 25), so that the unions follow the data instead of being typed twice. `npm run
 * docs:names`; test/free-at-last-1955/reference-names.test.ts fails when the file is stale.
 */

/** The file's text for the current reference data. */
export function referenceNamesSource(): string {
  const list = (name: string, doc: string, values: readonly string[]): string =>
    `/** ${doc} */\nexport const ${name} = [\n${values.map((v) => `  ${JSON.stringify(v)},`).join('\n')}\n] as const;\n`;
  return [
    '// Written by scripts/reference-names.ts (`npm run docs:names`) from the reference data: do not edit.\n',
    list('referenceCardNames', "The reference set's cards, by name.", cards.map((c) => c.name)),
    list('referenceLeaderNames', "The reference set's leaders, by name.", leaders.map((l) => l.name)),
    list('referenceCityNames', "The reference map's cities, by name.", cities.map((c) => c.name)),
    list('referenceStateNames', "The reference map's states, by name.", states.map((s) => s.name)),
  ].join('\n');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  writeFileSync(resolve('src/games/free-at-last-1955/data/reference-names.ts'), referenceNamesSource());
}
