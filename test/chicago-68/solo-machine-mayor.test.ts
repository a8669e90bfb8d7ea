import { describe, expect, it } from 'vitest';
import { chicagoScenario, type ChicagoScenario } from '../../src/games/chicago-68/index.js';
import { act, draw, game, outcomes, solo, type State } from './helpers.js';

function machine(build: (x: ChicagoScenario) => ChicagoScenario): ChicagoScenario {
  return build(chicagoScenario(solo()).clearMap().active('grant-park-west', 0)).at('machineTurn', 'mayor');
}

const resolve = (x: ChicagoScenario, card: string): State => act(x.state, draw(card));

describe('Appendix 5: Machine Mayor', () => {
  it('ARM THE POLICE: 2 Barbed Wire to the Police Supply; Lv1 Platoons into starred areas without Police, highest Priority first; a Barricade between the two areas of highest Priority', () => {
    const x = machine((b) => b.units('old-town', { m1: 1 }).active('old-town', 2).units('lincoln-park', { m1: 1 }).active('lincoln-park', 1).units('hilton-hotel', { p1: 1 })
      .edit((d) => void (d.paths['lincoln-oldtown']!.barricade = true)));
    const before = x.state.police;
    const s = resolve(x, 'arm-the-police');
    expect(s.police.wire).toBe(before.wire + 2);
    expect(s.police.reserves.p1).toBe(before.reserves.p1 - 2);
    expect(s.areas['old-town']!.u.p1).toBe(1); // highest Priority starred area without Police
    expect(s.areas['lincoln-park']!.u.p1).toBe(1); // next: one Active token (the Hilton has Police)
    expect(s.paths['lincoln-oldtown']!.barricade).toBe(false);
  });
  it('PARTY BOSSES: controlling the Hilton Hotel, a blue Delegate into the bag', () => {
    const x = machine((b) => b.units('hilton-hotel', { p2: 1 }));
    const s = resolve(x, 'party-bosses');
    expect(s.delegates.bag.blue).toBe(x.state.delegates.bag.blue + 1);
  });
  it('PARTY BOSSES: otherwise RAID ON THE MCCARTHY SUITE becomes the Current Tactic (and arrests in the Hilton)', () => {
    const s = resolve(machine((b) => b.units('hilton-hotel', { m1: 1, ag: 1 })), 'party-bosses');
    expect(s.tactic).toBe('raid-on-the-mccarthy-suite');
    expect(s.machine!.tacticsDiscard).toContain('night-sticks');
    expect(s.areas['hilton-hotel']!.u).toMatchObject({ m1: 0, ag: 0 });
  });
  it('POWER BROKER: 3 Capital or less buys Platoons into the area of highest Priority; 4 or more works the Machine', () => {
    const low = resolve(machine((b) => b.units('grant-park-east', { m1: 1 }).active('grant-park-east', 1)), 'power-broker');
    expect([low.areas['grant-park-east']!.u.p1, low.capital]).toEqual([3, 0]);
    const rich = resolve(machine((b) => b.edit((d) => void (d.capital = 5))), 'power-broker');
    expect([rich.capital, rich.delegates.track.at(-1), rich.noVote]).toEqual([2, 'blue', true]);
  });
  it('POWER BROKER with no Capital has no effect: another card is drawn', () => {
    const s = resolve(machine((b) => b.edit((d) => void (d.capital = 0))), 'power-broker');
    expect(outcomes(s)).toHaveLength(4);
    expect(s.machine!.discards.mayor).toEqual(['power-broker']);
  });
  it('PRESS CONFERENCE: draws and resolves a Policy, then 1 Exposure per blue Delegate on the track', () => {
    let s = resolve(machine((b) => b), 'press-conference');
    expect(outcomes(s).length).toBe(s.policyDeck.length);
    s = act(s, draw('press-secretary'));
    expect(s.exposure).toBe(2 + 2);
    expect(s.policyDiscard).toContain('press-secretary');
  });
  it('STATE OVERSIGHT: under 2 Capital, +3 Capital', () => {
    expect(resolve(machine((b) => b.edit((d) => void (d.capital = 1))), 'state-oversight').capital).toBe(4);
  });
  it('STATE OVERSIGHT: Policies left to right for 2 Capital each, useless ones skipped, each discarded; the splay shifts and refills', () => {
    const x = machine((b) => b.edit((d) => {
      d.capital = 4;
      d.instability = 0;
      d.policySplay = [{ card: 'cooling-off', paid: 0 }, { card: 'press-secretary', paid: 0 }, { card: 'city-payroll', paid: 0 }, { card: 'wire-order', paid: 0 }];
    }));
    const { state: s, events } = game.step(x.state, draw('state-oversight'));
    expect(events.filter((e) => e.type === 'policy').map((e) => e.card)).toEqual(['press-secretary', 'city-payroll', 'wire-order']);
    expect(events.some((e) => e.type === 'policySkipped' && e.card === 'cooling-off')).toBe(true);
    expect([s.exposure, s.capital]).toEqual([2, 1]);
    expect(s.policySplay.map((p) => p.card)).toEqual(['cooling-off']);
    expect(game.toMove(s)).toBe('chance'); // refilling the splay to three
    expect(outcomes(s).every((o) => o.type === 'draw')).toBe(true);
  });
});
