import { createRandom } from './rng.js';
import type { BaseAction, Player } from './types.js';

/** What a bot is shown when it must decide: its own view and its legal actions, never the state. */
export interface BotInput<A extends BaseAction = BaseAction, V = unknown> {
  readonly player: Player;
  readonly view: V;
  readonly legal: readonly A[];
}

/** A player program. It sees only its seat's view, so it cannot cheat. */
export interface Bot<A extends BaseAction = BaseAction, V = unknown> {
  readonly name: string;
  choose(input: BotInput<A, V>): A;
}

/** A bot that picks uniformly among the legal actions with its own seeded RNG. */
export function randomBot(seed = 0): Bot<any, any> {
  const random = createRandom(seed);
  return {
    name: `random(${seed})`,
    choose: ({ legal }) => {
      if (legal.length === 0) throw new Error('randomBot asked to choose with no legal actions');
      return legal[random.int(legal.length)]!;
    },
  };
}
