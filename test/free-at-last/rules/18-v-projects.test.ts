import { describe, expect, it } from 'vitest';
import { freeAtLastScenario, referenceComponents, type FreeAtLastState, type ScenarioProject } from '../../../src/games/free-at-last/index.js';
import { eventsOf, from, go, hitsBy, plainCard, roll, see } from './support/drive.js';

/** SNCC (with CORE beside it) on a V Project, holding `hand`, in its Action Round. */
function vProject(p: ScenarioProject, hand: string[]): FreeAtLastState {
  return freeAtLastScenario({ players: ['SNCC', 'CORE'], chance: 'manual' }).project('SNCC', p).hand('SNCC', hand).at('action-round');
}

describe('18.3.7 the Registrar is activated by the cards played to advance at the courthouse stage', () => {
  it('a white card at the classes stage does not activate the Fayette County Election Commission: no red cube removed, the white die\'s 3 is –1', () => {
    const white = plainCard(1, 'white');
    const run = go(from(vProject({ card: 10, red: 9, white: 3, blue: 3, stage: 'classes' }, [white])), { type: 'play', card: white }, roll('red', 0), roll('white', 3));
    expect(eventsOf(run, 'local-figure')).toEqual([]);
    expect(eventsOf(run, 'advanced').map((e) => e['count'])).toEqual([3]); // 9 red cubes: 3 + 0, none removed by the Registrar
    expect(hitsBy(run, 'white')).toEqual([0]); // 4 white cubes (the reinforcement): 1 + (–1)
  });

  it('a blue card at the classes stage does not activate Registrar John Q. Wood: blue X stays, no Failure Marker', () => {
    const blue = plainCard(1, 'blue');
    const run = go(from(vProject({ card: 19, red: 9, white: 6, blue: 3, stage: 'classes' }, [blue])), { type: 'play', card: blue }, roll('red', 0), roll('white', 0));
    expect(eventsOf(run, 'local-figure')).toEqual([]);
    expect(see(run.state).xTrack.blue).toBe(referenceComponents.xTracks.blue.start);
    expect(see(run.state).orgs.SNCC!.failures).toBe(0);
  });

  it('at the courthouse the same white card activates him: his effect before the dice, and his 4 escapes the –1 rule', () => {
    const white = plainCard(1, 'white');
    const run = go(from(vProject({ card: 10, red: 9, white: 0, blue: 1, stage: 'courthouse' }, [white])), { type: 'play', card: white }, roll('red', 2), roll('blue', 1), roll('blue', 4));
    expect(eventsOf(run, 'local-figure').map((e) => e['name'])).toEqual(['Fayette County Election Commission']);
    expect(eventsOf(run, 'advanced').map((e) => e['count'])).toEqual([4]); // 8 red cubes after his removal: 2 + 2
    expect(hitsBy(run, 'registrar')).toEqual([4]);
    expect(eventsOf(run, 'project-success').map((e) => e['org'])).toEqual(['SNCC']); // 8 − 2 by the deputies − 4 by the Registrar
  });
});
