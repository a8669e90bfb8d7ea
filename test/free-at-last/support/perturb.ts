import type { FreeAtLastState } from '../../../src/games/free-at-last/index.js';

/** Another seat's hand and staff cup, and the order of every deck, are hidden from `seat`. */
export function perturbHidden(s: FreeAtLastState, seat: string | null): FreeAtLastState {
  const orgs = { ...s.orgs };
  const deck = [...s.decks.strategy].reverse();
  for (const org of s.seats) {
    if (org === seat) continue;
    const o = orgs[org]!;
    const hand = [...o.hand];
    // swap a card of this hidden hand with one of the (hidden) draw pile
    if (hand.length > 0 && deck.length > 0) [hand[0], deck[0]] = [deck[0]!, hand[0]!];
    orgs[org] = { ...o, hand, staffPool: [...o.staffPool].reverse() };
  }
  const d = s.decks;
  return { ...s, orgs, decks: { ...d, strategy: deck, projects: [...d.projects].reverse(), legislation: [...d.legislation].reverse() } };
}
