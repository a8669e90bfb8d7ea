import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/core/rng.js';
import type { Game, GameEvent } from '../src/core/types.js';
import { games } from '../src/registry.js';
import { configs } from './support/configs.js';

/*
 * Every game's events are typed (issue 26, issue 25 item 3): each event that `start` and `step`
 * report over seeded random games of every config and mode, in either chance mode, parses with the
 * game's event schema (strict variants: a field the schema does not name fails too), and every
 * type the schema lists is documented (docs/<game>/events.md, test/docs/event-reference.test.ts).
 */

const SEEDS = 3;

/** The events of one random game (random legal actions and chance outcomes), from its start. */
function eventsOf(game: Game<any, any, any, any>, config: Record<string, unknown>, seed: number): GameEvent[] {
  const random = createRandom(seed);
  let { state, events } = game.start(config, seed);
  const all = [...events];
  for (let i = 0; i < 20_000 && !game.isTerminal(state); i++) {
    const legal = game.legalActions(state);
    ({ state, events } = game.step(state, legal[random.int(legal.length)], { validate: false }));
    all.push(...events);
  }
  return all;
}

describe('every event parses with its game\'s event schema', () => {
  for (const game of Object.values(games)) {
    for (const config of configs[game.id as keyof typeof games]) {
      for (const chance of ['auto', 'manual']) {
        it(`${game.id} ${JSON.stringify(config)}, ${chance} chance: ${SEEDS} random games`, () => {
          const schema = game.schemas.event;
          expect(schema, `${game.id} has an event schema`).toBeDefined();
          for (let seed = 1; seed <= SEEDS; seed++) {
            for (const e of eventsOf(game, { ...config, chance }, seed)) {
              const parsed = schema!.safeParse(e);
              if (!parsed.success) expect.fail(`seed ${seed}: ${JSON.stringify(e)} does not parse: ${parsed.error.message}`);
            }
          }
        });
      }
    }
  }
});
