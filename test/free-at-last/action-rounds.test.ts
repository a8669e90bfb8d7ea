import { describe, expect, it } from 'vitest';
import { IllegalActionError, InvalidActionError } from '../../src/core/errors.js';
import { freeAtLast, type FreeAtLastState } from '../../src/games/free-at-last/index.js';
import { actionScenario, legal, play, scenarioOf, stepOf, resolutionOf, passEmptyOffers } from './support/scenario.js';
import { build } from './support/build.js';

/** The phase of the Turn under way, as the view reports it. */
const phaseOf = (s: Parameters<typeof freeAtLast.view>[0]) => freeAtLast.view(s, null).phase;

/** SNCC on Project 1 (A, NC), CORE on 12 (A, GA), SCLC on 11 (S, AR, already past the school board). */
const projects = {
  SNCC: { card: 1, red: 6, white: 5, blue: 1 },
  CORE: { card: 12, red: 6, white: 6, blue: 2 },
  SCLC: { card: 11, red: 6, white: 4, blue: 0, stage: 'school-year' as const },
};

describe('13.2 SEG Reinforcements', () => {
  it('a blue card adds a blue cube to a Project of the player\'s choice that still has blue cubes', () => {
    let s = actionScenario({ projects, hands: { SNCC: ['report-to-the-american-people'] } });
    s = play(s, { type: 'event', card: 'report-to-the-american-people', target: null, law: null });
    expect(stepOf(s)).toEqual({ kind: 'reinforce', org: 'SNCC', color: 'blue' });
    expect(legal(s, 'reinforce').map((a) => a.target)).toEqual(['SNCC', 'CORE']);
    const supply = s.supply.blue;
    s = play(s, { type: 'reinforce', target: 'CORE' });
    expect(s.projects.CORE!.cubes.blue).toBe(3);
    expect(s.supply.blue).toBe(supply - 1);
  });

  it('a red card removes a red cube from any Project to its owner\'s eliminated cubes area', () => {
    let s = actionScenario({ projects, hands: { SNCC: ['nonviolent-discipline'] } });
    s = play(s, { type: 'event', card: 'nonviolent-discipline', target: null, law: null }, { type: 'reinforce', target: 'SCLC' });
    expect(s.projects.SCLC!.cubes.red).toBe(5);
    expect(s.orgs.SCLC!.eliminated.red).toBe(1);
  });

  it('a single eligible Project takes it without a question; none eligible: no reinforcement', () => {
    const one = { SNCC: { card: 1, red: 6, white: 5, blue: 1 }, CORE: { card: 12, red: 6, white: 0, blue: 2 } };
    let s = actionScenario({ projects: one, hands: { SNCC: ['citizens-council-backlash'] } });
    s = play(s, { type: 'event', card: 'citizens-council-backlash', target: null, law: null });
    expect(s.projects.SNCC!.cubes.white).toBe(6);
    const none = { SNCC: { card: 1, red: 6, white: 0, blue: 1 } };
    let t = actionScenario({ projects: none, hands: { SNCC: ['citizens-council-backlash'] } });
    const before = t.projects.SNCC!.cubes;
    t = play(t, { type: 'event', card: 'citizens-council-backlash', target: null, law: null });
    expect(t.projects.SNCC!.cubes).toEqual(before);
  });

  it('one reinforcement per card played: Picketing with two cards makes two', () => {
    let s = actionScenario({ projects, hands: { SNCC: ['picket-line-1', 'picket-line-3'] } });
    s = play(s, { type: 'play', card: 'picket-line-1', rank: 2, color: 'red' });
    expect(legal(s, 'mode').map((m) => m.mode).sort()).toEqual(['picket', 'protest']);
    s = play(s, { type: 'mode', mode: 'picket' });
    expect(legal(s, 'extra')).toEqual([{ type: 'extra', card: 'picket-line-3', rank: 2, color: 'white' }]);
    s = play(s, { type: 'extra', card: 'picket-line-3', rank: 2, color: 'white' });
    expect(stepOf(s)).toEqual({ kind: 'reinforce', org: 'SNCC', color: 'red' });
    s = play(s, { type: 'reinforce', target: 'CORE' }, { type: 'reinforce', target: 'CORE' });
    expect(s.projects.CORE!.cubes.white).toBe(7);
    expect(s.decks.display).toEqual(['picket-line-1', 'picket-line-3']);
    // 10.x the owner's window before the dice (he has a Star), then 13.3 the project rules take over
    expect(stepOf(s)).toEqual({ kind: 'window', org: 'SNCC' });
    expect(resolutionOf(s)).toBeNull();
    s = play(s, { type: 'windowPass' });
    expect(resolutionOf(s)?.mode).toBe('picket');
  });
});

describe('9.4 Hand management and passing', () => {
  it('no pass while holding the Home Card', () => {
    const s = actionScenario({ projects, home: true, hands: { SNCC: [] }, staff: { SNCC: ['julian-bond'] } });
    expect(legal(s, 'pass')).toEqual([]);
  });

  it('no pass with more cards than Staffers; a pass once the Staff could hold them', () => {
    const over = actionScenario({ projects, hands: { SNCC: ['mass-meeting-1', 'mass-meeting-2'] }, staff: { SNCC: ['julian-bond'] } });
    expect(legal(over, 'pass')).toEqual([]);
    const ok = actionScenario({ projects, hands: { SNCC: ['mass-meeting-1'] }, staff: { SNCC: ['julian-bond'] } });
    expect(legal(ok, 'pass')).toEqual([{ type: 'pass' }]);
    const t = play(ok, { type: 'pass' });
    expect(t.orgs.SNCC!.passed).toBe(true);
  });

  it('with no available action and no pass, the player must discard', () => {
    // NAACP has no Project and holds only an End of Turn event
    const s = actionScenario({ projects, actor: 'NAACP', hands: { NAACP: ['wilma-rudolph'] } });
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'discard', card: 'wilma-rudolph' }]);
    const t = play(s, { type: 'discard', card: 'wilma-rudolph' });
    expect(t.decks.strategyDiscard).toContain('wilma-rudolph');
  });

  it('ruling: once every seat has passed in a row, an owner of an active Project may no longer pass', () => {
    const staff = { SNCC: ['julian-bond'], CORE: ['marvin-rich'], SCLC: ['ella-baker'] };
    const s = actionScenario({ projects, staff, hands: { SNCC: ['mass-meeting-1'], CORE: ['mass-meeting-2'], SCLC: ['mass-meeting-3'] }, stars: { SNCC: 0, CORE: 0, SCLC: 0, NAACP: 0 } });
    expect(legal(s, 'pass').length).toBeGreaterThan(0);
    const t = play(s, { type: 'pass' }, { type: 'pass' }, { type: 'pass' });
    expect(stepOf(t)).toEqual({ kind: 'action', org: 'SNCC' });
    expect(legal(t, 'pass')).toEqual([]);
    expect(legal(t, 'play').length).toBeGreaterThan(0);
  });
});

describe('15.17.1 Incomplete Project', () => {
  it('an owner with no cards and no Star to draw one fails his Project: a Failure Marker, cubes to the supply', () => {
    const s = actionScenario({ projects, stars: { CORE: 0 }, hands: { SNCC: ['mass-meeting-1'] } });
    let t = play(s, { type: 'play', card: 'mass-meeting-1', rank: 1, color: 'blue' });
    while (phaseOf(t) === 'action-rounds' && stepOf(t)?.org !== 'CORE' && t.projects.CORE!.outcome === 'active') {
      t = freeAtLast.apply(t, freeAtLast.legalActions(t)[0]!);
    }
    expect(t.projects.CORE!.outcome).toBe('failure');
    expect(t.orgs.CORE!.failures).toBe(1);
  });

  it('with a Star, he may spend it to draw a card or give up the Project', () => {
    const s = actionScenario({ projects, actor: 'CORE', stars: { CORE: 1 } });
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'spendStarDraw' }, { type: 'concede' }]);
    const t = play(s, { type: 'spendStarDraw' });
    expect(freeAtLast.toMove(t)).toBe('chance');
    expect(t.orgs.CORE!.stars).toBe(0);
    const u = play(s, { type: 'concede' });
    expect(u.projects.CORE!.outcome).toBe('failure');
  });

  it('without a Star he cannot draw: giving up the Project is his only choice, and it applies', () => {
    const s = build({ players: ['SNCC', 'CORE'] }).project('SNCC', { card: 2 }).stars('SNCC', 0).at('action-round').state;
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'concede' }]);
    expect(() => freeAtLast.apply(s, { type: 'spendStarDraw' })).toThrow(IllegalActionError);
    expect(freeAtLast.apply(s, { type: 'concede' }).orgs.SNCC!.failures).toBe(1);
  });
});

describe('10.4 Pre-emptive Action Rounds', () => {
  const afterRound = (hands: Record<string, string[]>, actionRound: number): FreeAtLastState =>
    passEmptyOffers(scenarioOf({ projects, hands, actionRound, stars: { SNCC: 0, CORE: 0, SCLC: 0, NAACP: 0 } }).at('preempt-offer').state);

  it('from Action Round 2, the player with strictly the most cards may interrupt', () => {
    const s = afterRound({ SNCC: ['mass-meeting-1'], CORE: ['mass-meeting-2', 'mass-meeting-3', 'mass-meeting-4'], SCLC: ['freedom-songs-1'] }, 2);
    expect(stepOf(s)).toEqual({ kind: 'preempt', org: 'CORE' });
    let t = play(s, { type: 'preempt' });
    expect(stepOf(t)).toEqual({ kind: 'action', org: 'CORE' });
    expect(legal(t, 'pass')).toEqual([]);
    t = play(t, { type: 'play', card: 'mass-meeting-2', rank: 1, color: 'blue' });
    expect(freeAtLast.view(t, null).round).toMatchObject({ org: 'CORE', preemptive: true });
  });

  it('not in Action Round 1, and not when two players tie for the most cards', () => {
    expect(stepOf(afterRound({ CORE: ['mass-meeting-2', 'mass-meeting-3'] }, 1))?.kind).toBe('action');
    expect(stepOf(afterRound({ CORE: ['mass-meeting-2', 'mass-meeting-3'], SCLC: ['freedom-songs-1', 'freedom-songs-2'] }, 2))?.kind).toBe('action');
  });

  it('declining leaves the Turn order as it was', () => {
    const s = afterRound({ SNCC: ['mass-meeting-1'], CORE: ['mass-meeting-2', 'mass-meeting-3', 'mass-meeting-4'] }, 2);
    const t = play(s, { type: 'declinePreempt' });
    expect(stepOf(t)).toEqual({ kind: 'action', org: 'SNCC' });
  });
});

describe('2.9 the Turn ends when every Project is complete', () => {
  it('moves to the End of Turn as soon as no Project is active', () => {
    const s = actionScenario({ projects: { SNCC: projects.SNCC }, hands: { SNCC: [] }, stars: { SNCC: 0 } });
    const t = play(s, { type: 'concede' });
    expect(phaseOf(t)).not.toBe('action-rounds');
  });
});

describe('rejected actions carry the reason and the rule', () => {
  it('passing with the Home Card in hand is illegal under 9.4; malformed input is an InvalidActionError', () => {
    const s = actionScenario({ projects, home: true });
    expect(() => freeAtLast.apply(s, { type: 'pass' })).toThrow(IllegalActionError);
    try {
      freeAtLast.apply(s, { type: 'pass' });
    } catch (e) {
      expect((e as IllegalActionError).rule).toBe('9.4');
    }
    expect(() => freeAtLast.apply(s, { type: 'play', card: 'home', rank: 7, color: 'red' })).toThrow(InvalidActionError);
  });

  it('SCLC playing a BAMN event is illegal under 9.8.3', () => {
    const s = actionScenario({ projects, actor: 'SCLC', hands: { SCLC: ['the-deacons-for-defense'] } });
    expect(() => freeAtLast.apply(s, { type: 'event', card: 'the-deacons-for-defense', target: null, law: null })).toThrow(/9\.8\.3/);
  });

  it('a rejected action leaves the state unchanged', () => {
    const s = actionScenario({ projects, home: true });
    const before = JSON.stringify(s);
    expect(() => freeAtLast.apply(s, { type: 'pass' })).toThrow();
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('10.4 repeated pre-emptive Action Rounds and 9.4 passes in a row', () => {
  it('after a pre-emptive Action Round the player is asked again while he still has the most cards', () => {
    const hands = { SNCC: ['mass-meeting-1'], CORE: ['mass-meeting-2', 'mass-meeting-3', 'mass-meeting-4', 'freedom-songs-1'] };
    let s = scenarioOf({ projects, hands, actionRound: 2, stars: { SNCC: 0, CORE: 0, SCLC: 0, NAACP: 0 } }).at('preempt-offer').state;
    s = play(s, { type: 'preempt' }, { type: 'event', card: 'mass-meeting-2', target: null, law: null });
    while (stepOf(s)?.kind === 'reinforce') s = play(s, legal(s, 'reinforce')[0]!);
    expect(stepOf(s)).toEqual({ kind: 'preempt', org: 'CORE' });
    s = play(s, { type: 'declinePreempt' });
    expect(stepOf(s)).toEqual({ kind: 'action', org: 'SNCC' });
  });

  it('when every seat has passed in a row, the deadlock ruling takes effect', () => {
    const staff = { SNCC: ['julian-bond'], CORE: ['marvin-rich'], SCLC: ['ella-baker'], NAACP: ['roy-wilkins'] };
    let s = actionScenario({ projects, staff, hands: { SNCC: ['mass-meeting-1'], CORE: ['mass-meeting-2'], SCLC: ['mass-meeting-3'], NAACP: ['mass-meeting-4'] }, stars: { SNCC: 0, CORE: 0, SCLC: 0, NAACP: 0 } });
    s = play(s, { type: 'pass' }, { type: 'pass' });
    expect(legal(s, 'pass').length).toBeGreaterThan(0); // not yet: SCLC may pass
    // SCLC passes; NAACP, with no Project and nothing to play, passes without being asked
    s = play(s, { type: 'pass' });
    expect(s.orgs.NAACP!.passed).toBe(true);
    expect(stepOf(s)).toEqual({ kind: 'action', org: 'SNCC' });
    expect(legal(s, 'pass')).toEqual([]);
  });
});

describe('13.3 the project action, then the Action Round closes', () => {
  it('the project rules resolve the action; the display goes to the discard pile and the next seat plays', () => {
    let s = actionScenario({ projects, hands: { SNCC: ['mass-meeting-1'], CORE: ['mass-meeting-2'] }, stars: { SNCC: 0, CORE: 0, SCLC: 0, NAACP: 0 } });
    s = play(s, { type: 'play', card: 'mass-meeting-1', rank: 1, color: 'blue' });
    if (stepOf(s)?.kind === 'mode') s = play(s, { type: 'mode', mode: 'protest' });
    if (stepOf(s)?.kind === 'reinforce') s = play(s, { type: 'reinforce', target: 'SNCC' });
    expect(resolutionOf(s)?.org).toBe('SNCC');
    let guard = 0;
    while (resolutionOf(s) !== null && guard++ < 100) {
      const outs = freeAtLast.toMove(s) === 'chance' ? freeAtLast.chanceOutcomes(s).map((o) => o.outcome) : freeAtLast.legalActions(s);
      // dice: the first face listed; decisions: the first choice
      s = freeAtLast.apply(s, outs[0]!);
    }
    s = passEmptyOffers(s);
    expect(resolutionOf(s)).toBeNull();
    expect(s.decks.display).toEqual([]);
    expect(s.decks.strategyDiscard).toContain('mass-meeting-1');
    expect(s.projects.SNCC!.protests).toBeGreaterThanOrEqual(1);
    expect(stepOf(s)).toEqual({ kind: 'action', org: 'CORE' });
  });
});

describe('9.3.3 the Home Card', () => {
  it('is played as any rank and any colour the player chooses', () => {
    const s = actionScenario({ projects, home: true });
    const home = legal(s, 'play').filter((a) => a.card === 'home');
    expect(home.length).toBe(12);
    const t = play(s, { type: 'play', card: 'home', rank: 3, color: 'white' });
    expect(t.orgs.SNCC!.homeCardInHand).toBe(false);
    expect(freeAtLast.view(t, null).round!.cards).toEqual([{ id: 'home', rank: 3, color: 'white' }]);
    expect(t.decks.display).toEqual([]); // it is not a Strategy card: it never goes to the discard pile
  });
});
