import { multisetMinus as minus } from '../../src/core/multiset.js';
import { shuffled, type Random } from '../../src/core/rng.js';
import { actionCards } from '../../src/games/chicago-68/index.js';
import type { State } from './helpers.js';

const factions = ['mayor', 'police', 'yippies', 'mobe'] as const;

/**
 * What `seat` may not see, dealt again within the component set (2.5 census: no card more often
 * than its copies, so that the state is one the seat cannot tell from `s`): the other seats' hands
 * (same sizes, from their faction's cards not discarded, or their own cards when those are too
 * few), the order of the Street Theater, Mob Chaos and Turn Order decks (their contents follow from
 * the table), the Policy deck and discards dealt again from their union; against the Machine also
 * the order of its Mayor, Police and Tactics decks.
 */
export function perturbHidden(s: State, seat: string | null, random: Random): State {
  const d = JSON.parse(JSON.stringify(s)) as State;
  for (const f of factions) {
    if (d.factionSeat[f] === seat) continue;
    const n = d.hands[f].length;
    const own = minus(actionCards.filter((c) => c.faction === f).flatMap((c) => Array<string>(c.copies).fill(c.id)), d.discards[f]);
    d.hands[f] = shuffled(own.length >= n ? own : d.hands[f], random).slice(0, n).sort();
  }
  d.stDeck = shuffled(d.stDeck, random);
  d.mobDeck = shuffled(d.mobDeck, random);
  const policies = shuffled([...d.policyDeck, ...d.policyDiscard], random);
  d.policyDeck = policies.slice(0, d.policyDeck.length);
  d.policyDiscard = policies.slice(d.policyDeck.length);
  d.vtoDeck = shuffled(d.vtoDeck, random);
  if (d.machine) {
    for (const f of ['mayor', 'police'] as const) d.machine.decks[f] = shuffled(d.machine.decks[f], random);
    d.tacticsDeck = shuffled(d.tacticsDeck, random);
  }
  return d;
}
