import { referenceComponents } from '../data/components.js';
import type { Goal } from '../data/schema.js';
import type { View } from '../schema.js';

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
const cache: (Odds | undefined)[] = [];

/** The odds of a confrontation by columns and die modifiers (cached: bots call it in every rollout). */
function crtOdds(crCol: number, crMod: number, segCol: number, segMod: number): Odds {
  const cm = Math.max(-SPAN, Math.min(SPAN, crMod));
  const sm = Math.max(-SPAN, Math.min(SPAN, segMod));
  const key = ((crCol * MODS + cm + SPAN) * crt.columns.length + segCol) * MODS + sm + SPAN;
  return (cache[key] ??= countOdds(crCol, cm, segCol, sm));
}

/** 4.3, 4.4 a leader's die modifier: his tactical rating and a drm ability not yet spent. */
function leaderMod(view: View, leader: string | null): number {
  const l = leader === null ? undefined : leaderOf.get(leader);
  if (!l) return 0;
  return l.tactical + (l.ability.kind === 'drm' && !view.leaders[l.id]?.used ? l.ability.n : 0);
}

/** What every protest of one view shares: the cards in front (6.5) and each city's best segregationist defender (3.3, 4.3). */
interface OddsBoard {
  crCards: number;
  segCards: number;
  defence: Map<string, number>;
}

const boards = new WeakMap<View, OddsBoard>();

/** The {@link OddsBoard} of a view, worked out once per view. */
export function oddsBoard(view: View): OddsBoard {
  let b = boards.get(view);
  if (b) return b;
  const defence = new Map<string, number>();
  for (const [name, l] of Object.entries(view.leaders)) {
    if (l.city === null || leaderOf.get(name)?.side !== 'segregationist') continue;
    defence.set(l.city, Math.max(defence.get(l.city) ?? 0, leaderMod(view, name)));
  }
  b = { crCards: cardOps(view.inFront.civilRights), segCards: cardOps(view.inFront.segregationist), defence };
  boards.set(view, b);
  return b;
}

/**
 * 7.1 The odds of a protest that `leader` would lead in `city` for `goal`, with `extra` units brought
 * along (4.2); `b` is the view's {@link oddsBoard}, given by a caller that scans many protests.
 */
export function protestOdds(view: View, leader: string, city: string, goal: Goal, extra: number, b = oddsBoard(view)): Odds {
  const c = view.cities[city]!;
  const crFactors = Math.min(10, c.u.B + c.u.S + c.u.N + extra);
  const segFactors = c.u.P + (c.ns ? 0 : (stronghold.get(city) ?? 0));
  const e = c.e ? 1 : 0;
  const crMod = leaderMod(view, leader) + view.climate[goal] + b.crCards;
  const segMod = (b.defence.get(city) ?? 0) + b.segCards;
  return crtOdds(column(crFactors, -e), crMod, column(segFactors, e), segMod);
}

/** The odds of the confrontation under way in the view. */
export function confrontationOdds(view: View): Odds {
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
