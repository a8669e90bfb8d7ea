import type { BaseState, GameResult, Player } from '../types.js';

/**
 * A seat's reward for a game, in [0, 1]: winners share 1 (a tie splits it), losers get 0, and so
 * does everyone in a game cut short (no result).
 */
export function winShare(result: GameResult | null, seat: Player): number {
  if (!result || !result.winners.includes(seat)) return 0;
  return 1 / result.winners.length;
}

/**
 * A game's evaluation of an unfinished position for `seat`, in [0, 1]: its guess at the seat's
 * share of the win (as {@link winShare} would score the finished game), read from the full state.
 * `ismcts` calls it on determinized states only, so it learns nothing the seat could not see.
 */
export type Evaluator<S extends BaseState = BaseState> = (state: S, seat: Player) => number;
