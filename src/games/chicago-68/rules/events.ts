import type { GameEvent } from '../../../core/types.js';
import type { State } from '../schema.js';
import { board } from './context.js';

/** What changed between two states, as events for `step` (tracks, arrests, injuries, tiles, rounds). */
export function changes(before: State, after: State): GameEvent[] {
  const out: GameEvent[] = [];
  const jail = board(after).jail;
  const jailed = (s: State) => Object.values(s.areas[jail]!.u).reduce((t, n) => t + n, 0);
  if (after.round !== before.round) out.push({ type: 'round', round: after.round });
  if (after.exposure !== before.exposure) out.push({ type: 'exposure', from: before.exposure, to: after.exposure });
  if (after.instability !== before.instability) out.push({ type: 'instability', from: before.instability, to: after.instability });
  if (after.capital !== before.capital) out.push({ type: 'capital', from: before.capital, to: after.capital });
  if (jailed(after) > jailed(before)) out.push({ type: 'arrested', count: jailed(after) - jailed(before) });
  const injured = (s: State) => s.police.injured.p1 + s.police.injured.p2;
  if (injured(after) > injured(before)) out.push({ type: 'injured', count: injured(after) - injured(before) });
  for (const c of after.delegates.track.slice(before.delegates.track.length)) out.push({ type: 'delegate', color: c });
  for (const [tile, side] of Object.entries(after.tiles)) if (side !== before.tiles[tile as keyof State['tiles']]) out.push({ type: 'bonusTile', tile, side });
  if (after.mobDiscard.length > before.mobDiscard.length) out.push({ type: 'mobChaos', card: after.mobDiscard[after.mobDiscard.length - 1] });
  if (after.outcome && !before.outcome) out.push({ type: 'gameOver', winners: after.outcome.winners, reason: after.outcome.reason });
  return out;
}
