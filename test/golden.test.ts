import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { games, type Game } from '../src/index.js';
import { checkGolden, examplePig, formatGolden, goldenSchema, recordGolden } from '../src/testing/index.js';

/*
 * Golden replays of every game: each test/golden/<game-id>/*.json (format protest-rules/golden@1, a
 * hash per step) must replay step for step. After an intended change of play (bump the game's
 * version), re-record them all from their config and seed:
 *   PROTEST_RULES_UPDATE_GOLDEN=1 npx vitest run test/golden.test.ts
 * To add a golden, write test/golden/<game-id>/<name>.json as { "config": {…}, "seed": 7 } and run
 * the same command. See docs/records-and-replays.md.
 */

const dir = new URL('./golden/', import.meta.url);
const registered: Record<string, Game<any, any, any, any>> = { ...games, [examplePig.id]: examplePig };
const update = process.env.PROTEST_RULES_UPDATE_GOLDEN === '1';
// Re-recording needs only these two fields, so that a new golden starts as just them.
const seedOnly = z.object({ config: z.unknown(), seed: z.number().check(z.int()) });

describe('golden replays', () => {
  it('every registered game has goldens', () => {
    const ids = readdirSync(dir);
    for (const id of Object.keys(registered)) expect(ids).toContain(id);
  });

  for (const id of readdirSync(dir)) {
    const game = registered[id];
    describe(id, () => {
      it('is a registered game', () => expect(game).toBeDefined());
      for (const file of readdirSync(new URL(`${id}/`, dir)).filter((f) => f.endsWith('.json'))) {
        it(`${file} replays step for step to its recorded end`, () => {
          const url = new URL(`${id}/${file}`, dir);
          if (update) {
            const { config, seed } = seedOnly.parse(JSON.parse(readFileSync(url, 'utf8')));
            writeFileSync(url, formatGolden(recordGolden(game!, { config, seed, maxSteps: 5000 })));
          }
          const golden = goldenSchema.parse(JSON.parse(readFileSync(url, 'utf8')));
          expect(golden.game).toBe(id);
          expect(golden.result, 'a golden records a finished game').not.toBeNull();
          expect(checkGolden(game!, golden)).toEqual({ ok: true });
        });
      }
    });
  }
});
