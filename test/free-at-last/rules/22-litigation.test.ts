import { describe, expect, it } from 'vitest';
import type { FreeAtLastStrategyId } from '../../../src/games/free-at-last/index.js';
import { eventsOf, go, hitsBy, offered, offeredBeforeDice, plainCard, roll, see, settle, snccOn, type Run } from './support/drive.js';

/*
 * Litigation (22.x) through the public API: Injunctions on Project 11 (S, Dollarway, AR; the
 * Dollarway School Board is a SEG Local Figure activated by a blue card). In S Projects Constance
 * Baker Motley is the Co-Counsel (22.8); white cards activate neither her nor a Local Figure.
 */

const white = plainCard(1, 'white');
const blue = plainCard(1, 'blue');
const exam = { card: 11, red: 9, white: 4, blue: 3, stage: 'exam' as const };

/** SNCC seeks an Injunction on Project 11 with `card`, then the dice. */
const injunction = (card: FreeAtLastStrategyId, ...dice: ReturnType<typeof roll>[]): Run => settle(go(snccOn(exam, [card, plainCard(1, 'white', 1)]), { type: 'play', card }, { type: 'mode', mode: 'injunction' }, ...dice));

const modeOffered = (project: Parameters<typeof snccOn>[0], mode: 'injunction'): boolean =>
  offered(go(snccOn(project, [white]), { type: 'play', card: white }).state, { type: 'mode', mode });

describe('22.1 when Litigation is available', () => {
  it('an Injunction in S Projects; not in an ordinary A Project nor, 22.17, by the LDF in V Projects', () => {
    expect(modeOffered(exam, 'injunction')).toBe(true);
    expect(modeOffered({ card: 1, red: 9, white: 5, blue: 1 }, 'injunction')).toBe(false);
    expect(modeOffered({ card: 10, red: 9, white: 5, blue: 3, stage: 'classes' }, 'injunction')).toBe(false);
    expect(modeOffered({ card: 10, red: 9, white: 0, blue: 3, stage: 'courthouse' }, 'injunction')).toBe(false);
  });
});

describe('22.5, 22.7.1, 22.8 the attorneys\' hits', () => {
  it('the LDF attorney scores 1 plus the red die, +1 for Co-Counsel; the SEG attorney scores the blue die', () => {
    const run = injunction(white, roll('red', 2), roll('blue', 2));
    expect(eventsOf(run, 'projectAction').map((e) => e['coCounsel'])).toEqual(['Constance Baker Motley']);
    expect(hitsBy(run, 'ldf')).toEqual([1 + 2 + 1]);
    expect(hitsBy(run, 'seg-attorney')).toEqual([2]);
  });
});

describe('22.3 Litigation collects blue cubes only', () => {
  it('a win collects blue cubes up to the margin, never white cubes', () => {
    const run = injunction(white, roll('red', 2), roll('blue', 1));
    expect(eventsOf(run, 'litigation').map((e) => e['result'])).toEqual(['won']); // 4 against 1
    const p = see(run.state).projects.SNCC!;
    expect(p.cubes.blue).toBe(0); // 1 by the attorney's special ability (22.6), 2 by the margin of 3
    expect(p.cubes.white).toBe(5); // 4 and the reinforcement
  });
});

describe('22.20 Strikeouts in Litigation', () => {
  it('the LDF attorney strikes out on X, X and scores nothing; the player cannot Strike First', () => {
    const played = go(snccOn(exam, [white, plainCard(1, 'white', 1)]), { type: 'play', card: white }, { type: 'mode', mode: 'injunction' });
    expect(offeredBeforeDice(played)).not.toContain('projectStrikeFirst');
    const run = settle(go(played, roll('red', 'X'), roll('red', 'X'), roll('blue', 1)));
    expect(hitsBy(run, 'ldf')).toEqual([0]);
  });
});

describe('22.21 Local Figures are not activated in Litigation', () => {
  it('a blue card for an Injunction does not activate the Dollarway School Board', () => {
    const run = injunction(blue, roll('red', 2), roll('blue', 1));
    expect(eventsOf(run, 'localFigure')).toEqual([]);
  });
});
