import { chicago68, chicagoHeuristic, referenceComponents, type Chicago68View } from 'protest-rules/chicago-68';
import { mapLayout, type MapLayout } from 'protest-rules/chicago-68/map';
import { startClient } from './app.js';
import { chip, chips, facts, h, ref, s } from './dom.js';

/*
 * Chicago '68's page: the city drawn as an SVG map from the game's data (areas at `mapLayout`'s
 * places, Paths between them) with its units, Rally Flags, Tear Gas, National Guard, Barriers and
 * the Armored Jeep; then the tracks, bonus tiles, supplies, splays, hands and decks, from the view.
 * The view names areas and cards by id (the elements' refs); labels show their display names.
 */

type UnitKey = keyof Chicago68View['areas'][string]['u'];
// 2.3 the units: short label, name, side colour
const UNITS: readonly (readonly [UnitKey, string, string, 'dem' | 'est'])[] = [
  ['m1', 'M1', 'Lv1 MOBE', 'dem'],
  ['m2', 'M2', 'Lv2 MOBE', 'dem'],
  ['ag', 'Ag', 'Agitator', 'dem'],
  ['pig', 'Pig', 'Pigasus', 'dem'],
  ['p1', 'P1', 'Lv1 Platoon', 'est'],
  ['p2', 'P2', 'Lv2 Platoon', 'est'],
  ['tac', 'TAC', 'TAC Force', 'est'],
];
const FACTIONS = ['mayor', 'police', 'yippies', 'mobe'] as const;
const SIDE_OF: Record<string, readonly string[]> = { establishment: ['mayor', 'police'], demonstrators: ['yippies', 'mobe'] };
const TILES: Record<string, string> = { splay: '+1 SPLAY', action: '+1 ACTION', unit: '+2 UNIT', exp: '+2 EXP' };

/** Where an area is drawn: the layout's place, or a row under the map for an area the layout lacks (a custom set). */
function placeOf(layout: MapLayout, ids: readonly string[]): (id: string) => { x: number; y: number } {
  const extra = ids.filter((n) => layout.areas[n] === undefined);
  return (id) => layout.areas[id] ?? { x: 80 + 150 * extra.indexOf(id), y: layout.height - 40 };
}

/** The display name of an area's or card's id in the view's component set (an unknown id as it is). */
function namer(v: Chicago68View): (id: string) => string {
  const c = v.components ?? referenceComponents;
  const m = c.machine ?? referenceComponents.machine;
  const machine = m ? [m.actions, m.tactics, m.policies] : [];
  const names = new Map<string, string>([c.areas, c.actionCards, c.streetTheater, c.policies, c.tactics, c.mobChaos, c.incendiary, ...machine].flat().map((x) => [x.id, x.name]));
  return (id) => names.get(id) ?? id;
}

/** 2.2 The map: Paths with their Barriers and the Jeep, then the City Areas with what is in them. */
function map(v: Chicago68View): SVGElement {
  const c = v.components ?? referenceComponents;
  const label = namer(v);
  const ids = Object.keys(v.areas);
  const at = placeOf(mapLayout, ids);
  const kind = new Map(c.areas.map((a) => [a.id, a]));
  const svg = s('svg', { id: 'map', viewBox: `0 0 ${mapLayout.width} ${mapLayout.height}`, role: 'img', 'aria-label': "Chicago '68 map" });
  svg.append(s('rect', { x: mapLayout.width - 50, y: 0, width: 50, height: mapLayout.height, class: 'lake' }), s('text', { x: mapLayout.width - 25, y: mapLayout.height / 2, class: 'lake-label', transform: `rotate(90 ${mapLayout.width - 25} ${mapLayout.height / 2})` }, 'Lake Michigan'));
  for (const p of c.paths) {
    const a = at(p.a);
    const b = at(p.b);
    const st = v.paths[p.id];
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    const g = s('g', { ...ref('path', p.id), class: 'path' }, s('title', {}, `Path ${label(p.a)} – ${label(p.b)}`), s('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
    const marks: SVGElement[] = [];
    if (st?.barricade) marks.push(s('g', { ...ref('barrier', p.id), class: 'barricade' }, s('rect', { x: -30, y: -8, width: 60, height: 16, rx: 3 }), s('text', { y: 4 }, 'Barricade')));
    if (st?.wire) marks.push(s('g', { ...ref('barrier', p.id), class: 'wire' }, s('rect', { x: -34, y: -8, width: 68, height: 16, rx: 3 }), s('text', { y: 4 }, 'Barbed Wire')));
    if (v.jeep === p.id) marks.push(s('g', { ...ref('jeep', p.id), class: 'jeep' }, s('rect', { x: -36, y: -8, width: 72, height: 16, rx: 8 }), s('text', { y: 4 }, 'Armored Jeep')));
    marks.forEach((m, i) => m.setAttribute('transform', `translate(${mx} ${my + (i - (marks.length - 1) / 2) * 18})`));
    g.append(...marks);
    svg.append(g);
  }
  for (const id of ids) {
    const a = v.areas[id]!;
    const area = kind.get(id);
    const { x, y } = at(id);
    const name = label(id);
    const shape = area?.kind === 'street'
      ? s('polygon', { points: `0,-62 70,0 0,62 -70,0` })
      : area?.kind === 'transit'
        ? s('circle', { r: 44 })
        : area?.kind === 'jail'
          ? s('rect', { x: -62, y: -48, width: 124, height: 96, rx: 4 })
          : s('circle', { r: 58 });
    const line = (dy: number, cls: string, ...parts: SVGElement[]) => (parts.length > 0 ? s('text', { y: dy, class: cls }, ...parts) : null);
    const units = (side: 'dem' | 'est') => UNITS.filter(([k, , , sd]) => sd === side && a.u[k] > 0).map(([k, short, long]) => s('tspan', { ...ref('unit', k), dx: 3 }, s('title', {}, long), `${a.u[k]}${short}`));
    const tokens: SVGElement[] = [];
    if (a.flag !== null) tokens.push(s('tspan', { ...ref('flag', a.flag), class: 'flag', dx: 3 }, `⚑+${a.flag}`));
    if (a.gas) tokens.push(s('tspan', { ...ref('gas', id), class: 'gas', dx: 3 }, 'Tear Gas'));
    if (a.ng > 0) tokens.push(s('tspan', { ...ref('ng', id), dx: 3 }, `${a.ng} NG`));
    if (a.minus > 0) tokens.push(s('tspan', { ...ref('minus', id), dx: 3 }, `${a.minus}×−1 Cap`));
    if (a.post !== null) tokens.push(s('tspan', { ...ref('post', id), dx: 3 }, `Post${a.post ? ` (${a.post.toUpperCase()})` : ''}`));
    const active = v.machine?.active[id] ?? 0;
    if (active > 0) tokens.push(s('tspan', { ...ref('active', id), dx: 3 }, `${active} Active`));
    const title = area ? `${name} (${area.kind}${area.star ? ', ★' : ''}; Capital ${area.capital}, Exposure ${area.blue}/${area.red})` : name;
    svg.append(
      s(
        'g',
        { ...ref('area', id), class: `area ${area?.kind ?? 'street'}${a.gas ? ' gassed' : ''}`, transform: `translate(${x} ${y})` },
        s('title', {}, title),
        shape,
        s('text', { y: -22, class: 'name' }, `${area?.star ? '★ ' : ''}${name}`),
        line(-6, 'dem', ...units('dem')),
        line(10, 'est', ...units('est')),
        line(26, 'tokens', ...tokens),
      ),
    );
  }
  return svg;
}

function board(v: Chicago68View): Node {
  const held = Object.keys(v.hands);
  const label = namer(v);
  return h(
    'div',
    {},
    facts([
      ['Round', v.round],
      ['Phase', v.phase],
      ['On turn', v.turn ? `${v.turn.faction}${v.turn.card ? ' (card action taken)' : ''}` : '—'],
      ['Capital', v.capital, 'track:capital'],
      ['Exposure', v.exposure, 'track:exposure'],
      ['Instability', v.instability, 'track:instability'],
      ['Delegates', v.delegates.track.join(' ') || 'none', 'track:delegates'],
    ]),
    chips('Instability Bonus tiles', Object.entries(v.tiles).map(([t, side]) => chip('tile', t, `${TILES[t] ?? t}: ${side ?? 'available'}`))),
    map(v),
    facts([
      ['Demonstrator supply', `${v.supply.m1} M1, ${v.supply.m2} M2, ${v.supply.ag} Ag, ${v.supply.barricades} Barricades, ${v.supply.pink} pink Delegates`, 'supply:demonstrators'],
      ['Police Reserves', `${v.police.reserves.p1} P1, ${v.police.reserves.p2} P2`],
      ['Injured', `${v.police.injured.p1} P1, ${v.police.injured.p2} P2`],
      ['Police Supply', `${v.police.wire} Barbed Wire, ${v.police.gas} Tear Gas`],
    ]),
    chips('Rally Flags in supply', v.supply.flags.map((f) => chip('flag', f, `+${f}`))),
    chips('Units in the box', UNITS.filter(([k]) => v.box[k] > 0).map(([k, short]) => chip('unit', k, `${v.box[k]} ${short}`))),
    chips('Hand sizes', FACTIONS.map((f) => chip('faction', f, `${f} ${v.handSizes[f] ?? 0}`))),
    ...held.map((f) => chips(`${f}'s hand`, v.hands[f]!.map((card) => chip('card', card, label(card))), { class: 'chips hand' })),
    chips(`Street Theater splay (deck ${v.stDeckSize})`, v.stSplay.map((card) => chip('card', card, label(card))), ref('deck', 'st')),
    chips(`Policy splay (deck ${v.policyDeckSize})`, v.policySplay.map((p) => chip('card', p.card, `${label(p.card)}${p.paid > 0 ? ` (${p.paid} paid)` : ''}`)), ref('deck', 'policy')),
    h('p', { class: 'chips', ...ref('tactic', 'current') }, h('b', {}, 'Current Tactics: '), v.tactic ? chip('card', v.tactic, `${label(v.tactic)}${v.tacticUsed ? ' (used)' : ''}`) : 'none'),
    v.tacticsAvailable.length > 0 ? chips('Tactics deck', v.tacticsAvailable.map((card) => chip('card', card, label(card)))) : null,
    facts([
      ['Mob Chaos deck', v.mobDeckSize, 'deck:mob'],
      ...(v.vtoDeckSize > 0 ? [['Turn Order deck', v.vtoDeckSize, 'deck:vto'] as const] : []),
      ...(v.smokeEm ? [['SMOKE \u2019EM', 'in effect'] as const] : []),
    ]),
    v.machine
      ? facts([
          ['Machine Active tokens in supply', v.machine.activeSupply],
          ['Machine decks', `Mayor ${v.machine.deckSizes.mayor}, Police ${v.machine.deckSizes.police}, Tactics ${v.machine.deckSizes.tactics}`, 'deck:machine'],
        ])
      : null,
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
  // a side's line names the faction that acted (describe: "mayor chooses …")
  actors: (seat) => [seat, ...(SIDE_OF[seat] ?? [])],
});
