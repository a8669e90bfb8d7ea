import { expect } from 'vitest';
import { referenceChallenges } from '../../../src/games/free-at-last/data/challenges.js';
import type { FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { checkInvariants } from '../support/invariants.js';

/*
 * The issue-3 invariants plus the variants' places: a solitaire response card kept next to the
 * Project is a Strategy card's place, and every Challenge card is in exactly one place.
 */

const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/** Every place a Challenge card can be. */
export function challengePlaces(s: FreeAtLastState): string[] {
  const c = s.ext?.challenges;
  if (!c) return [];
  return [...c.deck, ...c.discard, ...Object.values(c.dealt).flat(), ...c.byBoard, ...c.inPlay.map((x) => x.card)];
}

/** The invariants after every step of a variant game. */
export function checkVariantInvariants(s: FreeAtLastState, prev: FreeAtLastState | null): void {
  const held = s.ext?.solo?.held ?? [];
  if (held.length === 0) checkInvariants(s, prev);
  else {
    // the held cards are a Strategy card's place of their own (23.1)
    const t: FreeAtLastState = { ...s, decks: { ...s.decks, display: [...s.decks.display, ...held] } };
    checkInvariants(t, prev);
  }
  if (s.ext?.challenges) expect(sorted(challengePlaces(s))).toEqual(sorted((s.ext.challenges.custom ?? referenceChallenges).map((c) => c.id)));
}
