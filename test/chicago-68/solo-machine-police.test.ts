import { describe, expect, it } from 'vitest';
import { chicagoScenario, type ChicagoScenario } from '../../src/games/chicago-68/index.js';
import { act, area, draw, game, outcomes, pendingDraw, solo, type State } from './helpers.js';

/** A solo game with an empty map, no Active tokens, and the Machine about to resolve `card`. */
function machine(f: 'mayor' | 'police', build: (x: ChicagoScenario) => ChicagoScenario): ChicagoScenario {
  return build(chicagoScenario(solo()).clearMap().active('Grant Park West', 0)).at('machineTurn', f);
}

const resolve = (x: ChicagoScenario, card: string): State => act(x.state, draw(card));
const picked = (s: State, card: string) => game.step(s, draw(card)).events.filter((e) => e.type === 'machinePriority').map((e) => [e.area, e.why]);

describe('Appendix 5: Machine Police', () => {
  it('ADVANCE: a TAC Force into the area of highest Priority; arrests Lv2 MOBE first; Exposure; Mob Chaos', () => {
    const x = machine('police', (b) => b.units('Lincoln Park', { m2: 1, ag: 1, m1: 2 }).active('Lincoln Park', 2).units('Old Town', { tac: 1 }).units('North Transit', { p2: 1 }));
    const s = resolve(x, 'ADVANCE');
    expect(s.areas['Lincoln Park']!.u).toMatchObject({ tac: 1, m2: 0, ag: 1, m1: 2 });
    expect(s.areas['Cook County Jail']!.u.m2).toBe(1);
    expect(s.exposure).toBe(1);
    expect(pendingDraw(s)).toBe('mob');
    expect(picked(x.state, 'ADVANCE')[0]).toEqual(['Lincoln Park', 'highest Priority: most Active tokens']);
  });
  it('ADVANCE: two Platoons (Lv2 first) from the adjacent area of lowest Priority; target weaker than both', () => {
    const s = resolve(machine('police', (b) => b.units('Lincoln Park', { m2: 1, m1: 1 }).active('Lincoln Park', 1).units('North Transit', { p2: 2 }).units('Old Town', { p2: 1 })), 'ADVANCE');
    expect(s.areas['North Transit']!.u.p2).toBe(0);
    expect(s.areas['Old Town']!.u.p2).toBe(1);
    expect(s.areas['Lincoln Park']!.u).toMatchObject({ p2: 2, m2: 0, m1: 1 });
  });
  it('PRIORITY: ties by higher blue Exposure, then more Demonstrator units, then at random (a chance node)', () => {
    const blue = machine('police', (b) => b.units('North Transit', { m1: 1 }).units('Old Town', { m1: 1 }).active('North Transit', 1).active('Old Town', 1).units('Lincoln Park', { p1: 1 }));
    expect(picked(blue.state, 'ADVANCE')[0]).toEqual(['Old Town', 'highest Priority: higher blue Exposure']);
    const units = machine('police', (b) => b.units('Michigan Avenue', { m1: 2 }).units('Old Town', { m1: 1 }).units('North Transit', { p1: 1 }));
    expect(picked(units.state, 'ADVANCE')[0]).toEqual(['Michigan Avenue', 'highest Priority: more Demonstrator units']);
    const tie = resolve(machine('police', (b) => b.units('Loop Transit', { m1: 1 }).units('North Transit', { m1: 1 }).active('Loop Transit', 1).active('North Transit', 1).units('Michigan Avenue', { p1: 1 })), 'ADVANCE');
    expect(game.toMove(tie)).toBe('chance');
    expect(game.chanceOutcomes(tie)).toEqual([{ outcome: area('North Transit'), probability: 0.5 }, { outcome: area('Loop Transit'), probability: 0.5 }]);
    const s = act(tie, area('North Transit'));
    expect(s.areas['North Transit']!.u.p1).toBe(1);
    expect(s.areas['Cook County Jail']!.u.m1).toBe(0); // a Lv1 Platoon is not stronger than a Lv1 MOBE: it only moves
  });
  it('HOLD YOUR POSITIONS!: the last Lv1 Platoon of the Convention Hall never leaves', () => {
    const x = machine('police', (b) => b.units('Loop Transit', { m1: 1 }).active('Loop Transit', 1).units('Convention Hall', { p1: 1 }));
    const { state, events } = game.step(x.state, draw('ADVANCE'));
    expect(state.areas['Convention Hall']!.u.p1).toBe(1);
    expect(events.some((e) => e.type === 'machineNoEffect' && e.card === 'ADVANCE')).toBe(true);
  });
  it('MASS ARREST: four units from the lowest-Priority neighbours first; Agitator > Lv2 MOBE > Lv1 MOBE; Mob Chaos with five or more', () => {
    const s = resolve(machine('police', (b) => b.units('Lincoln Park', { ag: 1, m2: 1, m1: 3 }).active('Lincoln Park', 2).units('North Transit', { p2: 2, p1: 1 }).units('Old Town', { p1: 2 })), 'MASS ARREST');
    expect(s.areas['North Transit']!.u).toMatchObject({ p2: 0, p1: 0 });
    expect(s.areas['Old Town']!.u.p1).toBe(1);
    expect(s.areas['Lincoln Park']!.u).toMatchObject({ p2: 2, p1: 2, ag: 0, m2: 0, m1: 1 });
    expect(s.areas['Cook County Jail']!.u).toMatchObject({ ag: 1, m2: 1, m1: 2 });
    expect(pendingDraw(s)).toBe('mob');
  });
  it('TARGETS FOR CONFLICT: a MASS ARREST that cannot arrest is ignored; a card with no effect is discarded and another drawn', () => {
    const x = machine('police', (b) => b.units('Lincoln Park', { m2: 3 }).active('Lincoln Park', 1).units('Old Town', { p1: 1 }));
    const s = resolve(x, 'MASS ARREST');
    expect(s.areas['Old Town']!.u.p1).toBe(1);
    expect(s.machine!.discards.police).toEqual(['MASS ARREST']);
    expect(outcomes(s)).toEqual(['ADVANCE', 'DRAW DOWN', 'SUPPORT', 'TEARGAS'].map(draw));
  });
  it('SUPPORT: Barbed Wire topmost first then counterclockwise; a Barricade removed; a Platoon from the neighbour of lowest Priority', () => {
    const x = machine('police', (b) => b.units('Hilton Hotel', { m1: 1 }).active('Hilton Hotel', 2).units('Michigan Avenue', { p2: 1 }).units('Grant Park West', { p1: 1 })
      .edit((d) => void (d.paths['hilton-gpw']!.barricade = true)));
    const s = resolve(x, 'SUPPORT');
    expect([s.paths['michigan-hilton']!.wire, s.paths['hilton-gpw']!.wire, s.police.wire]).toEqual([true, true, 0]);
    expect(s.paths['hilton-gpw']!.barricade).toBe(false);
    expect(s.areas['Hilton Hotel']!.u.p1).toBe(1);
    expect(s.areas['Grant Park West']!.u.p1).toBe(0);
    const one = resolve(machine('police', (b) => b.units('Michigan Avenue', { m1: 1 }).active('Michigan Avenue', 1).edit((d) => void (d.police.wire = 1))), 'SUPPORT');
    expect(Object.entries(one.paths).filter(([, p]) => p.wire).map(([id]) => id)).toEqual(['north-michigan']);
  });
  it('TEARGAS: the TAC Forces go to the two reachable areas of highest Priority; Tear Gas where they meet Demonstrators', () => {
    const x = machine('police', (b) => b.units('Lincoln Park', { m1: 2 }).active('Lincoln Park', 3).units('Old Town', { m1: 1 }).active('Old Town', 1)
      .units('Loop Transit', { tac: 1 }).units('Washington Park', { tac: 1 }));
    const s = resolve(x, 'TEARGAS');
    expect([s.areas['Lincoln Park']!.u.tac, s.areas['Old Town']!.u.tac]).toEqual([1, 1]);
    expect(s.areas['Lincoln Park']!.gas).toBe(true);
    expect(s.police.gas).toBe(2);
    expect(game.toMove(s)).toBe('demonstrators'); // they leave the Tear Gas
  });
  it('TEARGAS: Instability +1, as the standard card set aside "as reminders on how to resolve these effects" says (solo setup 1; ruling 69)', () => {
    const x = machine('police', (b) => b.units('Lincoln Park', { m1: 1 }).active('Lincoln Park', 3).units('Old Town', { tac: 1 }));
    const before = x.state.instability;
    let s = resolve(x, 'TEARGAS');
    expect(s.areas['Lincoln Park']!.gas).toBe(true);
    while (game.toMove(s) === 'demonstrators') s = act(s, game.legalActions(s)[0]!);
    expect(pendingDraw(s)).toBe('mob');
    s = act(s, draw('Curfew Sweep')); // by day: Exposure only
    expect(s.instability).toBe(before + 1);
  });
  it('TEARGAS with no Tear Gas left in the Police Supply: an arrest in each area with a TAC Force', () => {
    const x = machine('police', (b) => b.units('Lincoln Park', { m1: 2 }).active('Lincoln Park', 1).units('Old Town', { tac: 1 }).edit((d) => void (d.police.gas = 0)));
    const s = resolve(x, 'TEARGAS');
    expect(s.areas['Lincoln Park']!.u).toMatchObject({ tac: 1, m1: 1 });
    expect(s.areas['Cook County Jail']!.u.m1).toBe(1);
  });
  it('DRAW DOWN: injured Lv1 Platoons to the Reserves, else 2 Exposure; Instability −1', () => {
    const healed = resolve(machine('police', (b) => b.edit((d) => void (d.police.injured.p1 = 2))), 'DRAW DOWN');
    expect([healed.police.injured.p1, healed.instability, healed.exposure]).toEqual([0, 2, 0]);
    const exposure = resolve(machine('police', (b) => b), 'DRAW DOWN');
    expect([exposure.exposure, exposure.instability]).toEqual([2, 2]);
  });
});
