import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cards } from '../src/games/free-at-last-1955/data/cards.js';
import { leaders } from '../src/games/free-at-last-1955/data/leaders.js';
import { cities, states } from '../src/games/free-at-last-1955/data/map.js';
import { referenceChallenges } from '../src/games/free-at-last/data/challenges.js';
import { referenceComponents as chicagoComponents } from '../src/games/chicago-68/data/components.js';
import { machineComponents } from '../src/games/chicago-68/data/machine-cards.js';
import { referenceComponents } from '../src/games/free-at-last/data/index.js';

/*
 * Writes each game's data/reference-names.ts: the names (or ids, where actions carry ids) of the
 * reference set's components as `as const` lists, for the string-literal unions of
 * rules/named-actions.ts (issue 25), so that the unions follow the data instead of being typed twice.
 * `npm run docs:names`; test/<game>/reference-names.test.ts fails when a file is stale.
 */

const header = '// Written by scripts/reference-names.ts (`npm run docs:names`) from the reference data: do not edit.\n';
const list = (name: string, doc: string, values: readonly string[]): string =>
  `/** ${doc} */\nexport const ${name} = [\n${values.map((v) => `  ${JSON.stringify(v)},`).join('\n')}\n] as const;\n`;

/** The text of Free At Last (1955–65)'s file for the current reference data (its actions carry ids). */
export function referenceNamesSource(): string {
  return [
    header,
    list('referenceCardIds', "The reference set's cards, by id.", cards.map((c) => c.id)),
    list('referenceLeaderIds', "The reference set's leaders, by id.", leaders.map((l) => l.id)),
    list('referenceCityIds', "The reference map's cities, by id.", cities.map((c) => c.id)),
    list('referenceStateIds', "The reference map's states, by id.", states.map((s) => s.id)),
  ].join('\n');
}

/** The text of Free at Last's file for the current reference data (its actions carry ids). */
export function freeAtLastReferenceIdsSource(): string {
  const c = referenceComponents;
  return [
    header,
    list('referenceStrategyIds', "The reference set's Strategy cards, by id.", c.strategy.map((x) => x.id)),
    list('referenceLawIds', "The reference set's Legislation cards, by id.", c.legislation.map((x) => x.id)),
    list('referenceChallengeIds', "The reference Challenge deck's cards, by id.", referenceChallenges.map((x) => x.id)),
    list('referenceLeaderIds', "The reference set's leaders (Protest Leaders and Staffers), by id.", c.leaders.map((x) => x.id)),
    list('referenceStateIds', "The reference map's states, by id.", c.states.map((x) => x.id)),
  ].join('\n');
}

/** The text of Chicago '68's file for the current reference data: every card by name (a name once, whatever its deck), every path by id. */
export function chicagoReferenceNamesSource(): string {
  const c = chicagoComponents;
  const m = machineComponents;
  const cards = [...c.actionCards, ...c.streetTheater, ...c.policies, ...c.tactics, ...c.mobChaos, ...c.incendiary, ...m.actions, ...m.tactics, ...m.policies].map((x) => x.name);
  return [
    header,
    list('referenceCardNames', "The reference set's cards of every deck (Action, Street Theater, Policy, Tactics, Mob Chaos, Incendiary, the Machine's), by name.", [...new Set(cards)]),
    list('referencePathIds', "The reference map's paths, by id.", c.paths.map((x) => x.id)),
  ].join('\n');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  writeFileSync(resolve('src/games/free-at-last-1955/data/reference-names.ts'), referenceNamesSource());
  writeFileSync(resolve('src/games/free-at-last/data/reference-names.ts'), freeAtLastReferenceIdsSource());
  writeFileSync(resolve('src/games/chicago-68/data/reference-names.ts'), chicagoReferenceNamesSource());
}
