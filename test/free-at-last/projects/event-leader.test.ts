import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import type { FreeAtLastState } from '../../../src/games/free-at-last/state/schema.js';
import { cubeCensus } from '../../../src/games/free-at-last/index.js';
import { projectRules } from '../../../src/games/free-at-last/rules/projects/index.js';
import type { PlayedCard } from '../../../src/games/free-at-last/rules/projects/contract.js';
import type { ProjectAction } from '../../../src/games/free-at-last/state/resolution.js';
import { act, card, CARDS, die, drive, hit, proceed, scenario, waiting, resolutionOf } from './scenario.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);
const keep = (face: 0 | 1 | 2 | 3 | 'X') => ({ type: 'projectKeep' as const, face });

function event(s: FreeAtLastState, extra: PlayedCard[], steps: ProjectAction[]) {
  const census = cubeCensus(s);
  const begun = projectRules.beginEventLeader(s, 'SNCC', 'robert-f-williams', extra);
  expect(cubeCensus(begun.state)).toEqual(census);
  const r = drive(begun.state, steps);
  return { state: r.state, events: [...begun.events, ...r.events] };
}

const base = () => scenario({ owner: 'SNCC', card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 }, leaders: ['lewis'], staff: ['walker'] });

describe('19.1–19.4 the Event Leader takes over: stage 1, red against white', () => {
  it('19.4 extra 4-rank cards add hits; the Event Leader rolls twice (19.1) and saves or collects; 2 VPs per white cube; the rest flee', () => {
    // red 3 + 1 + 4 = 8 → 6 white; white 2 + 0 = 2 → 2 red removed; Leader 2 (kept): only saving is left
    const { state, events } = event(base(), [card(4, 'red')], [die('red', 1), die('white', 0), die('red', 2), die('red', 0), keep(2)]);
    expect(hits(events, 'red')).toEqual([8]);
    const p = state.projects['SNCC']!;
    expect(p.eventLeader).toBe('robert-f-williams');
    expect(p.stage).toBe('bamn-blue');
    expect(p.cubes).toEqual({ red: 9, white: 0, blue: 2 });
    expect(state.orgs['SNCC']!.vpBreakdown.segCubes).toBe(12);
    // 19.9 no criminal hold
    expect(state.orgs['SNCC']!.criminalHold).toBe(0);
    expect(projectRules.projectModes(state, 'SNCC').map((m) => m.mode)).toEqual(['bamn']);
  });

  it('19.4 white cubes left after the stage flee to the supply', () => {
    const { state } = event(base(), [], [die('red', 0), die('white', 0), die('red', 0), die('red', 0)]);
    expect(state.projects['SNCC']!.cubes.white).toBe(0);
    expect(state.orgs['SNCC']!.eliminated.white).toBe(3);
  });
});

describe('19.5–19.10 stage 2: blue cubes first', () => {
  const stage2 = () => {
    const s = base();
    return { ...s, projects: { SNCC: { ...s.projects['SNCC']!, eventLeader: 'robert-f-williams', stage: 'bamn-blue' as const, cubes: { red: 9, white: 0, blue: 2 } } } };
  };

  it('19.5 2 extra blue cubes; blue rolls first; 19.8 withdraw or go on; red rolls; the Event Leader collects; 3 VPs per blue; 19.6 success', () => {
    const mid = act(stage2(), 'bamn', [card(1, 'red')], [die('blue', 1)]);
    // 19.2 no Staff: the Staffer activated by the red card is not offered
    expect(waiting(mid.state)).toEqual({ who: 'SNCC', actions: [{ type: 'projectWithdraw' }, proceed] });
    expect(mid.state.projects['SNCC']!.cubes).toEqual({ red: 4, white: 0, blue: 4 });
    const { state } = act(stage2(), 'bamn', [card(1, 'red')], [die('blue', 1), proceed, die('red', 2), die('red', 3), die('red', 0), keep(3), hit('collect')]);
    // red 1 + 2 = 3 blue; Event Leader 3 (no –1, 19.1): the last blue, then 2 red cubes saved
    expect(resolutionOf(state)).toBeNull();
    const p = state.projects['SNCC']!;
    expect(state.orgs['SNCC']!.vpBreakdown.redCubes).toBe(6);
    expect(p.outcome).toBe('success');
    expect(state.orgs['SNCC']!.vpBreakdown.segCubes).toBe(12);
    expect(state.orgs['SNCC']!.freedomMarkers.A).toBe(1);
  });

  it('19.8 withdrawal: every cube back to the supply, neither Freedom Marker nor Failure Marker', () => {
    const { state } = act(stage2(), 'bamn', [card(1, 'red')], [die('blue', 1), { type: 'projectWithdraw' }]);
    const p = state.projects['SNCC']!;
    expect(p.outcome).toBe('withdrawn');
    expect(p.cubes).toEqual({ red: 0, white: 0, blue: 0 });
    expect(state.orgs['SNCC']!.failures).toBe(0);
    expect(state.orgs['SNCC']!.freedomMarkers.A).toBe(0);
  });

  it.each([
    [2, 'stars', 1],
    [1, 'failures', 1],
    ['X', 'failures', 1],
  ] as const)('19.10 an X on the blue die eliminates the Event Leader; fate roll %s', (face, counter, n) => {
    // with the Star from Cuba, insurance is offered before the red cubes' roll (4.1 D)
    const insurance = counter === 'stars' ? [proceed] : [];
    const { state, events } = act(stage2(), 'bamn', [card(1, 'red')], [die('blue', 'X'), die('blue', 1), die('red', face), proceed, ...insurance, die('red', 2)]);
    expect(state.orgs['SNCC']![counter]).toBe(n);
    expect(events.filter((e) => e.type === 'roll' && e['purpose'] === 'leader')).toHaveLength(0);
    expect(state.projects['SNCC']!.leaderLost).toBe(true);
  });
});
