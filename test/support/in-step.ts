import { playout, randomBot, type BaseAction, type BaseState, type Game, type SyncBot } from '../../src/index.js';

/**
 * One seeded game in which every decision of every seat goes to `decide` (where a test asks two bots
 * in step and compares them), the game going on with `decide`'s answer (`driver` 'heuristic') or a
 * random bot's ('random', to reach states a heuristic avoids).
 */
export function everyDecision<S extends BaseState, A extends BaseAction>(
  game: Game<S, A>,
  options: { readonly seed: number; readonly config?: unknown; readonly seats: readonly string[]; readonly driver: 'heuristic' | 'random' },
  decide: (player: string, legal: readonly A[], state: S) => A,
): void {
  const random = randomBot<A>(options.seed);
  const bot: SyncBot<A> = {
    name: 'in step',
    choose({ player, legal, state }) {
      const choice = decide(player, legal, state as S);
      return options.driver === 'heuristic' ? choice : random.choose({ player, view: null, legal });
    },
  };
  playout(game, { seed: options.seed, config: options.config, bots: Object.fromEntries(options.seats.map((p) => [p, bot])) });
}
