import { edited, settled, type Scenario } from '../../core/scenario.js';
import type { Goal, Side } from './data/schema.js';
import { board } from './rules/lookups.js';
import { freeAtLast1955TaskMachine } from './rules/task-machine.js';
import type { CityUnits, State } from './schema.js';

/*
 * The public scenario builder of Free At Last (1955–65) (the one shape of src/core/scenario.ts):
 * real states from `setup`, changed in the few ways a rule test needs (units, markers, hands, tracks,
 * who is to play), without writing internal task objects by hand.
 */

/**
 * Where a built position is entered: `plays`, the side's action in the year's plays (5.2); the tasks
 * above the plays are dropped but a pending deal (5.1), which is dealt first; the action counts are kept.
 */
export type FreeAtLast1955Point = 'plays';

/** A position under construction; each method returns a new scenario (the old one is unchanged). */
export interface FreeAtLast1955Scenario extends Scenario<State, FreeAtLast1955Point, Side, FreeAtLast1955Scenario> {
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
  /**
   * Gives a side exactly these cards in hand: its old hand goes back to the deck, the cards come from
   * the deck or the discard pile; a card in the other hand, in front of a side or removed is refused.
   */
  hand(side: Side, cards: string[]): FreeAtLast1955Scenario;
  /** Puts these cards in front of a side (6.5, kept confrontation cards), from the deck or the discard pile (else refused). */
  inFront(side: Side, cards: string[]): FreeAtLast1955Scenario;
  /**
   * The deck holds exactly these cards (from the deck or the discard pile, else refused); the rest of
   * the deck goes to the discard pile. A pending draw goes on at once (an empty deck is refilled from
   * the discard pile, 5.1).
   */
  deck(cards: string[]): FreeAtLast1955Scenario;
  /** Sets the Freedom and Non-violence tracks. */
  tracks(freedom: number, nonviolence: number): FreeAtLast1955Scenario;
  /** Sets the year (within the game's years). */
  year(year: number): FreeAtLast1955Scenario;
  /** Sets the actions a side has left this year (5.2); nothing pending (a deal, a decision) is dropped. */
  actionsLeft(side: Side, n: number): FreeAtLast1955Scenario;
}

/** Takes `card` out of the deck or the discard pile; anywhere else (a hand, in front, removed) it is refused. */
function takeCard(d: State, card: string, setter: string): void {
  for (const list of [d.deck, d.discard]) {
    const i = list.indexOf(card);
    if (i >= 0) return void list.splice(i, 1);
  }
  throw new Error(`${setter}: ${card} is not in the deck or the discard pile (it would be taken from a hand, from in front of a side or from the removed cards)`);
}

/**
 * Builds scenarios from a state (e.g. `freeAtLast1955.setup(config, seed)`, which waits for the civil
 * rights player's first action of 1955).
 */
export function freeAtLast1955Scenario(state: State): FreeAtLast1955Scenario {
  const next = (change: (d: State) => void) => freeAtLast1955Scenario(edited(state, change));
  const settle = (change: (d: State) => void) => freeAtLast1955Scenario(settled(freeAtLast1955TaskMachine, edited(state, change)));
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
        for (const c of cards) takeCard(d, c, 'hand');
        d.hands[side] = [...cards].sort();
        d.deck.sort();
      }),
    inFront: (side, cards) =>
      next((d) => {
        for (const c of cards) takeCard(d, c, 'inFront');
        d.inFront[side].push(...cards);
      }),
    deck: (cards) =>
      settle((d) => {
        for (const c of cards) takeCard(d, c, 'deck');
        d.discard.push(...d.deck);
        d.deck = [...cards].sort();
      }),
    tracks: (freedom, nonviolence) => next((d) => Object.assign(d, { freedom, nonviolence })),
    year: (year) => next((d) => void (d.year = year)),
    actionsLeft: (side, n) => next((d) => void (d.actionsLeft[side] = n)),
    at: (point, side) =>
      settle((d) => {
        if (side === undefined) throw new Error(`at('${point}'): say which side acts`);
        const i = d.tasks.findIndex((t) => t.kind === 'plays');
        if (i < 0) throw new Error("at('plays'): no year under way");
        d.onMove = side;
        d.tasks = [...d.tasks.slice(0, i + 1), ...d.tasks.slice(i + 1).filter((t) => t.kind === 'draw' && t.left === null)];
      }),
    edit: next,
  };
}

/** The names of the cities of a state in the state's component set. */
export function citiesOfState(s: State, state: string): string[] {
  return [...(board(s).citiesOf.get(state) ?? [])];
}
