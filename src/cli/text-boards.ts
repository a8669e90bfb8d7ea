import type { TextBoard } from '../core/game-module.js';
import { gameModules } from '../registry.js';
import { textView } from './text-view.js';

/** The text board of a registered game (its module's), or `null` for another game (the example game). */
function boardOf(gameId: string): TextBoard<any> | null {
  return Object.hasOwn(gameModules, gameId) ? gameModules[gameId as keyof typeof gameModules].textBoard : null;
}

/** A seat's view as lines for the terminal: the game's own text board, or the generic rendering of any view. */
export function boardLines(gameId: string, view: unknown): string[] {
  return boardOf(gameId)?.board(view) ?? textView(view);
}

/** The cards (ids or names) in the hand of the view's seat; `[]` for a game without a text board. */
export function handOf(gameId: string, view: unknown): string[] {
  return boardOf(gameId)?.hand(view) ?? [];
}

/** The component set the view's game is played with (views carry a user's set; `null` is the reference set). */
export function componentsOf(gameId: string, view: unknown): unknown {
  const own = (view as { components?: unknown } | null)?.components;
  return own ?? boardOf(gameId)?.reference ?? null;
}
