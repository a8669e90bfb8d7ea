import { referenceComponents } from '../data/components.js';
import type { Goal } from '../data/schema.js';
import type { SeatView } from '../view.js';

/*
 * A protest's odds for the heuristic bot, read from the view and the reference CRT (7.0–7.1): each
 * side's column by its factors (B, S, N against P plus the stronghold, 2.3), shifted by an E marker
 * (7.1.2) and a failed avoidance (7.2.2), its row by the die plus cards in front (6.5), the leader's
 * tactical rating (4.3), a ready drm ability (4.4) and the political climate (8.2). The segregationist's
 * cards still in hand are unknown and not counted.
 */

const { crt, leaders, cities } = referenceComponents;
const leaderOf = new Map(leaders.map((l) => [l.id, l]));
const stronghold = new Map(cities.map((c) => [c.id, c.stronghold]));
const opsOf = new Map(referenceComponents.cards.map((c) => [c.id, c.ops]));
const cardOps = (cards: readonly string[]): number => cards.reduce((t, c) => t + (opsOf.get(c) ?? 1), 0);

/** Chances that the civil rights side wins and loses (the rest: a tie, 7.0.2). */
export interface Odds {
  win: number;
  lose: number;
}

// 7.1 step 2 the column of each number of factors (a stack holds at most 10, 3.3, plus a stronghold)
const byFactors = Array.from({ length: 21 }, (_, f) => crt.columns.reduce((base, min, i) => (f >= min ? i : base), 0));

function column(factors: number, shift: number): number {
  return Math.max(0, Math.min(crt.columns.length - 1, byFactors[Math.min(factors, byFactors.length - 1)]! + shift));
}

const lossesAt = (col: number, total: number): number => {
  const rows = crt.losses[col]!;
  return rows[Math.max(0, Math.min(rows.length - 1, total - crt.firstRow))]!;
};

/** 7.1 steps 6–7 over both dice: the civil rights line against the segregationist line. */
function countOdds(crCol: number, crMod: number, segCol: number, segMod: number): Odds {
  let win = 0;
  let lose = 0;
  for (let a = 1; a <= 6; a++) {
    const cr = lossesAt(crCol, a + crMod);
    for (let b = 1; b <= 6; b++) {
      const seg = lossesAt(segCol, b + segMod);
      if (cr > seg) win++;
      else if (seg > cr) lose++;
    }
  }
  return { win: win / 36, lose: lose / 36 };
}

// a modifier beyond ±(rows − 1) moves every roll off the table's edge: the odds are cached per clamped modifier
const SPAN = crt.losses[0]!.length - 1;
const MODS = 2 * SPAN + 1;
// an array of every key, filled in as they come (an empty array written at far indexes keeps them in a dictionary)
const cache: (Odds | undefined)[] = new Array<Odds | undefined>(crt.columns.length * MODS * crt.columns.length * MODS).fill(undefined);

/** The odds of a confrontation by columns and die modifiers (cached: bots call it in every rollout). */
function crtOdds(crCol: number, crMod: number, segCol: number, segMod: number): Odds {
  const cm = Math.max(-SPAN, Math.min(SPAN, crMod));
  const sm = Math.max(-SPAN, Math.min(SPAN, segMod));
  const key = ((crCol * MODS + cm + SPAN) * crt.columns.length + segCol) * MODS + sm + SPAN;
  return (cache[key] ??= countOdds(crCol, cm, segCol, sm));
}

/** 4.3, 4.4 a leader's die modifier: his tactical rating and a drm ability not yet spent. */
export function leaderMod(view: SeatView, leader: string | null): number {
  const l = leader === null ? undefined : leaderOf.get(leader);
  if (!l) return 0;
  return l.tactical + (l.ability.kind === 'drm' && !view.leaders[l.id]?.used ? l.ability.n : 0);
}

/** The reference cities by index: a protest scan reads arrays, not the view's records by name. */
export const cityIds: readonly string[] = cities.map((c) => c.id);
export const cityIndex: ReadonlyMap<string, number> = new Map(cities.map((c, i) => [c.id, i]));
const strongholds = cities.map((c) => c.stronghold);

/**
 * What every protest of one view shares: the cards in front (6.5), each city's best segregationist
 * defender (3.3, 4.3), and per city (by index) its units and markers, the segregationist column and
 * die modifier, and the E marker's shift (7.1.2), read in one pass over the view's cities. One board
 * serves the view asked about last (a bot reads one view per choice): a new view resets it, so that
 * no arrays are allocated per choice.
 */
export class OddsBoard {
  view: SeatView | undefined;
  crCards = 0;
  segCards = 0;
  /** 3.3, 4.3 The best segregationist defender's modifier in each city. */
  readonly #defence = new Int32Array(cities.length);
  /** B + S + N in each city. */
  readonly units = new Int32Array(cities.length);
  /** 2.1 The integration markers won in each city: bit 0 S, bit 1 A, bit 2 V. */
  readonly markers = new Int32Array(cities.length);
  /** 7.1.2 1 where an E marker stands. */
  readonly #entrenched = new Int32Array(cities.length);
  /** The segregationist column (P units and the stronghold, 2.3, shifted by an E marker). */
  readonly #segColumn = new Int32Array(cities.length);
  /** The segregationist die modifier (defender and cards in front). */
  readonly #segMod = new Int32Array(cities.length);
  /**
   * The record each city's entries were read from: a city's record is replaced when the city
   * changes, never written (views and states are immutable), so an entry stands while it is the same.
   */
  readonly #read: (SeatView['cities'][string] | undefined)[] = cities.map(() => undefined);

  /** Makes this the board of `view`. */
  reset(view: SeatView): void {
    this.view = view;
    this.#defence.fill(0);
    for (const name in view.leaders) {
      const l = view.leaders[name]!;
      if (l.city === null || leaderOf.get(name)?.side !== 'segregationist') continue;
      const i = cityIndex.get(l.city);
      if (i !== undefined) this.#defence[i] = Math.max(this.#defence[i]!, leaderMod(view, name));
    }
    this.crCards = cardOps(view.inFront.civilRights);
    this.segCards = cardOps(view.inFront.segregationist);
    // the cities in the order of their keys when it is the component set's (a for…in reads them
    // fastest), else each by its id
    let i = 0;
    for (const id in view.cities) {
      if (id !== cityIds[i]) break;
      this.#city(i++, view.cities[id]!);
    }
    if (i !== cityIds.length) for (i = 0; i < cityIds.length; i++) this.#city(i, view.cities[cityIds[i]!]!);
  }

  /** City `i`'s entries. */
  #city(i: number, c: SeatView['cities'][string]): void {
    if (c !== this.#read[i]) {
      const e = c.e ? 1 : 0;
      this.units[i] = c.u.B + c.u.S + c.u.N;
      this.markers[i] = (c.m.S ? 1 : 0) | (c.m.A ? 2 : 0) | (c.m.V ? 4 : 0);
      this.#entrenched[i] = e;
      this.#segColumn[i] = column(c.u.P + (c.ns ? 0 : strongholds[i]!), e);
      this.#read[i] = c;
    }
    this.#segMod[i] = this.#defence[i]! + this.segCards;
  }

  /** 7.1 step 2 The civil rights column in city `i` with `extra` units brought along (4.2). */
  crColumn(i: number, extra: number): number {
    return column(Math.min(10, this.units[i]! + extra), -this.#entrenched[i]!);
  }

  /** 7.1 The odds in city `i` of a protest in column `crColumn` with die modifier `crMod`. */
  odds(i: number, crColumn: number, crMod: number): Odds {
    return crtOdds(crColumn, crMod, this.#segColumn[i]!, this.#segMod[i]!);
  }
}

const board = new OddsBoard();

/** The {@link OddsBoard} of a view (the board of the last view asked about, reset for a new one). */
export function oddsBoard(view: SeatView): OddsBoard {
  if (board.view !== view) board.reset(view);
  return board;
}

/**
 * 7.1 The odds of a protest in city `i` (by index) for `goal`, led by a leader whose die modifier is
 * `leaderModifier` ({@link leaderMod}), with `extra` units brought along (4.2); `b` is the view's
 * {@link oddsBoard}.
 */
export function protestOdds(b: OddsBoard, leaderModifier: number, i: number, goal: Goal, extra: number): Odds {
  return b.odds(i, b.crColumn(i, extra), leaderModifier + b.view!.climate[goal] + b.crCards);
}

/** The odds of the confrontation under way in the view. */
export function confrontationOdds(view: SeatView): Odds {
  const k = view.conf!;
  const c = view.cities[k.city]!;
  const protest = k.attacker === 'civilRights';
  const segFactors = c.u.P + (protest && !c.ns ? (stronghold.get(k.city) ?? 0) : 0);
  const media = k.mediaResult === 'high' ? 1 : k.mediaResult === 'low' ? -1 : 0;
  const e = protest && c.e ? 1 : 0;
  const avoided = k.avoidFailed ? (protest ? 1 : -1) : 0;
  const tactical = (l: string | null) => (l === null ? 0 : (leaderOf.get(l)?.tactical ?? 0));
  const climate = protest && k.goal !== null ? view.climate[k.goal] : 0;
  const crMod = cardOps([...view.inFront.civilRights, ...k.cards.civilRights]) + k.abilities.civilRights + tactical(protest ? k.leader : k.defLeader) + climate;
  const segMod = cardOps([...view.inFront.segregationist, ...k.cards.segregationist]) + k.abilities.segregationist + tactical(protest ? k.defLeader : k.leader);
  return crtOdds(column(c.u.B + c.u.S + c.u.N, media - e + avoided), crMod, column(segFactors, -media + e - avoided), segMod);
}
