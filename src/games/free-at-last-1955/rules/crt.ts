import type { Side } from '../data/schema.js';
import type { Confrontation, State } from '../schema.js';
import { board, leadersIn } from './lookups.js';

/*
 * 7.0–7.1 The Confrontation Results Table: each side's column by its factors (B, S and N units for
 * civil rights; P units for the segregationist, plus the stronghold factor when defending a protest,
 * 2.3, unless a No Stronghold marker lies there, 2.3.1), shifted by media attention (7.1.1),
 * entrenchment (7.1.2) and a failed avoidance (7.2.2); the row by the die plus its modifiers
 * (confrontation cards 6.5, the leading leader's tactical rating 4.3, his special ability 4.4, and the
 * political climate for a civil rights protest, 8.2). The result is the losses inflicted.
 */

/** One side's line of the confrontation. */
export interface Line {
  factors: number;
  column: number;
  modifier: number;
  total: number;
  losses: number;
}

/** 7.1 step 2: a side's factors in the confrontation. */
function factors(s: State, c: Confrontation, side: Side): number {
  const city = s.cities[c.city]!;
  if (side === 'civilRights') return city.u.B + city.u.S + city.u.N;
  const stronghold = c.attacker === 'civilRights' && !city.ns ? board(s).city.get(c.city)!.stronghold : 0;
  return city.u.P + stronghold;
}

/** 7.1.1, 7.1.2, 7.2.2 A side's column shift (positive: to the right). */
function shift(s: State, c: Confrontation, side: Side): number {
  const sign = side === 'civilRights' ? 1 : -1;
  let n = 0;
  if (c.mediaResult === 'high') n += sign;
  if (c.mediaResult === 'low') n -= sign;
  if (c.attacker === 'civilRights' && s.cities[c.city]!.e) n -= sign;
  if (c.avoidFailed) n += side === c.attacker ? 1 : -1;
  return n;
}

/** 6.5, 4.3, 4.4, 8.2 A side's die modifier. */
function modifier(s: State, c: Confrontation, side: Side): number {
  const b = board(s);
  const cards = [...s.inFront[side], ...c.cards[side]].reduce((t, card) => t + b.card.get(card)!.ops, 0);
  const leader = side === c.attacker ? c.leader : c.defLeader;
  const tactical = leader === null ? 0 : b.leader.get(leader)!.tactical;
  const climate = side === 'civilRights' && c.attacker === 'civilRights' && c.goal !== null ? s.climate[c.goal] : 0;
  return cards + tactical + c.abilities[side] + climate;
}

/** 7.1 steps 6–7: a side's line on the CRT for its die roll. */
export function line(s: State, c: Confrontation, side: Side, die: number): Line {
  const crt = board(s).set.crt;
  const f = factors(s, c, side);
  let base = 0;
  crt.columns.forEach((min, i) => {
    if (f >= min) base = i;
  });
  const column = Math.max(0, Math.min(crt.columns.length - 1, base + shift(s, c, side)));
  const m = modifier(s, c, side);
  const rows = crt.losses[column]!;
  const row = Math.max(0, Math.min(rows.length - 1, die + m - crt.firstRow));
  return { factors: f, column, modifier: m, total: die + m, losses: rows[row]! };
}

/** 3.3 The defender's leaders in the city. */
export const defenders = (s: State, c: Confrontation): string[] => leadersIn(s, c.city, c.attacker === 'civilRights' ? 'segregationist' : 'civilRights');
