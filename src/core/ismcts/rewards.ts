import type { GameResult, Player } from '../types.js';

/**
 * A seat's reward for a game, in [0, 1]: winners share 1 (a tie splits it), losers get 0, and so
 * does everyone in a game cut short (no result).
 */
export function winShare(result: GameResult | null, seat: Player): number {
  if (!result || !result.winners.includes(seat)) return 0;
  return 1 / result.winners.length;
}
