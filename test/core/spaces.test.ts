import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalog } from '../../src/cli/catalog.js';
import { RulesError } from '../../src/core/errors.js';
import { actionSpace, actionTypesOf, counts, gameJsonSchemas, group, maskOf, numbers, observer, oneHot, scalar } from '../../src/core/spaces/index.js';
import { createRandom } from '../../src/core/rng.js';
import { chicagoEndCodes } from '../../src/games/chicago-68/index.js';
import { freeAtLastEndCodes } from '../../src/games/free-at-last/index.js';

const schema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('move'), card: z.string(), rank: z.number().check(z.int(), z.minimum(1), z.maximum(4)), to: z.nullable(z.enum(['a', 'b'])) }),
  z.object({ type: z.literal('flag'), on: z.boolean() }),
]);
type A = z.infer<typeof schema>;

describe('integer action spaces', () => {
  const space = actionSpace<A>(actionTypesOf(schema, { card: ['x', 'y', 'z'] }));

  it('number each type in a block, its fields as mixed-radix digits (first field most significant)', () => {
    expect(space.size).toBe(1 + 3 * 4 * 3 + 2);
    expect(space.layout.map((b) => [b.type, b.offset, b.size])).toEqual([['pass', 0, 1], ['move', 1, 36], ['flag', 37, 2]]);
    expect(space.encode({ type: 'move', card: 'y', rank: 2, to: null })).toBe(1 + 1 * 12 + 1 * 3 + 0);
    for (let i = 0; i < space.size; i++) expect(space.encode(space.decode(i))).toBe(i);
    expect(space.decode(38)).toEqual({ type: 'flag', on: true });
  });

  it('refuse what is outside: unknown types, values out of domain, missing fields, bad indices', () => {
    expect(() => space.encode({ type: 'move', card: 'w', rank: 1, to: 'a' })).toThrow(RulesError);
    expect(() => space.encode({ type: 'jump' } as unknown as A)).toThrow(/outside the action space/);
    expect(() => space.encode({ type: 'flag' } as unknown as A)).toThrow(RulesError);
    expect(() => space.decode(39)).toThrow(RulesError);
    expect(() => space.decode(1.5)).toThrow(RulesError);
  });

  it("read an integer field's bounds as the schema means them: exclusive z.gt/z.lt, z.int() either way; no domain for a number that need not be an integer", () => {
    const values = (field: z.ZodMiniType) => actionTypesOf(z.discriminatedUnion('type', [z.object({ type: z.literal('t'), n: field })]), {})[0]!.fields[0]!.values;
    expect(values(z.number().check(z.int(), z.gt(0), z.lt(4)))).toEqual([1, 2, 3]);
    expect(values(z.int().check(z.gte(-1), z.lte(1)))).toEqual([-1, 0, 1]);
    expect(values(z.number().check(z.int(), z.minimum(2), z.maximum(2)))).toEqual([2]);
    expect(() => values(z.number().check(z.minimum(0), z.maximum(3)))).toThrow(/no domain for t\.n/);
    expect(() => values(z.number().check(z.int(), z.minimum(0)))).toThrow(/no domain for t\.n/);
  });

  it('need a domain for every open field, and give a mask over the space', () => {
    expect(() => actionTypesOf(schema, {})).toThrow(/move\.card/);
    expect(actionTypesOf(schema, { card: ['x'], 'move.rank': [4] })[1]!.fields[1]!.values).toEqual([4]);
    expect([...maskOf(space, [{ type: 'pass' }, { type: 'flag', on: false }])].map((x, i) => (x ? i : -1)).filter((i) => i >= 0)).toEqual([0, 37]);
  });
});

describe('observations', () => {
  type V = { n: number; c: string | null; xs: string[]; v: number[] };
  const o = observer<V>([
    scalar('n', 'a number', 0, 9, (v) => v.n),
    oneHot('c', 'a colour', ['red', 'blue'], (v) => v.c),
    counts('xs', 'cards', ['p', 'q'], 3, (v) => v.xs),
    numbers('v', 'two numbers', 2, 0, 9, (v) => v.v),
  ]);

  it('lay their parts out in order and write each from the view', () => {
    expect(o.layout.size).toBe(7);
    expect(o.layout.parts.map((p) => [p.name, p.offset, p.size])).toEqual([['n', 0, 1], ['c', 1, 2], ['xs', 3, 2], ['v', 5, 2]]);
    expect([...o.observe({ n: 4, c: 'blue', xs: ['q', 'q', 'p', 'other'], v: [7] })]).toEqual([4, 0, 1, 1, 2, 7, 0]);
    expect([...o.observe({ n: 0, c: null, xs: [], v: [] })]).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('write into a buffer from an offset: their range zeroed and filled, the rest untouched', () => {
    const out = new Float32Array(10).fill(9);
    o.observeInto({ n: 4, c: 'blue', xs: ['q'], v: [] }, out, 2);
    expect([...out]).toEqual([9, 9, 4, 0, 1, 0, 1, 0, 0, 9]);
    expect(() => o.observeInto({ n: 0, c: null, xs: [], v: [] }, out, 4)).toThrow(RulesError);
  });

  it('refuse a part named twice', () => {
    expect(() => observer<V>([scalar('n', '', 0, 1, () => 0), scalar('n', '', 0, 1, () => 0)])).toThrow(RulesError);
  });

  it('hand a group its thing, looked up once, and lay its parts out in place', () => {
    type W = { seats: Record<string, { vp: number; c: string } | undefined> };
    type X = W['seats'][string];
    let lookups = 0;
    const seat = (name: string) =>
      group((w: W): X => (lookups++, w.seats[name]), [
        scalar<X>(`${name}.vp`, 'VPs', 0, 9, (x) => x?.vp ?? 0),
        oneHot<X>(`${name}.c`, 'a colour', ['red', 'blue'], (x) => x?.c),
      ]);
    const w = observer<W>([scalar('k', 'how many seats', 0, 2, (v) => Object.keys(v.seats).length), seat('a'), seat('b')]);
    expect(w.layout.parts.map((p) => [p.name, p.offset, p.size])).toEqual([['k', 0, 1], ['a.vp', 1, 1], ['a.c', 2, 2], ['b.vp', 4, 1], ['b.c', 5, 2]]);
    expect([...w.observe({ seats: { a: { vp: 3, c: 'blue' } } })]).toEqual([1, 3, 0, 1, 0, 0, 0]);
    expect(lookups).toBe(2);
    expect(() => observer<W>([seat('a'), seat('a')])).toThrow(RulesError);
  });
});

describe('every game of the catalog with integer actions and observations', () => {
  for (const game of Object.values(catalog()).filter((g) => g.actionSpace && g.observationLayout)) {
    it(`${game.id}: JSON Schemas of config, action, view and observation`, () => {
      const state = game.setup({}, 1);
      const schemas = gameJsonSchemas(game.schemas, game.observationLayout!(state));
      expect(schemas.config).toMatchObject({ type: 'object' });
      expect((schemas.action as { oneOf: unknown[] }).oneOf).toHaveLength(game.actionSpace!(state).layout.length);
      expect(schemas.view).toMatchObject({ type: 'object' });
      expect(schemas.observation).toMatchObject({ type: 'array', minItems: game.observationLayout!(state).size });
      expect(JSON.parse(JSON.stringify(schemas))).toEqual(schemas);
    });
  }
});

const codes: Record<string, readonly string[]> = {
  'free-at-last': freeAtLastEndCodes,
  'chicago-68': chicagoEndCodes,
  'example-pig': ['target-reached', 'rounds-over'],
};

describe('end-reason codes', () => {
  for (const game of Object.values(catalog()).filter((g) => g.id in codes)) {
    it(`${game.id}: every result carries one of its documented codes`, () => {
      for (let seed = 1; seed <= 2; seed++) {
        const random = createRandom(seed);
        let s = game.setup({}, seed);
        while (!game.isTerminal(s)) {
          const legal = game.legalActions(s);
          s = game.apply(s, legal[random.int(legal.length)], { validate: false });
        }
        expect(codes[game.id]).toContain(game.result(s)!.code);
      }
    }, 120_000);
  }
});
