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
  const pool = [...s.deck, ...hidden.flatMap((x) => s.hands[x]), ...commits.map((x) => s.election!.commits[x]!.card)];
  const dealt = shuffled(sortCards(s, pool), random);
  const hands = { ...s.hands };
  for (const x of hidden) hands[x] = sortCards(s, dealt.splice(0, s.hands[x].length));
  let election = s.election;
  if (election !== null && commits.length > 0) {
    const c = { ...election.commits };
    for (const x of commits) c[x] = { card: dealt.shift()!, candidate: random.int(2) };
    election = { ...election, commits: c };
  }
  return { ...s, hands, election, deck: sortCards(s, dealt), rng: [...drawRng(random)] };
}
