import { referenceChallenges } from '../data/challenges.js';
import type { FreeAtLastState } from '../schema.js';

/*
 * Where each component can be. Every Strategy card, Leader and Challenge card is in exactly one of
 * its places for the whole game; the state checks (check-state.ts) and the tests count on it.
 */

/** Every place a Strategy card can be: hands, piles, the display, and solitaire's held cards (23.1). */
export function strategyPlaces(s: FreeAtLastState): string[] {
  const d = s.decks;
  return [...Object.values(s.orgs).flatMap((o) => o.hand), ...d.strategy, ...d.strategyDiscard, ...d.strategyRemoved, ...d.lastingEvents, ...d.display, ...(s.ext?.solo?.held ?? [])];
}

/** Every place a Leader can be. */
export function leaderPlaces(s: FreeAtLastState): string[] {
  return [
    ...Object.values(s.orgs).flatMap((o) => [...o.staffPool, ...o.staff.map((m) => m.id), ...o.protestLeaders, ...o.removedLeaders]),
    ...Object.values(s.projects).flatMap((p) => [...p.leaders, ...p.freedomRiders]),
  ];
}

/** Every place a Challenge card can be (the advanced game). */
export function challengePlaces(s: FreeAtLastState): string[] {
  const c = s.ext?.challenges;
  if (!c) return [];
  return [...c.deck, ...c.discard, ...Object.values(c.dealt).flat(), ...c.byBoard, ...c.inPlay.map((x) => x.card)];
}

/** The Challenge cards of the game's deck (the user's or the reference one). */
export function challengeIds(s: FreeAtLastState): string[] {
  const c = s.ext?.challenges;
  return c ? (c.custom ?? referenceChallenges).map((x) => x.id) : [];
}
