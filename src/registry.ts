import type { Game } from './core/types.js';
import { chicago68 } from './games/chicago-68/index.js';

/** Every implemented game, by id. */
export const games: Readonly<Record<string, Game<any, any, any, any>>> = {
  'chicago-68': chicago68,
};
