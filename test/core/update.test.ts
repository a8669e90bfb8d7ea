import fc from 'fast-check';
import * as Immutable from 'immutable';
import { describe, expect, it } from 'vitest';
import { getIn, merge, mergeDeep, remove, removeIn, set, setIn, update, updateIn } from '../../src/core/update.js';

// The port of Immutable.js's functional API (src/core/update.ts) against Immutable.js itself on
// plain data: the same result, the same sharing (an unchanged call returns its input), the same error
// (for merge, an error where Immutable.js throws one: its messages for odd sources are its own).
const key = fc.constantFrom('a', 'b', 'c', '0', '1');
const leaf = fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('x', null, true));
const { data } = fc.letrec((tie) => ({
  data: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('object'), tie('array')),
  object: fc.dictionary(key, tie('data'), { maxKeys: 4 }),
  array: fc.array(tie('data'), { maxLength: 4 }),
}));
const path = fc.array(fc.oneof(key, fc.nat(3)), { maxLength: 3 });

function same(ours: () => unknown, theirs: () => unknown, input: unknown, message = true): void {
  let expected: { value?: unknown; error?: string };
  try { expected = { value: theirs() }; } catch (e) { expected = { error: String(e) }; }
  let actual: { value?: unknown; error?: string };
  try { actual = { value: ours() }; } catch (e) { actual = { error: String(e) }; }
  if (message) expect(actual).toEqual(expected);
  else expect('error' in actual ? 'throws' : actual).toEqual('error' in expected ? 'throws' : expected);
  if ('value' in expected && expected.value === input) expect(actual.value).toBe(input);
  if ('value' in expected && expected.value !== input && input !== null && typeof input === 'object') expect(actual.value).not.toBe(input);
}

describe('core/update: Immutable.js functional API on plain data', () => {
  it('set, remove, update, getIn, setIn, updateIn, removeIn agree with Immutable.js', () => {
    fc.assert(fc.property(data, fc.oneof(key, fc.nat(4)), path, leaf, (c, k, p, v) => {
      const f = (x: unknown) => (typeof x === 'number' ? x + 1 : x);
      const I = Immutable as unknown as Record<string, (...a: unknown[]) => unknown>;
      same(() => (set as (...a: unknown[]) => unknown)(c, k, v), () => I.set!(c, k, v), c);
      same(() => (remove as (...a: unknown[]) => unknown)(c, k), () => I.remove!(c, k), c);
      same(() => (update as (...a: unknown[]) => unknown)(c, k, f), () => I.update!(c, k, f), c);
      same(() => (update as (...a: unknown[]) => unknown)(c, k, 7, f), () => I.update!(c, k, 7, f), c);
      same(() => (getIn as (...a: unknown[]) => unknown)(c, p, 'none'), () => I.getIn!(c, p, 'none'), undefined);
      same(() => (setIn as (...a: unknown[]) => unknown)(c, p, v), () => I.setIn!(c, p, v), c);
      same(() => (updateIn as (...a: unknown[]) => unknown)(c, p, f), () => I.updateIn!(c, p, f), c);
      same(() => (removeIn as (...a: unknown[]) => unknown)(c, p), () => I.removeIn!(c, p), c);
    }), { numRuns: 2000 });
  });

  it('merge and mergeDeep agree with Immutable.js', () => {
    fc.assert(fc.property(data, data, data, (c, s, t) => {
      const I = Immutable as unknown as Record<string, (...a: unknown[]) => unknown>;
      const plain = (x: unknown) => x !== null && typeof x === 'object';
      if (!plain(s) || !plain(t)) return;
      same(() => (merge as (...a: unknown[]) => unknown)(c, s, t), () => I.merge!(c, s, t), c, false);
      same(() => (mergeDeep as (...a: unknown[]) => unknown)(c, s, t), () => I.mergeDeep!(c, s, t), c, false);
    }), { numRuns: 2000 });
  });

  it('keeps an unchanged state the same object, and copies only the changed path', () => {
    const s = { a: { b: 1 }, c: [1, 2] };
    expect(set(s, 'c', s.c)).toBe(s);
    const t = setIn(s, ['a', 'b'], 2);
    expect(t).toEqual({ a: { b: 2 }, c: [1, 2] });
    expect(t.c).toBe(s.c);
    expect(remove([1, 2, 3], 1)).toEqual([1, 3]);
  });
});
