import { drawRng, shuffled, type Random } from '../../../core/rng.js';
import type { Player } from '../../../core/types.js';
import type { FreeAtLastState } from '../schema.js';
import { waitingStep } from '../rules/flow-task.js';
import { copyState, decksWith, orgWith } from '../rules/updates.js';
import { LastSorted } from './last-sorted.js';

/*
 * The determinizer of Free at Last (Game.determinize, for search bots). What a seat cannot see
 * (view.ts): the other organizations' Strategy cards, which of the unseen Strategy cards are still in
 * the draw pile (9.3), the order of the Staff cups (6.3), of the Project and Legislation decks, and
 * the RNG. The piles are unordered (draws are chance nodes), and the contents of every pile but the
 * hands and the Strategy draw pile follow from what is on the table; so only the unseen Strategy
 * cards are dealt out again. A fundraiser on offer (9.5) is shown to all, so it stays in its
 * giver's hand.
 */

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

// a search determinizes one state many times: each sorted list is kept while its source is the same
const unseenSorted = new LastSorted(byText);
const projectsSorted = new LastSorted<number>((a, b) => a - b);
const legislationSorted = new LastSorted(byText);
const staffSorted = new Map<Player, LastSorted<string>>();
const places: number[][] = [];

/** 0, 1, …, n − 1 (kept: `shuffled` copies it). */
function placesOf(n: number): readonly number[] {
  return (places[n] ??= Array.from({ length: n }, (_, i) => i));
}

/** `card` put into the sorted `hand` where it sorts. */
function insertSorted(hand: string[], card: string): string[] {
  let i = 0;
  while (i < hand.length && hand[i]! <= card) i++;
  hand.splice(i, 0, card);
  return hand;
}

/**
 * A full state that `seat` cannot tell from `s`: the Strategy cards it has not seen (the other
 * hands and the draw pile, 9.3) shuffled and dealt back to the other hands (same sizes) and the
 * pile; the cups and decks in a canonical order; a fresh RNG. Reads nothing hidden from `seat` but
 * the union of those cards, which the component set and the table determine.
 */
export function determinizeFreeAtLast(s: FreeAtLastState, seat: Player, random: Random): FreeAtLastState {
  const step = waitingStep(s);
  const offered = step?.kind === 'fundraiser' && step.from !== seat ? step : null;
  const source = [...s.decks.strategy];
  for (const o of s.seats) if (o !== seat) for (const c of s.orgs[o]!.hand) source.push(c);
  let unseen = unseenSorted.of(source);
  if (offered) {
    const copy = [...unseen];
    copy.splice(copy.indexOf(offered.card), 1);
    unseen = copy;
  }
  // the places of the sorted pool are dealt (the same draws as dealing its cards): the cards of each
  // hand and of the pile, taken in the pool's order, are then sorted without sorting them again
  const dealt = shuffled(placesOf(unseen.length), random);
  const to = new Int8Array(unseen.length); // 0: the pile; k > 0: the hand of s.seats[k − 1]
  let next = 0;
  for (let k = 0; k < s.seats.length; k++) {
    const o = s.seats[k]!;
    if (o === seat) continue;
    for (let n = s.orgs[o]!.hand.length - (o === offered?.from ? 1 : 0); n > 0; n--) to[dealt[next++]!] = k + 1;
  }
  const hands: string[][] = s.seats.map(() => []);
  const strategy: string[] = [];
  for (let i = 0; i < unseen.length; i++) {
    const k = to[i]!;
    if (k === 0) strategy.push(unseen[i]!);
    else hands[k - 1]!.push(unseen[i]!);
  }
  // the records copied as the rules copy them (one hidden class each): spread copies gave every
  // rollout's rules a second shape of them to read (docs/performance.md)
  const orgs = { ...s.orgs };
  for (let k = 0; k < s.seats.length; k++) {
    const o = s.seats[k]!;
    const org = s.orgs[o]!;
    const hand = o === seat ? org.hand : o === offered?.from ? insertSorted(hands[k]!, offered.card) : hands[k]!;
    let cup = staffSorted.get(o);
    if (cup === undefined) staffSorted.set(o, (cup = new LastSorted(byText)));
    orgs[o] = orgWith(org, { hand, staffPool: cup.of(org.staffPool).slice() });
  }
  const t = copyState(s);
  t.rng = [...drawRng(random)];
  t.orgs = orgs;
  t.decks = decksWith(s.decks, { strategy, projects: projectsSorted.of(s.decks.projects).slice(), legislation: legislationSorted.of(s.decks.legislation).slice() });
  return t;
}
