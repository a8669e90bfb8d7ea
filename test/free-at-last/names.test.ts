import { describe, expect, expectTypeOf, it } from 'vitest';
import { playout } from '../../src/index.js';
import {
  freeAtLast,
  referenceComponents,
  type FreeAtLastAction,
  type FreeAtLastEvent,
  type FreeAtLastGame,
  type FreeAtLastLeaderId,
  type FreeAtLastNames,
  type FreeAtLastStateId,
  type FreeAtLastStrategyId,
  type FreeAtLastView,
} from '../../src/games/free-at-last/index.js';

/*
 * Names that type-check by default (issue 36): `freeAtLast` as imported takes the reference set's
 * ids as string-literal unions in its actions, events and views, so that a misspelt card, law,
 * Challenge, leader or state fails `tsc -p .` (run first by `npm test`) with no type opted into.
 * Each `@ts-expect-error` below sits beside the same call spelt right, which compiles; the run-time
 * expectations show that the misspelt actions are refused there too (the zod schema is unchanged).
 */

const s = freeAtLast.setup({ players: 2 }, 1);

describe('Free at Last: misspelt ids in actions do not compile', () => {
  it('a Strategy card, a leader, a state, a law and a Challenge card', () => {
    const hire = freeAtLast.legalActions(s).find((a) => a.type === 'hire')!;
    // @ts-expect-error 'wyatt-tee-walkr' is no card of the reference set (it is 'wyatt-tee-walker')
    expect(() => freeAtLast.apply(s, { type: 'hire', discard: 'wyatt-tee-walkr' })).toThrow();
    expect(() => freeAtLast.apply(s, { type: 'hire', discard: 'wyatt-tee-walker' })).toThrow(); // spelt right, compiles; not in SNCC's hand here
    expect(freeAtLast.apply(s, hire)).not.toBe(s);
    // @ts-expect-error 'martin-luther-king' is no leader id (it is 'martin-luther-king-jr')
    expect(() => freeAtLast.apply(s, { type: 'assignLeader', leader: 'martin-luther-king' })).toThrow();
    expect(() => freeAtLast.apply(s, { type: 'assignLeader', leader: 'martin-luther-king-jr' })).toThrow();
    // @ts-expect-error 'Al' is no state of the reference map (it is 'AL')
    expect(() => freeAtLast.step(s, { type: 'selectProject', state: 'Al' })).toThrow();
    expect(() => freeAtLast.step(s, { type: 'selectProject', state: 'AL' })).toThrow();
    // @ts-expect-error a Strategy card is no Legislation card: chooseLaw takes a law
    expect(() => freeAtLast.apply(s, { type: 'chooseLaw', card: 'march-on-washington' })).toThrow();
    expect(() => freeAtLast.apply(s, { type: 'chooseLaw', card: 'cra-1964-title-ii' })).toThrow();
    // @ts-expect-error 'poll-taxes' is no Challenge card (it is 'poll-tax')
    expect(() => freeAtLast.apply(s, { type: 'drawChallenge', card: 'poll-taxes' })).toThrow();
    expect(() => freeAtLast.apply(s, { type: 'drawChallenge', card: 'poll-tax' })).toThrow();
  });

  it('the exported action type is the named one', () => {
    const ok: FreeAtLastAction = { type: 'play', card: 'march-on-washington', rank: 4, color: 'blue' };
    // @ts-expect-error 'march-on-washingtn' is no Strategy card
    const typo: FreeAtLastAction = { type: 'play', card: 'march-on-washingtn', rank: 4, color: 'blue' };
    expect(freeAtLast.schemas.action.safeParse(ok).success).toBe(true);
    expect(freeAtLast.schemas.action.safeParse(typo).success).toBe(true); // at run time the schema checks shapes; legality checks names
  });
});

describe('Free at Last: what a front end reads carries the names', () => {
  it('legalActions, a view’s legal actions and hand, and events are typed by the reference ids', () => {
    expectTypeOf(freeAtLast.legalActions(s)).toEqualTypeOf<FreeAtLastAction[]>();
    const view: FreeAtLastView = freeAtLast.view(s, 'SNCC');
    expectTypeOf(view.legal).toEqualTypeOf<FreeAtLastAction[]>();
    expectTypeOf(view.orgs['SNCC']!.hand).toEqualTypeOf<FreeAtLastStrategyId[] | null>();
    expectTypeOf(freeAtLast.step(s, freeAtLast.legalActions(s)[0]!).events).toEqualTypeOf<FreeAtLastEvent[]>();
    const leaders: FreeAtLastLeaderId[] = view.orgs['SNCC']!.protestLeaders;
    const selects = freeAtLast.legalActions(freeAtLast.setup({ players: 2 }, 1)).flatMap((a) => (a.type === 'selectProject' ? [a.state] : []));
    expectTypeOf(selects).toEqualTypeOf<FreeAtLastStateId[]>();
    expect(leaders.length).toBeGreaterThan(0);
    // every action of a played game applies back without a cast
    const run = playout(freeAtLast, { config: { players: 2 }, seed: 5, maxSteps: 300 });
    expect(run.actions.reduce((t, a) => freeAtLast.apply(t, a), freeAtLast.setup({ players: 2 }, 5))).toEqual(run.state);
  });
});

describe('Free at Last: a component set of one’s own widens the names through a type parameter', () => {
  it('FreeAtLastGame<FreeAtLastNames> takes any id; the reference game keeps refusing it when compiled', () => {
    const own: FreeAtLastGame<FreeAtLastNames> = freeAtLast; // the documented widening: no cast
    const components = { ...referenceComponents, leaders: referenceComponents.leaders.map((l) => (l.id === 'john-lewis' ? { ...l, id: 'jon-lewis' } : l)) };
    const t = own.setup({ players: 2, components }, 1);
    expectTypeOf(own.legalActions(t)).toEqualTypeOf<FreeAtLastAction<FreeAtLastNames>[]>();
    expectTypeOf<FreeAtLastAction<FreeAtLastNames>>().toEqualTypeOf<Parameters<typeof own.apply>[1]>();
    expect(() => own.apply(t, { type: 'assignLeader', leader: 'jon-lewis' })).toThrow(); // compiles; not asked for here
    // @ts-expect-error the reference game does not know 'jon-lewis'
    expect(() => freeAtLast.apply(t, { type: 'assignLeader', leader: 'jon-lewis' })).toThrow();
  });
});
