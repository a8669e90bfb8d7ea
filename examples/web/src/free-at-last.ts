import { freeAtLast, freeAtLastHeuristic, referenceComponents, type FreeAtLastView } from 'protest-rules/free-at-last';
import { startClient } from './app.js';
import { facts, h, table } from './dom.js';

/* Free at Last's page: the organizations, their Projects and the tracks, from the view. */

function board(v: FreeAtLastView): Node {
  const c = v.components ?? referenceComponents;
  const card = (id: string): string => (id === 'home' ? 'Home Card' : (c.strategy.find((x) => x.id === id)?.name ?? id));
  const leader = (id: string): string => c.leaders.find((x) => x.id === id)?.name ?? id;
  const project = (n: number): string => c.projects.find((p) => p.number === n)?.title ?? `Project ${n}`;
  const cubes = (x: { red: number; white: number; blue: number }): string => `${x.red} red, ${x.white} white, ${x.blue} blue`;
  const own = v.seat === null ? null : v.orgs[v.seat];
  return h(
    'div',
    {},
    facts([['Turn', v.turn], ['Phase', v.phase], ['Action Round', v.actionRound], ['Failure Markers', v.failureTrack], ['X values', `red ${v.xValues.red}, white ${v.xValues.white}, blue ${v.xValues.blue}`], ['Supply', cubes(v.supply)]]),
    table(
      [['Organization', 'VP', 'Stars', 'Failures', 'Cards', 'Staff', 'Project', 'Cubes', 'Leaders'], ...v.seats.map((o) => {
        const x = v.orgs[o]!;
        const p = v.projects[o];
        return [o, x.vp, x.stars, x.failures, x.handCount, x.staff.map((s) => leader(s.id) + (s.tired ? ' (tired)' : '')).join(', ') || '—', p ? `${project(p.card)} (${p.stage})` : '—', p ? cubes(p.cubes) : '—', p ? p.leaders.map(leader).join(', ') || '—' : '—'];
      })],
      'Organizations',
    ),
    Object.keys(v.offered).length > 0 ? table([['State', 'Project offered'], ...Object.entries(v.offered).map(([st, n]) => [c.states.find((x) => x.id === st)?.name ?? st, project(n)])], 'Projects offered') : null,
    own?.hand ? h('p', { id: 'hand' }, h('b', {}, 'Your hand: '), own.hand.map(card).join(', ') || 'empty') : null,
  );
}

startClient({
  game: freeAtLast,
  configs: [
    { label: 'Free at Last, 2 organizations', config: { players: 2 } },
    { label: 'Free at Last, 4 organizations', config: { players: 4 } },
  ],
  bot: freeAtLastHeuristic,
  board,
});
