import { describe, expect, expectTypeOf, it } from 'vitest';
import { playout } from '../../src/index.js';
import { referenceCardIds, referenceCityIds, referenceLeaderIds, referenceStateIds } from '../../src/games/free-at-last-1955/data/reference-names.js';
import {
  freeAtLast1955,
  referenceComponents,
  type FreeAtLast1955Action,
  type FreeAtLast1955CardId,
  type FreeAtLast1955CityId,
  type FreeAtLast1955Event,
  type FreeAtLast1955Game,
  type FreeAtLast1955Names,
  type FreeAtLast1955View,
} from '../../src/games/free-at-last-1955/index.js';
import { checkNamesPlayed } from '../support/names-played.js';

/*
 * Names that type-check by default (issue 36): `freeAtLast1955` as imported takes the reference
 * set's cards, leaders, cities and states as string-literal unions in its actions, events and views,
 * so that a misspelt name fails `tsc -p .` (run first by `npm test`) with no type opted into. Each
 * `@ts-expect-error` below sits beside the same call spelt right, which compiles; the run-time
 * expectations show that the misspelt actions are refused there too (the zod schema is unchanged).
 */

const s = freeAtLast1955.setup({}, 1);

describe('Free At Last (1955–65): misspelt names in actions do not compile', () => {
  it('a card, a leader, a city and a state', () => {
    // @ts-expect-error 'Martin Luther Kang' is no leader of the reference set (it is 'martin-luther-king-jr')
    expect(() => freeAtLast1955.apply(s, { type: 'activate', card: null, leader: 'Martin Luther Kang' })).toThrow();
    expect(freeAtLast1955.apply(s, { type: 'activate', card: null, leader: 'martin-luther-king-jr' })).not.toBe(s); // spelt right: compiles, and is legal here
    // @ts-expect-error 'rosa-park' is no card of the reference set (it is 'rosa-parks')
    expect(() => freeAtLast1955.apply(s, { type: 'event', card: 'rosa-park' })).toThrow();
    expect(() => freeAtLast1955.apply(s, { type: 'event', card: 'rosa-parks' })).toThrow();
    // @ts-expect-error 'selme' is no city of the reference map (it is 'selma')
    expect(() => freeAtLast1955.step(s, { type: 'city', city: 'selme' })).toThrow();
    expect(() => freeAtLast1955.step(s, { type: 'city', city: 'selma' })).toThrow();
    // @ts-expect-error 'Alabam' is no state of the reference map (it is 'alabama')
    expect(() => freeAtLast1955.apply(s, { type: 'state', state: 'Alabam' })).toThrow();
    expect(() => freeAtLast1955.apply(s, { type: 'state', state: 'alabama' })).toThrow();
  });

  it('the exported action and event types are the named ones', () => {
    const ok: FreeAtLast1955Action = { type: 'recruit', card: 'freedom-rides' };
    // @ts-expect-error 'Freedom Ride' is no card (it is 'freedom-rides')
    const typo: FreeAtLast1955Action = { type: 'recruit', card: 'Freedom Ride' };
    const event: FreeAtLast1955Event = { type: 'marker', city: 'selma', goal: 'V' };
    // @ts-expect-error 'Birmingam' is no city (it is 'birmingham')
    const eventTypo: FreeAtLast1955Event = { type: 'marker', city: 'Birmingam', goal: 'V' };
    expect([ok, typo].map((a) => freeAtLast1955.schemas.action.safeParse(a).success)).toEqual([true, true]); // at run time the schema checks shapes; legality checks names
    expect([event, eventTypo]).toHaveLength(2);
  });
});

describe('Free At Last (1955–65): what a front end reads carries the names', () => {
  it('legalActions, a view’s legal actions and hand, and events are typed by the reference names', () => {
    expectTypeOf(freeAtLast1955.legalActions(s)).toEqualTypeOf<FreeAtLast1955Action[]>();
    const view: FreeAtLast1955View = freeAtLast1955.view(s, 'civilRights');
    expectTypeOf(view.legal).toEqualTypeOf<FreeAtLast1955Action[]>();
    expectTypeOf(view.hand).toEqualTypeOf<FreeAtLast1955CardId[]>();
    expectTypeOf(freeAtLast1955.step(s, freeAtLast1955.legalActions(s)[0]!).events).toEqualTypeOf<FreeAtLast1955Event[]>();
    const cities: FreeAtLast1955CityId[] = freeAtLast1955.legalActions(s).flatMap((a) => (a.type === 'city' ? [a.city] : []));
    expect(view.hand.length + cities.length).toBeGreaterThan(0);
    // every action of a played game applies back without a cast
    const run = playout(freeAtLast1955, { config: {}, seed: 5, maxSteps: 300 });
    expect(run.actions.reduce((t, a) => freeAtLast1955.apply(t, a), freeAtLast1955.setup({}, 5))).toEqual(run.state);
  });
});

describe('Free At Last (1955–65): the names played are the names typed', () => {
  it('the legal actions, chance outcomes and events of random games carry only the reference set’s cards, leaders, cities and states', () => {
    const sets = { card: new Set<string>(referenceCardIds), leader: new Set<string>(referenceLeaderIds), city: new Set<string>(referenceCityIds), state: new Set<string>(referenceStateIds) };
    const kindOf = (_type: string, field: string): keyof typeof sets | undefined =>
      field === 'card' ? 'card' : field === 'leader' ? 'leader' : ['city', 'from', 'to'].includes(field) ? 'city' : field === 'state' ? 'state' : undefined;
    const checked = checkNamesPlayed(freeAtLast1955, [{}], 3, sets, kindOf) + checkNamesPlayed(freeAtLast1955, [{}], 4, sets, kindOf);
    expect(checked).toBeGreaterThan(2000);
  });
});

describe('Free At Last (1955–65): a component set of one’s own widens the names through a type parameter', () => {
  it('FreeAtLast1955Game<FreeAtLast1955Names> takes any name; the reference game keeps refusing it when compiled', () => {
    const own: FreeAtLast1955Game<FreeAtLast1955Names> = freeAtLast1955; // the documented widening: no cast
    const t = own.setup({ components: referenceComponents }, 1);
    expectTypeOf(own.legalActions(t)).toEqualTypeOf<FreeAtLast1955Action<FreeAtLast1955Names>[]>();
    expect(() => own.apply(t, { type: 'city', city: 'Tuskegee' })).toThrow(); // compiles; no city of this map
    // @ts-expect-error the reference game does not know 'Tuskegee'
    expect(() => freeAtLast1955.apply(t, { type: 'city', city: 'Tuskegee' })).toThrow();
  });
});
