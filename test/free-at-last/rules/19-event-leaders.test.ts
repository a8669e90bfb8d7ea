import { describe, expect, it } from 'vitest';
import { freeAtLast } from '../../../src/games/free-at-last/index.js';
import { eventsOf, go, offeredBeforeDice, options, plainCard, roll, rollEach, see, snccOn, type Run } from './support/drive.js';

/*
 * Robert F. Williams (19.x) through the public API, on Project 1 (A, Greensboro) with no white cube
 * left, so that the event resolves stage 1 at once (19.4) and the next card plays stage 2 (19.5).
 * SNCC playing a BAMN event moves to Black Leadership: one more red cube (3.8.2).
 */

const white = plainCard(1, 'white');

/** SNCC's Project 1 in stage 2 under Robert F. Williams, with `red` red cubes before the event and SNCC's Staffers. */
function stage2(red: number, staff: string[] = []): Run {
  const run = snccOn({ card: 1, red, white: 0, blue: 1 }, ['robert-f-williams', white], (b) => b.staff('SNCC', staff));
  return go(run, { type: 'event', card: 'robert-f-williams' });
}

describe('19.2 No help from Staff', () => {
  it('no Staffer may be committed, even one the card played would activate (Julian Bond, a white card)', () => {
    const run = go(stage2(9, ['julian-bond']), { type: 'play', card: white });
    expect(offeredBeforeDice(run)).not.toContain('projectCommitStaff');
  });
});

describe('19.7 Failed Project', () => {
  it('no red cube left at the end of an Action Round: a Failure Marker', () => {
    const run = rollEach(go(stage2(2), { type: 'play', card: white }, roll('blue', 1)), 'red', 0);
    expect(eventsOf(run, 'projectFailure')).toHaveLength(1); // 3 blue cubes (1 + 2 special) + 1 against 3 red cubes; the Event Leader saves none
    expect(see(run.state).orgs.SNCC!.failures).toBe(1);
  });
});

describe('19.9 Criminal defense Litigation is not available', () => {
  it('red cubes removed by blue cubes go to the eliminated cubes area, not to the criminal hold', () => {
    const run = go(stage2(9), { type: 'play', card: white }, roll('blue', 1));
    const byBlue = eventsOf(run, 'cubes').filter((e) => e['why'] === 'removed by blue cubes');
    expect(byBlue.map((e) => [e['count'], e['to']])).toEqual([[4, 'eliminated:SNCC']]);
    expect(see(run.state).orgs.SNCC!.criminalHold).toBe(0);
  });
});

describe('19.4 the event is played as a yellow card', () => {
  it('Malcolm X played alone draws no SEG Reinforcement (13.2 knows blue, white and red cards only)', () => {
    const run = snccOn({ card: 10, red: 9, white: 3, blue: 2 }, ['malcolm-x', white]);
    const after = go(run, { type: 'event', card: 'malcolm-x' });
    expect(eventsOf(after, 'segReinforcement')).toEqual([]);
    expect(see(after.state).projects.SNCC!.cubes.blue).toBe(2);
  });
});

describe('19.1 the Event Leader rolls twice: ask names the second die as the second of two, not a subsequent roll (3.6)', () => {
  it('the first and second throws of the Leader die are `attempt` first and second', () => {
    let s = go(snccOn({ card: 10, red: 9, white: 3, blue: 2 }, ['malcolm-x', white]), { type: 'event', card: 'malcolm-x' }).state;
    for (let i = 0; i < 20 && freeAtLast.ask(s)?.['purpose'] !== 'leader'; i++) s = freeAtLast.apply(s, options(s).find((a) => a.type === 'projectRoll' && a.face === 1) ?? options(s)[0]!);
    expect(freeAtLast.ask(s)).toMatchObject({ chance: 'die', die: 'red', purpose: 'leader', for: 'SNCC', attempt: 'first' });
    s = freeAtLast.apply(s, { type: 'projectRoll', die: 'red', face: 2 });
    expect(freeAtLast.ask(s)).toMatchObject({ chance: 'die', purpose: 'leader', attempt: 'second' });
    expect(freeAtLast.prompt(s)).toContain('(second of two)');
  });
});
