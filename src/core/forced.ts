import type { BaseAction, Game } from './types.js';

/** Options of {@link forcedAction}. */
export interface ForcedOptions {
  /**
   * Also answer an idle pass: the pass of a window in which none of the seat's legal actions plays
   * a card it holds (`game.idlePass`; e.g. Free at Last's interrupt windows when the seat could
   * only spend a Star). Default `true`; `false` leaves only decisions with one legal action.
   */
  readonly idlePasses?: boolean;
}

/**
 * The answer to a seat's **forced decision**, decided from that seat's own view only, so that a UI,
 * the CLI or a bot can take it on the seat's behalf instead of asking: its only legal action, or
 * (unless `idlePasses: false`) the pass of a window in which it holds nothing playable. `null` when
 * the seat has a real choice, or is not to move. It never changes the rules: the answer is one of
 * the seat's legal actions, applied like any other.
 *
 * @example
 * ```ts
 * import { forcedAction } from 'protest-rules';
 * import { freeAtLast } from 'protest-rules/free-at-last';
 *
 * let s = freeAtLast.setup({ players: 2 }, 1);
 * let skipped = 0;
 * for (;;) {
 *   const seat = freeAtLast.toMove(s);
 *   if (seat === null || seat === 'chance') break;
 *   const forced = forcedAction(freeAtLast, freeAtLast.view(s, seat));
 *   if (forced === null) break; // a real decision: ask the person
 *   s = freeAtLast.apply(s, forced);
 *   skipped++;
 * }
 * console.log(`${skipped} forced decisions answered`);
 * ```
 */
export function forcedAction<A extends BaseAction, V>(game: Pick<Game<any, A, any, V, any, any>, 'legalFromView' | 'idlePass'>, view: V, options: ForcedOptions = {}): A | null {
  const legal = game.legalFromView(view);
  if (legal.length === 1) return legal[0]!;
  if (legal.length === 0 || options.idlePasses === false) return null;
  return game.idlePass(view);
}
