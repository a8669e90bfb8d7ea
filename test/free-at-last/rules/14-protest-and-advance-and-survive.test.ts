import { describe, expect, it } from 'vitest';
import { eventsOf, go, options, plainCard, roll, see, snccOn, type Run } from './support/drive.js';

/*
 * Advance and Survive and extra cards (14.x) through the public API: Project 11 (S, Dollarway) in
 * its school year, Project 10 (V, Fayette County) at its classes, Project 21 (a March, Albany). White
 * rank-1 cards activate none of their Local Figures.
 */

const white = plainCard(1, 'white');
const white2 = plainCard(1, 'white', 1);
const red2 = plainCard(2, 'red');
const advanced = (run: Run): unknown[] => eventsOf(run, 'advanced').map((e) => e['count']);
const schoolYear = { card: 11, red: 9, white: 6, blue: 0, stage: 'school-year' as const };

describe('14.3 Advance and Survive', () => {
  it('red cubes advance by their hits; if one that advanced survives the SEG attack, every SEG cube of the stage is collected', () => {
    const run = go(snccOn(schoolYear, [white]), { type: 'play', card: white }, roll('red', 2), roll('white', 1));
    expect(advanced(run)).toEqual([5]);
    const collected = eventsOf(run, 'cubes').filter((e) => e['color'] === 'white' && e['to'] === 'eliminated:SNCC');
    expect(collected.map((e) => e['count'])).toEqual([7]); // 3 hits on 5 advanced: 2 survive, all 7 white cubes collected
    expect(eventsOf(run, 'stageComplete')).toHaveLength(1);
  });

  it('if no cube that advanced survives, the stage is not passed and the SEG cubes stay', () => {
    const run = go(snccOn(schoolYear, [white]), { type: 'play', card: white }, roll('red', 0), roll('white', 1));
    expect(advanced(run)).toEqual([3]);
    expect(see(run.state).projects.SNCC!.cubes).toEqual({ red: 6, white: 7, blue: 0 });
    expect(eventsOf(run, 'stageComplete')).toEqual([]);
  });
});

describe('14.4 where Advance and Survive is used', () => {
  it('in stage 2 of S Projects and at the classes and courthouse stages of V Projects', () => {
    const stages = [schoolYear, { card: 10, red: 9, white: 6, blue: 3, stage: 'classes' as const }, { card: 10, red: 9, white: 0, blue: 3, stage: 'courthouse' as const }];
    for (const p of stages) {
      const run = go(snccOn(p, [red2]), { type: 'play', card: red2 }, roll('red', 0));
      expect(eventsOf(run, 'projectAction').map((e) => e['mode'])).toEqual(['advance']);
    }
  });
});

describe('14.5 playing additional cards to improve results', () => {
  it('only cards of the first card\'s rank may be added, at the start of the Action Round', () => {
    const run = go(snccOn(schoolYear, [white, white2, red2]), { type: 'play', card: white });
    expect(options(run.state).filter((a) => a.type === 'extra').map((a) => (a as { card: string }).card)).toEqual([white2]);
  });

  it('not in Marches or Freedom Rides', () => {
    const run = go(snccOn({ card: 21, red: 9, white: 6, blue: 2 }, [white, white2]), { type: 'play', card: white });
    expect(options(run.state).some((a) => a.type === 'extra')).toBe(false);
  });

  it('14.5.2 Federal Escorts: the extra card\'s rank is added to the red cubes that advance in the school year', () => {
    const run = go(snccOn(schoolYear, [white, white2]), { type: 'play', card: white }, { type: 'extra', card: white2 }, roll('red', 0));
    expect(advanced(run)).toEqual([3 + 1]);
  });

  it('14.5.3 Vote Drives: the extra card\'s rank is added to the red cubes that advance at the classes', () => {
    const run = go(snccOn({ card: 10, red: 9, white: 6, blue: 3, stage: 'classes' }, [white, white2]), { type: 'play', card: white }, { type: 'extra', card: white2 }, roll('red', 0));
    expect(advanced(run)).toEqual([3 + 1]);
  });
});
