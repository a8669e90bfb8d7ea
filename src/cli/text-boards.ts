import { chicagoTextBoard } from '../games/chicago-68/text-board.js';
import { freeAtLastTextBoard } from '../games/free-at-last/text-board.js';
import { freeAtLast1955TextBoard } from '../games/free-at-last-1955/text-board.js';
import { textView } from './text-view.js';

/*
 * Each game's text board, by game id. They live beside the games but only the CLI imports them, so
 * a game's subpath (and its browser bundle) does not carry them.
 */
const boards: Readonly<Record<string, (view: any) => string[]>> = {
  'free-at-last': freeAtLastTextBoard,
  'chicago-68': chicagoTextBoard,
  'free-at-last-1955': freeAtLast1955TextBoard,
};

/** A seat's view as lines for the terminal: the game's own text board, or the generic rendering of any view. */
export function boardLines(gameId: string, view: unknown): string[] {
  return Object.hasOwn(boards, gameId) ? boards[gameId]!(view) : textView(view);
}
