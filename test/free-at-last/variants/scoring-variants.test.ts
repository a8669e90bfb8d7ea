import { describe, expect, it } from 'vitest';
import { failureMarkers, freeAtLast, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { build, finalOf } from '../support/build.js';
import { from, go, plainCard, roll, see } from '../rules/support/drive.js';

/* 23.2 team play, 23.3 cooperative play, 23.5 difficulty levels: scores and results. */

const setup = (config: Record<string, unknown>) => freeAtLast.setup({ chance: 'manual', ...config }, 1);

function ended(s: FreeAtLastState, vps: Record<string, number>, failures: Record<string, number> = {}, markers: Record<string, { S: number; A: number; V: number }> = {}): FreeAtLastState {
  const orgs = { ...s.orgs };
  for (const o of s.seats) {
    const vp = vps[o] ?? 0;
    orgs[o] = { ...orgs[o]!, vp, vpBreakdown: { ...orgs[o]!.vpBreakdown, events: vp }, failures: failures[o] ?? 0, freedomMarkers: markers[o] ?? orgs[o]!.freedomMarkers };
  }
  return { ...s, orgs, tasks: [] }; // 21 no task left: the game is over
}

describe('23.2 team play', () => {
  it('23.2 the team with the higher total wins — both its members; each seat scores its team total', () => {
    const r = freeAtLast.result(ended(setup({ variant: 'team' }), { SNCC: 30, CORE: 40, SCLC: 25, NAACP: 10 }))!;
    expect(r.winners).toEqual(['SNCC', 'SCLC']);
    expect(r.scores).toEqual({ SNCC: 55, SCLC: 55, CORE: 50, NAACP: 50 });
  });

  it('23.2 ruling: equal totals — both teams win; the Seggie victory beats both', () => {
    const s = setup({ variant: 'team' });
    expect(freeAtLast.result(ended(s, { SNCC: 30, CORE: 20, SCLC: 10, NAACP: 20 }))!.winners).toEqual(['SNCC', 'CORE', 'SCLC', 'NAACP']);
    expect(freeAtLast.result(ended(s, { SNCC: 30 }, { CORE: 5, NAACP: 4 }))!.winners).toEqual([]);
  });
});

describe('23.3 cooperative play', () => {
  it('23.3 cubes are not scored: SEG cubes and red cubes give no VPs; other VPs count', () => {
    // as in 1.2: SNCC collects a white and a blue cube and completes its A Project, 10 red cubes left
    const white = plainCard(1, 'white');
    const b = build({ variant: 'coop', chance: 'manual' }).project('SNCC', { card: 1, red: 12, white: 1, blue: 1 }).hand('SNCC', [white]);
    const run = go(from(b.at('beforeAction').state), { type: 'play', card: white }, { type: 'mode', mode: 'protest' }, roll('red', 2), roll('white', 0), roll('blue', 1));
    const sncc = see(run.state).orgs.SNCC!;
    expect(sncc.vp).toBe(5);
    expect(sncc.vpBreakdown).toMatchObject({ segCubes: 0, redCubes: 0, freedomMarkers: 5 });
  });

  it('23.3 the players win together with four Freedom Markers of each type among them; otherwise all lose', () => {
    const s = setup({ variant: 'coop' });
    const m = { SNCC: { S: 2, A: 1, V: 1 }, CORE: { S: 2, A: 1, V: 1 }, SCLC: { S: 0, A: 1, V: 1 }, NAACP: { S: 0, A: 1, V: 1 } };
    expect(freeAtLast.result(ended(s, {}, {}, m))!.winners).toEqual(['SNCC', 'CORE', 'SCLC', 'NAACP']);
    const short = { ...m, NAACP: { S: 0, A: 0, V: 1 } };
    const r = freeAtLast.result(ended(s, {}, {}, short))!;
    expect(r.winners).toEqual([]);
    expect(r.reason).toMatch(/A 3/);
  });
});

describe('23.5 difficulty levels', () => {
  it('23.5 the level sets the start of the Failure Marker track, Roberto Clemente 1 … Jackie Robinson 5', () => {
    const levels = ['roberto-clemente', 'ernie-banks', 'willie-mays', 'henry-aaron', 'jackie-robinson'];
    expect(levels.map((difficulty) => setup({ difficulty }).failureTrackStart)).toEqual([1, 2, 3, 4, 5]);
  });

  it('23.5 Willie Mays: the first Failure Marker moves the track to the 4th space, which sets the penalty (1.5)', () => {
    const s = ended(setup({ difficulty: 'willie-mays' }), {}, { SNCC: 1 });
    expect(failureMarkers(s)).toMatchObject({ total: 1, track: 4 });
    const scored = finalOf(build({ difficulty: 'willie-mays', chance: 'manual' }).failures('SNCC', 1));
    expect(scored.orgs['SNCC']!.vpBreakdown.failures).toBe(-2); // reference track: space 4 = –2 per marker
  });

  it('23.5 ruling: the start counts towards the Seggie victory — Jackie Robinson loses with 4 Failure Markers', () => {
    const s = setup({ difficulty: 'jackie-robinson' });
    expect(freeAtLast.result(ended(s, { SNCC: 50 }, { SNCC: 2, CORE: 1 }))!.winners).toEqual(['SNCC']);
    expect(freeAtLast.result(ended(s, { SNCC: 50 }, { SNCC: 2, CORE: 2 }))!.winners).toEqual([]);
  });
});
