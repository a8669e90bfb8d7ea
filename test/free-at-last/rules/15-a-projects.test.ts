import { describe, expect, it } from 'vitest';
import { eventsOf, go, plainCard, roll, see, settle, snccOn } from './support/drive.js';

/* A Projects (15.x) through the public API, on Project 1 (Greensboro); a white rank-1 card activates none of its Local Figures. */

describe('15.7 Overkill and Criminal Defense Litigation', () => {
  it('with more SEG hits than red cubes, the red cubes are removed by blue cubes first, and those are held for a criminal appeal', () => {
    const white = plainCard(1, 'white');
    const run = go(snccOn({ card: 1, red: 3, white: 6, blue: 2 }, [white]), { type: 'play', card: white }, { type: 'mode', mode: 'protest' }, roll('red', 0), roll('white', 2), roll('blue', 2));
    const removed = eventsOf(run, 'cubes').filter((e) => e['color'] === 'red' && String(e['why']).startsWith('removed by'));
    expect(removed.map((e) => [e['why'], e['count'], e['to']])).toEqual([['removed by blue cubes', 3, 'criminal:SNCC']]);
    expect(eventsOf(run, 'overkill').map((e) => e['count'])).toEqual([4 + 4 - 3]); // white 2 + 2, blue 2 + 2 against 3 red cubes
  });
});

describe('15.16 a Project whose last SEG cubes an event collects is a success', () => {
  it('decided at the end of that Action Round (as 15.17 decides a failure), not when the owner next acts', () => {
    const run = settle(go(snccOn({ card: 1, red: 7, white: 2, blue: 0 }, ['a-bomb-for-a-bomb', plainCard(1, 'white')]), { type: 'event', card: 'a-bomb-for-a-bomb' }));
    expect(eventsOf(run, 'projectSuccess')).toHaveLength(1);
    const v = see(run.state);
    expect(v.orgs.SNCC!.freedomMarkers.A).toBe(1);
    expect(v.projects.SNCC!.outcome).toBe('success');
  });
});
