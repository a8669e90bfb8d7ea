import { drawRng, shuffled, type Random } from '../../../core/rng.js';
import type { Player } from '../../../core/types.js';
import type { FreeAtLastState } from '../schema.js';
import { waitingStep } from '../rules/flow-task.js';

/*
 * The determinizer of Free at Last (Game.determinize, for search bots). What a seat cannot see
 * (view.ts): the other organizations' Strategy cards, which of the unseen Strategy cards are still in
 * the draw pile (9.3), the order of the Staff cups (6.3), of the Project and Legislation decks, and
 * the RNG. The piles are unordered (draws are chance nodes), and the contents of every pile but the
 * hands and the Strategy draw pile follow from what is on the table; so only the unseen Strategy
 * cards are dealt out again. A fundraiser on offer (9.5) is shown to all, so it stays in its
 * giver's hand.
 */

const sortedNumbers = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/**
 * A full state that `seat` cannot tell from `s`: the Strategy cards it has not seen (the other
 * hands and the draw pile, 9.3) shuffled and dealt back to the other hands (same sizes) and the
 * pile; the cups and decks in a canonical order; a fresh RNG. Reads nothing hidden from `seat` but
 * the union of those cards, which the component set and the table determine.
 */
export function determinizeFreeAtLast(s: FreeAtLastState, seat: Player, random: Random): FreeAtLastState {
  const others = s.seats.filter((o) => o !== seat);
  const step = waitingStep(s);
  const offered = step?.kind === 'fundraiser' && step.from !== seat ? step : null;
  const unseen = [...s.decks.strategy, ...others.flatMap((o) => s.orgs[o]!.hand)].sort();
  if (offered) unseen.splice(unseen.indexOf(offered.card), 1);
  const pool = shuffled(unseen, random);
  const orgs = { ...s.orgs };
  let next = 0;
  for (const o of s.seats) {
    const org = s.orgs[o]!;
    const known = o === offered?.from ? [offered.card] : [];
    const hand = o === seat ? org.hand : [...known, ...pool.slice(next, (next += org.hand.length - known.length))].sort();
    orgs[o] = { ...org, hand, staffPool: [...org.staffPool].sort() };
  }
  const d = s.decks;
  return {
    ...s,
    rng: [...drawRng(random)],
    orgs,
    decks: { ...d, strategy: pool.slice(next).sort(), projects: sortedNumbers(d.projects), legislation: [...d.legislation].sort() },
  };
}
