import type { Game } from './core/types.js';

/** Every implemented game, by id. */
export const games: Readonly<Record<string, Game<any, any, any, any>>> = {};
