import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { freeAtLastScenarios } from '../../../src/games/free-at-last/words/index.js';
import { scenario as build } from '../../../src/testing/index.js';
import { act, card, CARDS, components, die, fixtureInput, proceed, scenario, freeAtLast } from './harness.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);

/** 2.5, 11.2 SCLC selects the Greensboro Sit In (North Carolina: red) and mobilizes with a flush of these red cards. */
function mobilized(cards: readonly string[]) {
  const s = build({ scenario: freeAtLastScenarios }, { players: ['SCLC', 'NAACP'], chance: 'manual', components: fixtureInput }, 1)
    .offered([CARDS.sitIn])
    .hand('SCLC', cards)
    .stars('SCLC', 0)
    .at('select-project', 'SCLC').state;
  const steps = [{ type: 'selectProject', state: 'NC' } as const, ...cards.map((id) => ({ type: 'mobilize', card: id, rank: Number(id[1]), color: 'red' }) as const), { type: 'mobilizeDone' } as const];
  let t: FreeAtLastState = s;
  const events = [];
  for (const a of steps) {
    const r = freeAtLast.step(t, a);
    events.push(...r.events);
    t = r.state;
  }
  return { before: s, state: t, events };
}

describe('3.6.2 Local Figures activated by set size', () => {
  it('3.6.2 applies the figure at mobilization: cubes and X move, 3.6.2.1 no Star or Failure Marker', () => {
    const small = mobilized(['c1r', 'c2r']);
    expect(small.events.filter((e) => e.type === 'localFigure')).toEqual([]);
    // 11.2 3 red cubes per card
    expect(small.state.projects['SCLC']!.cubes.red).toBe(6);
    const { before, state, events } = mobilized(['c1r', 'c2r', 'c3r']);
    // 9 mobilized, and the Mobilizer adds 2 and moves the blue X cube down
    expect(state.projects['SCLC']!.cubes.red).toBe(9 + 2);
    expect(state.xTrack.blue).toBe(before.xTrack.blue - 1);
    expect(state.orgs['SCLC']!.stars).toBe(0);
    expect(state.orgs['SCLC']!.failures).toBe(0);
    expect(events.some((e) => e.type === 'localFigure' && e['name'] === 'Mobilizer')).toBe(true);
  });
});

describe('15.2, 3.6.2.1 Local Figures activated by the card played', () => {
  it('15.2 a figure that collects SEG cubes scores them before the dice, and keeps them even if the Project fails (15.17)', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 3, white: 6, blue: 2 } });
    const { state } = act(s, 'protest', [card(2, 'red')], [proceed, die('red', 0), die('white', 0), die('blue', 2)]);
    expect(state.projects['SCLC']!.outcome).toBe('failure');
    expect(state.orgs['SCLC']!.vpBreakdown.segCubes).toBe(1);
    expect(state.orgs['SCLC']!.eliminated.white).toBe(1);
  });

  it('3.6.2, 4.0 F a Civil Rights figure raising X on the red die: a Star, and the new X counts for this roll', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 } });
    const { state, events } = act(s, 'protest', [card(1, 'blue')], [proceed, die('red', 'X'), die('red', 0), die('white', 0), die('blue', 1)]);
    // 3.6.1 the red X Value cube moves one space right: X is 5
    expect(components.xTracks.red.values[state.xTrack.red]).toBe(5);
    expect(hits(events, 'red')).toEqual([3 + 5]);
    expect(state.orgs['SCLC']!.stars).toBe(1);
  });

  it('4.2 C a SEG figure raising X on the white die: a Failure Marker', () => {
    const s = scenario({ card: CARDS.sitIn, cubes: { red: 15, white: 6, blue: 2 } });
    const { state, events } = act(s, 'protest', [card(4, 'blue')], [die('red', 0), die('white', 'X'), die('white', 0), die('blue', 1)]);
    expect(hits(events, 'white')).toEqual([2 + 4]);
    expect(state.orgs['SCLC']!.failures).toBe(1);
  });

  it('3.6.2 a figure collecting a blue cube scores 2 VPs (15.13); one removing a red cube sends it to the eliminated cubes area', () => {
    // Blue Collector (3 blue) collects a blue cube before the dice
    const a = act(scenario({ card: CARDS.sitIn, cubes: { red: 9, white: 6, blue: 2 } }), 'protest', [card(3, 'blue')], [proceed]);
    expect(a.events).toContainEqual({ type: 'vp', org: 'SCLC', category: 'segCubes', vp: 2, why: expect.any(String) });
    expect(a.state.projects['SCLC']!.cubes.blue).toBe(1);
    // Faubus (4 red, SEG) removes a red cube in the school
    const b = act(scenario({ card: CARDS.school, cubes: { red: 9, white: 6, blue: 2 } }), 'exam', [card(4, 'red')], []);
    expect(b.state.projects['SCLC']!.cubes.red).toBe(8);
    expect(b.state.orgs['SCLC']!.eliminated.red).toBe(1);
  });
});
