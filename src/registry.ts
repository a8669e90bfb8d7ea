import type { Game } from './core/types.js';
import { chicago68 } from './games/chicago-68/index.js';
import { freeAtLast } from './games/free-at-last/index.js';
import { freeAtLast1955 } from './games/free-at-last-1955/index.js';

/**
 * Every implemented game, by id. The keys are literals (a test checks each is its game's `id`), so
 * that a bundler drops the registry, and the games in it, from a program that does not use it.
 *
 * @example
 * ```ts
 * import { games } from 'protest-rules';
 *
 * const game = games['chicago-68'];
 * const state = game.setup({ players: 2 }, 1);
 * ```
 */
export const games = {
  'free-at-last': freeAtLast,
  'chicago-68': chicago68,
  'free-at-last-1955': freeAtLast1955,
} as const satisfies Readonly<Record<string, Game>>;

/** The id of a registered game. */
export type GameId = keyof typeof games;
