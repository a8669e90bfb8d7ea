import { cachedBy } from '../../../core/cached-by.js';
import { referenceComponents } from '../data/components.js';
import type { Card, City, ComponentSet, FreedomEvent, Leader, Side, Unit } from '../data/schema.js';
import type { CityUnits, State } from '../schema.js';

/* Lookups over the component set in play (the reference set unless the config gave one) and over the state. */

/** Indexes built once per component set. */
export interface Board {
  readonly set: ComponentSet;
  readonly cityNames: string[];
  readonly stateNames: string[];
  readonly city: Map<string, City>;
  /** 2.1 The cities of each state. */
  readonly citiesOf: Map<string, string[]>;
  /** 2.1 The state of each city, by position: its position in `stateNames`. */
  readonly cityState: readonly number[];
  readonly card: Map<string, Card>;
  readonly leader: Map<string, Leader>;
  readonly leaderNames: string[];
  readonly freedomEvent: Map<string, FreedomEvent>;
  /** Each card's place in the order of display names: the order of hands and the deck. */
  readonly cardRank: Map<string, number>;
  /** The cards in that order. */
  readonly cardsByRank: readonly string[];
  /** Display names by id, for words only (describe, prompts, boards). */
  readonly names: { readonly card: Map<string, string>; readonly city: Map<string, string>; readonly leader: Map<string, string>; readonly state: Map<string, string> };
}

/** The indexes of a component set, built once per set. */
const indexes = cachedBy((set: ComponentSet): Board => {
  const citiesOf = new Map<string, string[]>(set.states.map((st) => [st.id, []]));
  for (const c of set.cities) citiesOf.get(c.state)!.push(c.id);
  const stateNames = set.states.map((st) => st.id);
  const byName = [...set.cards].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    set,
    cityNames: set.cities.map((c) => c.id),
    stateNames,
    city: new Map(set.cities.map((c) => [c.id, c])),
    citiesOf,
    cityState: set.cities.map((c) => stateNames.indexOf(c.state)),
    card: new Map(set.cards.map((c) => [c.id, c])),
    leader: new Map(set.leaders.map((l) => [l.id, l])),
    leaderNames: set.leaders.map((l) => l.id),
    freedomEvent: new Map(set.freedomEvents.map((f) => [f.id, f])),
    cardRank: new Map(byName.map((c, i) => [c.id, i])),
    cardsByRank: byName.map((c) => c.id),
    names: {
      card: new Map(set.cards.map((c) => [c.id, c.name])),
      city: new Map(set.cities.map((c) => [c.id, c.name])),
      leader: new Map(set.leaders.map((l) => [l.id, l.name])),
      state: new Map(set.states.map((st) => [st.id, st.name])),
    },
  };
});

/** The indexes of the component set a state plays with. */
export function board(s: Pick<State, 'components'>): Board {
  return indexes(s.components ?? referenceComponents);
}

/**
 * Cards in the order of their display names: hands, the deck and the discard pile are kept in this
 * order (so that a shuffle of the same seed deals the same cards as when cards were named by name).
 */
export function sortCards(s: Pick<State, 'components'>, cards: readonly string[]): string[] {
  const { cardRank: rank, cardsByRank } = board(s);
  // the ranks sorted as numbers, then read back as cards (a card not in the set: sorted as it comes)
  const ranks = new Int32Array(cards.length);
  for (let i = 0; i < cards.length; i++) {
    const r = rank.get(cards[i]!);
    if (r === undefined) return [...cards].sort((a, b) => rank.get(a)! - rank.get(b)!);
    ranks[i] = r;
  }
  return Array.from(ranks.sort(), (r) => cardsByRank[r]!);
}

/** The display name of a card, city, leader or state by id (an unknown id is its own name). */
export const nameOf = (s: Pick<State, 'components'>, kind: 'card' | 'city' | 'leader' | 'state', id: string): string => board(s).names[kind].get(id) ?? id;

/** The other side. */
export const other = (side: Side): Side => (side === 'civilRights' ? 'segregationist' : 'civilRights');

const CIVIL_RIGHTS_UNITS: readonly (keyof CityUnits)[] = ['B', 'S', 'N'];
const SEGREGATIONIST_UNITS: readonly (keyof CityUnits)[] = ['P', 'W'];

/** 3.1–3.2 The unit types of a side that stand in cities. */
export const cityUnitsOf = (side: Side): readonly (keyof CityUnits)[] => (side === 'civilRights' ? CIVIL_RIGHTS_UNITS : SEGREGATIONIST_UNITS);

/** The state a city lies in. */
export const stateOf = (s: State, city: string): string => board(s).city.get(city)!.state;

/** 10.2 A protest in `city` counts for Freedom Event `f`: one of its cities, or a city of one of its states. */
export const inEventCities = (s: State, f: FreedomEvent, city: string): boolean => f.cities.includes(city) || f.states.includes(stateOf(s, city));

/** 2.5 A card whose event moves the Non-violence track back toward commitment. */
export const restoresNonviolence = (card: Card): boolean => card.effects.some((e) => e.kind === 'nonviolence' && e.n > 0);

/** 3.3 A side's units in a city (its stacking count). */
export function sideUnits(s: State, city: string, side: Side): number {
  const u = s.cities[city]!.u;
  return side === 'civilRights' ? u.B + u.S + u.N : u.P + u.W;
}

/** 3.3 Can `n` more units of a side stand in a city? */
export function hasRoom(s: State, city: string, side: Side, n = 1): boolean {
  return sideUnits(s, city, side) + n <= board(s).set.counts.stacking;
}

/** 3.1–3.2 The side of a unit type. */
export const sideOfUnit = (u: Unit): Side => (u === 'B' || u === 'S' || u === 'N' ? 'civilRights' : 'segregationist');

/** 2.2, 6.3.1 Can this unit type cross state lines? (S and N can; P, W and B cannot; K never moves.) */
export const crossesStates = (u: Unit): boolean => u === 'S' || u === 'N';

/** The leaders of a side standing in a city. */
export function leadersIn(s: State, city: string, side: Side): string[] {
  const b = board(s);
  return b.leaderNames.filter((l) => s.leaders[l]!.city === city && b.leader.get(l)!.side === side);
}

/** 10.0.1 Does a city have all three integration markers? */
export function isFree(s: State, city: string): boolean {
  const m = s.cities[city]!.m;
  return m.S && m.A && m.V;
}

/** 4.4 Can a leader's special ability of this kind be used now? */
export function abilityReady(s: State, leader: string, kind: 'drm' | 'avoid'): boolean {
  const a = board(s).leader.get(leader)!.ability;
  return a.kind === kind && (a.per === 'always' || !s.leaders[leader]!.used);
}

/** The display name of a side. */
export const sideName = (side: Side): string => (side === 'civilRights' ? 'civil rights' : 'segregationist');
