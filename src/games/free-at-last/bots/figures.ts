import { referenceComponents } from '../data/index.js';
import type { Effect } from '../data/schema.js';
import type { FreeAtLastView } from '../schema.js';

/*
 * What the Local Figures of the seat's own Project do if a card is played on it (3.6.2, 15.2): a SEG
 * figure moving X against the movement gives a Failure Marker (3.6.2.1, 4.2 C), one that removes red
 * cubes or adds SEG cubes weakens the Project; a Civil Rights figure helps it (and may give a Star).
 */

const projectCards = new Map(referenceComponents.projects.map((p) => [p.number, p]));

/** 3.6.1 an X move in the movement's favour: red up, white or blue down. */
const helps = (e: Extract<Effect, { kind: 'moveX' }>): boolean => (e.die === 'red' ? e.direction === 'up' : e.direction === 'down');

/** How good one effect is for the Project's owner. */
function effectValue(e: Effect): number {
  if (e.kind === 'moveX') return helps(e) ? 2 : -6;
  if (e.kind === 'removeRed' || e.kind === 'addSeg') return -2 * e.count;
  if (e.kind === 'addRed' || e.kind === 'collectSeg') return e.count;
  return 0;
}

/** The worth to `me` of the Local Figures a card of `rank` and `color` activates on its own Project (0 without one). */
export function figuresValue(view: Pick<FreeAtLastView, 'projects'>, me: string, rank: number, color: string): number {
  const p = view.projects[me];
  const card = p ? projectCards.get(p.card) : undefined;
  if (!p || !card) return 0;
  let v = 0;
  for (const f of card.localFigures) {
    if (p.lostLocalFigures.includes(f.name)) continue;
    const a = f.activation;
    const on = a.by === 'color' ? a.color === color : a.by === 'rank' ? a.rank === rank : a.by === 'rank-and-color' ? a.rank === rank && a.color === color : false;
    if (on) v += f.effects.reduce((t, e) => t + effectValue(e), 0);
  }
  return v;
}
