import { describe, expect, expectTypeOf, it } from 'vitest';
import { playout } from '../../src/index.js';
import { A } from '../../src/games/chicago-68/data/area-names.js';
import { referenceCardIds, referencePathIds } from '../../src/games/chicago-68/data/reference-names.js';
import {
  chicago68,
  referenceComponents,
  type Chicago68Action,
  type Chicago68AreaId,
  type Chicago68CardId,
  type Chicago68Game,
  type Chicago68Names,
  type Chicago68View,
  type ChicagoEvent,
} from '../../src/games/chicago-68/index.js';
import { checkNamesPlayed } from '../support/names-played.js';

/*
 * Names that type-check by default (issue 36): `chicago68` as imported takes the reference set's
 * City Areas, cards and paths as string-literal unions of their ids in its actions, events and
 * views, so that a misspelt id — or a display name where an id belongs — fails `tsc -p .` (run
 * first by `npm test`) with no type opted into. Each
 * `@ts-expect-error` below sits beside the same call spelt right, which compiles; the run-time
 * expectations show that the misspelt actions are refused there too (the zod schema is unchanged).
 */

const s = chicago68.setup({ players: 2 }, 1);

describe("Chicago '68: misspelt names in actions do not compile", () => {
  it('a City Area, a card and a path', () => {
    // @ts-expect-error 'grant-prak' is no City Area of the reference map (it is 'grant-park-west')
    expect(() => chicago68.apply(s, { type: 'area', area: 'grant-prak' })).toThrow();
    // @ts-expect-error 'Grant Park West' is the area's display name, for words: actions take its id
    expect(() => chicago68.apply(s, { type: 'area', area: 'Grant Park West' })).toThrow();
    expect(() => chicago68.apply(s, { type: 'area', area: 'grant-park-west' })).toThrow(); // spelt right, compiles; not asked for here
    // @ts-expect-error 'old-twn' is no City Area: move's `from` and `to` are areas
    expect(() => chicago68.apply(s, { type: 'move', unit: 'm1', from: 'lincoln-park', to: 'old-twn' })).toThrow();
    expect(() => chicago68.apply(s, { type: 'move', unit: 'm1', from: 'lincoln-park', to: 'old-town' })).toThrow();
    // @ts-expect-error 'tear-gas' is no card of the reference set (it is 'teargas')
    expect(() => chicago68.apply(s, { type: 'play', card: 'tear-gas' })).toThrow();
    // @ts-expect-error 'TEARGAS' is the card's display name: actions take its id
    expect(() => chicago68.apply(s, { type: 'play', card: 'TEARGAS' })).toThrow();
    expect(() => chicago68.apply(s, { type: 'play', card: 'teargas' })).toThrow();
    // @ts-expect-error 'lincoln-old-town' is no path of the reference map (it is 'lincoln-oldtown')
    expect(() => chicago68.step(s, { type: 'removeBarrier', card: 'clash', path: 'lincoln-old-town' })).toThrow();
    expect(() => chicago68.step(s, { type: 'removeBarrier', card: 'clash', path: 'lincoln-oldtown' })).toThrow();
  });

  it('the exported action and event types are the named ones', () => {
    const ok: Chicago68Action = { type: 'flag', area: 'lincoln-park', value: 2 };
    // @ts-expect-error 'lincon-park' is no City Area
    const typo: Chicago68Action = { type: 'flag', area: 'lincon-park', value: 2 };
    const event: ChicagoEvent = { type: 'tearGas', area: 'hilton-hotel' };
    // @ts-expect-error 'hilton' is no City Area (it is 'hilton-hotel')
    const eventTypo: ChicagoEvent = { type: 'tearGas', area: 'hilton' };
    expect([ok, typo].map((a) => chicago68.schemas.action.safeParse(a).success)).toEqual([true, true]); // at run time the schema checks shapes; legality checks names
    expect([event, eventTypo]).toHaveLength(2);
  });
});

describe("Chicago '68: what a front end reads carries the names", () => {
  it('legalActions, a view’s legal actions and hands, and events are typed by the reference names', () => {
    expectTypeOf(chicago68.legalActions(s)).toEqualTypeOf<Chicago68Action[]>();
    const view: Chicago68View = chicago68.view(s, 'establishment');
    expectTypeOf(view.legal).toEqualTypeOf<Chicago68Action[]>();
    expectTypeOf(view.hands['mayor']).toEqualTypeOf<Chicago68CardId[] | undefined>();
    expectTypeOf(chicago68.step(s, chicago68.legalActions(s)[0]!).events).toEqualTypeOf<ChicagoEvent[]>();
    const areas: Chicago68AreaId[] = chicago68.legalActions(s).flatMap((a) => (a.type === 'area' ? [a.area] : []));
    expect(areas.length + chicago68.legalActions(s).length).toBeGreaterThan(0);
    // every action of a played game applies back without a cast
    const run = playout(chicago68, { config: { players: 2 }, seed: 5, maxSteps: 300 });
    expect(run.actions.reduce((t, a) => chicago68.apply(t, a), chicago68.setup({ players: 2 }, 5))).toEqual(run.state);
  });
});

describe("Chicago '68: the names played are the names typed", () => {
  it('the legal actions, chance outcomes and events of random games carry only the reference set’s areas, cards and paths', () => {
    const sets = { area: new Set<string>(Object.values(A)), card: new Set<string>(referenceCardIds), path: new Set<string>(referencePathIds) };
    // the fields the named types map (where the schema has a plain string: `delegate`, `healed` and `removed` go `to` a literal place)
    const literalTo = new Set(['delegate', 'healed', 'removed']);
    const kindOf = (type: string, field: string): keyof typeof sets | undefined =>
      field === 'to' && literalTo.has(type) ? undefined
        : ['area', 'from', 'to', 'agitatorFrom'].includes(field) ? (type === 'armoredJeep' && field === 'to' ? 'path' : 'area')
          : ['card', 'replacing', 'kept'].includes(field) || (type === 'policy' && field === 'by') ? 'card' : field === 'path' ? 'path' : undefined;
    const checked = checkNamesPlayed(chicago68, [{ players: 2 }, { players: 4 }, { mode: 'solo' }, { mode: 'coop' }], 3, sets, kindOf);
    expect(checked).toBeGreaterThan(2000);
  });
});

describe("Chicago '68: a component set of one's own widens the names through a type parameter", () => {
  it('Chicago68Game<Chicago68Names> takes any name; the reference game keeps refusing it when compiled', () => {
    const own: Chicago68Game<Chicago68Names> = chicago68; // the documented widening: no cast
    const policy = { id: 'blue-ribbon-panel', name: 'BLUE RIBBON PANEL', effects: [], text: 'Nothing happens.', source: { reconstructed: 'a test' } };
    const t = own.setup({ players: 2, components: { ...referenceComponents, policies: [policy, ...referenceComponents.policies] } }, 1);
    expectTypeOf(own.legalActions(t)).toEqualTypeOf<Chicago68Action<Chicago68Names>[]>();
    expect(() => own.apply(t, { type: 'card', card: 'blue-ribbon-panel' })).toThrow(); // compiles; not asked for here
    // @ts-expect-error the reference game does not know 'blue-ribbon-panel'
    expect(() => chicago68.apply(t, { type: 'card', card: 'blue-ribbon-panel' })).toThrow();
  });
});
