import { describe, expect, it } from 'vitest';
import { freeAtLast, type FreeAtLastChallengeId } from '../../../src/games/free-at-last/index.js';
import { legal } from '../support/scenario.js';
import { challengePhase } from './scenario.js';

/** The phase of the Turn under way, as the view reports it. */
const phaseOf = (s: Parameters<typeof freeAtLast.view>[0]) => freeAtLast.view(s, null).phase;

/*
 * 2.7, 9.12–9.14 dealing and implementing Challenge cards, driven through the public API with every
 * deal forced. Projects: 11 = S (Dollarway, 4 white 2 blue), 2 = A protest (Nashville), 21 = Marches
 * (Albany), 10 = V (Fayette County).
 */

const two = ['SNCC', 'SCLC'] as const;
const filler: FreeAtLastChallengeId[] = ['massive-resistance', 'southern-manifesto', 'filibuster'];

describe('2.7 deal Challenge cards', () => {
  it('2.7 deals 4 Challenge cards to each player, each a chance node over the deck', () => {
    const s = challengePhase({ players: [...two], projects: { SNCC: { card: 11, red: 9, white: 4, blue: 2 }, SCLC: { card: 2, red: 9, white: 6, blue: 2 } } }, {});
    expect(freeAtLast.toMove(s)).toBe('chance');
    expect(phaseOf(s)).toBe('challenges');
    expect(s.tasks.filter((t) => t.kind === 'drawChallenge')).toHaveLength(8);
    expect(freeAtLast.chanceOutcomes(s)).toHaveLength(42);
    expect(freeAtLast.chanceOutcomes(s)[0]!.probability).toBeCloseTo(1 / 42);
  });

  it('9.13 an S Challenge on an S Project is implemented at once: SEG cubes added', () => {
    let s = challengePhase(
      { players: [...two], projects: { SNCC: { card: 11, red: 9, white: 4, blue: 2 }, SCLC: { card: 2, red: 9, white: 6, blue: 2 } } },
      { SNCC: ['pupil-placement-board', 'white-mothers-picket', 'poll-tax', 'red-baiting'], SCLC: ['trespass-arrests', 'high-bail', 'expelled-students', 'informant'] },
    );
    expect(freeAtLast.toMove(s)).toBe('SNCC');
    expect(legal(s, 'challengeImplement')).toHaveLength(1);
    expect(legal(s, 'challengeWhiteCube')).toHaveLength(0);
    s = freeAtLast.apply(s, { type: 'challengeImplement' });
    expect(s.projects['SNCC']!.cubes.blue).toBe(3);
    expect(s.ext!.challenges!.discard).toContain('pupil-placement-board');
  });

  it('9.13 a Challenge that removes red cubes sends them to the eliminated cubes area', () => {
    let s = challengePhase(
      { players: [...two], projects: { SNCC: { card: 10, red: 9, white: 5, blue: 3 }, SCLC: { card: 2, red: 9, white: 6, blue: 2 } } },
      { SNCC: ['poll-tax', ...filler], SCLC: ['trespass-arrests', 'ketchup-and-mustard', 'citizens-council-boycott', 'informant'] },
    );
    s = freeAtLast.apply(s, { type: 'challengeImplement' });
    expect(s.projects['SNCC']!.cubes.red).toBe(7);
    expect(s.orgs['SNCC']!.eliminated.red).toBe(2);
  });

  it('9.13.1 a Challenge of another type: a white cube on the own Project, or given to a player with that type, who must implement it', () => {
    let s = challengePhase(
      { players: [...two], projects: { SNCC: { card: 11, red: 9, white: 4, blue: 2 }, SCLC: { card: 10, red: 9, white: 5, blue: 3 } } },
      { SNCC: ['poll-tax', 'night-riders', ...filler.slice(0, 2)], SCLC: ['registrar-closes-the-office', 'klan-rally', 'county-sheriff', 'evictions'] },
    );
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'challengeWhiteCube' }, { type: 'challengeGive', to: 'SCLC' }]);
    s = freeAtLast.apply(s, { type: 'challengeWhiteCube' });
    expect(s.projects['SNCC']!.cubes.white).toBe(5);
    expect(s.ext!.challenges!.discard).toContain('poll-tax');
    s = freeAtLast.apply(s, { type: 'challengeGive', to: 'SCLC' });
    expect(freeAtLast.toMove(s)).toBe('SCLC');
    expect(s.tasks.at(-1)).toMatchObject({ kind: 'challenge', org: 'SCLC', card: 'night-riders' });
    expect(legal(s, 'challengeWhiteCube')).toHaveLength(0);
    s = freeAtLast.apply(s, { type: 'challengeImplement' });
    expect(s.projects['SCLC']!.cubes.white).toBe(7);
  });

  it('9.13 A Challenges do not apply to Marches; only M Challenges do', () => {
    const s = challengePhase(
      { players: [...two], projects: { SNCC: { card: 21, red: 9, white: 6, blue: 4 }, SCLC: { card: 2, red: 9, white: 6, blue: 2 } } },
      { SNCC: ['trespass-arrests', 'tear-gas', ...filler.slice(0, 2)], SCLC: ['state-troopers', 'high-bail', 'informant', 'bombing'] },
    );
    // the A Challenge cannot go on the March; it can go to SCLC's A Project
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'challengeWhiteCube' }, { type: 'challengeGive', to: 'SCLC' }]);
    let t = freeAtLast.apply(s, { type: 'challengeGive', to: 'SCLC' });
    expect(legal(t, 'challengeImplement')).toHaveLength(1); // the M Challenge applies to the March
    t = freeAtLast.apply(t, { type: 'challengeImplement' });
    expect(t.ext!.challenges!.inPlay).toContainEqual({ card: 'tear-gas', org: 'SNCC', added: { white: 0, blue: 0 } });
    // SCLC's A Project: trespass arrests first (given to it), and the M Challenge cannot go there
    expect(t.tasks.at(-1)).toMatchObject({ org: 'SCLC', card: 'trespass-arrests' });
    t = freeAtLast.apply(t, { type: 'challengeImplement' });
    expect(t.tasks.at(-1)).toMatchObject({ org: 'SCLC', card: 'state-troopers' });
    expect(freeAtLast.legalActions(t)).toEqual([{ type: 'challengeWhiteCube' }, { type: 'challengeGive', to: 'SNCC' }]);
  });

  it('9.13.2 an ANY Challenge goes on the own Project whatever its type', () => {
    let s = challengePhase(
      { players: [...two], projects: { SNCC: { card: 10, red: 9, white: 5, blue: 3 }, SCLC: { card: 2, red: 9, white: 6, blue: 2 } } },
      { SNCC: ['bombing', ...filler], SCLC: ['trespass-arrests', 'high-bail', 'informant', 'red-baiting'] },
    );
    expect(legal(s, 'challengeImplement')).toHaveLength(1);
    s = freeAtLast.apply(s, { type: 'challengeImplement' });
    expect(s.projects['SNCC']!.cubes).toMatchObject({ red: 7, white: 6 });
  });

  it('9.14 an ALL Challenge that moves X is implemented at once and discarded; the others are implemented last, on every Project', () => {
    let s = challengePhase(
      { players: [...two], projects: { SNCC: { card: 10, red: 9, white: 5, blue: 3 }, SCLC: { card: 2, red: 9, white: 6, blue: 2 } } },
      { SNCC: ['white-backlash', 'massive-resistance', 'filibuster', 'bombing'], SCLC: ['movement-fatigue', 'police-brutality', 'trespass-arrests', 'informant'] },
    );
    const start = freeAtLast.setup({ chance: 'manual' }, 1).xTrack;
    // 3.6.3 white and blue X right, red X left — at the deal, before any Project Challenge
    expect(s.xTrack).toEqual({ red: start.red - 1, white: start.white + 1, blue: start.blue + 1 });
    expect(s.ext!.challenges!.discard).toEqual(expect.arrayContaining(['white-backlash', 'movement-fatigue', 'police-brutality']));
    expect(s.ext!.challenges!.byBoard).toEqual(['massive-resistance', 'filibuster']);
    s = freeAtLast.apply(s, { type: 'challengeImplement' }); // bombing on SNCC
    s = freeAtLast.apply(s, { type: 'challengeImplement' }); // trespass arrests on SCLC
    expect(s.projects['SCLC']!.cubes.white).toBe(6);
    s = freeAtLast.apply(s, { type: 'challengeImplement' }); // informant on SCLC: the last Project Challenge
    // then the ALL Challenges: Massive Resistance on every Project, the Filibuster stays in effect
    expect(s.projects['SNCC']!.cubes.white).toBe(5 + 1 + 1);
    expect(s.projects['SCLC']!.cubes.white).toBe(6 + 1 + 1);
    expect(s.ext!.challenges!.inPlay).toContainEqual({ card: 'filibuster', org: null, added: { white: 0, blue: 0 } });
    expect(phaseOf(s)).toBe('legislation');
  });

  it('9.15, 9.3.2.1 B The Freedom Singers in the Challenge Card Phase cancel the ALL Challenges before they are implemented', () => {
    let s = challengePhase(
      { players: [...two], hands: { SCLC: ['the-freedom-singers'] }, projects: { SNCC: { card: 10, red: 9, white: 5, blue: 3 }, SCLC: { card: 2, red: 9, white: 6, blue: 2 } } },
      { SNCC: ['massive-resistance', 'filibuster', 'southern-manifesto', 'bombing'], SCLC: ['trespass-arrests', 'high-bail', 'informant', 'red-baiting'] },
    );
    for (let i = 0; i < 5; i++) s = freeAtLast.apply(s, { type: 'challengeImplement' });
    expect(freeAtLast.toMove(s)).toBe('SCLC');
    expect(legal(s, 'event')).toEqual([{ type: 'event', card: 'the-freedom-singers', target: null, law: null }]);
    const white = s.projects['SNCC']!.cubes.white;
    s = freeAtLast.apply(s, { type: 'event', card: 'the-freedom-singers', target: null, law: null });
    expect(s.ext!.challenges!.byBoard).toEqual([]);
    expect(s.ext!.challenges!.discard).toEqual(expect.arrayContaining(['massive-resistance', 'filibuster', 'southern-manifesto']));
    // nothing more to play: the window closes and the Legislation phase follows
    expect(phaseOf(s)).toBe('legislation');
    expect(s.projects['SNCC']!.cubes.white).toBe(white);
  });
});
