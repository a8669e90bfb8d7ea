import { cachedBy } from '../../../core/cached-by.js';
import { referenceComponents } from '../data/components.js';
import type { ActionCard, ComponentSet, Faction, IncendiaryCard, Side, StreetTheaterCard } from '../data/schema.js';
import type { State } from '../schema.js';

/*
 * Lookups over the component set in play (the reference set unless the config gave one): the map's
 * adjacency, cards by id, display names for words, the faction ↔ side ↔ seat mapping (2.1, 6.2),
 * and the pending turn.
 */

/** Indexes built once per component set. */
export interface Board {
  readonly set: ComponentSet;
  /** The City Areas (and the Jail) by id, in the set's order. */
  readonly areaIds: string[];
  /** The areas except Cook County Jail. */
  readonly cityAreas: string[];
  readonly area: Map<string, ComponentSet['areas'][number]>;
  /** For each area, its paths as [path id, neighbour]. */
  readonly links: Map<string, [string, string][]>;
  readonly path: Map<string, { a: string; b: string }>;
  readonly parks: string[];
  readonly jail: string;
  readonly action: Map<string, ActionCard>;
  readonly st: Map<string, StreetTheaterCard>;
  readonly incendiary: Map<string, IncendiaryCard>;
  /** The display name of an area's or card's id (an unknown id is its own name): for words only. */
  readonly name: (id: string) => string;
  /**
   * Compares two ids of areas or cards by their display names (`sort()`'s order of the names; any
   * other string by itself): hands, decks, discards and lists of choices keep the order they had
   * when they held names, so that a seed plays as before ids (issue 36).
   */
  readonly byName: (x: string, y: string) => number;
  /**
   * Sorts ids in place by `byName` (a stable sort) and returns them: by each id's place among the
   * names, looked up once per id (a `sort` with `byName` looks two up per comparison).
   */
  readonly inNameOrder: (ids: string[]) => string[];
  /** An id's place among the display names in order (equal names share it), or undefined for an unknown id. */
  readonly placeOf: (id: string) => number | undefined;
}

/** Display names and their order, for every area and card of a set (its Machine's too, else the reference Machine's). */
function namesOf(set: ComponentSet): Pick<Board, 'name' | 'byName' | 'inNameOrder' | 'placeOf'> {
  const m = set.machine ?? referenceComponents.machine!;
  const entries = [set.areas, set.actionCards, set.streetTheater, set.policies, set.tactics, set.mobChaos, set.incendiary, m.actions, m.tactics, m.policies].flat();
  const names = new Map(entries.map((c) => [c.id, c.name]));
  const name = (id: string): string => names.get(id) ?? id;
  // each id's place among the names in order (equal names share it): two numbers compared, not two names
  const order = [...new Set(names.values())].sort();
  const place = new Map(order.map((n, i) => [n, i]));
  const rank = new Map([...names].map(([id, n]) => [id, place.get(n)!]));
  const byName = (x: string, y: string): number => {
    const i = rank.get(x);
    const j = rank.get(y);
    if (i !== undefined && j !== undefined) return i - j;
    const a = name(x);
    const b = name(y);
    return a < b ? -1 : a > b ? 1 : 0;
  };
  const inNameOrder = (ids: string[]): string[] => {
    const places: number[] = [];
    for (const id of ids) {
      const r = rank.get(id);
      if (r === undefined) return ids.sort(byName);
      places.push(r);
    }
    // insertion sort on the places (a few cards): stable, as `sort` is
    for (let i = 1; i < ids.length; i++) {
      const id = ids[i]!;
      const r = places[i]!;
      let j = i - 1;
      for (; j >= 0 && places[j]! > r; j--) (ids[j + 1] = ids[j]!), (places[j + 1] = places[j]!);
      ids[j + 1] = id;
      places[j + 1] = r;
    }
    return ids;
  };
  return { name, byName, inNameOrder, placeOf: (id) => rank.get(id) };
}

/** The indexes of a component set, built once per set. */
const boardOf = cachedBy((set: ComponentSet): Board => {
  const links = new Map<string, [string, string][]>();
  for (const a of set.areas) links.set(a.id, []);
  for (const p of set.paths) {
    links.get(p.a)?.push([p.id, p.b]);
    links.get(p.b)?.push([p.id, p.a]);
  }
  const jail = set.areas.find((a) => a.kind === 'jail')?.id ?? '';
  return {
    set,
    areaIds: set.areas.map((a) => a.id),
    cityAreas: set.areas.map((a) => a.id).filter((n) => n !== jail),
    area: new Map(set.areas.map((a) => [a.id, a])),
    links,
    path: new Map(set.paths.map((p) => [p.id, { a: p.a, b: p.b }])),
    parks: set.areas.filter((a) => a.kind === 'park').map((a) => a.id),
    jail,
    action: new Map(set.actionCards.map((c) => [c.id, c])),
    st: new Map(set.streetTheater.map((c) => [c.id, c])),
    incendiary: new Map(set.incendiary.map((c) => [c.id, c])),
    ...namesOf(set),
  };
});

/** The indexes of the component set a state plays with. */
export function board(s: Pick<State, 'components'>): Board {
  return boardOf(s.components ?? referenceComponents);
}

/** The display name of an area or card of the state's set, by id (for words: prompts, descriptions, `why`). */
export function nameOf(s: Pick<State, 'components'>, id: string): string {
  return board(s).name(id);
}

/** Ids of areas or cards in the order of their display names (a new array). */
export function sortedByName(s: Pick<State, 'components'>, ids: readonly string[]): string[] {
  return board(s).inNameOrder([...ids]);
}

/** 2.1 The side of a faction. */
export function sideOf(f: Faction): Side {
  return f === 'mayor' || f === 'police' ? 'establishment' : 'demonstrators';
}

/** The seat that plays a faction. */
export function seatOf(s: State, f: Faction): string {
  return s.factionSeat[f]!;
}

/** The turn under way, if any (1.3–1.4; the state's `turn`). */
export function turnOf(s: Pick<State, 'turn'>): NonNullable<State['turn']> | undefined {
  return s.turn ?? undefined;
}

/**
 * Which faction decides for a whole side when a decision is not part of a card action: the faction
 * on turn if it belongs to that side, else the Rank-and-File faction during that phase, else the
 * Leadership faction (Mayor, Yippies). See rulings.md.
 */
export function sideFaction(s: State, side: Side): Faction {
  const turn = turnOf(s);
  if (turn && sideOf(turn.faction) === side) return turn.faction;
  if (s.tally?.name === 'rankAndFile') return side === 'establishment' ? 'police' : 'mobe';
  return side === 'establishment' ? 'mayor' : 'yippies';
}

/** The areas of the map except Cook County Jail. */
export function cityAreas(s: Pick<State, 'components'>): string[] {
  return board(s).cityAreas;
}

/** Is it Night? Rounds alternate Day and Night, starting with Day (solo rules: round 4 is the second Night). */
export function isNight(s: State): boolean {
  return s.round % 2 === 0;
}
