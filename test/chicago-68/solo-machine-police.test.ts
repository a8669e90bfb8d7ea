import { describe, expect, it } from 'vitest';
import { chicagoScenario, type ChicagoScenario } from '../../src/games/chicago-68/index.js';
import { act, area, draw, game, outcomes, pendingDraw, solo, type State } from './helpers.js';

/** A solo game with an empty map, no Active tokens, and the Machine about to resolve `card`. */
function machine(f: 'mayor' | 'police', build: (x: ChicagoScenario) => ChicagoScenario): ChicagoScenario {
  return build(chicagoScenario(solo()).clearMap().active('grant-park-west', 0)).at('machineTurn', f);
}

const resolve = (x: ChicagoScenario, card: string): State => act(x.state, draw(card));
const picked = (s: State, card: string) => game.step(s, draw(card)).events.filter((e) => e.type === 'machinePriority').map((e) => [e.area, e.why]);

describe('Appendix 5: Machine Police', () => {
  it('ADVANCE: a TAC Force into the area of highest Priority; arrests Lv2 MOBE first; Exposure; Mob Chaos', () => {
    const x = machine('police', (b) => b.units('lincoln-park', { m2: 1, ag: 1, m1: 2 }).active('lincoln-park', 2).units('old-town', { tac: 1 }).units('north-transit', { p2: 1 }));
    const s = resolve(x, 'advance');
    expect(s.areas['lincoln-park']!.u).toMatchObject({ tac: 1, m2: 0, ag: 1, m1: 2 });
    expect(s.areas['cook-county-jail']!.u.m2).toBe(1);
    expect(s.exposure).toBe(1);
    expect(pendingDraw(s)).toBe('mob');
    expect(picked(x.state, 'advance')[0]).toEqual(['lincoln-park', 'highest Priority: most Active tokens']);
  });
  it('ADVANCE: two Platoons (Lv2 first) from the adjacent area of lowest Priority; target weaker than both', () => {
    const s = resolve(machine('police', (b) => b.units('lincoln-park', { m2: 1, m1: 1 }).active('lincoln-park', 1).units('north-transit', { p2: 2 }).units('old-town', { p2: 1 })), 'advance');
    expect(s.areas['north-transit']!.u.p2).toBe(0);
    expect(s.areas['old-town']!.u.p2).toBe(1);
    expect(s.areas['lincoln-park']!.u).toMatchObject({ p2: 2, m2: 0, m1: 1 });
  });
  it('PRIORITY: ties by higher blue Exposure, then more Demonstrator units, then at random (a chance node)', () => {
    const blue = machine('police', (b) => b.units('north-transit', { m1: 1 }).units('old-town', { m1: 1 }).active('north-transit', 1).active('old-town', 1).units('lincoln-park', { p1: 1 }));
    expect(picked(blue.state, 'advance')[0]).toEqual(['old-town', 'highest Priority: higher blue Exposure']);
    const units = machine('police', (b) => b.units('michigan-avenue', { m1: 2 }).units('old-town', { m1: 1 }).units('north-transit', { p1: 1 }));
    expect(picked(units.state, 'advance')[0]).toEqual(['michigan-avenue', 'highest Priority: more Demonstrator units']);
    const tie = resolve(machine('police', (b) => b.units('loop-transit', { m1: 1 }).units('north-transit', { m1: 1 }).active('loop-transit', 1).active('north-transit', 1).units('michigan-avenue', { p1: 1 })), 'advance');
    expect(game.toMove(tie)).toBe('chance');
    expect(game.chanceOutcomes(tie)).toEqual([{ outcome: area('north-transit'), probability: 0.5 }, { outcome: area('loop-transit'), probability: 0.5 }]);
    const s = act(tie, area('north-transit'));
    expect(s.areas['north-transit']!.u.p1).toBe(1);
    expect(s.areas['cook-county-jail']!.u.m1).toBe(0); // a Lv1 Platoon is not stronger than a Lv1 MOBE: it only moves
  });
  it('HOLD YOUR POSITIONS!: the last Lv1 Platoon of the Convention Hall never leaves', () => {
    const x = machine('police', (b) => b.units('loop-transit', { m1: 1 }).active('loop-transit', 1).units('convention-hall', { p1: 1 }));
    const { state, events } = game.step(x.state, draw('advance'));
    expect(state.areas['convention-hall']!.u.p1).toBe(1);
    expect(events.some((e) => e.type === 'machineNoEffect' && e.card === 'advance')).toBe(true);
  });
  it('MASS ARREST: four units from the lowest-Priority neighbours first; Agitator > Lv2 MOBE > Lv1 MOBE; Mob Chaos with five or more', () => {
    const s = resolve(machine('police', (b) => b.units('lincoln-park', { ag: 1, m2: 1, m1: 3 }).active('lincoln-park', 2).units('north-transit', { p2: 2, p1: 1 }).units('old-town', { p1: 2 })), 'mass-arrest');
    expect(s.areas['north-transit']!.u).toMatchObject({ p2: 0, p1: 0 });
    expect(s.areas['old-town']!.u.p1).toBe(1);
    expect(s.areas['lincoln-park']!.u).toMatchObject({ p2: 2, p1: 2, ag: 0, m2: 0, m1: 1 });
    expect(s.areas['cook-county-jail']!.u).toMatchObject({ ag: 1, m2: 1, m1: 2 });
    expect(pendingDraw(s)).toBe('mob');
  });
  it('TARGETS FOR CONFLICT: a MASS ARREST that cannot arrest is ignored; a card with no effect is discarded and another drawn', () => {
    const x = machine('police', (b) => b.units('lincoln-park', { m2: 3 }).active('lincoln-park', 1).units('old-town', { p1: 1 }));
    const s = resolve(x, 'mass-arrest');
    expect(s.areas['old-town']!.u.p1).toBe(1);
    expect(s.machine!.discards.police).toEqual(['mass-arrest']);
    expect(outcomes(s)).toEqual(['advance', 'draw-down', 'support', 'teargas'].map(draw));
  });
  it('SUPPORT: Barbed Wire topmost first then counterclockwise; a Barricade removed; a Platoon from the neighbour of lowest Priority', () => {
    const x = machine('police', (b) => b.units('hilton-hotel', { m1: 1 }).active('hilton-hotel', 2).units('michigan-avenue', { p2: 1 }).units('grant-park-west', { p1: 1 })
      .edit((d) => void (d.paths['hilton-gpw']!.barricade = true)));
    const s = resolve(x, 'support');
    expect([s.paths['michigan-hilton']!.wire, s.paths['hilton-gpw']!.wire, s.police.wire]).toEqual([true, true, 0]);
    expect(s.paths['hilton-gpw']!.barricade).toBe(false);
    expect(s.areas['hilton-hotel']!.u.p1).toBe(1);
    expect(s.areas['grant-park-west']!.u.p1).toBe(0);
    const one = resolve(machine('police', (b) => b.units('michigan-avenue', { m1: 1 }).active('michigan-avenue', 1).edit((d) => void (d.police.wire = 1))), 'support');
    expect(Object.entries(one.paths).filter(([, p]) => p.wire).map(([id]) => id)).toEqual(['north-michigan']);
  });
  it('TEARGAS: the TAC Forces go to the two reachable areas of highest Priority; Tear Gas where they meet Demonstrators', () => {
    const x = machine('police', (b) => b.units('lincoln-park', { m1: 2 }).active('lincoln-park', 3).units('old-town', { m1: 1 }).active('old-town', 1)
      .units('loop-transit', { tac: 1 }).units('washington-park', { tac: 1 }));
    const s = resolve(x, 'teargas');
    expect([s.areas['lincoln-park']!.u.tac, s.areas['old-town']!.u.tac]).toEqual([1, 1]);
    expect(s.areas['lincoln-park']!.gas).toBe(true);
    expect(s.police.gas).toBe(2);
    expect(game.toMove(s)).toBe('demonstrators'); // they leave the Tear Gas
  });
  it('TEARGAS: Instability +1, as the standard card set aside "as reminders on how to resolve these effects" says (solo setup 1; ruling 69)', () => {
    const x = machine('police', (b) => b.units('lincoln-park', { m1: 1 }).active('lincoln-park', 3).units('old-town', { tac: 1 }));
    const before = x.state.instability;
    let s = resolve(x, 'teargas');
    expect(s.areas['lincoln-park']!.gas).toBe(true);
    while (game.toMove(s) === 'demonstrators') s = act(s, game.legalActions(s)[0]!);
    expect(pendingDraw(s)).toBe('mob');
    s = act(s, draw('curfew-sweep')); // by day: Exposure only
    expect(s.instability).toBe(before + 1);
  });
  it('TEARGAS with no Tear Gas left in the Police Supply: an arrest in each area with a TAC Force', () => {
    const x = machine('police', (b) => b.units('lincoln-park', { m1: 2 }).active('lincoln-park', 1).units('old-town', { tac: 1 }).edit((d) => void (d.police.gas = 0)));
    const s = resolve(x, 'teargas');
    expect(s.areas['lincoln-park']!.u).toMatchObject({ tac: 1, m1: 1 });
    expect(s.areas['cook-county-jail']!.u.m1).toBe(1);
  });
  it('DRAW DOWN: injured Lv1 Platoons to the Reserves, else 2 Exposure; Instability −1', () => {
    const healed = resolve(machine('police', (b) => b.edit((d) => void (d.police.injured.p1 = 2))), 'draw-down');
    expect([healed.police.injured.p1, healed.instability, healed.exposure]).toEqual([0, 2, 0]);
    const exposure = resolve(machine('police', (b) => b), 'draw-down');
    expect([exposure.exposure, exposure.instability]).toEqual([2, 2]);
  });
});
