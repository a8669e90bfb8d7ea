import { describe, expect, it } from 'vitest';
import { actionCards, areaIds, componentSetSchema, counts, idOf, mobChaos, policies, referenceComponents, streetTheater, tactics, incendiary, areas } from '../../src/games/chicago-68/index.js';
import { game } from './helpers.js';

describe('Components', () => {
  it('the reference set validates', () => {
    expect(componentSetSchema.parse(referenceComponents)).toEqual(referenceComponents);
  });
  it('ids (issue 36): each area and card is addressed by the kebab-case form of its rulebook name', () => {
    const m = referenceComponents.machine!;
    const all = [areas, actionCards, streetTheater, policies, tactics, mobChaos, incendiary, m.actions, m.tactics, m.policies].flat();
    for (const c of all) expect(c.id).toBe(idOf(c.name));
    expect([idOf("SMOKE 'EM"), idOf('Poor People’s Mule Train'), idOf('Counterrevolutionary: Ego Trip'), idOf('FBI INFORMER!')]).toEqual(['smoke-em', 'poor-peoples-mule-train', 'counterrevolutionary-ego-trip', 'fbi-informer']);
    // the literal types of `areaIds` (IdOf at the type level) are the data's ids
    expect(Object.values(areaIds)).toEqual(areas.map((a) => a.id));
    expect(referenceComponents.paths[0]).toMatchObject({ id: 'lincoln-oldtown', a: 'lincoln-park', b: 'old-town' });
    expect(streetTheater.find((c) => c.id === 'yip-in')).toMatchObject({ location: 'grant-park', grants: { card: 'lead' } });
  });
  it('47 Street Theater cards with Counterrevolutionary and Opportunity cards, Unbirthday Party for LBJ and STREET FIGHTING MAN', () => {
    expect(streetTheater).toHaveLength(47);
    expect(streetTheater.filter((c) => c.kind === 'counterrevolutionary')).toHaveLength(7);
    expect(streetTheater.some((c) => c.kind === 'opportunity' && c.id === 'street-fighting-man' && c.agitators === 2 && c.location === 'michigan-avenue')).toBe(true);
    expect(streetTheater.some((c) => c.id === 'unbirthday-party-for-lbj')).toBe(true);
  });
  it("21 Mayor Policies with SMOKE 'EM and the three that add Police cards", () => {
    expect(policies).toHaveLength(21);
    for (const card of ['draw-down', 'flamethrowers', 'rapid-deployment']) expect(policies.find((p) => p.id === card)!.effects).toEqual([{ op: 'policeCard', card }]);
    expect(policies.some((p) => p.id === 'smoke-em')).toBe(true);
  });
  it('Action Card hands: 6 Mayor, 5 Yippie, 5 Police, 5 MOBE, plus the Appendix 4 cards', () => {
    const n = (f: string) => actionCards.filter((c) => c.faction === f && c.starting).reduce((t, c) => t + c.copies, 0);
    expect([n('mayor'), n('yippies'), n('police'), n('mobe')]).toEqual([6, 5, 5, 5]);
    expect(actionCards.filter((c) => !c.starting).map((c) => c.id).sort()).toEqual(['draw-down', 'flamethrowers', 'rapid-deployment', 'street-fighting-man']);
  });
  it('counts follow the Components list', () => {
    expect(counts).toMatchObject({ policeL2: 11, tac: 2, smallRed: 28, mobeL2: 7, agitators: 5, rallyFlags: [1, 1, 2, 3], nationalGuard: 3, barbedWire: 6, barricades: 6, tearGas: 6, minusCapital: 9, pinkDelegates: 5, posts: 6 });
    expect(incendiary).toHaveLength(7);
    expect(mobChaos.length).toBeGreaterThan(11);
    expect(tactics.length).toBeGreaterThan(1);
  });
  it('2.2 the named City Areas exist; Transit areas have Exposure 1 and the Jail 0', () => {
    const names = areas.map((a) => a.id);
    for (const n of ['grant-park-east', 'grant-park-west', 'michigan-avenue', 'hilton-hotel', 'convention-hall', 'washington-park', 'cook-county-jail']) expect(names).toContain(n);
    for (const a of areas.filter((x) => x.kind === 'transit')) expect([a.blue, a.red]).toEqual([1, 1]);
    expect(areas.find((a) => a.kind === 'jail')).toMatchObject({ blue: 0, red: 0 });
  });
  it('the starred areas use every counted Lv2 Platoon and Police Post (setup 5, 8, 9; 6.3.2)', () => {
    expect(areas.filter((a) => a.star && a.id !== 'grant-park-east')).toHaveLength(6);
    const oneStarLess = areas.map((a) => (a.id === 'lincoln-park' ? { ...a, star: false } : a));
    expect(() => componentSetSchema.parse({ ...referenceComponents, areas: oneStarLess })).toThrow(/Police Posts/);
    const badOrientation = areas.map((a) => (a.id === 'hilton-hotel' ? { ...a, orientation: ['michigan-hilton'] } : a));
    expect(() => componentSetSchema.parse({ ...referenceComponents, areas: badOrientation })).toThrow(/orientation/);
  });
  it('a user component set is validated', () => {
    expect(() => game.setup({ components: { ...referenceComponents, areas: [] } }, 1)).toThrow();
    const own = { ...referenceComponents, counts: { ...referenceComponents.counts, startingCapital: 9 } };
    expect(game.setup({ components: own }, 1).capital).toBe(9);
  });
});
