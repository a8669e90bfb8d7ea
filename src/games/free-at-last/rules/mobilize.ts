import type { Color, ProjectType } from '../data/schema.js';
import type { FlowAction, FreeAtLastState } from '../schema.js';
import type { PlayedCardState } from '../task-schema.js';
import { projectCard, stateColor, strategyCard } from './lookup.js';

/*
 * 11.x Mobilizing red cubes: S Projects take a straight (consecutive ranks, at most 4 cards, 11.1),
 * A Projects a flush in the state's colour (11.2), V Projects cards of one rank (11.3). Cards are
 * added one at a time; a straight grows only at its ends, so every partial set is itself valid.
 * The Home Card counts as any rank and colour (9.3.3).
 */

const ranks = [1, 2, 3, 4] as const;

/** Whether a card of this rank and colour may join the set. */
export function fitsSet(type: ProjectType, color: Color, set: readonly PlayedCardState[], rank: number, c: Color): boolean {
  if (type === 'A') return c === color;
  if (type === 'V') return set.length === 0 || set[0]!.rank === rank;
  if (set.length === 0) return true;
  if (set.length >= 4) return false;
  const rs = set.map((x) => x.rank);
  return rank === Math.min(...rs) - 1 || rank === Math.max(...rs) + 1;
}

/** The mobilize choices for `org` on the Project it has just selected. */
export function mobilizeActions(s: FreeAtLastState, org: string, set: readonly PlayedCardState[]): FlowAction[] {
  const p = s.projects[org]!;
  const card = projectCard(s, p.card);
  const color = stateColor(s, card.state);
  const o = s.orgs[org]!;
  const out: FlowAction[] = [];
  for (const id of new Set(o.hand)) {
    const c = strategyCard(s, id);
    if (fitsSet(card.type, color, set, c.rank, c.color)) out.push({ type: 'mobilize', card: id, rank: c.rank, color: c.color });
  }
  if (o.homeCardInHand) {
    // the Home Card's colour only matters for a flush: it takes the state's colour
    for (const r of ranks) if (fitsSet(card.type, color, set, r, color)) out.push({ type: 'mobilize', card: 'home', rank: r, color });
  }
  // ruling: with any card able to mobilize, at least one must be played (a Project needs protesters)
  if (set.length > 0 || out.length === 0) out.push({ type: 'mobilizeDone' });
  return out;
}
