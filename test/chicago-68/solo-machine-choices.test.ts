import { describe, expect, it } from 'vitest';
import { chicagoScenario, describedEventTypes, type ChicagoScenario } from '../../src/games/chicago-68/index.js';
import { act, area, draw, endRound, game, outcomes, solo, tile, type State } from './helpers.js';

const base = (config: Record<string, unknown> = {}): ChicagoScenario => chicagoScenario(solo(config)).clearMap().active('grant-park-west', 0);

describe('Solo MOB CHAOS, INSTABILITY and the Incendiary Events: the Machine\'s choices', () => {
  it('MOB CHAOS: the area of highest Priority; arrests Lv2 MOBE > Agitator > Lv1 MOBE', () => {
    const x = base().units('lincoln-park', { m1: 1, ag: 1, m2: 1 }).active('lincoln-park', 2).units('old-town', { m2: 1 }).active('old-town', 1)
      .edit((d) => void (d.round = 2)).draw('mob');
    const { state, events } = game.step(x.state, draw('curfew-sweep'));
    expect(state.areas['lincoln-park']!.u).toMatchObject({ m2: 0, ag: 0, m1: 1 });
    expect(state.areas['old-town']!.u.m2).toBe(1);
    expect(events.filter((e) => e.type === 'machineChoice').map((e) => e.why)).toContain('highest Priority: most Active tokens');
  });
  it('INSTABILITY: a bonus tile at random (a chance node); +2 UNIT in the area of highest Priority', () => {
    let s = act(base().units('hilton-hotel', { m1: 1 }).active('hilton-hotel', 1).at('machineTurn', 'police').state, draw('draw-down'));
    expect(s.instability).toBe(2);
    expect(game.chanceOutcomes(s)).toEqual(['splay', 'action', 'unit', 'exp'].map((t) => ({ outcome: tile(t as 'unit'), probability: 0.25 })));
    s = act(s, tile('unit'));
    expect(s.areas['hilton-hotel']!.u.p2).toBe(1);
  });
  it('INSTABILITY: +1 ACTION is one more Machine action at the end of this turn', () => {
    let s = act(base().at('machineTurn', 'police').state, draw('draw-down'));
    const { state, events } = game.step(s, tile('action'));
    s = state;
    expect(events.some((e) => e.type === 'machineExtraAction')).toBe(true);
    expect(outcomes(s)).toEqual(['advance', 'mass-arrest', 'support', 'teargas'].map(draw));
  });
  it('Pigasus (solo): an Active token where Pigasus is when a pink cube goes into the bag; arrested before other Agitators', () => {
    expect(solo({ incendiary: { pigasus: true } }).machine!.active['grant-park-east']).toBe(1);
    const x = base({ incendiary: { pigasus: true } }).units('lincoln-park', { pig: 1, ag: 1 }).active('lincoln-park', 1).units('old-town', { tac: 1 }).at('machineTurn', 'police');
    const s = act(x.state, draw('advance'));
    expect(s.areas['lincoln-park']!.u).toMatchObject({ pig: 0, ag: 1 });
  });
  it('Police Posts (solo): the Machine fills every Post, a Lv1 Platoon first; an empty Post is refilled at its next turn', () => {
    const s = solo({ incendiary: { policePosts: true } });
    expect(s.areas['michigan-avenue']!.post).toBe('p1');
    expect(Object.values(s.areas).filter((a) => a.post === '')).toHaveLength(0);
    const emptied = chicagoScenario(s).edit((d) => {
      d.areas['old-town']!.post = '';
      d.police.injured.p2 += 1;
    }).state;
    const next = endRound(emptied);
    expect(next.areas['old-town']!.post).not.toBe('');
    expect(next.outcome).toBeNull();
  });
  it('Daley Dozer (solo): the Armored Jeep heads for the nearest Barricade', () => {
    // the end-of-round step, due once the Machine's turn is over
    const x = base({ incendiary: { daleyDozer: true } }).at('machineTurn', 'mayor').edit((d) => {
      d.paths['lincoln-oldtown']!.barricade = true;
      d.tasks.splice(d.tasks.length - 2, 0, { kind: 'dozer', start: d.jeep!, moves: 0, prev: d.jeep! });
    });
    expect(x.state.jeep).toBe('convention-south');
    const { state, events } = game.step(x.state, draw('party-bosses'));
    expect(events.find((e) => e.type === 'armoredJeep')).toMatchObject({ from: 'convention-south', to: 'loop-convention' });
    expect(state.jeep).not.toBe('convention-south');
  });
  it('Agents of Chaos (solo): FBI INFORMER! arrests in the area of highest Priority', () => {
    const x = base({ incendiary: { agentsOfChaos: true } }).units('lincoln-park', { m1: 2 }).units('old-town', { m1: 1 }).active('old-town', 1).draw('st');
    const s = act(x.state, draw('fbi-informer'));
    expect(s.areas['old-town']!.u.m1).toBe(0);
    expect(s.areas['lincoln-park']!.u.m1).toBe(2);
  });
});

describe('describeEvent', () => {
  it('every event type of solo, co-op and competitive games has words', () => {
    const seen = new Set<string>();
    for (const config of [{ mode: 'solo' }, { mode: 'coop', incendiary: { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true } }, { players: 4 }] as const) {
      for (const seed of [1, 2, 3]) {
        let s: State = game.setup(config, seed);
        for (let i = 0; i < 5000 && game.toMove(s) !== null; i++) {
          const legal = game.legalActions(s);
          const r = game.step(s, legal[(i * 7 + seed) % legal.length]!);
          for (const e of r.events) seen.add(e.type);
          s = r.state;
        }
      }
    }
    for (const type of seen) expect(describedEventTypes, type).toContain(type);
    expect(game.describeEvent({ type: 'machinePriority', card: 'advance', area: 'old-town', why: 'highest Priority: most Active tokens' })).toBe('ADVANCE: the Machine picks Old Town (highest Priority: most Active tokens)');
    expect(area('old-town')).toEqual({ type: 'area', area: 'old-town' });
  });
});
