import { describe, expect, it } from 'vitest';
import { freeAtLast, referenceComponents, type FreeAtLastLawId, type FreeAtLastState, type Organization } from '../../src/games/free-at-last/index.js';
import { draws, legal, play, scenarioOf, stepOf } from './support/scenario.js';

/** The phase of the Turn under way, as the view reports it. */
const phaseOf = (s: Parameters<typeof freeAtLast.view>[0]) => freeAtLast.view(s, null).phase;

const x0 = { red: referenceComponents.xTracks.red.start, white: referenceComponents.xTracks.white.start, blue: referenceComponents.xTracks.blue.start };

/** The Legislation phase of a Turn, with hands and VPs as given. */
function legislation(turn: number, hands: Record<string, string[]> = {}, vp: Record<string, number> = {}): FreeAtLastState {
  let b = scenarioOf({ turn, hands, projects: { SNCC: { card: 1, red: 6, white: 5, blue: 1 } } });
  for (const [o, v] of Object.entries(vp)) b = b.victoryPoints(o as Organization, v);
  return b.at('legislation').state;
}

/** Draws the Legislation cards named, in order. */
const drawLaws = (s: FreeAtLastState, ids: FreeAtLastLawId[]): FreeAtLastState => play(s, ...ids.map((card) => ({ type: 'drawLegislation' as const, card })));

describe('2.8, 9.11 Legislation on Turns 1 and 2', () => {
  it('draws 3 laws into their stacks and 7 cards to the discard pile, each a chance node over the general deck', () => {
    const s = legislation(1);
    expect(phaseOf(s)).toBe('legislation');
    expect(freeAtLast.chanceOutcomes(s).length).toBe(20);
    const t = drawLaws(s, ['cra-1957-part-iv', 'icc-bus-terminals', 'cra-1960-obstruction', 'amendment-24', 'cra-1957-commission', 'cra-1960-bombings', 'icc-signs', 'airport-terminals', 'cra-1960-voting-records', 'commission-extension-1963']);
    expect(t.decks.laws).toEqual({ S: ['cra-1960-obstruction'], A: ['icc-bus-terminals'], V: ['cra-1957-part-iv'] });
    expect(t.decks.legislationDiscard.length).toBe(7);
    expect(t.decks.legislation.length).toBe(10);
    expect(phaseOf(t)).toBe('action-rounds');
  });

  it('9.10 a Federal Legislation card moves X on the blue die one space left and leaves the game', () => {
    const t = drawLaws(legislation(1), ['senate-rule-22']);
    expect(t.xTrack.blue).toBe(x0.blue - 1);
    expect(t.decks.legislationRemoved).toEqual(['senate-rule-22']);
    expect(t.decks.laws).toEqual({ S: [], A: [], V: [] });
  });

  it('9.10 ruling: a Federal Legislation card drawn among the 7 held up in committee takes effect too', () => {
    const t = drawLaws(legislation(1), ['cra-1957-part-iv', 'icc-bus-terminals', 'cra-1960-obstruction', 'calendar-wednesday']);
    expect(t.xTrack.blue).toBe(x0.blue - 1);
    expect(t.decks.legislationDiscard).toEqual([]);
  });

  it('3.6.6 a one-time law is implemented and removed', () => {
    const t = drawLaws(legislation(1), ['icc-signs']);
    expect(t.xTrack.white).toBe(x0.white - 1);
    expect(t.decks.legislationRemoved).toEqual(['icc-signs']);
  });
});

describe('9.11.1 Turn 3: the Civil Rights Act of 1964 and the Voting Rights Act of 1965', () => {
  it('lets the player with the fewest VPs choose 3 provisions of 1964 and 2 of 1965; the rest go to the discard pile', () => {
    let s = legislation(3, {}, { SNCC: 10, CORE: 4, SCLC: 7, NAACP: 9 });
    expect(stepOf(s)).toEqual({ kind: 'chooseLaw', org: 'CORE', act: 'civil-rights-act-1964', left: 3 });
    expect(legal(s, 'chooseLaw').length).toBe(6);
    s = play(s, { type: 'chooseLaw', card: 'cra-1964-title-i' }, { type: 'chooseLaw', card: 'cra-1964-title-iii' }, { type: 'chooseLaw', card: 'cra-1964-title-ii' });
    expect(stepOf(s)).toEqual({ kind: 'chooseLaw', org: 'CORE', act: 'voting-rights-act-1965', left: 2 });
    s = play(s, { type: 'chooseLaw', card: 'vra-1965-section-6' }, { type: 'chooseLaw', card: 'vra-1965-section-4' });
    expect(s.decks.laws.V).toEqual(['cra-1964-title-i', 'vra-1965-section-6']);
    expect(s.decks.laws.A).toEqual(['cra-1964-title-iii']);
    expect(s.xTrack.white).toBe(x0.white - 1); // Title II, one-time
    expect(s.xTrack.blue).toBe(x0.blue - 1); // Section 4, one-time
    expect([...s.decks.legislationDiscard].sort()).toEqual(['cra-1964-title-iv', 'cra-1964-title-vi', 'cra-1964-title-vii', 'vra-1965-section-5']);
    expect(s.decks.civilRightsAct).toEqual([]);
  });

  it('ruling: on a tie for the fewest VPs the first of them in Turn order chooses', () => {
    const s = legislation(3, {}, { SNCC: 10, CORE: 4, SCLC: 4, NAACP: 9 });
    expect(stepOf(s)?.org).toBe('CORE');
  });
});

describe('9.11.2 Passing Legislation by event (4.0 G)', () => {
  const tenDraws: FreeAtLastLawId[] = ['cra-1957-part-iv', 'icc-bus-terminals', 'cra-1960-obstruction', 'amendment-24', 'cra-1957-commission', 'cra-1960-bombings', 'icc-signs', 'airport-terminals', 'cra-1960-voting-records', 'commission-extension-1963'];

  it('after the draws, a player may play a legislation event to pass a held-up card of its area, earning a Star', () => {
    let s = drawLaws(legislation(1, { NAACP: ['big-labor', 'adam-clayton-powell', 'the-johnson-treatment'] }), tenDraws);
    expect(stepOf(s)).toEqual({ kind: 'events', org: 'NAACP' });
    const ev = legal(s, 'event');
    // Big Labor: A cards only; Adam Clayton Powell: S cards; The Johnson Treatment: Turn 3 only (9.3.2.2)
    expect(ev.filter((e) => e.card === 'big-labor').map((e) => e.law).sort()).toEqual(['airport-terminals', 'commission-extension-1963', 'cra-1957-commission', 'icc-signs']);
    expect(ev.filter((e) => e.card === 'adam-clayton-powell').map((e) => e.law)).toEqual(['cra-1960-bombings']);
    expect(ev.filter((e) => e.card === 'the-johnson-treatment')).toEqual([]);
    const stars = s.orgs.NAACP!.stars;
    s = play(s, { type: 'event', card: 'big-labor', target: null, law: 'commission-extension-1963' });
    expect(s.decks.laws.A).toEqual(['icc-bus-terminals', 'commission-extension-1963']);
    expect(s.decks.legislationDiscard).not.toContain('commission-extension-1963');
    expect(s.orgs.NAACP!.stars).toBe(stars + 1);
    expect(s.decks.strategyDiscard).toContain('big-labor');
  });

  it('9.3.2.2 Dirksen-Johnson Alliance only on Turn 1', () => {
    const t1 = drawLaws(legislation(1, { SNCC: ['dirksen-johnson-alliance'] }), tenDraws);
    expect(legal(t1, 'event').length).toBeGreaterThan(0);
    const t2 = drawLaws(legislation(2, { SNCC: ['dirksen-johnson-alliance'] }), tenDraws);
    expect(phaseOf(t2)).toBe('action-rounds');
  });

  it('skips the window when nobody holds a playable legislation event', () => {
    const s = draws(legislation(1));
    expect(phaseOf(s)).toBe('action-rounds');
  });
});
