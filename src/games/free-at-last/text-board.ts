import { alignColumns, counted, listed } from '../../core/text-columns.js';
import type { FreeAtLastView } from './schema.js';

/*
 * The CLI's text board of Free at Last (`play free-at-last --seat ORG`): a seat's view, never the
 * state, so only what the seat may see is shown — its own hand, the other hands as counts.
 */

/** A Free at Last view as a text board. */
export function freeAtLastTextBoard(v: FreeAtLastView): string[] {
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
      ...Object.values(v.projects).map((p) => [p.owner, String(p.card), p.outcome === 'active' ? p.stage : p.outcome, String(p.cubes.red), String(p.cubes.white), String(p.cubes.blue), String(p.overkill), listed([...p.leaders, ...p.freedomRiders])]),
    ])),
    ...(Object.keys(v.offered).length > 0 ? [`Offered       ${listed(Object.entries(v.offered).map(([state, card]) => `${state} #${card}`))}`] : []),
    `Supply        ${counted(v.supply)}`,
    `Laws          S: ${listed(d.laws.S)} · A: ${listed(d.laws.A)} · V: ${listed(d.laws.V)}`,
    `In play       display ${listed(d.display)} · lasting ${listed(d.lastingEvents)}`,
    `Decks         Strategy ${d.strategyCount} · Project ${d.projectCount} · Legislation ${d.legislationCount}`,
    ...(own
      ? [
          `Your hand     ${listed([...(own.hand ?? []), ...(own.homeCardInHand ? ['Home Card'] : [])])}`,
          `Your staff    ${listed(own.staff.map((s) => `${s.id}${s.tired ? ' (tired)' : ''}`))} · in the cup ${own.staffPoolCount}`,
          `Your leaders  ${listed(own.protestLeaders)}`,
          `Eliminated    ${counted(own.eliminated)}`,
        ]
      : []),
  ];
}
