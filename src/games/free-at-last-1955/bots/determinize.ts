import { drawRng, shuffled, type Random } from '../../../core/rng.js';
import { sortCards } from '../rules/lookups.js';
import type { State } from '../schema.js';

/*
 * The determinizer for search bots (ismcts): what `seat` cannot see — the other hand, the deck, the
 * other side's face-down election card and its candidate, the RNG — is dealt again from the cards
 * that could be there (those three places together, sorted first so that only their set matters).
 */

const SIDES = ['civilRights', 'segregationist'] as const;

/** A state that looks the same to `seat`, its hidden part drawn from `random`. */
export function determinize(s: State, seat: string, random: Random): State {
  const hidden = SIDES.filter((x) => x !== seat);
  const commits = s.election ? hidden.filter((x) => s.election!.commits[x] !== null) : [];
  const pool = sortCards(s, [...s.deck, ...hidden.flatMap((x) => s.hands[x]), ...commits.map((x) => s.election!.commits[x]!.card)]);
  // the pool's places dealt (the same draws as dealing its cards): the cards of a hand and of the
  // deck, taken in the pool's order, are then in order (`sortCards`) without sorting them again
  const dealt = shuffled(pool.map((_, i) => i), random);
  const to = new Int8Array(pool.length); // 0: the deck; k > 0: the hand of hidden[k - 1]; −1: face down
  let next = 0;
  for (let k = 0; k < hidden.length; k++) for (let n = s.hands[hidden[k]!].length; n > 0; n--) to[dealt[next++]!] = k + 1;
  let election = s.election;
  if (election !== null && commits.length > 0) {
    const c = { ...election.commits };
    for (const x of commits) {
      to[dealt[next]!] = -1;
      c[x] = { card: pool[dealt[next++]!]!, candidate: random.int(2) };
    }
    election = { ...election, commits: c };
  }
  const dealtHands: string[][] = hidden.map(() => []);
  const deck: string[] = [];
  for (let i = 0; i < pool.length; i++) {
    const k = to[i]!;
    if (k === 0) deck.push(pool[i]!);
    else if (k > 0) dealtHands[k - 1]!.push(pool[i]!);
  }
  const hands = { ...s.hands };
  hidden.forEach((x, k) => (hands[x] = dealtHands[k]!));
  return { ...s, hands, election, deck, rng: [...drawRng(random)] };
}
