import { freeAtLast1955, freeAtLast1955Heuristic, referenceComponents, type FreeAtLast1955View } from 'protest-rules/free-at-last-1955';
import { mapLayout } from 'protest-rules/free-at-last-1955/map';
import { startClient } from './app.js';
import { chip, chips, facts, h, ref, s } from './dom.js';

/*
 * Free At Last (1955–65)'s page: the South drawn as an SVG map from the game's data (cities at
 * `mapLayout`'s places, the cities of a state joined since they are adjacent, 2.2), each city with
 * its units, Integration and E markers and leaders, each state with its K units; then the tracks,
 * the confrontation, the election, the hands and the piles, from the view.
 */

const UNITS = ['B', 'S', 'N', 'P', 'W'] as const; // 3.1–3.2
const UNIT_NAMES: Record<string, string> = { B: 'Blacks', S: 'Students', N: 'Northern Whites', P: 'Police', W: 'Whites', K: 'Klan' };
const GOALS = [['S', 'schools'], ['A', 'public accommodations'], ['V', 'voting rights']] as const; // 2.1

/** Components are named by id in the view; their display names are for the labels. */
const namer = (v: FreeAtLast1955View) => {
  const c = v.components ?? referenceComponents;
  const names = new Map<string, string>([...c.cards, ...c.leaders, ...c.cities, ...c.states].map((x) => [x.id, x.name]));
  return (id: string): string => names.get(id) ?? id;
};

function map(v: FreeAtLast1955View): SVGElement {
  const c = v.components ?? referenceComponents;
  const label = namer(v);
  const names = Object.keys(v.cities);
  const extra = names.filter((n) => mapLayout.cities[n] === undefined);
  const at = (name: string) => mapLayout.cities[name] ?? { x: 70 + 130 * extra.indexOf(name), y: mapLayout.height - 30 };
  const stateOf = new Map(c.cities.map((x) => [x.id, x]));
  const leadersIn = (city: string) => Object.entries(v.leaders).filter(([, l]) => l.city === city);
  const side = new Map(c.leaders.map((l) => [l.id, l.side]));
  const svg = s('svg', { id: 'map', class: 'south', viewBox: `0 0 ${mapLayout.width} ${mapLayout.height}`, role: 'img', 'aria-label': 'Free At Last (1955–65) map' });
  // 2.2 the cities of a state are adjacent: joined by a line
  for (const st of c.states) {
    const own = names.filter((n) => stateOf.get(n)?.state === st.id);
    for (let i = 0; i < own.length; i++) for (let j = i + 1; j < own.length; j++) svg.append(s('line', { x1: at(own[i]!).x, y1: at(own[i]!).y, x2: at(own[j]!).x, y2: at(own[j]!).y, class: 'adjacent' }));
  }
  c.states.forEach((st, i) => {
    const p = mapLayout.states[st.id] ?? { x: 60 + 110 * i, y: 20 };
    const k = v.klan[st.id] ?? 0;
    svg.append(s('g', { ...ref('state', st.id), class: 'state', transform: `translate(${p.x} ${p.y})` }, s('text', { class: 'name' }, st.name.toUpperCase()), k > 0 ? s('text', { y: 14, ...ref('unit', 'K') }, `${k} K`) : null));
  });
  for (const name of names) {
    const city = v.cities[name]!;
    const { x, y } = at(name);
    const info = stateOf.get(name);
    const units = UNITS.filter((u) => city.u[u] > 0).map((u) => s('tspan', { ...ref('unit', u), class: u === 'P' || u === 'W' ? 'seg' : 'cr', dx: 3 }, s('title', {}, UNIT_NAMES[u]!), `${city.u[u]}${u}`));
    const markers = GOALS.map(([g, words]) => s('tspan', { ...ref('goal', g), class: city.m[g] ? 'won' : 'open', dx: 3 }, s('title', {}, `${words}: ${city.m[g] ? 'integrated' : 'segregated'}`), g));
    const leaders = leadersIn(name);
    svg.append(
      s(
        'g',
        { ...ref('city', name), class: `city${v.conf?.city === name ? ' confronted' : ''}`, transform: `translate(${x} ${y})` },
        s('title', {}, info ? `${label(name)}, ${label(info.state)} (stronghold ${info.stronghold})` : label(name)),
        s('rect', { x: -64, y: -27, width: 128, height: 54 + 14 * leaders.length, rx: 5 }),
        s('text', { y: -11, class: 'name' }, `${label(name)}${info && info.stronghold > 0 && !city.ns ? ` ★${info.stronghold}` : ''}`),
        s('text', { y: 6 }, ...(units.length > 0 ? units : [s('tspan', {}, '—')])),
        s('text', { y: 21 }, ...markers, city.e ? s('tspan', { ...ref('entrenched', name), class: 'seg', dx: 6 }, 'E') : null),
        ...leaders.map(([l], i) => s('text', { y: 36 + 14 * i, ...ref('leader', l), class: `leader ${side.get(l) === 'segregationist' ? 'seg' : 'cr'}` }, label(l))),
      ),
    );
  }
  return svg;
}

function board(v: FreeAtLast1955View): Node {
  const c = v.components ?? referenceComponents;
  const label = namer(v);
  const sides = ['civilRights', 'segregationist'] as const;
  const conf = v.conf;
  const election = c.elections.find((e) => e.year === v.year);
  return h(
    'div',
    {},
    facts([
      ['Year', v.year],
      ['On move', v.onMove],
      ['Actions left', `civil rights ${v.actionsLeft.civilRights}, segregationist ${v.actionsLeft.segregationist}`],
      ['Freedom Track', v.freedom, 'track:freedom'],
      ['Non-violence', v.nonviolence, 'track:nonviolence'],
      ['President', v.climate.name, 'track:climate'],
      ...(v.opsBonus > 0 ? [['Ops bonus', v.opsBonus] as const] : []),
      ...(v.overcome ? [['We Shall Overcome', 'in effect'] as const] : []),
    ]),
    map(v),
    chips('Units in supply', (['B', 'S', 'N', 'P', 'W', 'K'] as const).map((u) => chip('unit', u, `${v.supply[u] ?? 0} ${u} (${UNIT_NAMES[u]})`))),
    chips('Leaders out of play', Object.entries(v.leaders).filter(([, l]) => l.city === null).map(([l]) => chip('leader', l, label(l)))),
    chips('Freedom Events', Object.entries(v.freedomEvents).map(([id, st]) => chip('event', id, `${c.freedomEvents.find((e) => e.id === id)?.name ?? id}: ${st}`))),
    conf
      ? h(
          'p',
          { class: 'chips', ...ref('confrontation', conf.city) },
          h('b', {}, 'Confrontation: '),
          `${conf.attacker} in ${label(conf.city)}, ${conf.goal === null ? 'mass arrest' : `protest for ${conf.goal}`}; leaders `,
          chip('leader', conf.leader, label(conf.leader)),
          conf.defLeader ? chip('leader', conf.defLeader, label(conf.defLeader)) : '',
          ...sides.flatMap((sd) => conf.cards[sd].map((card) => chip('card', card, `${sd}: ${label(card)}`))),
          conf.mediaResult ? ` media ${conf.mediaResult}` : '',
        )
      : null,
    v.election || election
      ? h(
          'p',
          { class: 'chips', ...ref('election', v.year) },
          h('b', {}, 'Election: '),
          ...(election?.candidates ?? []).map((cand, i) => chip('candidate', i, `${i + 1}. ${cand.name}`)),
          v.election ? ` committed: civil rights ${v.election.committed.civilRights ? 'yes' : 'no'}, segregationist ${v.election.committed.segregationist ? 'yes' : 'no'}` : '',
          v.election?.own ? chip('card', v.election.own.card, `your card ${label(v.election.own.card)} → ${v.election.own.candidate + 1}`) : '',
        )
      : null,
    chips('Your hand', v.hand.map((card) => chip('card', card, label(card))), { class: 'chips hand' }),
    ...sides.map((sd) => chips(`In front of ${sd}`, v.inFront[sd].map((card) => chip('card', card, label(card))))),
    facts([
      ['Hand sizes', `civil rights ${v.handSizes.civilRights}, segregationist ${v.handSizes.segregationist}`],
      ['Deck', v.deckSize, 'deck:strategy'],
      ['Discard', v.discard.length, 'deck:discard'],
      ['Removed', v.removed.length, 'deck:removed'],
    ]),
  );
}

startClient({
  game: freeAtLast1955,
  configs: [{ label: 'Free At Last (1955–65)', config: {} }],
  bot: freeAtLast1955Heuristic,
  board,
});
