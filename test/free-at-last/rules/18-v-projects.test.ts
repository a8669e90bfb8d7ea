import { describe, expect, it } from 'vitest';
import { referenceComponents } from '../../../src/games/free-at-last/index.js';
import { eventsOf, go, hitsBy, options, plainCard, roll, rollsFor, see, snccOn, type Run } from './support/drive.js';

/*
 * V Projects (18.x) through the public API. Project 10, Fayette County Tent City (TN): John McFerren,
 * a Civil Rights Local Figure activated by a blue card (adds 2 red cubes); the Fayette County
 * Election Commission, its Registrar, a SEG Local Figure activated by a white card (removes a red
 * cube). Project 19, McComb (MS): Registrar John Q. Wood, activated by a blue card (blue X right).
 * Red cards activate neither figure of Project 10; each removes a red cube as a SEG Reinforcement.
 */

const white = plainCard(1, 'white');
const white2 = plainCard(1, 'white', 1);
const blue = plainCard(1, 'blue');
const red = plainCard(2, 'red');
const red2 = plainCard(2, 'red', 1);

const advancedCounts = (run: Run): unknown[] => eventsOf(run, 'advanced').map((e) => e['count']);

describe('18.1 the three stages of a V Project', () => {
  it('classes against white cubes, then the courthouse against blue cubes, then the registrar in that same Action Round', () => {
    let run = snccOn({ card: 10, red: 9, white: 2, blue: 1, stage: 'classes' }, [white, white2]);
    run = go(run, { type: 'play', card: white }, roll('red', 0), roll('white', 0));
    expect(see(run.state).projects.SNCC!.stage).toBe('courthouse'); // 3 advanced, 1 removed: 3 white cubes collected
    run = go(run, { type: 'play', card: white2 }, roll('red', 2), roll('blue', 1), roll('blue', 1));
    expect(eventsOf(run, 'stageComplete').map((e) => e['stage'])).toEqual(['classes', 'courthouse']);
    expect(eventsOf(run, 'registrar')).toHaveLength(1);
    expect(eventsOf(run, 'projectSuccess').map((e) => e['card'])).toEqual([10]);
  });
});

describe('18.2 Stage 1: attending voter literacy classes', () => {
  it('18.2.4 the ruffians score 1 hit per 3 white cubes plus the white die against the cubes that advanced', () => {
    const run = go(snccOn({ card: 10, red: 9, white: 7, blue: 3, stage: 'classes' }, [white]), { type: 'play', card: white }, roll('red', 0), roll('white', 1));
    expect(hitsBy(run, 'white')).toEqual([3]); // 8 white cubes (the reinforcement): 2 + 1
    expect(see(run.state).projects.SNCC!.cubes.red).toBe(6);
  });

  it('18.2.6 the Leader rolls last and only saves red cubes removed by white cubes, not those that failed to advance', () => {
    const project = { card: 10, red: 9, white: 2, blue: 3, stage: 'classes' as const, leaders: ['diane-nash'] };
    const run = go(snccOn(project, [white]), { type: 'play', card: white }, roll('red', 0), roll('white', 0), roll('red', 2));
    expect(hitsBy(run, 'white')).toEqual([1]);
    expect(hitsBy(run, 'leader')).toEqual([2]);
    expect(see(run.state).projects.SNCC!.cubes.red).toBe(9); // the 1 removed is saved; his second hit has nothing to save
  });

  it('18.2.7 a Local Figure is activated by any card of a Vote Drive, before the dice: John McFerren by the extra blue card', () => {
    const run = go(snccOn({ card: 10, red: 9, white: 6, blue: 3, stage: 'classes' }, [white, blue]), { type: 'play', card: white }, { type: 'extra', card: blue }, roll('red', 0));
    expect(eventsOf(run, 'localFigure').map((e) => e['name'])).toEqual(['John McFerren']);
    expect(advancedCounts(run)).toEqual([3 + 0 + 1]); // 11 red cubes: 3, the red die 0, the extra card's rank 1
  });
});

describe('18.3 Stage 2: traveling to the county courthouse', () => {
  it('18.3.1 red cubes advance by 1 hit per 3 red cubes plus the red die', () => {
    const run = go(snccOn({ card: 10, red: 10, white: 0, blue: 1, stage: 'courthouse' }, [red]), { type: 'play', card: red }, roll('red', 1));
    expect(advancedCounts(run)).toEqual([4]); // 9 red cubes after the red card's reinforcement: 3 + 1
  });

  it('18.3.2 red cubes that strike out advance no cube, and the deputies do not roll', () => {
    const run = go(snccOn({ card: 10, red: 10, white: 0, blue: 1, stage: 'courthouse' }, [red]), { type: 'play', card: red }, roll('red', 'X'), roll('red', 'X'));
    expect(advancedCounts(run)).toEqual([0]);
    expect(rollsFor(run, 'blue-cubes')).toEqual([]);
  });

  it('18.3.3 a Vote Drive advances cubes equal to the extra cards\' ranks even when red cubes strike out', () => {
    const run = go(snccOn({ card: 10, red: 10, white: 0, blue: 1, stage: 'courthouse' }, [red, red2]), { type: 'play', card: red }, { type: 'extra', card: red2 }, roll('red', 'X'), roll('red', 'X'));
    expect(advancedCounts(run)).toEqual([2]);
  });

  it('18.3.7.1 the Leader does not roll against the registrar', () => {
    const project = { card: 10, red: 10, white: 0, blue: 1, stage: 'courthouse' as const, leaders: ['diane-nash'] };
    const run = go(snccOn(project, [red]), { type: 'play', card: red }, roll('red', 1), roll('blue', 1), roll('red', 0), roll('blue', 2));
    expect(rollsFor(run, 'leader')).toEqual([0]); // after the deputies only
    expect(hitsBy(run, 'registrar')).toEqual([2]);
    const afterRegistrar = run.events.slice(run.events.findIndex((e) => e.type === 'registrar'));
    expect(afterRegistrar.filter((e) => e.type === 'roll').map((e) => e['purpose'])).toEqual(['registrar']);
  });

  it('18.3.8 every die roll of a V Project can strike out: the registrar\'s X, X scores nothing', () => {
    const run = go(snccOn({ card: 10, red: 10, white: 0, blue: 1, stage: 'courthouse' }, [red]), { type: 'play', card: red }, roll('red', 1), roll('blue', 1), roll('blue', 'X'), roll('blue', 'X'));
    expect(hitsBy(run, 'registrar')).toEqual([0]);
    expect(eventsOf(run, 'projectSuccess')).toHaveLength(1); // 9 − 2 by the deputies, none by the registrar
  });

  it('18.3.8 Overkill: the registrar\'s X scores more hits than the red cubes left; the last one goes and the Project fails', () => {
    const run = go(snccOn({ card: 10, red: 4, white: 0, blue: 1, stage: 'courthouse' }, [red]), { type: 'play', card: red }, roll('red', 2), roll('blue', 1), roll('blue', 'X'), roll('blue', 1));
    const x = referenceComponents.xTracks.blue;
    expect(hitsBy(run, 'registrar')).toEqual([x.values[x.start]]); // 3 red cubes: 3 advance, 2 removed by the deputies, 1 left
    expect(eventsOf(run, 'projectFailure')).toHaveLength(1);
  });
});

describe('18.3.7 the Registrar is activated by the cards played to advance at the courthouse stage', () => {
  it('a white card at the classes stage does not activate the Fayette County Election Commission: no red cube removed, the white die\'s 3 is –1', () => {
    const run = go(snccOn({ card: 10, red: 9, white: 3, blue: 3, stage: 'classes' }, [white]), { type: 'play', card: white }, roll('red', 0), roll('white', 3));
    expect(eventsOf(run, 'localFigure')).toEqual([]);
    expect(advancedCounts(run)).toEqual([3]); // 9 red cubes: 3 + 0, none removed by the Registrar
    expect(hitsBy(run, 'white')).toEqual([0]); // 4 white cubes (the reinforcement): 1 + (–1)
  });

  it('a blue card at the classes stage does not activate Registrar John Q. Wood: blue X stays, no Failure Marker', () => {
    const run = go(snccOn({ card: 19, red: 9, white: 6, blue: 3, stage: 'classes' }, [blue]), { type: 'play', card: blue }, roll('red', 0), roll('white', 0));
    expect(eventsOf(run, 'localFigure')).toEqual([]);
    expect(see(run.state).xTrack.blue).toBe(referenceComponents.xTracks.blue.start);
    expect(see(run.state).orgs.SNCC!.failures).toBe(0);
  });

  it('at the courthouse the same white card activates him: his effect before the dice, and his 4 escapes the –1 rule', () => {
    const run = go(snccOn({ card: 10, red: 9, white: 0, blue: 1, stage: 'courthouse' }, [white]), { type: 'play', card: white }, roll('red', 2), roll('blue', 1), roll('blue', 4));
    expect(eventsOf(run, 'localFigure').map((e) => e['name'])).toEqual(['Fayette County Election Commission']);
    expect(advancedCounts(run)).toEqual([4]); // 8 red cubes after his removal: 2 + 2
    expect(hitsBy(run, 'registrar')).toEqual([4]);
    expect(eventsOf(run, 'projectSuccess').map((e) => e['org'])).toEqual(['SNCC']); // 8 − 2 by the deputies − 4 by the Registrar
  });
});

describe('18.3.10.1 Incomplete V Project', () => {
  it('an owner with no card and no Star to draw one fails his Project at once: a Failure Marker', () => {
    const run = snccOn({ card: 10, red: 9, white: 5, blue: 3, stage: 'classes' }, [], (b) => b.stars('SNCC', 0));
    expect(see(run.state).orgs.SNCC!.failures).toBe(1);
  });

  it('with a Star he may draw a card with it or give the Project up, which fails it', () => {
    const run = snccOn({ card: 10, red: 9, white: 5, blue: 3, stage: 'classes' }, []);
    expect(options(run.state).map((a) => a.type)).toEqual(['spendStarDraw', 'concede']);
    expect(eventsOf(go(run, { type: 'concede' }), 'projectFailure').map((e) => e['card'])).toEqual([10]);
  });
});

describe('18.4 Committing a Staffer in a V Project', () => {
  it('a Staffer activated by the card played adds +2 to the red die of the advance (Julian Bond, a white card)', () => {
    const run = go(snccOn({ card: 10, red: 9, white: 6, blue: 3, stage: 'classes' }, [white], (b) => b.staff('SNCC', ['julian-bond'])), { type: 'play', card: white }, { type: 'projectCommitStaff', staff: 'julian-bond' }, roll('red', 0));
    expect(advancedCounts(run)).toEqual([3 + 2]);
  });
});
