import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/registry.js';
import { eventEntries, eventReference, eventReferencePath } from '../../scripts/event-reference.js';

describe('the event reference of each game (docs/<game>/events.md)', () => {
  for (const game of Object.values(games)) {
    it(`${game.id}: an event schema, every variant saying when it happens and its rule section`, () => {
      expect(game.schemas.event, 'give the game schemas.event').toBeDefined();
      const missing = eventEntries(game)
        .filter((e) => !e.when?.trim() || !e.section?.trim())
        .map((e) => e.type);
      expect(missing, 'add .meta({ section, description }) to these variants of the event schema').toEqual([]);
    });

    it(`${game.id}: the committed reference is what the generator writes (else run \`npm run docs:events\`)`, () => {
      expect(readFileSync(eventReferencePath(game.id), 'utf8'), 'stale: run `npm run docs:events`').toBe(eventReference(game));
    });
  }
});
