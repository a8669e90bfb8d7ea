import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sameJson } from '../../src/core/json.js';
import { legalKeys, newNode } from '../../src/core/ismcts/tree.js';

/*
 * ISMCTS keys a node's legal actions once and reuses the keys while the actions it meets there are
 * the same data (`legalKeys`): `sameJson` may say "the same" only where canonicalJson writes the two
 * alike, and the keys handed out are always the actions' canonical keys.
 */

const key = fc.oneof(fc.string(), fc.constantFrom('type', 'card', 'area', 'to', '0', '10'));
const leaf = fc.oneof(fc.jsonValue(), fc.constantFrom(undefined, Number.NaN, -0, 0, Infinity, 1e21, 'a', 'b'), fc.date());
const value = fc.letrec((tie) => ({ v: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(key, tie('v'), { maxKeys: 3 })) })).v;
/** Small actions, often equal: keys in either order, values from a few. */
const action = fc.record({ type: fc.constantFrom('move', 'play'), to: fc.constantFrom('a', 'b'), n: fc.constantFrom(0, -0, 1) }).chain((a) =>
  fc.boolean().map((flip) => (flip ? { n: a.n, to: a.to, type: a.type } : { ...a })),
);

describe('sameJson', () => {
  it('says the same only for values canonicalJson writes alike', () => {
    fc.assert(fc.property(value, value, (a, b) => {
      if (sameJson(a, b)) expect(canonicalJson(a)).toBe(canonicalJson(b));
    }));
    fc.assert(fc.property(action, action, (a, b) => {
      expect(sameJson(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
    }));
  });

  it('is unsure of what is not plain data', () => {
    expect(sameJson({ a: 1, b: [2, { c: 'x' }] }, { b: [2, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson(Number.NaN, Number.NaN)).toBe(false);
    expect(sameJson(new Date(0), new Date(0))).toBe(false);
    expect(sameJson({ toJSON: () => 1 }, { toJSON: () => 1 })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});

describe('legalKeys', () => {
  it("hands out the actions' canonical keys, visit after visit", () => {
    fc.assert(fc.property(fc.array(fc.array(action, { maxLength: 4 }), { minLength: 1, maxLength: 8 }), (visits) => {
      const node = newNode(null);
      for (const legal of visits) expect(legalKeys(node, legal)).toEqual(legal.map(canonicalJson));
    }));
  });
});
