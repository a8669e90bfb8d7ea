import { withKey } from '../../../core/with-key.js';
import type { Faction } from '../data/schema.js';
import type { AreaState, State, UnitKey } from '../schema.js';
import type { C } from './tasks.js';

/*
 * Typed helpers that copy only the path they change, so consecutive states share every untouched
 * part and no input is written. They build plain spreads and object literals, which measured 2–3×
 * faster than Immutable.js's functional API (core/update) on these small records; the rules use
 * core/update where a change is rare (docs/performance.md).
 *
 * Transient writes (docs/performance.md): within one apply, the state's top level (the machine's
 * `ctx.draft()`) and its `areas` record (`ctx.ownRecord`) are copied once, at their first change;
 * later changes in the same apply write into those private copies, which nothing outside the apply
 * has seen (the state the apply started from is never written). Smaller parts are copied at every change.
 */

/**
 * The state's top level copied with one object literal (the machine's `copy`, for `ctx.draft()`):
 * every copy has one shape, so it is made and read faster than spreads of states of several shapes
 * (docs/performance.md). The keys in the order of `initialState`; a key missing here does not compile.
 */
export function copyState(s: State): State {
  return {
    rng: s.rng,
    chance: s.chance,
    components: s.components,
    seats: s.seats,
    factionSeat: s.factionSeat,
    vtoOn: s.vtoOn,
    inc: s.inc,
    firstGame: s.firstGame,
    round: s.round,
    phase: s.phase,
    areas: s.areas,
    paths: s.paths,
    jeep: s.jeep,
    supply: s.supply,
    box: s.box,
    police: s.police,
    general: s.general,
    bonusUnits: s.bonusUnits,
    capital: s.capital,
    exposure: s.exposure,
    instability: s.instability,
    levelsReached: s.levelsReached,
    tiles: s.tiles,
    extraUsed: s.extraUsed,
    actionHolder: s.actionHolder,
    delegates: s.delegates,
    noVote: s.noVote,
    hands: s.hands,
    discards: s.discards,
    stSplay: s.stSplay,
    stDeck: s.stDeck,
    stDiscard: s.stDiscard,
    policySplay: s.policySplay,
    policyDeck: s.policyDeck,
    policyDiscard: s.policyDiscard,
    tactic: s.tactic,
    tacticUsed: s.tacticUsed,
    tacticsDeck: s.tacticsDeck,
    mobDeck: s.mobDeck,
    mobDiscard: s.mobDiscard,
    smokeEm: s.smokeEm,
    mobThisTurn: s.mobThisTurn,
    chaosPending: s.chaosPending,
    vtoDeck: s.vtoDeck,
    tally: s.tally,
    turn: s.turn,
    tasks: s.tasks,
    outcome: s.outcome,
    machine: s.machine,
  };
}

/**
 * `o` with `o[k]` set to `v` (`o` itself when it holds `v` already): Immutable's `set` for a plain
 * record, as a spread, which measured 2–3× faster on these small records (docs/performance.md).
 */
export function assoc<O extends object, K extends keyof O>(o: O, k: K, v: O[K]): O {
  return Object.hasOwn(o, k) && o[k] === v ? o : withKey(o, k, v);
}

/** `o` with the number `o[k]` changed by `n` (`o` itself when `n` is 0). */
export function plus<O extends Record<K, number>, K extends keyof O>(o: O, k: K, n: number): O {
  return n === 0 ? o : withKey(o, k, (o[k] + n) as O[K]);
}

/** A record by faction (hands, discards) with `f`'s entry replaced: one literal in the schema's key order (one shape; `assoc` was a spread and a keyed write). */
export function factionsWith<V>(r: Readonly<Record<Faction, V>>, f: Faction, v: V): Record<Faction, V> {
  return { mayor: f === 'mayor' ? v : r.mayor, police: f === 'police' ? v : r.police, yippies: f === 'yippies' ? v : r.yippies, mobe: f === 'mobe' ? v : r.mobe };
}

/** Sets one top-level part of the state. */
export function put<K extends keyof State>(ctx: C, key: K, value: State[K]): void {
  if (ctx.state[key] !== value) ctx.draft()[key] = value;
}

/** Changes one top-level part of the state. */
export function change<K extends keyof State>(ctx: C, key: K, f: (v: State[K]) => State[K]): void {
  put(ctx, key, f(ctx.state[key]));
}

/** Changes a number of the state (Capital, Exposure, Instability, round). */
export function bump(ctx: C, key: 'capital' | 'exposure' | 'instability' | 'round', n: number): void {
  put(ctx, key, ctx.state[key] + n);
}

/** Changes one City Area. */
export function changeArea(ctx: C, area: string, f: (a: AreaState) => AreaState): void {
  const areas = ctx.ownRecord('areas');
  areas[area] = f(areas[area]!);
}

/** Adds `n` units of a kind to an area (negative: removes them). */
export function addUnits(ctx: C, area: string, k: UnitKey, n: number): void {
  if (n !== 0) changeArea(ctx, area, (a) => areaWithUnits(a, k, n));
}

/**
 * An area with `n` more units of kind `k`, built with object literals in the schema's key order
 * (as setup makes them): every area and unit record keeps one shape, which is faster to copy and
 * to read than spreads (docs/performance.md).
 */
function areaWithUnits(a: AreaState, k: UnitKey, n: number): AreaState {
  const x = a.u;
  const u = { m1: x.m1, m2: x.m2, ag: x.ag, pig: x.pig, p1: x.p1, p2: x.p2, tac: x.tac };
  u[k] += n;
  return { u, flag: a.flag, gas: a.gas, ng: a.ng, minus: a.minus, post: a.post };
}

/** Moves `n` units of a kind between two areas. */
export function moveUnits(ctx: C, from: string, to: string, k: UnitKey, n = 1): void {
  addUnits(ctx, from, k, -n);
  addUnits(ctx, to, k, n);
}

/** Changes a path's Barriers. */
export function setBarrier(ctx: C, path: string, key: 'barricade' | 'wire', on: boolean): void {
  change(ctx, 'paths', (paths) => assoc(paths, path, assoc(paths[path]!, key, on)));
}

/** A list without the first copy of `item`. */
export function without<T>(list: readonly T[], item: T): T[] {
  const i = list.indexOf(item);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}

/** Numbers in ascending order (a new list). */
export function ascending(list: readonly number[]): number[] {
  return [...list].sort((x, y) => x - y);
}
