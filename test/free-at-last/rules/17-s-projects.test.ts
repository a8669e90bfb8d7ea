import { describe, expect, it } from 'vitest';
import { eventsOf, go, hitsBy, offered, offeredBeforeDice, plainCard, roll, rollsFor, see, snccOn } from './support/drive.js';

/*
 * S Projects (17.x) through the public API, on Project 11, Dollarway School Desegregation (AR):
 * Thomas Dove, a Civil Rights Local Figure activated by a red card (rolls twice), and the Dollarway
 * School Board, a SEG Local Figure activated by a blue card (adds a blue cube). White cards activate
 * neither; each adds a white cube as a SEG Reinforcement.
 */

const white = plainCard(1, 'white');
const white2 = plainCard(1, 'white', 1);
const blue = plainCard(1, 'blue');

describe('17.1 the two stages of an S Project', () => {
  it('17.1, 14.2 first the school board: the exam is red cubes against blue cubes only; then the school year, by Advance and Survive', () => {
    let run = snccOn({ card: 11, red: 9, white: 4, blue: 2, stage: 'exam' }, [white, white2]);
    const played = go(run, { type: 'play', card: white });
    expect(offered(played.state, { type: 'mode', mode: 'exam' }) && offered(played.state, { type: 'mode', mode: 'injunction' })).toBe(true);
    expect(offered(played.state, { type: 'mode', mode: 'advance' })).toBe(false);
    run = go(played, { type: 'mode', mode: 'exam' }, roll('red', 2), roll('blue', 1));
    expect(rollsFor(run, 'white-cubes')).toEqual([]);
    expect(hitsBy(run, 'blue')).toEqual([3]);
    expect(see(run.state).projects.SNCC!.stage).toBe('school-year'); // 5 red hits collected both blue cubes
    run = go(run, { type: 'play', card: white2 }, roll('red', 0));
    expect(eventsOf(run, 'projectAction').map((e) => e['mode'])).toEqual(['exam', 'advance']);
  });
});

describe('17.3 Seeking an Injunction', () => {
  it('can be done only once per Project', () => {
    let run = snccOn({ card: 11, red: 9, white: 4, blue: 3, stage: 'exam' }, [white, white2]);
    run = go(run, { type: 'play', card: white }, { type: 'mode', mode: 'injunction' }, roll('red', 0), roll('blue', 3), { type: 'play', card: white2 });
    expect(eventsOf(run, 'litigation').map((e) => e['result'])).toEqual(['lost']); // no appeal taken
    expect(see(run.state).projects.SNCC!.cubes.blue).toBe(2);
    expect(offered(run.state, { type: 'mode', mode: 'injunction' })).toBe(false);
  });
});

describe('17.5 Local Figures at the pupil placement exam', () => {
  it('a SEG Local Figure activated by the card played acts before the dice: the Dollarway School Board adds a blue cube', () => {
    const run = go(snccOn({ card: 11, red: 9, white: 4, blue: 2, stage: 'exam' }, [blue]), { type: 'play', card: blue }, { type: 'mode', mode: 'exam' }, roll('red', 0), roll('blue', 1));
    expect(eventsOf(run, 'localFigure').map((e) => e['name'])).toEqual(['Dollarway School Board']);
    expect(hitsBy(run, 'blue')).toEqual([4 + 1]); // 2 + 1 reinforcement + 1 by the School Board, then the die
  });
});

describe('17.15 Tally Victory Points in stage 2', () => {
  it('1 VP per white cube collected when the school year is passed; 17.16 and 1 VP per red cube remaining', () => {
    const run = go(snccOn({ card: 11, red: 9, white: 3, blue: 0, stage: 'school-year' }, [white]), { type: 'play', card: white }, roll('red', 0), roll('white', 0));
    const vp = see(run.state).orgs.SNCC!.vpBreakdown;
    expect(vp.segCubes).toBe(4); // 4 white cubes (the reinforcement)
    expect(vp.redCubes).toBe(8); // 3 advanced, 1 removed
  });
});

describe('17.17 Failed S Project', () => {
  it('the last red cube removed: a Failure Marker, and no SEG cube collected in that Action Round scores', () => {
    const run = go(snccOn({ card: 11, red: 2, white: 4, blue: 2, stage: 'exam' }, [white]), { type: 'play', card: white }, { type: 'mode', mode: 'exam' }, roll('red', 1), roll('blue', 1));
    expect(hitsBy(run, 'red')).toEqual([1]);
    expect(eventsOf(run, 'projectFailure')).toHaveLength(1);
    expect(see(run.state).orgs.SNCC!.failures).toBe(1);
    expect(see(run.state).orgs.SNCC!.vp).toBe(0);
  });

  it('17.17.1 Incomplete Project: no card and no Star to draw one fails the Project', () => {
    const run = snccOn({ card: 11, red: 9, white: 4, blue: 2, stage: 'exam' }, [], (b) => b.stars('SNCC', 0));
    expect(see(run.state).orgs.SNCC!.failures).toBe(1);
  });
});

describe('17.19 Committing a Staffer in an S Project', () => {
  it('is offered for the pupil placement exam, not for Litigation', () => {
    const run = snccOn({ card: 11, red: 9, white: 4, blue: 2, stage: 'exam' }, [white], (b) => b.staff('SNCC', ['julian-bond']));
    const played = go(run, { type: 'play', card: white });
    expect(offeredBeforeDice(go(played, { type: 'mode', mode: 'exam' }))).toContain('projectCommitStaff');
    expect(offeredBeforeDice(go(played, { type: 'mode', mode: 'injunction' }))).not.toContain('projectCommitStaff');
  });
});
