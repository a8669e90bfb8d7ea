import { chicago68, chicagoHeuristic, type Chicago68View } from 'protest-rules/chicago-68';
import { startClient } from './app.js';
import { facts, h, table } from './dom.js';

/* Chicago '68's page: the City Areas and their units, the tracks, the hands, from the view. */

// 2.3 the units, and their plural
const UNITS = { m1: ['Lv1 MOBE', 'Lv1 MOBE'], m2: ['Lv2 MOBE', 'Lv2 MOBE'], ag: ['Agitator', 'Agitators'], pig: ['Pigasus', 'Pigasus'], p1: ['Lv1 Platoon', 'Lv1 Platoons'], p2: ['Lv2 Platoon', 'Lv2 Platoons'], tac: ['TAC Force', 'TAC Forces'] } as const;

function board(v: Chicago68View): Node {
  const units = (u: Record<keyof typeof UNITS, number>): string => (Object.keys(UNITS) as (keyof typeof UNITS)[]).filter((k) => u[k] > 0).map((k) => `${u[k]} ${UNITS[k][u[k] === 1 ? 0 : 1]}`).join(', ') || '—';
  return h(
    'div',
    {},
    facts([['Round', v.round], ['Phase', v.phase], ['Capital', v.capital], ['Exposure', v.exposure], ['Instability', v.instability], ['Delegates', v.delegates.track.join(' ') || 'none'], ['Tactics card', v.tactic ?? '—']]),
    table([['Area', 'Units', 'Rally Flag', 'Tear Gas', 'National Guard'], ...Object.entries(v.areas).map(([name, a]) => [name, units(a.u), a.flag ?? '—', a.gas ? 'yes' : '—', a.ng || '—'])], 'City Areas'),
    v.machine ? facts([['Machine Active tokens', Object.entries(v.machine.active).map(([a, n]) => `${a} ${n}`).join(', ') || 'none']]) : null,
    h('p', { id: 'hand' }, ...Object.entries(v.hands).map(([f, cards]) => h('span', {}, h('b', {}, `${f}'s hand: `), `${cards.join(', ') || 'empty'}. `))),
    facts(Object.entries(v.handSizes).map(([f, n]) => [`${f} cards`, n] as const)),
  );
}

startClient({
  game: chicago68,
  configs: [
    { label: "Chicago '68, two sides", config: { players: 2 } },
    { label: "Chicago '68, solo against the Machine", config: { mode: 'solo' } },
  ],
  bot: chicagoHeuristic,
  board,
});
