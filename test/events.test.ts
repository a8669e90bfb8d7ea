import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/core/rng.js';
import type { Game, GameEvent } from '../src/core/types.js';
import { games } from '../src/registry.js';

/*
 * Every game's events are typed (issue 26, issue 25 item 3): each event that `start` and `step`
 * report over seeded random games of every config and mode, in either chance mode, parses with the
 * game's event schema (strict variants: a field the schema does not name fails too), and every
 * type the schema lists is documented (docs/<game>/events.md, test/docs/event-reference.test.ts).
 */

const allFour = { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true };

/** Every config and mode of each game. */
const configs: Record<keyof typeof games, Record<string, unknown>[]> = {
  'free-at-last': [
    {},
    { players: ['SNCC', 'NAACP'] },
    { players: ['CORE', 'SCLC', 'NAACP'] },
    { advanced: true, players: ['SNCC', 'CORE', 'NAACP'] },
    { variant: 'solitaire', advanced: true, players: ['SCLC'] },
    { variant: 'team', advanced: true },
    { variant: 'coop' },
    { variant: 'historical', players: ['CORE', 'SCLC'] },
    { difficulty: 'jackie-robinson', players: ['SNCC', 'NAACP'] },
  ],
  'chicago-68': [
    { players: 2 },
    { players: 4 },
    { players: 4, variableTurnOrder: true },
    { players: 2, incendiary: { pigasus: true, daleyDozer: true } },
    { players: 4, incendiary: { policePosts: true, agentsOfChaos: true } },
    { mode: 'solo' },
    { mode: 'coop', variableTurnOrder: true },
    { mode: 'solo', incendiary: allFour },
    { mode: 'coop', incendiary: allFour },
  ],
  'free-at-last-1955': [{}],
};

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
