import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { games } from '../src/index.js';
import { effectSchema as chicagoEffects } from '../src/games/chicago-68/data/schema.js';
import { effectSchema as y1955Effects } from '../src/games/free-at-last-1955/data/schema.js';
import { effectSchema as falEffects, eventEffectSchema as falEventEffects } from '../src/games/free-at-last/data/schema.js';
import { challengeEffectSchema as falChallengeEffects } from '../src/games/free-at-last/data/challenge-schema.js';

/*
 * One naming case across the games (issues 22 and 33, docs/architecture.md "Names"): action types,
 * task kinds, event types and effect kinds are camelCase, read from each game's schemas (every
 * variant of each union, not only those a game happens to meet). Ids of components keep their own
 * form ('lincoln-park'): they are data, not names of the code.
 */

const camel = /^[a-z][a-zA-Z0-9]*$/;

/** The `key` literals of a discriminated union of objects. */
function literals(schema: z.ZodMiniType, key: string): string[] {
  const options = (schema as unknown as { def: { options: z.ZodMiniObject[] } }).def.options;
  return options.flatMap((o) => (o.shape[key] as z.ZodMiniLiteral).def.values.map(String));
}

/** A game's task schema, read from its state schema (`tasks`: an array of them). */
const tasksOf = (state: z.ZodMiniType): z.ZodMiniType => ((state as unknown as z.ZodMiniObject).shape['tasks'] as z.ZodMiniArray).def.element as z.ZodMiniType;

/** Each game's card-effect unions and their kind key. */
const effects: Readonly<Record<string, readonly [z.ZodMiniType, string][]>> = {
  'chicago-68': [[chicagoEffects, 'op']],
  'free-at-last-1955': [[y1955Effects, 'kind']],
  'free-at-last': [[falEffects, 'kind'], [falEventEffects, 'kind'], [falChallengeEffects, 'kind']],
};

describe('one naming case: camelCase action types, task kinds, event types and effect kinds', () => {
  it('knows the effects of every game', () => expect(Object.keys(effects).sort()).toEqual(Object.keys(games).sort()));
  for (const [id, game] of Object.entries(games)) {
    it(id, () => {
      const names = {
        actions: literals(game.schemas.action, 'type'),
        kinds: literals(tasksOf(game.schemas.state), 'kind'),
        events: literals(game.schemas.event!, 'type'),
        effects: (effects[id] ?? []).flatMap(([schema, key]) => literals(schema, key)),
      };
      for (const list of Object.values(names)) expect(list.length).toBeGreaterThan(5);
      const notCamel = (list: string[]) => list.filter((n) => !camel.test(n));
      expect({ actions: notCamel(names.actions), kinds: notCamel(names.kinds), events: notCamel(names.events), effects: notCamel(names.effects) }).toEqual({ actions: [], kinds: [], events: [], effects: [] });
    });
  }
});
