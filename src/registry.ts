import type { Game } from './core/types.js';
import { freeAtLast } from './games/free-at-last/index.js';

/** Every implemented game, by id. */
export const games: Readonly<Record<string, Game<any, any, any, any>>> = { [freeAtLast.id]: freeAtLast };
