import { describe, expect, it } from 'vitest';
import { freeAtLast, referenceComponents, type FreeAtLastState, type FreeAtLastStrategyId } from '../../src/games/free-at-last/index.js';
import { freeAtLastScenario } from '../../src/games/free-at-last/words/index.js';
import { actionScenario, legal, play, scenarioOf, type ScenarioSpec, stepOf, passEmptyOffers } from './support/scenario.js';
import { endTurn } from './support/build.js';

/** The phase of the Turn under way, as the view reports it. */
const phaseOf = (s: Parameters<typeof freeAtLast.view>[0]) => freeAtLast.view(s, null).phase;

const x0 = referenceComponents.xTracks;
const projects: ScenarioSpec['projects'] = {
  SNCC: { card: 1, red: 6, white: 5, blue: 1, leaders: ['diane-nash'] },
  CORE: { card: 12, red: 6, white: 6, blue: 2, leaders: ['mary-hamilton'] },
  SCLC: { card: 10, red: 6, white: 5, blue: 3, stage: 'classes', leaders: ['andrew-young'] },
  NAACP: { card: 7, red: 6, white: 5, blue: 2, leaders: ['daisy-bates'] },
};
const noStars = { SNCC: 0, CORE: 0, SCLC: 0, NAACP: 0 };
const eventOf = (card: FreeAtLastStrategyId, target: string | null = null) => ({ type: 'event' as const, card, target: target as never, law: null });

/** Plays an event in the Action Round (no extra cards), answering any reinforcement with the first Project offered. */
function playEvent(s: FreeAtLastState, card: FreeAtLastStrategyId, target: string | null = null): FreeAtLastState {
  let t = play(s, eventOf(card, target));
  if (stepOf(t)?.kind === 'extra') t = play(t, { type: 'extraDone' });
  while (stepOf(t)?.kind === 'reinforce') t = play(t, legal(t, 'reinforce')[0]!);
  return t;
}

describe('9.3, 4.0 A Strategy card events', () => {
  it('a starred event leaves the game and gives a Star', () => {
    const s = actionScenario({ projects, hands: { SNCC: ['march-on-washington'] } });
    const t = playEvent(s, 'march-on-washington');
    expect(t.xTrack.red).toBe(x0.red.start + 1);
    expect(t.orgs.SNCC!.stars).toBe(s.orgs.SNCC!.stars + 1);
    expect(t.decks.strategyRemoved).toEqual(['march-on-washington']);
    expect(t.decks.strategyDiscard).not.toContain('march-on-washington');
  });

  it('a starred event with a lasting impact stays on the board (9.3)', () => {
    const t = playEvent(actionScenario({ projects, hands: { SNCC: ['legacy-of-charles-houston'] } }), 'legacy-of-charles-houston');
    expect(t.decks.lastingEvents).toEqual(['legacy-of-charles-houston']);
  });

  it('an ordinary event goes to the discard pile; its effect reaches the target Project', () => {
    const t = playEvent(actionScenario({ projects, hands: { SNCC: ['press-coverage-1'] } }), 'press-coverage-1', 'CORE');
    expect(t.projects.CORE!.cubes.white).toBeLessThanOrEqual(4 + 1);
    expect(t.orgs.CORE!.vpBreakdown.segCubes).toBe(2);
    expect(t.decks.strategyDiscard).toContain('press-coverage-1');
  });

  it('9.3.2.1 an event of another phase cannot be played in the Action Rounds (only for rank and colour)', () => {
    const s = actionScenario({ projects, hands: { SNCC: ['robert-moses', 'a-philip-randolph', 'wilma-rudolph'] } });
    expect(legal(s, 'event')).toEqual([]);
    expect(legal(s, 'play').map((p) => p.card).sort()).toEqual(['a-philip-randolph', 'robert-moses', 'wilma-rudolph']);
  });

  it('9.3.2.2 Special Message on Civil Rights only on Turn 2; Robert Kennedy not on Turn 1', () => {
    const on = (turn: number, card: string): number => legal(actionScenario({ projects, turn, hands: { SNCC: [card] } }), 'event').length;
    expect(on(1, 'special-message-on-civil-rights')).toBe(0);
    expect(on(2, 'special-message-on-civil-rights')).toBeGreaterThan(0);
    expect(on(3, 'special-message-on-civil-rights')).toBe(0);
    const sel = (turn: number) => {
      return passEmptyOffers(scenarioOf({ projects, turn, hands: { SNCC: ['robert-kennedy'] } }).at('phase-events', 'SNCC').state);
    };
    expect(phaseOf(sel(1))).not.toBe('select-projects');
    expect(legal(sel(2), 'event').length).toBeGreaterThan(0);
  });

  it('9.3.2.1, 9.3.2.2 a component set of the user\'s own decides by its own cards\' phases and Turns (each set has its own table)', () => {
    const components = {
      ...referenceComponents,
      name: 'turn-1 message',
      strategy: referenceComponents.strategy.map((c) => (c.id === 'special-message-on-civil-rights' ? { ...c, turns: [1] } : c)),
    };
    const on = (turn: number, custom: boolean): number =>
      legal(actionScenario({ projects, turn, hands: { SNCC: ['special-message-on-civil-rights'] }, ...(custom ? { components } : {}) }), 'event').length;
    expect(on(1, true)).toBeGreaterThan(0);
    expect(on(1, false)).toBe(0);
    expect(on(2, true)).toBe(0);
    expect(on(2, false)).toBeGreaterThan(0);
  });
});

describe('9.8 By Any Means Necessary events and 3.8.2 Non-Violence levels', () => {
  it('9.8.3 SCLC cannot use a BAMN event (but may play the card for rank and colour)', () => {
    const s = actionScenario({ projects, actor: 'SCLC', hands: { SCLC: ['the-deacons-for-defense'] } });
    expect(legal(s, 'event')).toEqual([]);
    expect(legal(s, 'play').length).toBe(1);
  });

  it('9.8.1 SNCC using a BAMN event moves to Black Leadership and adds a red cube at once', () => {
    const s = actionScenario({ projects, hands: { SNCC: ['the-deacons-for-defense'] } });
    const t = playEvent(s, 'the-deacons-for-defense');
    expect(t.orgs.SNCC!.nonViolence).toBe('black-leadership');
    expect(t.projects.SNCC!.cubes.red).toBe(7);
    expect(t.orgs.SNCC!.vpBreakdown.segCubes).toBe(3); // and the event: collect 3 white cubes
  });

  it('3.8.2 Black Power: 2 red cubes at once, every Staff Leader leaves; Black Separatism: 2 blue cubes, Protest Leaders leave', () => {
    const s = scenarioOf({ projects, hands: { CORE: ['a-bomb-for-a-bomb'] }, staff: { CORE: ['marvin-rich'] } }).nonViolence('CORE', 'black-leadership').at('action-round', 'CORE').state;
    const t = playEvent(s, 'a-bomb-for-a-bomb');
    expect(t.orgs.CORE!.nonViolence).toBe('black-power');
    expect(t.projects.CORE!.cubes.red).toBe(8);
    expect(t.orgs.CORE!.staff).toEqual([]);
    expect(t.orgs.CORE!.staffPool).toEqual([]);
    expect(t.orgs.CORE!.removedLeaders).toContain('marvin-rich');
    const u = scenarioOf({ projects, hands: { CORE: ['a-bomb-for-a-bomb'] } }).nonViolence('CORE', 'black-power').at('action-round', 'CORE').state;
    const v = playEvent(u, 'a-bomb-for-a-bomb');
    expect(v.orgs.CORE!.nonViolence).toBe('black-separatism');
    expect(v.projects.CORE!.cubes.blue).toBeGreaterThanOrEqual(4);
    expect(v.orgs.CORE!.protestLeaders).toEqual([]);
    expect(v.projects.CORE!.leaders).toEqual(['mary-hamilton']); // he finishes this Turn's Project
  });

  it('9.8.2 NAACP uses BAMN events without any level', () => {
    const t = playEvent(actionScenario({ projects, actor: 'NAACP', hands: { NAACP: ['the-deacons-for-defense'] } }), 'the-deacons-for-defense');
    expect(t.orgs.NAACP!.nonViolence).toBeNull();
    expect(t.orgs.NAACP!.vpBreakdown.segCubes).toBe(3);
  });

  it('19.0 Robert F. Williams played for the event takes over an A Project; Malcolm X needs a V Project', () => {
    const s = actionScenario({ projects, actor: 'NAACP', hands: { NAACP: ['robert-f-williams', 'malcolm-x'] } });
    expect(legal(s, 'event').map((e) => e.card)).toEqual(['robert-f-williams']);
    const t = playEvent(s, 'robert-f-williams');
    expect(t.projects.NAACP!.eventLeader).toBe('Robert F. Williams');
  });

  it('19.4 a second and third 4-rank card may join Robert F. Williams, each with its SEG Reinforcement (the event card, yellow, has none)', () => {
    let s = actionScenario({ projects, actor: 'NAACP', hands: { NAACP: ['robert-f-williams', 'summer-volunteers-1', 'mass-meeting-1'] } });
    s = play(s, eventOf('robert-f-williams'));
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'extra', card: 'summer-volunteers-1', rank: 4, color: 'red' }, { type: 'extraDone' }]);
    s = play(s, { type: 'extra', card: 'summer-volunteers-1', rank: 4, color: 'red' });
    // ruling 14.5 (issue 35): still asked while the event takes more and the hand holds a card; with no 4 left, only to go on
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'extraDone' }]);
    s = play(s, { type: 'extraDone' });
    expect(freeAtLast.view(s, null).round!.reinforce).toEqual(['red']);
    expect(s.decks.display).toEqual(['robert-f-williams', 'summer-volunteers-1']);
  });
});

describe('9.6, 9.8.1 Burn, Baby, Burn!', () => {
  it('played for rank and colour, SNCC and CORE must each discard a 4-rank card or lower their level', () => {
    let s = actionScenario({ projects, actor: 'NAACP', hands: { NAACP: ['burn-baby-burn'], SNCC: ['summer-volunteers-1', 'mass-meeting-1'], CORE: ['mass-meeting-2'] } });
    s = play(s, { type: 'play', card: 'burn-baby-burn', rank: 2, color: 'red' });
    while (stepOf(s)?.kind !== 'burn') s = freeAtLast.apply(s, freeAtLast.legalActions(s)[0]!);
    expect(stepOf(s)).toEqual({ kind: 'burn', org: 'SNCC' });
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'burnDiscard', card: 'summer-volunteers-1' }, { type: 'burnLower' }]);
    s = play(s, { type: 'burnDiscard', card: 'summer-volunteers-1' });
    expect(stepOf(s)).toEqual({ kind: 'burn', org: 'CORE' });
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'burnLower' }]);
    s = play(s, { type: 'burnLower' });
    expect(s.orgs.SNCC!.nonViolence).toBe('inter-racialism');
    expect(s.orgs.CORE!.nonViolence).toBe('black-leadership');
  });

  it('discarded, it takes place too; it cannot be held past the Turn (discarded at the End of Turn)', () => {
    const s = actionScenario({ projects: { NAACP: projects.NAACP! }, actor: 'NAACP', stars: noStars, hands: { NAACP: [], SCLC: ['burn-baby-burn'] } });
    const t = play(s, { type: 'concede' });
    expect(phaseOf(t)).toBe('end-of-turn');
    expect(stepOf(t)).toEqual({ kind: 'burn', org: 'SNCC' });
    expect(t.orgs.SCLC!.hand).toEqual([]);
    expect(t.decks.strategyDiscard).toContain('burn-baby-burn');
  });
});

describe('9.5, 10.1 Fundraisers and 4.1 A, 10.2 Stars', () => {
  const windowAt = (spec: ScenarioSpec): FreeAtLastState => passEmptyOffers(scenarioOf(spec).at('interrupt-window', spec.actor).state);

  it('the interrupt window at the start of an Action Round offers a Star for a card, fundraisers, or a pass', () => {
    const s = windowAt({ projects, stars: { ...noStars, CORE: 2 }, hands: { CORE: ['new-yorkers'] } });
    expect(stepOf(s)).toEqual({ kind: 'window', org: 'CORE' });
    expect(freeAtLast.legalActions(s)).toEqual([
      { type: 'spendStarDraw' },
      { type: 'giveFundraiser', card: 'new-yorkers', to: 'SNCC' },
      { type: 'giveFundraiser', card: 'new-yorkers', to: 'SCLC' },
      { type: 'giveFundraiser', card: 'new-yorkers', to: 'NAACP' },
      { type: 'windowPass' },
    ]);
    const t = play(s, { type: 'spendStarDraw' });
    expect(t.orgs.CORE!.stars).toBe(1);
    expect(freeAtLast.toMove(t)).toBe('chance');
  });

  it('an accepted fundraiser changes hands; the giver earns 2 Stars for a rank 3–4 card, 1 otherwise', () => {
    let s = windowAt({ projects, stars: noStars, hands: { CORE: ['new-yorkers', 'mahalia-jackson'] } });
    s = play(s, { type: 'giveFundraiser', card: 'new-yorkers', to: 'SCLC' });
    expect(stepOf(s)).toEqual({ kind: 'fundraiser', org: 'SCLC', from: 'CORE', card: 'new-yorkers' });
    s = play(s, { type: 'acceptFundraiser' });
    expect(s.orgs.SCLC!.hand).toContain('new-yorkers');
    expect(s.orgs.CORE!.stars).toBe(2);
    s = play(s, { type: 'giveFundraiser', card: 'mahalia-jackson', to: 'NAACP' }, { type: 'acceptFundraiser' });
    expect(s.orgs.CORE!.stars).toBe(3);
    // 9.5 no one gives and receives in the same Turn: CORE may not receive, SCLC may not give
    expect(legal(s, 'giveFundraiser').some((a) => a.to === 'CORE')).toBe(false);
  });

  it('a refused offer gives nothing and closes the giver\'s window', () => {
    let s = windowAt({ projects, stars: noStars, hands: { CORE: ['new-yorkers'], SNCC: ['mass-meeting-1'] } });
    s = play(s, { type: 'giveFundraiser', card: 'new-yorkers', to: 'SCLC' }, { type: 'refuseFundraiser' });
    expect(s.orgs.CORE!.hand).toContain('new-yorkers');
    expect(s.orgs.CORE!.stars).toBe(0);
    expect(stepOf(s)).toEqual({ kind: 'action', org: 'SNCC' });
  });

  it('22.15 an appeal may be filed at any time in the Turn: two cards discarded, one at a time', () => {
    const spec: ScenarioSpec = { projects, stars: noStars, hands: { CORE: ['mass-meeting-2', 'mass-meeting-3'], SNCC: ['mass-meeting-1'] } };
    // 2 of CORE's 6 red cubes removed by blue cubes are held for an appeal (15.14)
    let s = passEmptyOffers(scenarioOf({ ...spec, projects: { ...projects, CORE: { ...projects!.CORE!, red: 4 } } }).criminalHold('CORE', 2).at('interrupt-window').state);
    expect(stepOf(s)).toEqual({ kind: 'window', org: 'CORE' });
    expect(legal(s, 'appealDiscard').map((a) => a.card)).toEqual(['mass-meeting-2', 'mass-meeting-3']);
    s = play(s, { type: 'appealDiscard', card: 'mass-meeting-2' });
    expect(stepOf(s)).toEqual({ kind: 'appeal', org: 'CORE' });
    s = play(s, { type: 'appealDiscard', card: 'mass-meeting-3' });
    expect(s.orgs.CORE!.appealFiled).toBe(true);
    expect(s.decks.strategyDiscard).toEqual(expect.arrayContaining(['mass-meeting-2', 'mass-meeting-3']));
    expect(stepOf(s)).toEqual({ kind: 'action', org: 'SNCC' }); // no reinforcement, no Action Round used
  });

  it('9.7 a response card is offered in the window once its circumstance has arisen on a Project, without reinforcement', () => {
    const spec: ScenarioSpec = { projects, stars: noStars, hands: { NAACP: ['bail-fund'], SNCC: ['mass-meeting-1'] } };
    expect(stepOf(windowAt(spec))).toEqual({ kind: 'action', org: 'SNCC' });
    // 2 of CORE's 6 red cubes lost
    let s = passEmptyOffers(scenarioOf({ ...spec, projects: { ...projects, CORE: { ...projects!.CORE!, red: 4 } } }).eliminated('CORE', { red: 2 }).at('interrupt-window').state);
    expect(stepOf(s)).toEqual({ kind: 'window', org: 'NAACP' });
    expect(freeAtLast.legalActions(s)).toEqual([eventOf('bail-fund', 'CORE'), { type: 'windowPass' }]);
    s = play(s, eventOf('bail-fund', 'CORE'));
    expect(s.projects.CORE!.cubes.red).toBe(6);
    expect(s.decks.strategyDiscard).toContain('bail-fund');
    expect(stepOf(s)).toEqual({ kind: 'action', org: 'SNCC' });
  });
});

describe('6.5, 6.3 and 7.3 exceptions: staff and leader events', () => {
  it('Wyatt Tee Walker refreshes tired Staffers (6.5)', () => {
    const s = scenarioOf({ projects, hands: { SNCC: ['wyatt-tee-walker'] }, staff: { SNCC: ['julian-bond'] } }).edit((d) => void (d.orgs.SNCC!.staff[0]!.tired = true)).at('action-round').state;
    expect(playEvent(s, 'wyatt-tee-walker').orgs.SNCC!.staff).toEqual([{ id: 'julian-bond', tired: false }]);
  });

  it('Staff Hired adds a Staffer drawn from the cup, even after a hire this Turn (6.3)', () => {
    const s = scenarioOf({ projects, hands: { SNCC: ['staff-hired-1'] } }).edit((d) => void (d.orgs.SNCC!.hiredThisTurn = 1)).at('action-round').state;
    const t = playEvent(s, 'staff-hired-1');
    expect(freeAtLast.toMove(t)).toBe('chance');
    const u = play(t, { type: 'drawStaff', leader: 'marion-barry' });
    expect(u.orgs.SNCC!.staff.map((m) => m.id)).toEqual(['marion-barry']);
  });

  it('Rising to the Occasion: the Project\'s Leader returns to the pool at the end of the Turn (7.3)', () => {
    const t = playEvent(actionScenario({ projects, hands: { SNCC: ['rising-to-the-occasion'] } }), 'rising-to-the-occasion');
    const end = endTurn(passEmptyOffers(freeAtLastScenario(t).projectsSucceeded().at('end-of-turn').state));
    expect(end.orgs.SNCC!.protestLeaders).toContain('diane-nash');
    expect(end.orgs.SNCC!.removedLeaders).not.toContain('diane-nash');
  });

  it('New Project Leader (Project selection): the owner assigns an additional available Protest Leader; his Leader stays', () => {
    let t = scenarioOf({ projects, hands: { SNCC: ['new-project-leader'] } }).at('phase-events', 'SNCC').state;
    t = play(t, eventOf('new-project-leader'));
    expect(freeAtLast.legalActions(t)).toContainEqual({ type: 'assignLeader', leader: 'john-lewis' });
    t = play(t, { type: 'assignLeader', leader: 'john-lewis' });
    expect(t.projects.SNCC!.leaders).toEqual(['diane-nash', 'john-lewis']);
    expect(t.orgs.SNCC!.removedLeaders).not.toContain('diane-nash');
  });
});
