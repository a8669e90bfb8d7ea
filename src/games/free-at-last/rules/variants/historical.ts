import type { FalCtx } from '../tasks.js';
import { setDeck, updateExt } from '../updates.js';

/*
 * 23.4 Historical Scenario: Projects are dealt from cards 1–20 on Turn 1, 21–36 on Turn 2 and 37–55
 * on Turn 3. Before each Turn's deal the Project deck holds only that Turn's cards; the others wait
 * in a reserve set aside (cards not dealt in their Turn stay out: 23.4 deals each Turn from its own set).
 */

/** 23.4 whether a Project card belongs to a Turn's set (cards numbered past 55 join Turn 3). */
export const historicalTurnOf = (n: number): 1 | 2 | 3 => (n <= 20 ? 1 : n <= 36 ? 2 : 3);

/** 23.4 the Project deck of this Turn, before its deal; unchanged unless the scenario is played. */
export function historicalDeck(ctx: FalCtx): void {
  const s = ctx.state;
  if (!s.ext?.historical) return;
  const pool = [...s.decks.projects, ...s.ext.projectReserve];
  setDeck(ctx, 'projects', pool.filter((n) => historicalTurnOf(n) === s.turn));
  updateExt(ctx, { projectReserve: pool.filter((n) => historicalTurnOf(n) !== s.turn) });
}
