import { describe, expect, it } from 'vitest';
import { referenceComponents, type FreeAtLastGame, type FreeAtLastNames, type FreeAtLastState } from '../../src/games/free-at-last/index.js';
import { freeAtLast, type FreeAtLastScenario } from '../../src/games/free-at-last/words/index.js';
import { actionScenario, legal, passEmptyOffers, play, scenarioOf, type ScenarioSpec, stepOf, resolutionOf } from './support/scenario.js';
import { endTurn } from './support/build.js';

/** The phase of the Turn under way, as the view reports it. */
const phaseOf = (s: Parameters<typeof freeAtLast.view>[0]) => freeAtLast.view(s, null).phase;

const x0 = referenceComponents.xTracks;

/** The End of Turn after the given Projects were completed (all outcomes set), changed by `patch`; run on while it asks nothing. */
function endOfTurn(spec: ScenarioSpec, patch: (b: FreeAtLastScenario) => FreeAtLastScenario = (b) => b): FreeAtLastState {
  return endTurn(passEmptyOffers(patch(scenarioOf(spec).projectsSucceeded()).at('end-of-turn').state));
}

describe('20.1 Discard down to the number of Staffers', () => {
  it('asks a player with more cards than Staffers to discard one at a time; the Home Card does not count', () => {
    let s = endOfTurn({ home: true, hands: { SNCC: ['mass-meeting-1', 'mass-meeting-2', 'mass-meeting-3'] }, staff: { SNCC: ['julian-bond'] } });
    expect(stepOf(s)).toEqual({ kind: 'discardDown', org: 'SNCC', appealCards: 0 });
    expect(legal(s, 'discardDone')).toEqual([]);
    expect(legal(s, 'event')).toEqual([]); // they cannot play events to reduce their hand
    s = play(s, { type: 'discardDown', card: 'mass-meeting-1' }, { type: 'discardDown', card: 'mass-meeting-2' });
    expect(s.orgs.SNCC!.hand).toEqual(['mass-meeting-3']); // as many cards as Staffers are kept into the next Turn
    expect(s.turn).toBe(2);
  });

  it('22.15 the discards may be two cards appealing the criminal convictions of an A Project', () => {
    let s = endOfTurn({ projects: { SNCC: { card: 1, red: 0 } }, hands: { SNCC: ['mass-meeting-1', 'mass-meeting-2', 'mass-meeting-3'] } }, (b) => b.criminalHold('SNCC', 3));
    expect(legal(s, 'appealDiscard').length).toBe(3);
    s = play(s, { type: 'appealDiscard', card: 'mass-meeting-1' }, { type: 'appealDiscard', card: 'mass-meeting-2' });
    expect(s.orgs.SNCC!.appealFiled).toBe(true);
    expect(legal(s, 'appealDiscard')).toEqual([]);
    s = play(s, { type: 'discardDown', card: 'mass-meeting-3' });
    expect(resolutionOf(s)?.mode).toBe('supreme-court'); // 20.2 the Supreme Court sits
  });
});

describe('20.3 Demoralization of cubes', () => {
  it('9+ white, 5+ blue or 9+ red eliminated cubes move that X left once; Stars for white/blue, a Failure Marker for red', () => {
    const s = endOfTurn({}, (b) => b.eliminated('SNCC', { white: 9 }).eliminated('CORE', { white: 10, blue: 5 }).eliminated('SCLC', { red: 9 }).eliminated('NAACP', { blue: 4 }));
    expect(s.xTrack).toEqual({ red: x0.red.start - 1, white: x0.white.start - 1, blue: x0.blue.start - 1 });
    expect(s.orgs.SNCC!.stars).toBe(2);
    expect(s.orgs.CORE!.stars).toBe(3);
    expect(s.orgs.SCLC!.failures).toBe(1);
    expect(s.orgs.NAACP!.stars).toBe(1);
  });
});

describe('20.4 End of Turn scoring and the Turn\'s cleanup', () => {
  it('scores 5 VPs per type of Freedom Marker held so far', () => {
    const s = endOfTurn({}, (b) => b.freedomMarkers('SNCC', { S: 1, A: 2, V: 0 }));
    expect(s.orgs.SNCC!.vpBreakdown.freedomMarkers).toBe(10);
    expect(s.orgs.CORE!.vpBreakdown.freedomMarkers).toBe(0);
  });

  it('7.3 Leaders who led are removed; 6.5 Staff refreshed; cubes go back to the supply; the next Turn deals Projects', () => {
    const s = endOfTurn({ projects: { SNCC: { card: 1, red: 4, white: 2, leaders: ['diane-nash'] } }, staff: { CORE: ['marvin-rich'] } }, (b) =>
      b.edit((d) => void (d.orgs.CORE!.staff[0]!.tired = true)).eliminated('SNCC', { white: 3 }),
    );
    expect(s.orgs.SNCC!.removedLeaders).toEqual(['diane-nash']);
    expect(s.orgs.CORE!.staff).toEqual([{ id: 'marvin-rich', tired: false }]);
    expect(s.projects).toEqual({});
    expect(s.orgs.SNCC!.eliminated).toEqual({ red: 0, white: 0, blue: 0 });
    expect(s.supply).toEqual({ red: referenceComponents.cubes.red, white: referenceComponents.cubes.white, blue: referenceComponents.cubes.blue });
    expect(s.decks.projectDiscard).toContain(1);
    expect(s.turn).toBe(2);
    expect(phaseOf(s)).toBe('deal-projects');
  });

  it('7.3 exception: a Leader kept by Rising to the Occasion returns to the pool', () => {
    const s = endTurn(scenarioOf({ projects: { SNCC: { card: 1, leaders: ['diane-nash'] } } }).projectsSucceeded().leadersReturning(['diane-nash']).at('end-of-turn').state);
    expect(s.orgs.SNCC!.protestLeaders).toContain('diane-nash');
    expect(s.orgs.SNCC!.removedLeaders).toEqual([]);
  });

  it('9.3.2.1 D an End of Turn event is offered before the discards', () => {
    const s = endOfTurn({ hands: { NAACP: ['wilma-rudolph'] } });
    expect(stepOf(s)).toEqual({ kind: 'events', org: 'NAACP' });
    const t = play(s, { type: 'event', card: 'wilma-rudolph', target: null, law: null });
    expect(t.orgs.NAACP!.stars).toBe(2);
  });
});

describe('21 End of game scoring', () => {
  const final = (patch: (b: FreeAtLastScenario) => FreeAtLastScenario): FreeAtLastState => endOfTurn({ turn: 3 }, patch);

  it('1.4 Stars score by the Star Value chart (7 Stars = 21 VPs) and the game is over', () => {
    const s = final((b) => b.stars('SNCC', 7));
    expect(freeAtLast.isTerminal(s)).toBe(true);
    expect(s.orgs.SNCC!.vpBreakdown.stars).toBe(21);
    expect(s.orgs.CORE!.vpBreakdown.stars).toBe(3);
  });

  it('1.5 each Failure Marker costs the penalty of the track\'s position (6 markers: –4 each)', () => {
    const s = final((b) => b.failures('SNCC', 2).failures('CORE', 4));
    expect(s.orgs.SNCC!.vpBreakdown.failures).toBe(-8);
    expect(s.orgs.CORE!.vpBreakdown.failures).toBe(-16);
    expect(freeAtLast.result(s)!.winners.length).toBeGreaterThan(0);
  });

  it('1.5, 3.4 8 markers: –8 each', () => {
    const s = final((b) => b.failures('SCLC', 8));
    expect(s.orgs.SCLC!.vpBreakdown.failures).toBe(-64);
  });

  it('1.6 a Seggie victory at 9 or more Failure Markers: nobody wins', () => {
    const s = final((b) => b.failures('SNCC', 5).failures('NAACP', 4));
    const r = freeAtLast.result(s)!;
    expect(r.winners).toEqual([]);
    expect(r.reason).toMatch(/Seggie/);
  });

  it('21.1 the most VPs wins; tied players all win', () => {
    const s = final((b) => b.victoryPoints('SNCC', 10).victoryPoints('SCLC', 10));
    expect(freeAtLast.result(s)!.winners).toEqual(['SNCC', 'SCLC']);
    expect(freeAtLast.result(s)!.scores.SNCC).toBe(13);
  });

  it('the game does not end before the End of Turn of Turn 3', () => {
    const s = endOfTurn({ turn: 2 });
    expect(freeAtLast.result(s)).toBeNull();
    expect(s.turn).toBe(3);
  });
});

describe('view: hidden information', () => {
  it('shows the seat its own hand, other hands as counts, the staff cups and draw piles as counts only', () => {
    const s = actionScenario({ hands: { SNCC: ['mass-meeting-1'], CORE: ['mass-meeting-2', 'mass-meeting-3'] } });
    const v = freeAtLast.view(s, 'SNCC');
    expect(v.orgs.SNCC!.hand).toEqual(['mass-meeting-1']);
    expect(v.orgs.CORE!.hand).toBeNull();
    expect(v.orgs.CORE!.handCount).toBe(2);
    expect(v.orgs.CORE!.staffPoolCount).toBe(s.orgs.CORE!.staffPool.length);
    expect(JSON.stringify(v)).not.toContain('mass-meeting-2');
    expect(JSON.stringify(v)).not.toContain(s.orgs.CORE!.staffPool[0]!);
    expect(v.decks.strategyCount).toBe(s.decks.strategy.length);
    expect(freeAtLast.view(s, null).orgs.SNCC!.hand).toBeNull();
    freeAtLast.schemas.view.parse(v);
    expect(JSON.stringify(v)).not.toContain('"rng"');
  });

  it('prompt and describe speak a board-gamer\'s words', () => {
    const s = actionScenario({ projects: { SNCC: { card: 1, white: 5 } }, hands: { SNCC: ['mass-meeting-5'] } });
    expect(freeAtLast.prompt(s)).toMatch(/Action Round 1: SNCC/);
    expect(freeAtLast.describe(s, { type: 'play', card: 'mass-meeting-5', rank: 1, color: 'red' })).toBe('SNCC plays Mass Meeting (red 1) on his Project');
  });
});

describe('22.15 an appeal filed with the last discards', () => {
  it('after discarding down, a player may still complete a two-card appeal', () => {
    let s = endOfTurn({ projects: { SNCC: { card: 1, red: 0 } }, hands: { SNCC: ['mass-meeting-1', 'mass-meeting-2', 'mass-meeting-3'] }, staff: { SNCC: ['julian-bond', 'ivanhoe-donaldson'] } }, (b) => b.criminalHold('SNCC', 3));
    s = play(s, { type: 'discardDown', card: 'mass-meeting-1' });
    expect(legal(s, 'discardDone').length).toBe(1);
    s = play(s, { type: 'appealDiscard', card: 'mass-meeting-2' });
    expect(stepOf(s)).toEqual({ kind: 'discardDown', org: 'SNCC', appealCards: 1 });
    s = play(s, { type: 'appealDiscard', card: 'mass-meeting-3' });
    expect(s.orgs.SNCC!.hand).toEqual([]);
    expect(resolutionOf(s)?.mode).toBe('supreme-court'); // 20.2 the Supreme Court sits
  });
});

describe('describe never throws', () => {
  it('an action naming an unknown card is described as its JSON', () => {
    const s = actionScenario({});
    const anyIds: FreeAtLastGame<FreeAtLastNames> = freeAtLast; // an id of no component set
    expect(anyIds.describe(s, { type: 'discard', card: 'no-such-card' })).toBe('{"type":"discard","card":"no-such-card"}');
  });
});
