import { referenceComponents } from '../data/components.js';
import type { Action, View } from '../schema.js';

/*
 * What the Chicago '68 heuristic bot (heuristic.ts) weighs: areas and units by the rules of thumb,
 * Instability Bonus tiles and escorts by rank. Area bonuses come from the reference component set.
 */

export type Side = 'establishment' | 'demonstrators';
export type Areas = View['areas'];
type Units = Areas[string]['u'];
/** The legal actions of one type. */
export type Of<T extends Action['type']> = Extract<Action, { type: T }>;

const areaData = new Map(referenceComponents.areas.map((a) => [a.id, a]));
const demonstratorUnits = new Set(['m1', 'm2', 'ag', 'pig']);

/** The side a seat plays (seats are sides or factions, 6.2). */
export const sideOf = (seat: string): Side => (seat === 'establishment' || seat === 'mayor' || seat === 'police' ? 'establishment' : 'demonstrators');

const police = (u: Units): number => u.p1 + 2 * u.p2 + 3 * u.tac;
const demonstrators = (u: Units): number => u.m1 + 2 * u.m2 + 2 * u.ag + u.pig;

/**
 * How good an area is for the side (2.2.4, 3.2.1, 5.3): the Establishment goes where the
 * Demonstrators (above all the Agitators) are; the Demonstrators go where the police are weak and the
 * red Exposure Bonus is high.
 */
export function areaScore(areas: Areas, side: Side, name: string): number {
  const a = areas[name];
  const data = areaData.get(name);
  if (!a) return 0;
  if (side === 'establishment') return 3 * a.u.ag + demonstrators(a.u) + (data?.blue ?? 0);
  return demonstrators(a.u) - 2 * police(a.u) + (data?.red ?? 0) + (data?.star ? 1 : 0) - (a.gas ? 3 : 0);
}

const unitRank: Readonly<Record<string, number>> = { ag: 4, m2: 3, tac: 3, p2: 2, m1: 1, p1: 1, pig: 0, post: 1 };

/** 5.3 arrests and injuries: the Establishment takes Agitators first; the Demonstrators lose the weakest. */
export function unitScore(areas: Areas, side: Side, a: Of<'unit'>): number {
  const mine = demonstratorUnits.has(a.unit) === (side === 'demonstrators');
  const strength = unitRank[a.unit] ?? 0;
  // own units: the stronger to act with, but never an Agitator to give up (5.3)
  if (mine) return side === 'demonstrators' && a.unit === 'ag' ? -1 : strength + areaScore(areas, side, a.area) / 10;
  return strength + areaScore(areas, side, a.area) / 10;
}

/** Instability Bonus tiles (2.11.3) and the units escorted (the strongest first). */
export const tileOrder: Readonly<Record<string, number>> = { exp: 4, unit: 3, action: 2, splay: 1 };
export const escortOrder: Readonly<Record<string, number>> = { m2: 4, ag: 3, m1: 2, pig: 1 };
