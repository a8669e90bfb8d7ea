import { describe, expect, it } from 'vitest';
import { chicagoScenario, type ChicagoScenario } from '../../src/games/chicago-68/index.js';
import { act, draw, game, outcomes, solo, type State } from './helpers.js';

function machine(build: (x: ChicagoScenario) => ChicagoScenario): ChicagoScenario {
  return build(chicagoScenario(solo()).clearMap().active('Grant Park West', 0)).at('machineTurn', 'mayor');
}

const resolve = (x: ChicagoScenario, card: string): State => act(x.state, draw(card));

describe('Appendix 5: Machine Mayor', () => {
  it('ARM THE POLICE: 2 Barbed Wire to the Police Supply; Lv1 Platoons into starred areas without Police, highest Priority first; a Barricade between the two areas of highest Priority', () => {
    const x = machine((b) => b.units('Old Town', { m1: 1 }).active('Old Town', 2).units('Lincoln Park', { m1: 1 }).active('Lincoln Park', 1).units('Hilton Hotel', { p1: 1 })
      .edit((d) => void (d.paths['lincoln-oldtown']!.barricade = true)));
    const before = x.state.police;
    const s = resolve(x, 'ARM THE POLICE');
    expect(s.police.wire).toBe(before.wire + 2);
    expect(s.police.reserves.p1).toBe(before.reserves.p1 - 2);
    expect(s.areas['Old Town']!.u.p1).toBe(1); // highest Priority starred area without Police
    expect(s.areas['Lincoln Park']!.u.p1).toBe(1); // next: one Active token (the Hilton has Police)
    expect(s.paths['lincoln-oldtown']!.barricade).toBe(false);
  });
  it('PARTY BOSSES: controlling the Hilton Hotel, a blue Delegate into the bag', () => {
    const x = machine((b) => b.units('Hilton Hotel', { p2: 1 }));
    const s = resolve(x, 'PARTY BOSSES');
    expect(s.delegates.bag.blue).toBe(x.state.delegates.bag.blue + 1);
  });
  it('PARTY BOSSES: otherwise RAID ON THE MCCARTHY SUITE becomes the Current Tactic (and arrests in the Hilton)', () => {
    const s = resolve(machine((b) => b.units('Hilton Hotel', { m1: 1, ag: 1 })), 'PARTY BOSSES');
    expect(s.tactic).toBe('RAID ON THE MCCARTHY SUITE');
    expect(s.machine!.tacticsDiscard).toContain('NIGHT STICKS');
    expect(s.areas['Hilton Hotel']!.u).toMatchObject({ m1: 0, ag: 0 });
  });
  it('POWER BROKER: 3 Capital or less buys Platoons into the area of highest Priority; 4 or more works the Machine', () => {
    const low = resolve(machine((b) => b.units('Grant Park East', { m1: 1 }).active('Grant Park East', 1)), 'POWER BROKER');
    expect([low.areas['Grant Park East']!.u.p1, low.capital]).toEqual([3, 0]);
    const rich = resolve(machine((b) => b.edit((d) => void (d.capital = 5))), 'POWER BROKER');
    expect([rich.capital, rich.delegates.track.at(-1), rich.noVote]).toEqual([2, 'blue', true]);
  });
  it('POWER BROKER with no Capital has no effect: another card is drawn', () => {
    const s = resolve(machine((b) => b.edit((d) => void (d.capital = 0))), 'POWER BROKER');
    expect(outcomes(s)).toHaveLength(4);
    expect(s.machine!.discards.mayor).toEqual(['POWER BROKER']);
  });
  it('PRESS CONFERENCE: draws and resolves a Policy, then 1 Exposure per blue Delegate on the track', () => {
    let s = resolve(machine((b) => b), 'PRESS CONFERENCE');
    expect(outcomes(s).length).toBe(s.policyDeck.length);
    s = act(s, draw('PRESS SECRETARY'));
    expect(s.exposure).toBe(2 + 2);
    expect(s.policyDiscard).toContain('PRESS SECRETARY');
  });
  it('STATE OVERSIGHT: under 2 Capital, +3 Capital', () => {
    expect(resolve(machine((b) => b.edit((d) => void (d.capital = 1))), 'STATE OVERSIGHT').capital).toBe(4);
  });
  it('STATE OVERSIGHT: Policies left to right for 2 Capital each, useless ones skipped, each discarded; the splay shifts and refills', () => {
    const x = machine((b) => b.edit((d) => {
      d.capital = 4;
      d.instability = 0;
      d.policySplay = [{ name: 'COOLING OFF', paid: 0 }, { name: 'PRESS SECRETARY', paid: 0 }, { name: 'CITY PAYROLL', paid: 0 }, { name: 'WIRE ORDER', paid: 0 }];
    }));
    const { state: s, events } = game.step(x.state, draw('STATE OVERSIGHT'));
    expect(events.filter((e) => e.type === 'policy').map((e) => e.card)).toEqual(['PRESS SECRETARY', 'CITY PAYROLL', 'WIRE ORDER']);
    expect(events.some((e) => e.type === 'policySkipped' && e.card === 'COOLING OFF')).toBe(true);
    expect([s.exposure, s.capital]).toEqual([2, 1]);
    expect(s.policySplay.map((p) => p.name)).toEqual(['COOLING OFF']);
    expect(game.toMove(s)).toBe('chance'); // refilling the splay to three
    expect(outcomes(s).every((o) => o.type === 'draw')).toBe(true);
  });
});
