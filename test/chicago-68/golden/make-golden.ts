/*
 * Regenerates the golden records (only when a rules change is intended, with a version bump):
 *   npx tsx test/chicago-68/golden/make-golden.ts
 */
import { writeFileSync } from 'node:fs';
import { playout } from '../../../src/core/playout.js';
import { record } from '../../../src/core/record.js';
import { chicago68 } from '../../../src/games/chicago-68/index.js';
import { stateHash } from './hash.js';

const games: [string, Record<string, unknown>, number][] = [
  ['two-players-seed-3', { players: 2 }, 3],
  ['four-players-optional-seed-13', { players: 4, variableTurnOrder: true, incendiary: { pigasus: true, policePosts: false, daleyDozer: true, agentsOfChaos: true } }, 13],
];

for (const [name, config, seed] of games) {
  const r = playout(chicago68, { config, seed });
  const rec = { ...record(chicago68, config, seed, r.actions), finalStateHash: stateHash(r.state), result: r.result };
  writeFileSync(new URL(`./${name}.json`, import.meta.url), `${JSON.stringify(rec, null, 1)}\n`);
  console.log(name, r.steps, r.result?.reason);
}
