import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/registry.js';
import { actionEntries, actionReference, referencePath } from '../../scripts/action-reference.js';

describe('the action reference of each game (docs/<game>/actions.md)', () => {
  for (const game of Object.values(games)) {
    it(`${game.id}: every action variant says when it is legal and its rule section`, () => {
      const missing = actionEntries(game)
        .filter((e) => !e.when?.trim() || !e.section?.trim())
        .map((e) => e.type);
      expect(missing, 'give these variants their section and description (the game’s words, or .meta on the action schema)').toEqual([]);
    });

    it(`${game.id}: the committed reference is what the generator writes (else run \`npm run docs:actions\`)`, () => {
      expect(readFileSync(referencePath(game.id), 'utf8'), 'stale: run `npm run docs:actions`').toBe(actionReference(game));
    });
  }
});
