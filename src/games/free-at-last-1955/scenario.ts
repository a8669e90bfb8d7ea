import type { Goal, Side } from './data/schema.js';
import { board } from './rules/context.js';
import type { CityUnits, State } from './schema.js';

/*
 * A public scenario builder for tests, tutorials and bots: real states from `setup`, changed in the
 * few ways a rule test needs (units, markers, hands, tracks, who is to play), without writing
 * internal task objects by hand.
 */

/** A position under construction; each method returns a new scenario (the old one is unchanged). */
export interface FreeAtLast1955Scenario {
  /** The state built so far. */
  readonly state: State;
  /** Adds units to a city from the supply (negative counts put them back). */
  units(city: string, units: Partial<CityUnits>): FreeAtLast1955Scenario;
  /** Empties every city (units back to the supply, E and No Stronghold markers off) and every state's K units. */
  clearMap(): FreeAtLast1955Scenario;
  /** Sets a state's K units (from or back to the supply). */
  klan(state: string, n: number): FreeAtLast1955Scenario;
  /** Places integration markers in a city. */
  markers(city: string, goals: Goal[]): FreeAtLast1955Scenario;
  /** Places (true) or removes an E marker. */
  entrenched(city: string, on?: boolean): FreeAtLast1955Scenario;
  /** Moves a leader to a city (null: eliminated). */
  leader(name: string, city: string | null): FreeAtLast1955Scenario;
  /** Gives a side exactly these cards in hand (taken from wherever they are; the old hand goes back to the deck). */
  hand(side: Side, cards: string[]): FreeAtLast1955Scenario;
  /** Sets the Freedom and Non-violence tracks. */
  tracks(freedom: number, nonviolence: number): FreeAtLast1955Scenario;
  /** Sets the year (within the game's years). */
  year(year: number): FreeAtLast1955Scenario;
  /** Makes it this side's action in the year's plays, with `left` actions (the other side keeps its count). */
  onMove(side: Side, left?: number): FreeAtLast1955Scenario;
  /** Any other change to the public parts of the state, made on a copy. */
  edit(change: (d: State) => void): FreeAtLast1955Scenario;
}

/** A copy of `s` changed by `change`. */
function edited(s: State, change: (d: State) => void): State {
  const d = JSON.parse(JSON.stringify(s)) as State;
  change(d);
  return d;
}

/** Takes a card out of every place it may be. */
function takeCard(d: State, card: string): void {
  for (const list of [d.deck, d.discard, d.removed, d.hands.civilRights, d.hands.segregationist, d.inFront.civilRights, d.inFront.segregationist]) {
    const i = list.indexOf(card);
    if (i >= 0) list.splice(i, 1);
  }
}

/**
 * Builds scenarios from a state (e.g. `freeAtLast1955.setup(config, seed)`, which waits for the civil
 * rights player's first action of 1955).
 */
export function freeAtLast1955Scenario(state: State): FreeAtLast1955Scenario {
  const next = (change: (d: State) => void) => freeAtLast1955Scenario(edited(state, change));
  return {
    state,
    units: (city, units) =>
      next((d) => {
        for (const [k, v] of Object.entries(units) as [keyof CityUnits, number][]) {
          d.cities[city]!.u[k] += v;
          d.supply[k] -= v;
        }
      }),
    clearMap: () =>
      next((d) => {
        for (const c of Object.values(d.cities)) {
          for (const k of ['B', 'S', 'N', 'P', 'W'] as const) {
            d.supply[k] += c.u[k];
            c.u[k] = 0;
          }
          c.e = false;
          c.ns = false;
        }
        for (const st of Object.keys(d.klan)) {
          d.supply.K += d.klan[st]!;
          d.klan[st] = 0;
        }
      }),
    klan: (st, n) =>
      next((d) => {
        d.supply.K += d.klan[st]! - n;
        d.klan[st] = n;
      }),
    markers: (city, goals) => next((d) => goals.forEach((g) => (d.cities[city]!.m[g] = true))),
    entrenched: (city, on = true) => next((d) => void (d.cities[city]!.e = on)),
    leader: (name, city) => next((d) => void (d.leaders[name]!.city = city)),
    hand: (side, cards) =>
      next((d) => {
        d.deck.push(...d.hands[side]);
        d.hands[side] = [];
        for (const c of cards) takeCard(d, c);
        d.hands[side] = [...cards].sort();
        d.deck.sort();
      }),
    tracks: (freedom, nonviolence) => next((d) => Object.assign(d, { freedom, nonviolence })),
    year: (year) => next((d) => void (d.year = year)),
    onMove: (side, left = 1) =>
      next((d) => {
        d.onMove = side;
        d.actionsLeft[side] = left;
        const i = d.tasks.findIndex((t) => t.kind === 'plays');
        if (i < 0) throw new Error('onMove: no year under way');
        d.tasks = d.tasks.slice(0, i + 1);
      }),
    edit: next,
  };
}

/** The names of the cities of a state in the state's component set. */
export function citiesOfState(s: State, state: string): string[] {
  return [...(board(s).citiesOf.get(state) ?? [])];
}
