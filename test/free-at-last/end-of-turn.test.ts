import { describe, expect, it } from 'vitest';
import { freeAtLast, referenceComponents, type FreeAtLastState, type Organization } from '../../src/games/free-at-last/index.js';
import { enterEndOfTurn } from '../../src/games/free-at-last/rules/end-of-turn.js';
import { updateOrg } from '../../src/games/free-at-last/rules/util.js';
import { criminalHold, eliminatedArea, moveCubes, supply, type CubeColor } from '../../src/games/free-at-last/state/zones.js';
import { actionScenario, enter, legal, play, scenarioOf, type ScenarioSpec, stepOf, resolutionOf } from './support/scenario.js';
import { endTurn } from './support/build.js';

const x0 = referenceComponents.xTracks;

/** The End of Turn after the given Projects were completed (all outcomes set), cubes moved as given. */
function endOfTurn(spec: ScenarioSpec, patch: (s: FreeAtLastState) => FreeAtLastState = (s) => s): FreeAtLastState {
  let s = actionScenario(spec);
  for (const o of Object.keys(s.projects)) s = { ...s, projects: { ...s.projects, [o]: { ...s.projects[o]!, outcome: 'success' } } };
  return enter(patch(s), enterEndOfTurn);
}

/** Moves cubes from the supply to an eliminated area (as if collected or removed this Turn). */
const eliminated = (s: FreeAtLastState, org: Organization, color: CubeColor, n: number): FreeAtLastState => moveCubes(s, supply, eliminatedArea(org), color, n).state;

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
    let s = endOfTurn({ projects: { SNCC: { card: 1, red: 0 } }, hands: { SNCC: ['mass-meeting-1', 'mass-meeting-2', 'mass-meeting-3'] } }, (t) =>
      moveCubes(t, supply, criminalHold('SNCC'), 'red', 3).state,
    );
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
    const s = endOfTurn({}, (t) => {
      let u = eliminated(t, 'SNCC', 'white', 9);
      u = eliminated(u, 'CORE', 'white', 10);
      u = eliminated(u, 'CORE', 'blue', 5);
      u = eliminated(u, 'SCLC', 'red', 9);
      return eliminated(u, 'NAACP', 'blue', 4);
    });
    expect(s.xTrack).toEqual({ red: x0.red.start - 1, white: x0.white.start - 1, blue: x0.blue.start - 1 });
    expect(s.orgs.SNCC!.stars).toBe(2);
    expect(s.orgs.CORE!.stars).toBe(3);
    expect(s.orgs.SCLC!.failures).toBe(1);
    expect(s.orgs.NAACP!.stars).toBe(1);
  });
});

describe('20.4 End of Turn scoring and the Turn\'s cleanup', () => {
  it('scores 5 VPs per type of Freedom Marker held so far', () => {
    const s = endOfTurn({}, (t) => updateOrg(t, 'SNCC', (o) => ({ ...o, freedomMarkers: { S: 1, A: 2, V: 0 } })));
    expect(s.orgs.SNCC!.vpBreakdown.freedomMarkers).toBe(10);
    expect(s.orgs.CORE!.vpBreakdown.freedomMarkers).toBe(0);
  });

  it('7.3 Leaders who led are removed; 6.5 Staff refreshed; cubes go back to the supply; the next Turn deals Projects', () => {
    const s = endOfTurn({ projects: { SNCC: { card: 1, red: 4, white: 2, leaders: ['diane-nash'] } }, staff: { CORE: ['marvin-rich'] } }, (t) => {
      const u = updateOrg(t, 'CORE', (o) => ({ ...o, staff: [{ id: 'marvin-rich', tired: true }] }));
      return eliminated(u, 'SNCC', 'white', 3);
    });
    expect(s.orgs.SNCC!.removedLeaders).toEqual(['diane-nash']);
    expect(s.orgs.CORE!.staff).toEqual([{ id: 'marvin-rich', tired: false }]);
    expect(s.projects).toEqual({});
    expect(s.orgs.SNCC!.eliminated).toEqual({ red: 0, white: 0, blue: 0 });
    expect(s.supply).toEqual({ red: referenceComponents.cubes.red, white: referenceComponents.cubes.white, blue: referenceComponents.cubes.blue });
    expect(s.decks.projectDiscard).toContain(1);
    expect(s.turn).toBe(2);
    expect(s.phase).toBe('deal-projects');
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
  const final = (patch: (s: FreeAtLastState) => FreeAtLastState): FreeAtLastState => endOfTurn({ turn: 3 }, patch);

  it('1.4 Stars score by the Star Value chart (7 Stars = 21 VPs) and the game is over', () => {
    const s = final((t) => updateOrg(t, 'SNCC', (o) => ({ ...o, stars: 7 })));
    expect(freeAtLast.isTerminal(s)).toBe(true);
    expect(s.orgs.SNCC!.vpBreakdown.stars).toBe(21);
    expect(s.orgs.CORE!.vpBreakdown.stars).toBe(3);
  });

  it('1.5 each Failure Marker costs the penalty of the track\'s position (6 markers: –4 each)', () => {
    const s = final((t) => updateOrg(updateOrg(t, 'SNCC', (o) => ({ ...o, failures: 2 })), 'CORE', (o) => ({ ...o, failures: 4 })));
    expect(s.orgs.SNCC!.vpBreakdown.failures).toBe(-8);
    expect(s.orgs.CORE!.vpBreakdown.failures).toBe(-16);
    expect(freeAtLast.result(s)!.winners.length).toBeGreaterThan(0);
  });

  it('1.5, 3.4 8 markers: –8 each', () => {
    const s = final((t) => updateOrg(t, 'SCLC', (o) => ({ ...o, failures: 8 })));
    expect(s.orgs.SCLC!.vpBreakdown.failures).toBe(-64);
  });

  it('1.6 a Seggie victory at 9 or more Failure Markers: nobody wins', () => {
    const s = final((t) => updateOrg(updateOrg(t, 'SNCC', (o) => ({ ...o, failures: 5 })), 'NAACP', (o) => ({ ...o, failures: 4 })));
    const r = freeAtLast.result(s)!;
    expect(r.winners).toEqual([]);
    expect(r.reason).toMatch(/Seggie/);
  });

  it('21.1 the most VPs wins; tied players all win', () => {
    const s = final((t) => updateOrg(updateOrg(t, 'SNCC', (o) => ({ ...o, vp: 10, vpBreakdown: { ...o.vpBreakdown, segCubes: 10 } })), 'SCLC', (o) => ({ ...o, vp: 10, vpBreakdown: { ...o.vpBreakdown, segCubes: 10 } })));
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
    let s = endOfTurn({ projects: { SNCC: { card: 1, red: 0 } }, hands: { SNCC: ['mass-meeting-1', 'mass-meeting-2', 'mass-meeting-3'] }, staff: { SNCC: ['julian-bond', 'ivanhoe-donaldson'] } }, (t) =>
      moveCubes(t, supply, criminalHold('SNCC'), 'red', 3).state,
    );
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
    expect(freeAtLast.describe(s, { type: 'discard', card: 'no-such-card' })).toBe('{"type":"discard","card":"no-such-card"}');
  });
});
