import { describe, expect, it } from 'vitest';
import { freeAtLast } from '../../../src/games/free-at-last/index.js';
import { go, plainCard, roll, see, snccOn } from './support/drive.js';
import { build, endTurn } from '../support/build.js';

/*
 * Chapter 1 (the game, how to win and score) through the public API. Project 1, Greensboro (A, NC):
 * white rank-1 cards activate none of its Local Figures.
 */

describe('1.0 the 1- to 4-player game', () => {
  it('seats SNCC, CORE, SCLC and NAACP only: LDF and the LIBS belong to the 5- and 6-player booklet', () => {
    expect(freeAtLast.players(freeAtLast.schemas.config.parse({ players: ['SNCC', 'CORE', 'SCLC', 'NAACP'] }))).toEqual(['SNCC', 'CORE', 'SCLC', 'NAACP']);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => freeAtLast.setup({ players: ['SNCC', 'LDF'] }, 1)).toThrow();
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => freeAtLast.setup({ players: ['SNCC', 'LIBS'] }, 1)).toThrow();
  });
});

describe('1.2 How to score VPs', () => {
  it('1.2, 3.5 1 VP per white cube and 2 per blue cube collected, 1 per red cube left on a successful Project, 5 per type of Freedom Marker; the Impact Track sums them', () => {
    const white = plainCard(1, 'white');
    const run = go(snccOn({ card: 1, red: 12, white: 1, blue: 1 }, [white]), { type: 'play', card: white }, { type: 'mode', mode: 'protest' }, roll('red', 2), roll('white', 0), roll('blue', 1));
    const sncc = see(run.state).orgs.SNCC!;
    expect(sncc.vpBreakdown.segCubes).toBe(2 * 1 + 1 * 2); // 6 hits: both white cubes (one a reinforcement), then the blue cube
    expect(sncc.vpBreakdown.redCubes).toBe(12 - 2); // 2 removed by the blue cube's hits
    expect(sncc.vpBreakdown.freedomMarkers).toBe(5); // the Turn ends with the last Project: one A Freedom Marker
    expect(sncc.vp).toBe(Object.values(sncc.vpBreakdown).reduce((a, b) => a + b, 0));
  });
});

describe('1.3 Freedom Marker Victory Points', () => {
  it('5 VPs per different type at the end of each Turn: two A Markers score 5, an A and an S score 10', () => {
    const s = endTurn(build({ players: ['SNCC', 'CORE'], chance: 'manual' })
      .turn(2)
      .freedomMarkers('SNCC', { A: 2 })
      .freedomMarkers('CORE', { A: 1, S: 1 })
      .at('end-of-turn').state);
    const v = see(s);
    expect(v.turn).toBe(3);
    expect(v.orgs.SNCC!.vpBreakdown.freedomMarkers).toBe(5);
    expect(v.orgs.CORE!.vpBreakdown.freedomMarkers).toBe(10);
  });
});
