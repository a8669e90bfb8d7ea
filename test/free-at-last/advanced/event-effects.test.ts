import { describe, expect, it } from 'vitest';
import { freeAtLast, referenceComponents, type ComponentSet, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { strategyCardSchema, type Effect, type EventEffect } from '../../../src/games/free-at-last/data/schema.js';
import { legal, play } from '../support/scenario.js';
import { advancedScenario } from './scenario.js';

/*
 * 9.3.2 a card's event is its effect list (the core effect list): each effect does something when
 * played. The abilities of Leaders, Staffers and Legislation are no event effects (the card schema
 * refuses them); only 9.15's cancelAllChallenges cancels the ALL Challenges; an effect that waits on
 * a draw pauses the event, which resumes after it.
 */

const card = 'legacy-of-charles-houston';

/** The reference set with Legacy of Charles Houston carrying `effects` instead of its own. */
function withEffects(effects: EventEffect[]): ComponentSet {
  return { ...referenceComponents, strategy: referenceComponents.strategy.map((c) => (c.id === card ? { ...c, effects } : c)) };
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

const abilities: Effect[] = [
  { kind: 'rollTwice' },
  { kind: 'dieModifier', amount: 2 },
  { kind: 'rerollAny' },
  { kind: 'chairmanCollectBlue' },
  { kind: 'freedomRider' },
  { kind: 'rerollXOnce', die: 'white' },
  { kind: 'enableDojAttorney' },
];

describe('9.3.2 an event is its effects, each of which acts when played', () => {
  it.each(abilities)('a $kind ability is no event effect: a Strategy card carrying it is refused', (effect) => {
    const houston = referenceComponents.strategy.find((c) => c.id === card)!;
    expect(strategyCardSchema.safeParse({ ...houston, effects: [effect] }).success).toBe(false);
  });

  it('playing Legacy of Charles Houston leaves the ALL Challenges in play; it acts from the lasting display (22.9)', () => {
    const t = playHouston(referenceComponents);
    expect(t.decks.lastingEvents).toContain(card);
    expect(t.ext!.challenges!.inPlay.map((x) => x.card)).toEqual(['massive-resistance']);
    expect(t.ext!.challenges!.byBoard).toEqual(['southern-manifesto']);
  });

  it('9.15 an event with cancelAllChallenges sends them to the discard pile', () => {
    const t = playHouston(withEffects([{ kind: 'cancelAllChallenges' }]));
    expect(t.ext!.challenges!.inPlay).toEqual([]);
    expect(t.ext!.challenges!.discard.sort()).toEqual(['massive-resistance', 'southern-manifesto']);
  });

  it('an effect that draws pauses the event: the next effect acts once the card is drawn', () => {
    const t = playHouston(withEffects([{ kind: 'drawCards', count: 1 }, { kind: 'gainStars', count: 2 }]));
    const stars = t.orgs.SNCC!.stars;
    expect(freeAtLast.toMove(t)).toBe('chance');
    expect(t.tasks.at(-2)?.kind).toBe('event');
    const after = freeAtLast.apply(t, freeAtLast.chanceOutcomes(t)[0]!.outcome);
    expect(after.orgs.SNCC!.stars).toBe(stars + 2 + 1); // + 1: the starred card's own Star (4.0 A), as the last effect runs
    expect(after.tasks.some((x) => x.kind === 'event')).toBe(false);
  });
});
