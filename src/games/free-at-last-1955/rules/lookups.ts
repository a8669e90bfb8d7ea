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
  readonly card: Map<string, Card>;
  readonly leader: Map<string, Leader>;
  readonly leaderNames: string[];
  readonly freedomEvent: Map<string, FreedomEvent>;
}

const cache = new WeakMap<ComponentSet, Board>();

/** The indexes of the component set a state plays with. */
export function board(s: Pick<State, 'components'>): Board {
  const set = s.components ?? referenceComponents;
  let b = cache.get(set);
  if (!b) {
    const citiesOf = new Map<string, string[]>(set.states.map((st) => [st.name, []]));
    for (const c of set.cities) citiesOf.get(c.state)!.push(c.name);
    b = {
      set,
      cityNames: set.cities.map((c) => c.name),
      stateNames: set.states.map((st) => st.name),
      city: new Map(set.cities.map((c) => [c.name, c])),
      citiesOf,
      card: new Map(set.cards.map((c) => [c.name, c])),
      leader: new Map(set.leaders.map((l) => [l.name, l])),
      leaderNames: set.leaders.map((l) => l.name),
      freedomEvent: new Map(set.freedomEvents.map((f) => [f.id, f])),
    };
    cache.set(set, b);
  }
  return b;
}

/** The other side. */
export const other = (side: Side): Side => (side === 'civilRights' ? 'segregationist' : 'civilRights');

/** 3.1–3.2 The unit types of a side that stand in cities. */
export const cityUnitsOf = (side: Side): (keyof CityUnits)[] => (side === 'civilRights' ? ['B', 'S', 'N'] : ['P', 'W']);

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
