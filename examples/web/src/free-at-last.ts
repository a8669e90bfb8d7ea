import { referenceComponents, type FreeAtLastView } from 'protest-rules/free-at-last';
import { freeAtLast, freeAtLastHeuristic } from 'protest-rules/free-at-last/words';
import { startClient } from './app.js';
import { chip, chips, facts, h, ref, table } from './dom.js';

/*
 * Free at Last's page, from the view: the tracks, the organizations (Stars, VPs, Staff, Leaders,
 * Projects and their cubes), the Projects offered by state, the laws passed and the Legislation
 * that may still pass, the piles and their counts, the own hand.
 */

function board(v: FreeAtLastView): Node {
  const c = v.components ?? referenceComponents;
  const card = (id: string): string => (id === 'home' ? `Home Card (${c.homeCards.find((x) => x.organization === v.seat)?.name ?? v.seat})` : (c.strategy.find((x) => x.id === id)?.name ?? id));
  const leader = (id: string): string => c.leaders.find((x) => x.id === id)?.name ?? id;
  const law = (id: string): string => c.legislation.find((x) => x.id === id)?.name ?? id;
  const project = (n: number): string => c.projects.find((p) => p.number === n)?.title ?? `Project ${n}`;
  const cubes = (x: { red: number; white: number; blue: number }): string => `${x.red} red, ${x.white} white, ${x.blue} blue`;
  const leaders = (ids: readonly string[], tired?: (id: string) => boolean): HTMLElement => h('span', {}, ...ids.map((id) => chip('leader', id, `${leader(id)}${tired?.(id) ? ' (tired)' : ''}`)));
  const laws = (ids: readonly string[]): HTMLElement[] => ids.map((id) => chip('law', id, law(id)));
  const own = v.seat === null ? null : v.orgs[v.seat];
  const d = v.decks;
  return h(
    'div',
    {},
    facts([
      ['Turn', v.turn],
      ['Phase', v.phase],
      ['Action Round', v.actionRound],
      ['Failure Markers', v.failureTrack, 'track:failures'],
      ['X values', `red ${v.xValues.red}, white ${v.xValues.white}, blue ${v.xValues.blue}`, 'track:x'],
      ['Supply', cubes(v.supply), 'supply:cubes'],
    ]),
    table(
      [
        ['Organization', 'VP', 'Stars', 'Failures', 'Non-Violence', 'Cards', 'Staff (cup)', 'Protest Leaders', 'Project', 'Cubes', 'On the Project'],
        ...v.seats.map((o) => {
          const x = v.orgs[o]!;
          const p = v.projects[o];
          return [
            chip('org', o, o),
            x.vp,
            h('span', ref('stars', o), String(x.stars)),
            x.failures,
            h('span', ref('nonviolence', o), x.nonViolence ?? '—'),
            h('span', ref('hand', o), `${x.handCount}${x.homeCardInHand ? ' + Home' : ''}`),
            h('span', {}, leaders(x.staff.map((s) => s.id), (id) => x.staff.some((s) => s.id === id && s.tired)), h('span', ref('staffPool', o), ` (${x.staffPoolCount} in the cup)`)),
            leaders(x.protestLeaders),
            p ? h('span', ref('project', o), `${project(p.card)} (${p.stage}${p.overkill > 0 ? `, ${p.overkill} Overkill` : ''})`) : '—',
            p ? cubes(p.cubes) : '—',
            p ? leaders([...p.leaders, ...p.freedomRiders]) : '—',
          ];
        }),
      ],
      'Organizations',
    ),
    Object.keys(v.offered).length > 0 ? table([['State', 'Project offered'], ...Object.entries(v.offered).map(([st, n]) => [chip('state', st, c.states.find((x) => x.id === st)?.name ?? st), project(n)])], 'Projects offered') : null,
    chips('Laws passed', [...laws(d.laws.S).map((x) => (x.prepend('S: '), x)), ...laws(d.laws.A).map((x) => (x.prepend('A: '), x)), ...laws(d.laws.V).map((x) => (x.prepend('V: '), x))]),
    d.civilRightsAct.length > 0 ? chips('1964 Civil Rights Act provisions', laws(d.civilRightsAct)) : null,
    d.votingRightsAct.length > 0 ? chips('1965 Voting Rights Act provisions', laws(d.votingRightsAct)) : null,
    chips('Legislation held up in committee (discard)', laws(d.legislationDiscard)),
    facts([
      ['Strategy deck', d.strategyCount, 'deck:strategy'],
      ['Strategy discard', d.strategyDiscard.length, 'deck:strategyDiscard'],
      ['Project deck', d.projectCount, 'deck:project'],
      ['Legislation deck', d.legislationCount, 'deck:legislation'],
      ['Legislation out of the game', d.legislationRemoved.length],
    ]),
    d.lastingEvents.length > 0 ? chips('Lasting events', d.lastingEvents.map((id) => chip('event', id, card(id)))) : null,
    d.display.length > 0 ? chips('March on Washington display', d.display.map((id) => chip('display', id, card(id)))) : null,
    v.round ? h('p', { class: 'facts', ...ref('round', v.round.org) }, h('b', {}, 'Action Round: '), `${v.round.org}${v.round.mode ? `, ${v.round.mode}` : ''}; cards `, ...v.round.cards.map((x) => chip('played', x.id, `${card(x.id)} (${x.color} ${x.rank})`))) : null,
    own?.hand ? chips('Your hand', [...own.hand.map((id) => chip('card', id, card(id))), ...(own.homeCardInHand ? [chip('card', 'home', card('home'))] : [])], { class: 'chips hand' }) : null,
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
