import { namesOf } from '../../core/component-entries.js';
import { alignColumns, counted, listed } from '../../core/text-columns.js';
import { referenceComponents } from './data/components.js';
import type { View } from './schema.js';

/*
 * The CLI's text board of Free At Last (1955–65) (`play free-at-last-1955 --seat SIDE`): a seat's
 * view, never the state, so only what the seat may see is shown — its own hand, the other's size.
 */

const UNITS = ['B', 'S', 'N', 'P', 'W'] as const;

/** A city's markers: integration (S, A, V), entrenchment (E), no stronghold (NS). */
const markers = (c: View['cities'][string]): string => [...(['S', 'A', 'V'] as const).filter((m) => c.m[m]), ...(c.e ? ['E'] : []), ...(c.ns ? ['NS'] : [])].join(' ');

/** A Free At Last (1955–65) view as a text board. */
export function freeAtLast1955TextBoard(v: View): string[] {
  const name = namesOf(v.components ?? referenceComponents);
  const set = v.components ?? referenceComponents;
  const named = (counts: Record<string, number>): Record<string, number> => Object.fromEntries(Object.entries(counts).map(([id, k]) => [name(id), k]));
  const leadersIn = (city: string): string[] => Object.entries(v.leaders).filter(([, l]) => l.city === city).map(([id]) => name(id));
  const c = v.conf;
  return [
    `${v.year} · on move: ${v.onMove} · actions left ${counted(v.actionsLeft)} · Freedom ${v.freedom} · Non-violence ${v.nonviolence}${v.opsBonus > 0 ? ` · Ops bonus ${v.opsBonus}` : ''}`,
    `President     ${v.climate.name} (S ${v.climate.S}, A ${v.climate.A}, V ${v.climate.V})`,
    ...alignColumns([['City', ...UNITS, 'Markers', 'Leaders'], ...Object.entries(v.cities).map(([city, x]) => [name(city), ...UNITS.map((u) => String(x.u[u] || '.')), markers(x), leadersIn(city).join(', ')])]),
    `Klan          ${counted(named(v.klan))}`,
    `Supply        ${counted(v.supply)}`,
    ...(c ? [`Confrontation ${c.attacker} attacks ${name(c.city)}${c.goal ? ` (goal ${c.goal})` : ''}: ${name(c.leader)} vs ${c.defLeader === null ? 'no leader' : name(c.defLeader)} · cards ${counted({ civilRights: c.cards.civilRights.length, segregationist: c.cards.segregationist.length })}`] : []),
    `Freedom events ${listed(Object.entries(v.freedomEvents).map(([e, s]) => `${set.freedomEvents.find((f) => f.id === e)?.name ?? e} ${s}`))}`,
    `In front      civil rights: ${listed(v.inFront.civilRights.map(name))} · segregationist: ${listed(v.inFront.segregationist.map(name))}`,
    `Deck          ${v.deckSize} · discard ${v.discard.length} · removed ${v.removed.length}`,
    ...(v.seat === null ? [] : [`Your hand     ${listed(v.hand.map(name))}`]),
    ...(v.election?.own ? [`Your commitment ${name(v.election.own.card)} to candidate ${v.election.own.candidate}`] : []),
    `Hand sizes    ${counted(v.handSizes)}`,
  ];
}

/** The cards in the seat's hand (ids), as `card <n>` numbers them. */
export const freeAtLast1955Hand = (v: View): string[] => (v.seat === null ? [] : v.hand);
