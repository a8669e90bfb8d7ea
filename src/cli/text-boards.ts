import { referenceComponents as chicagoComponents } from '../games/chicago-68/data/components.js';
import { chicagoHand, chicagoTextBoard } from '../games/chicago-68/text-board.js';
import { referenceComponents as freeAtLastComponents } from '../games/free-at-last/data/index.js';
import { freeAtLastHand, freeAtLastTextBoard } from '../games/free-at-last/text-board.js';
import { referenceComponents as freeAtLast1955Components } from '../games/free-at-last-1955/data/components.js';
import { freeAtLast1955Hand, freeAtLast1955TextBoard } from '../games/free-at-last-1955/text-board.js';
import { textView } from './text-view.js';

/*
 * Each game's text board, hand and reference component set, by game id. They live beside the games but only the CLI imports
 * them, so a game's subpath (and its browser bundle) does not carry them.
 */
const boards: Readonly<Record<string, { board: (view: any) => string[]; hand: (view: any) => string[]; reference: unknown }>> = {
  'free-at-last': { board: freeAtLastTextBoard, hand: freeAtLastHand, reference: freeAtLastComponents },
  'chicago-68': { board: chicagoTextBoard, hand: chicagoHand, reference: chicagoComponents },
  'free-at-last-1955': { board: freeAtLast1955TextBoard, hand: freeAtLast1955Hand, reference: freeAtLast1955Components },
};

/** A seat's view as lines for the terminal: the game's own text board, or the generic rendering of any view. */
export function boardLines(gameId: string, view: unknown): string[] {
  return Object.hasOwn(boards, gameId) ? boards[gameId]!.board(view) : textView(view);
}

/** The cards (ids or names) in the hand of the view's seat; `[]` for a game without a text board. */
export function handOf(gameId: string, view: unknown): string[] {
  return Object.hasOwn(boards, gameId) ? boards[gameId]!.hand(view) : [];
}

/** The component set the view's game is played with (views carry a user's set; `null` is the reference set). */
export function componentsOf(gameId: string, view: unknown): unknown {
  const own = (view as { components?: unknown } | null)?.components;
  return own ?? (Object.hasOwn(boards, gameId) ? boards[gameId]!.reference : null);
}
