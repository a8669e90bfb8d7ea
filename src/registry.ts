import type { Game } from './core/types.js';
import { chicago68 } from './games/chicago-68/index.js';
import { freeAtLast } from './games/free-at-last/index.js';
import { freeAtLast1955 } from './games/free-at-last-1955/index.js';

/** Every implemented game, by id. */
export const games: Readonly<Record<string, Game<any, any, any, any>>> = {
  [freeAtLast.id]: freeAtLast,
  [chicago68.id]: chicago68,
  [freeAtLast1955.id]: freeAtLast1955,
};
