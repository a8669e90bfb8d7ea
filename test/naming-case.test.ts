import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { games, type Game } from '../src/index.js';
import { createRandom } from '../src/core/rng.js';

/*
 * One naming case across the games (issue 22): action types, task kinds and event types are
 * camelCase. Action types come from each game's action schema, task kinds and event types from the
 * states and events of a random game of every golden config.
 */

const camel = /^[a-z][a-zA-Z0-9]*$/;
const goldens = new URL('./golden/', import.meta.url);

/** The `type` literals of a discriminated union of objects. */
function typesOf(schema: z.ZodMiniType): string[] {
  const options = (schema as unknown as { def: { options: z.ZodMiniObject[] } }).def.options;
  return options.map((o) => String((o.shape['type'] as z.ZodMiniLiteral).def.values[0]!));
}

/** The task kinds and event types met in a random game of each golden config. */
function namesPlayed(game: Game<any, any, any, any>, id: string): { kinds: Set<string>; events: Set<string> } {
  const kinds = new Set<string>();
  const events = new Set<string>();
  readdirSync(new URL(`${id}/`, goldens)).forEach((f, i) => {
    const { config } = JSON.parse(readFileSync(new URL(`${id}/${f}`, goldens), 'utf8')) as { config: unknown };
    const random = createRandom(i + 1);
    let { state: s, events: first } = game.start(config, i + 1);
    for (const e of first) events.add(e.type);
    for (let n = 0; n < 3000 && !game.isTerminal(s); n++) {
      for (const t of (s as { tasks: { kind: string }[] }).tasks) kinds.add(t.kind);
      const legal = game.toMove(s) === 'chance' ? game.chanceOutcomes(s).map((o) => o.outcome) : game.legalActions(s);
      const r = game.step(s, legal[random.int(legal.length)]);
      for (const e of r.events) events.add(e.type);
      s = r.state;
    }
  });
  return { kinds, events };
}

describe('one naming case: camelCase action types, task kinds and event types', () => {
  for (const [id, game] of Object.entries(games)) {
    it(id, () => {
      const { kinds, events } = namesPlayed(game, id);
      expect(kinds.size).toBeGreaterThan(5);
      expect(events.size).toBeGreaterThan(5);
      const names = { actions: typesOf(game.schemas.action), kinds: [...kinds], events: [...events] };
      expect({ actions: names.actions.filter((n) => !camel.test(n)), kinds: names.kinds.filter((n) => !camel.test(n)), events: names.events.filter((n) => !camel.test(n)) }).toEqual({ actions: [], kinds: [], events: [] });
    });
  }
});
