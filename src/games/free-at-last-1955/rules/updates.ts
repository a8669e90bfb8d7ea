import type { Side } from '../data/schema.js';
import type { CityState, CityUnits, State } from '../schema.js';
import { board, sortCards } from './lookups.js';
import type { C } from './tasks.js';

/*
 * Typed helpers that copy only the path they change, so consecutive states share every untouched
 * part and no input is written.
 * Top-level parts are written into the apply's draft (`ctx.draft()`), copied once per apply, and so
 * are the cities and the supply (`ctx.ownRecord`), which many steps of one apply change.
 */

/** Sets one top-level part of the state. */
export function put<K extends keyof State>(ctx: C, key: K, value: State[K]): void {
  if (ctx.state[key] !== value) ctx.draft()[key] = value;
}

/** Changes one top-level part of the state. */
export function change<K extends keyof State>(ctx: C, key: K, f: (v: State[K]) => State[K]): void {
  put(ctx, key, f(ctx.state[key]));
}

/** A record with one entry set: the record itself if the entry is that value already, else a copy (core/update's `set` on plain data, without its checks for other kinds of data). */
function withEntry<T>(r: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  if (r[key] === value) return r;
  const copy = { ...r };
  copy[key] = value;
  return copy;
}

/** Changes one city. */
export function changeCity(ctx: C, city: string, f: (c: CityState) => CityState): void {
  const cities = ctx.ownRecord('cities'); // copied once per apply, then written in place
  cities[city] = f(cities[city]!);
}

/** A city with `n` more units of a type (a spread per level: the same keys in the same order). */
const withUnits = (c: CityState, unit: keyof CityUnits, n: number): CityState => ({ ...c, u: { ...c.u, [unit]: c.u[unit] + n } });

/** Adds `n` units of a type to a city from the supply (negative: back to the supply). */
export function addUnits(ctx: C, city: string, unit: keyof CityUnits, n: number): void {
  if (n === 0) return;
  changeCity(ctx, city, (c) => withUnits(c, unit, n));
  const supply = ctx.ownRecord('supply');
  supply[unit] -= n;
}

/** Moves `n` units of a type between two cities. */
export function moveUnits(ctx: C, from: string, to: string, unit: keyof CityUnits, n = 1): void {
  changeCity(ctx, from, (c) => withUnits(c, unit, -n));
  changeCity(ctx, to, (c) => withUnits(c, unit, n));
}

/** 9.0 Adds a K unit to a state from the supply, if one is left. */
export function addKlan(ctx: C, state: string): boolean {
  if (ctx.state.supply.K <= 0) return false;
  change(ctx, 'klan', (k) => withEntry(k, state, (k[state] ?? 0) + 1));
  change(ctx, 'supply', (sup) => ({ ...sup, K: sup.K - 1 }));
  return true;
}

/** Changes one leader's record. */
export function changeLeader(ctx: C, leader: string, f: (l: State['leaders'][string]) => State['leaders'][string]): void {
  change(ctx, 'leaders', (ls) => withEntry(ls, leader, f(ls[leader]!)));
}

/** 2.4 Advances the Freedom Track (it never goes back). */
export function advanceFreedom(ctx: C, n: number, why: string): void {
  put(ctx, 'freedom', ctx.state.freedom + n);
  ctx.emit({ type: 'freedom', by: n, now: ctx.state.freedom, why });
}

/** 2.5 Moves the Non-violence track: positive toward commitment, negative toward Non-violence Abandoned (0). */
export function moveNonviolence(ctx: C, n: number, why: string): void {
  const max = board(ctx.state).set.counts.nonviolenceMax;
  const now = Math.max(0, Math.min(max, ctx.state.nonviolence + n));
  if (now === ctx.state.nonviolence) return;
  put(ctx, 'nonviolence', now);
  ctx.emit({ type: 'nonviolence', by: n, now, why });
}

/**
 * A hand with a card added, in the order of display names (`sortCards`): inserted after the cards
 * that come before it when the hand is in that order already (a scenario's hand may not be: then
 * sorted whole).
 */
function withCard(s: State, hand: readonly string[], card: string): string[] {
  const rank = board(s).cardRank;
  const r = rank.get(card)!;
  let at = hand.length;
  let last = -1;
  for (let i = 0; i < hand.length; i++) {
    const x = rank.get(hand[i]!)!;
    if (!(x >= last)) return sortCards(s, [...hand, card]);
    last = x;
    if (at === hand.length && x > r) at = i;
  }
  return [...hand.slice(0, at), card, ...hand.slice(at)];
}

/** Adds a card to a hand (kept in order). */
export function addToHand(ctx: C, side: Side, card: string): void {
  change(ctx, 'hands', (h) => withEntry(h, side, withCard(ctx.state, h[side], card)) as State['hands']);
}

/** Takes a card out of a hand. */
export function takeFromHand(ctx: C, side: Side, card: string): void {
  change(ctx, 'hands', (h) => withEntry(h, side, without(h[side], card)) as State['hands']);
}

/** A list without the first copy of `item`. */
export function without<T>(list: readonly T[], item: T): T[] {
  const i = list.indexOf(item);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}

/** Appends to one of the state's card piles. */
export function pile(ctx: C, key: 'discard' | 'removed', card: string): void {
  change(ctx, key, (p) => [...p, card]);
}

/** Changes one side's entry of a per-side record. */
export function perSide<T>(o: { civilRights: T; segregationist: T }, side: Side, f: (v: T) => T): { civilRights: T; segregationist: T } {
  return withEntry(o, side, f(o[side])) as { civilRights: T; segregationist: T };
}
