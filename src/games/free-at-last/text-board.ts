import { namesOf } from '../../core/component-entries.js';
import { alignColumns, counted, listed } from '../../core/text-columns.js';
import { referenceComponents } from './data/index.js';
import type { FreeAtLastView } from './schema.js';

/*
 * The CLI's text board of Free at Last (`play free-at-last --seat ORG`): a seat's view, never the
 * state, so only what the seat may see is shown — its own hand, the other hands as counts.
 */

/** A Free at Last view as a text board. */
export function freeAtLastTextBoard(v: FreeAtLastView): string[] {
  const name = namesOf(v.components ?? referenceComponents);
  const own = v.seat === null ? undefined : v.orgs[v.seat];
  const round = v.phase === 'action-rounds' ? ` · Action Round ${v.actionRound}` : '';
  const d = v.decks;
  return [
    `Turn ${v.turn} (${v.phase})${round} · Failure Markers ${v.failureTrack} · X values ${counted(v.xValues)}`,
    ...alignColumns([
      ['Org', 'VP', 'Stars', 'Failures', 'Cards', 'Staff', 'Freedom Markers', 'Non-violence'],
      ...v.seats.map((o) => {
        const x = v.orgs[o]!;
        return [o, String(x.vp), String(x.stars), String(x.failures), String(x.handCount + (x.homeCardInHand ? 1 : 0)), String(x.staff.length), counted(x.freedomMarkers), x.nonViolence ?? '—'];
      }),
    ]),
    ...(Object.keys(v.projects).length === 0 ? [] : alignColumns([
      ['Project', 'Card', 'Stage', 'Red', 'White', 'Blue', 'Overkill', 'Leaders'],
      ...Object.values(v.projects).map((p) => [p.owner, name(p.card), p.outcome === 'active' ? p.stage : p.outcome, String(p.cubes.red), String(p.cubes.white), String(p.cubes.blue), String(p.overkill), listed([...p.leaders, ...p.freedomRiders].map(name))]),
    ])),
    ...(Object.keys(v.offered).length > 0 ? [`Offered       ${listed(Object.entries(v.offered).map(([state, card]) => `${name(state)}: ${name(card)}`))}`] : []),
    `Supply        ${counted(v.supply)}`,
    `Laws          S: ${listed(d.laws.S.map(name))} · A: ${listed(d.laws.A.map(name))} · V: ${listed(d.laws.V.map(name))}`,
    `In play       display ${listed(d.display.map(name))} · lasting ${listed(d.lastingEvents.map(name))}`,
    `Decks         Strategy ${d.strategyCount} · Project ${d.projectCount} · Legislation ${d.legislationCount}`,
    ...(own
      ? [
          `Your hand     ${listed(freeAtLastHand(v).map((c) => (c === 'home' ? 'Home Card' : name(c))))}`,
          `Your staff    ${listed(own.staff.map((s) => `${name(s.id)}${s.tired ? ' (tired)' : ''}`))} · in the cup ${own.staffPoolCount}`,
          `Your leaders  ${listed(own.protestLeaders.map(name))}`,
          `Eliminated    ${counted(own.eliminated)}`,
        ]
      : []),
  ];
}

/** The cards in the seat's hand (ids; `home` for its Home Card), as `card <n>` numbers them. */
export function freeAtLastHand(v: FreeAtLastView): string[] {
  const own = v.seat === null ? undefined : v.orgs[v.seat];
  return own === undefined ? [] : [...(own.hand ?? []), ...(own.homeCardInHand ? ['home'] : [])];
}
