import { RulesError } from './errors.js';
import { canonicalJson } from './json.js';
import { createRandom } from './rng.js';
import type { BaseAction, BaseState, Game, Player } from './types.js';

/** Determinizations compared per seat (each deals what the seat cannot see anew), and at most drawn. */
const SAMPLES = 6;
const DRAWS = 32;

/**
 * Whether the step `action` from `before` to `after` showed some seat hidden information: found by
 * comparing views, with no list of revealing steps. For each seat, states it cannot tell from
 * `before` (the game's determinizer deals its unseen cards anew) take the same action; if the seat's
 * view afterwards differs from its view of `after`, what it now sees depends on what was hidden
 * from it — the step revealed it (a card discarded from a hidden hand, a decision that follows
 * from one). A determinized state in which the action is illegal is skipped: there the action
 * itself names the hidden data (a card played from the hand), which its taker chose to show.
 * Deterministic: the samples are drawn from a generator seeded by the state. Games without a
 * determinizer or seats reveal nothing by this test.
 */
export function revealsHidden<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any, any, any>, before: S, action: A, after: S): boolean {
  const seats: readonly Player[] = game.seatsOf?.(before) ?? [];
  if (!game.determinize || seats.length < 2) return false;
  const random = createRandom(before.rng.reduce((h, w) => Math.imul(h ^ w, 0x9e3779b1), 0x5eed));
  for (const seat of seats) {
    const seen = canonicalJson(game.view(after, seat));
    for (let k = 0, compared = 0; k < DRAWS && compared < SAMPLES; k++) {
      const other = game.determinize(before, seat, random);
      let next: S;
      try {
        next = game.step(other, action).state;
      } catch (e) {
        if (e instanceof RulesError) continue;
        throw e;
      }
      compared++;
      if (canonicalJson(game.view(next, seat)) !== seen) return true;
    }
  }
  return false;
}
