import { describe, expect, it } from 'vitest';
import { freeAtLast, type FreeAtLastChallengeId } from '../../../src/games/free-at-last/index.js';
import { freeAtLastScenario } from '../../../src/games/free-at-last/words/index.js';
import { legal, type ScenarioSpec, resolutionOf } from '../support/scenario.js';
import { advancedScenario, atWindow, challengePhase, withInPlay } from './scenario.js';

/*
 * 4.1 C, 9.15 cancelling Challenges (2 Stars, 1 Star each from two players, SCLC's 1 Star, and in
 * the interrupt window of the Action Rounds); 9.15.1 cancelled M Challenges; lasting Challenges in
 * the Action Rounds (9.13); 4.2 B failed Challenges and 9.16 the End of Turn.
 */

const projects = { SNCC: { card: 2, red: 9, white: 6, blue: 2 }, SCLC: { card: 10, red: 9, white: 5, blue: 3 } };
const dealt: Record<'SNCC' | 'SCLC', FreeAtLastChallengeId[]> = { SNCC: ['trespass-arrests', 'hooligans-return', 'informant', 'red-baiting'], SCLC: ['poll-tax', 'night-riders', 'evictions', 'bombing'] };

describe('4.1 C, 9.15 cancelling a dealt Challenge', () => {
  it('4.1 C 2 Stars cancel it before it is implemented: the card goes to the discard pile', () => {
    let s = challengePhase({ players: ['SNCC', 'SCLC'], stars: { SNCC: 2 }, projects }, dealt);
    expect(legal(s, 'challengeCancel')).toEqual([{ type: 'challengeCancel', card: 'trespass-arrests', pay: 'two-stars' }]);
    s = freeAtLast.apply(s, { type: 'challengeCancel', card: 'trespass-arrests', pay: 'two-stars' });
    expect(s.orgs['SNCC']!.stars).toBe(0);
    expect(s.projects['SNCC']!.cubes.blue).toBe(2);
    expect(s.ext!.challenges!.discard).toEqual(['trespass-arrests']);
    expect(legal(s, 'challengeCancel')).toEqual([]);
  });

  it('4.1 C two players agree to pay 1 Star each; a refusal returns the decision and that player is not asked again', () => {
    const s = challengePhase({ players: ['SNCC', 'SCLC'], stars: { SNCC: 1, SCLC: 1 }, projects }, dealt);
    expect(legal(s, 'challengeShare')).toEqual([{ type: 'challengeShare', card: 'trespass-arrests', with: 'SCLC' }]);
    const asked = freeAtLast.apply(s, { type: 'challengeShare', card: 'trespass-arrests', with: 'SCLC' });
    expect(freeAtLast.toMove(asked)).toBe('SCLC');
    const yes = freeAtLast.apply(asked, { type: 'challengeShareAccept' });
    expect([yes.orgs['SNCC']!.stars, yes.orgs['SCLC']!.stars]).toEqual([0, 0]);
    expect(yes.ext!.challenges!.discard).toEqual(['trespass-arrests']);
    expect(yes.tasks.at(-1)).toMatchObject({ org: 'SNCC', card: 'hooligans-return' });
    const no = freeAtLast.apply(asked, { type: 'challengeShareRefuse' });
    expect(freeAtLast.toMove(no)).toBe('SNCC');
    expect(no.orgs['SCLC']!.stars).toBe(1);
    expect(no.tasks.at(-1)).toMatchObject({ kind: 'challenge', card: 'trespass-arrests', asked: ['SCLC'] });
    expect(legal(no, 'challengeShare')).toEqual([]);
  });

  it('3.8.1 SCLC cancels a Challenge on its own Project with 1 Star', () => {
    let s = challengePhase({ players: ['SNCC', 'SCLC'], stars: { SNCC: 0, SCLC: 1 }, projects }, dealt);
    s = freeAtLast.apply(s, { type: 'challengeImplement' });
    s = freeAtLast.apply(s, { type: 'challengeImplement' });
    s = freeAtLast.apply(s, { type: 'challengeImplement' });
    s = freeAtLast.apply(s, { type: 'challengeImplement' });
    expect(freeAtLast.toMove(s)).toBe('SCLC');
    expect(legal(s, 'challengeCancel')).toEqual([{ type: 'challengeCancel', card: 'poll-tax', pay: 'sclc-one-star' }]);
    s = freeAtLast.apply(s, { type: 'challengeCancel', card: 'poll-tax', pay: 'sclc-one-star' });
    expect(s.orgs['SCLC']!.stars).toBe(0);
    expect(s.projects['SCLC']!.cubes.red).toBe(9);
  });
});

describe('9.15 cancelling a Challenge in effect during the Action Rounds', () => {
  it('9.15.1 a cancelled M Challenge takes its SEG cubes back to the supply, without VPs and outside demoralization', () => {
    let s = atWindow({
      players: ['SNCC', 'SCLC'],
      stars: { SNCC: 2, SCLC: 0 },
      hands: { SNCC: ['freedom-songs-3'] },
      projects: { SNCC: { card: 21, red: 9, white: 6, blue: 6 } },
      inPlay: [{ card: 'state-troopers', org: 'SNCC', added: { white: 0, blue: 2 } }],
    });
    expect(freeAtLast.toMove(s)).toBe('SNCC');
    expect(legal(s, 'challengeCancel')).toEqual([{ type: 'challengeCancel', card: 'state-troopers', pay: 'two-stars' }]);
    const supply = s.supply.blue;
    s = freeAtLast.apply(s, { type: 'challengeCancel', card: 'state-troopers', pay: 'two-stars' });
    expect(s.projects['SNCC']!.cubes.blue).toBe(4);
    expect(s.supply.blue).toBe(supply + 2);
    expect(s.orgs['SNCC']!.vp).toBe(0);
    expect(s.orgs['SNCC']!.eliminated.blue).toBe(0);
    expect(s.ext!.challenges!.inPlay).toEqual([]);
    expect(s.ext!.challenges!.discard).toEqual(['state-troopers']);
  });

  it('4.1 C any player may cancel a Challenge in effect on another Project with 2 Stars; SCLC pays 1 only on its own', () => {
    const spec = (sclcStars: number): ScenarioSpec => ({
      players: ['SNCC', 'SCLC'],
      stars: { SNCC: 0, SCLC: sclcStars },
      hands: { SNCC: ['freedom-songs-3'] },
      projects: { SNCC: { card: 2, red: 9, white: 6, blue: 2 } },
      inPlay: [{ card: 'high-bail', org: 'SNCC', added: { white: 0, blue: 0 } }],
    });
    let s = atWindow(spec(1));
    // SNCC has no Star; SCLC's one Star is not enough on another player's Project (it may still draw with it)
    expect(freeAtLast.toMove(s)).toBe('SCLC');
    expect(legal(s, 'challengeCancel')).toEqual([]);
    expect(legal(s, 'challengeShare')).toEqual([]);
    s = atWindow(spec(2));
    expect(freeAtLast.toMove(s)).toBe('SCLC');
    expect(legal(s, 'challengeCancel')).toEqual([{ type: 'challengeCancel', card: 'high-bail', pay: 'two-stars' }]);
  });
});

describe('9.13 lasting Challenges in the Action Rounds', () => {
  it('9.13 a lasting Challenge acts when its circumstance arises: before the dice of each action on the Project', () => {
    let s = advancedScenario({ players: ['SNCC', 'SCLC'], hands: { SNCC: ['freedom-songs-3'] }, projects: { SNCC: { card: 2, red: 9, white: 6, blue: 2 } } });
    s = withInPlay(s, [
      { card: 'high-bail', org: 'SNCC', added: { white: 0, blue: 0 } },
      { card: 'filibuster', org: null, added: { white: 0, blue: 0 } },
    ]);
    let r = freeAtLast.step(s, { type: 'play', card: 'freedom-songs-3', rank: 1, color: 'white' });
    const events = [...r.events];
    // ruling 13.3 (issue 35): the action is asked even when the hand left allows only one
    expect(freeAtLast.legalActions(r.state)).toEqual([{ type: 'mode', mode: 'protest' }]);
    r = freeAtLast.step(r.state, { type: 'mode', mode: 'protest' });
    events.push(...r.events);
    // the owner's window before the dice (he could still cancel them there): pass it
    while (legal(r.state, 'windowPass').length > 0) {
      r = freeAtLast.step(r.state, { type: 'windowPass' });
      events.push(...r.events);
    }
    // the white SEG Reinforcement (13.2), then High Bail takes a red cube and the Filibuster adds a white one
    expect(r.state.projects['SNCC']!.cubes).toMatchObject({ red: 8, white: 8 });
    expect(r.state.orgs['SNCC']!.eliminated.red).toBe(1);
    expect(events.filter((e) => e.type === 'challengeImplemented').map((e) => e['card'])).toEqual(['high-bail', 'filibuster']);
    expect(resolutionOf(r.state)).not.toBeNull(); // the Protest itself follows
  });
});

describe('4.2 B, 9.16 the End of Turn', () => {
  it('4.2 B a Challenge failed with its Project gives a Failure Marker; 9.16 every Challenge card goes to the discard pile', () => {
    let s = advancedScenario({ players: ['SNCC', 'SCLC'], projects: { SNCC: { card: 2, red: 0, white: 6, blue: 2 }, SCLC: { card: 10, red: 3, white: 5, blue: 3 } } });
    s = withInPlay(s, [
      { card: 'expelled-students', org: 'SNCC', added: { white: 0, blue: 0 } },
      { card: 'county-sheriff', org: 'SCLC', added: { white: 0, blue: 0 } },
      { card: 'filibuster', org: null, added: { white: 0, blue: 0 } },
    ]);
    const done = (o: 'SNCC' | 'SCLC', outcome: 'success' | 'failure') => ({ ...s.projects[o]!, stage: 'done' as const, outcome });
    s = { ...s, orgs: { ...s.orgs, SNCC: { ...s.orgs['SNCC']!, failures: 1 } }, projects: { SNCC: done('SNCC', 'failure'), SCLC: done('SCLC', 'success') } };
    // the Action Rounds go on with every Project complete: the Turn ends (20.0)
    const r = freeAtLastScenario(s).at('beforeAction').state;
    expect(r.turn).toBe(2);
    expect(r.orgs['SNCC']!.failures).toBe(2);
    expect(r.orgs['SCLC']!.failures).toBe(0);
    expect(r.ext!.challenges!.inPlay).toEqual([]);
    expect(r.ext!.challenges!.discard).toEqual(expect.arrayContaining(['expelled-students', 'county-sheriff', 'filibuster']));
  });
});
