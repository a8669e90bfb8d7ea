import { describe, expect, it } from 'vitest';
import { freeAtLast, referenceComponents, type ComponentSet, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import type { Effect } from '../../../src/games/free-at-last/data/schema.js';
import { legal, play } from '../support/scenario.js';
import { advancedScenario } from './scenario.js';

/*
 * 9.3.2 the event interpreter: effects that act through the lasting-events display (abilities of
 * Leaders, Staffers and Legislation, litigation modifiers) do nothing when played; only 9.15's
 * cancel-all-challenges cancels the ALL Challenges.
 */

const card = 'legacy-of-charles-houston';

/** The reference set with Legacy of Charles Houston carrying `effect` instead of its own (and a no-op, so that a litigation-hits card is not a response card only, 22.11). */
function withEffect(effect: Effect): ComponentSet {
  return { ...referenceComponents, strategy: referenceComponents.strategy.map((c) => (c.id === card ? { ...c, effects: [effect, { kind: 'none' as const }] } : c)) };
}

function playHouston(components: ComponentSet): FreeAtLastState {
  const s = advancedScenario({
    players: ['SNCC', 'SCLC'],
    hands: { SNCC: [card] },
    projects: { SNCC: { card: 2, red: 9, white: 6, blue: 2 } },
    components,
    inPlay: [{ card: 'massive-resistance', org: null, added: { white: 0, blue: 0 } }],
    byBoard: ['southern-manifesto'],
  });
  let t = play(s, { type: 'event', card, target: null, law: null });
  while (freeAtLast.toMove(t) === 'SNCC' && legal(t, 'extraDone').length > 0) t = play(t, { type: 'extraDone' });
  return t;
}

const quiet: Effect[] = [
  { kind: 'roll-twice' },
  { kind: 'die-modifier', amount: 2 },
  { kind: 'reroll-any' },
  { kind: 'chairman-collect-blue' },
  { kind: 'freedom-rider' },
  { kind: 'litigation-modifier', amount: 1 },
  { kind: 'litigation-hits', amount: 1 },
  { kind: 'reroll-x-once', die: 'white' },
];

describe('9.15 only the Freedom Singers effect cancels the ALL Challenges', () => {
  it('playing Legacy of Charles Houston leaves the ALL Challenges in play', () => {
    const t = playHouston(referenceComponents);
    expect(t.decks.lastingEvents).toContain(card);
    expect(t.ext!.challenges!.inPlay.map((x) => x.card)).toEqual(['massive-resistance']);
    expect(t.ext!.challenges!.byBoard).toEqual(['southern-manifesto']);
  });

  it.each(quiet)('an event with a $kind effect leaves the ALL Challenges in play', (effect) => {
    const t = playHouston(withEffect(effect));
    expect(t.ext!.challenges!.inPlay.map((x) => x.card)).toEqual(['massive-resistance']);
    expect(t.ext!.challenges!.byBoard).toEqual(['southern-manifesto']);
    expect(t.ext!.challenges!.discard).toEqual([]);
  });

  it('an event with cancel-all-challenges sends them to the discard pile', () => {
    const t = playHouston(withEffect({ kind: 'cancel-all-challenges' }));
    expect(t.ext!.challenges!.inPlay).toEqual([]);
    expect(t.ext!.challenges!.discard.sort()).toEqual(['massive-resistance', 'southern-manifesto']);
  });
});
