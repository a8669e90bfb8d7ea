import { cachedBy } from '../../../core/cached-by.js';
import type { ComponentSet } from '../data/schema.js';
import type { State } from '../schema.js';
import { board, restoresNonviolence } from '../rules/lookups.js';
import { statesWithoutB } from '../rules/victory.js';

/*
 * The evaluation of an unfinished Free At Last (1955–65) position for ISMCTS's cut-off rollouts:
 * the civil rights player's chance to win, from what decides the game — the final score against
 * the marginal victory band (10.1–10.3) and the two sudden losses of 5.3 (Non-violence Abandoned,
 * and three states without B units). The score is the Freedom Track projected over the years left
 * plus the Freedom Events bonus (10.2) of the events still to be won, each by its chance; the
 * Non-violence track counts the cards in hand that restore it. The rates
 * are those of 300 games between the heuristics (seeds 1–300; docs/bots.md).
 */

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** Freedom Track steps still to come with `left` years to play (heuristic games: 2.3 in the last year, 36.9 in all 11). */
const trackGain = (left: number): number => 1.97 * left + 0.126 * left * left;

/** The spread of those steps (heuristic games: 1.1 with one year left, 5.6 with eleven). */
const trackSpread = (left: number): number => Math.max(0.5, 1.6 * Math.sqrt(left));

/** An opened event's chance to be won by the end (heuristic games: 165 of 233). */
const OPEN_CHANCE = 0.7;

/**
 * The chance that an event not yet opened, whose card is in play and whose protest can still be
 * won, is won by the end, by year of the game (0 = the first): its card is often spent or lost in
 * the first years; from the fourth year on 0.9.
 */
const POSSIBLE_CHANCE = [0.34, 0.42, 0.51];
const LATER_CHANCE = 0.9;

/**
 * Non-violence steps in reserve: the civil rights cards in hand whose event restores it (2.5), each
 * counted half a step (playing it costs an action, and the heuristic keeps it until the track is low).
 */
function reserve(s: State): number {
  const { card } = board(s);
  let n = 0;
  for (const name of s.hands.civilRights) {
    const c = card.get(name)!;
    if (c.color !== 'blue' && restoresNonviolence(c)) n += 0.5;
  }
  return n;
}

/** 10.2 Each Freedom Event's cities (those it names and those of the states it names), once per component set. */
const eventCities = cachedBy((set: ComponentSet): string[][] => set.freedomEvents.map((f) => set.cities.filter((c) => f.cities.includes(c.id) || f.states.includes(c.state)).map((c) => c.id)));

/** 10.2 Each Freedom Event's chance to be won by the end. */
function eventChances(s: State): number[] {
  const { set } = board(s);
  const { freedomEvents, counts } = set;
  const cities = eventCities(set);
  return freedomEvents.map((f, k) => {
    const status = s.freedomEvents[f.id];
    if (status === 'won') return 1;
    if (status === 'open') return OPEN_CHANCE;
    if (f.cards.every((c) => s.removed.includes(c))) return 0;
    const target = cities[k]!.some((c) => !s.cities[c]!.m[f.goal]);
    return target ? (POSSIBLE_CHANCE[s.year - counts.firstYear] ?? LATER_CHANCE) : 0;
  });
}

/** The chances of 0, 1, 2 … events won, from each event's own chance (taken as independent). */
function wonCounts(chances: readonly number[]): number[] {
  let dist = [1];
  for (const p of chances) dist = [...dist, 0].map((q, k) => q * (1 - p) + (k > 0 ? dist[k - 1]! * p : 0));
  return dist;
}

/** The civil rights player's chance to win from `s`, in [0, 1]. */
function civilRightsChance(s: State): number {
  const { counts } = board(s).set;
  const left = Math.max(0, counts.lastYear - s.year + 1);
  const track = s.freedom + trackGain(left) - (counts.bands.marginal - 0.5);
  const spread = trackSpread(left);
  const bonus = counts.freedomBonus;
  let score = 0;
  wonCounts(eventChances(s)).forEach((q, k) => {
    // the normal curve, as a logistic (1.702 makes the two agree to 0.01)
    score += q * logistic((1.702 * (track + bonus[Math.min(k, bonus.length - 1)]!)) / spread);
  });
  // 2.5, 5.3 heuristic games: Non-violence survives to the end from 1 in 27%, 2 in 77%, 3 in 93%, 4 in 98%
  const nonviolence = logistic(1.7 * (s.nonviolence + reserve(s) - 1.5));
  // 5.3 checked from the end of 1960 on; until then each year left to recruit is worth two states
  // (heuristic games: up to seven states without B at the start of 1959, never an elimination)
  const respite = 2 * Math.max(0, counts.eliminationAfter + 1 - s.year);
  const movement = logistic(2 * (counts.eliminationStates + respite - 0.5 - statesWithoutB(s).length));
  return score * nonviolence * movement;
}

/** Free At Last (1955–65)'s evaluation for `seat` (`civilRights` or `segregationist`), in [0, 1]. */
export function freeAtLast1955Evaluate(s: State, seat: string): number {
  const p = civilRightsChance(s);
  return seat === 'civilRights' ? p : 1 - p;
}
