import { freeAtLast1955, freeAtLast1955Heuristic, type FreeAtLast1955View } from 'protest-rules/free-at-last-1955';
import { startClient } from './app.js';
import { facts, h, table } from './dom.js';

/* Free At Last (1955–65)'s page: the cities and their units and markers, the leaders, the tracks. */

const UNITS: Record<string, string> = { B: 'B (Blacks)', S: 'S (Students)', N: 'N (Northern Whites)', P: 'P (Police)', W: 'W (Whites)' }; // 3.1–3.2

function board(v: FreeAtLast1955View): Node {
  const units = (u: Record<string, number>): string => Object.entries(u).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${UNITS[k] ?? k}`).join(', ') || '—';
  const markers = (m: Record<string, boolean>): string => Object.keys(m).filter((k) => m[k]).join(' ') || '—';
  return h(
    'div',
    {},
    facts([['Year', v.year], ['Freedom Track', v.freedom], ['Non-violence', v.nonviolence], ['Actions left', `${v.actionsLeft.civilRights ?? '?'} civil rights, ${v.actionsLeft.segregationist ?? '?'} segregationist`]]),
    table([['City', 'Units', 'Integration', 'Entrenched', 'Leaders'], ...Object.entries(v.cities).map(([name, c]) => [name, units(c.u), markers(c.m), c.e ? 'E' : '—', Object.entries(v.leaders).filter(([, l]) => l.city === name).map(([l]) => l).join(', ') || '—'])], 'Cities'),
    h('p', { id: 'hand' }, h('b', {}, 'Your hand: '), v.hand.join(', ') || 'empty'),
  );
}

startClient({
  game: freeAtLast1955,
  configs: [{ label: 'Free At Last (1955–65)', config: {} }],
  bot: freeAtLast1955Heuristic,
  board,
});
