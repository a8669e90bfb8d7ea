import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, deepFreeze } from '../../src/index.js';

/** canonicalJson as JSON.stringify with a key-sorting replacer writes it: the definition its fast writer must match. */
const reference = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v as object).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });

describe('canonicalJson', () => {
  it('sorts object keys at every depth but keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
  });

  it('writes what JSON.stringify with sorted keys writes, for any value', () => {
    const key = fc.oneof(fc.string(), fc.constantFrom('0', '9', '10', '01', '4294967294', '4294967295', '-1', '1.5'));
    const leaf = fc.oneof(fc.jsonValue(), fc.constantFrom(undefined, Number.NaN, -0, Infinity, 1e21), fc.date(), fc.func(fc.integer()));
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('v')), fc.dictionary(key, tie('v'))),
    })).v;
    fc.assert(fc.property(value, (v) => {
      expect(canonicalJson(v)).toBe(reference(v));
    }));
    expect(canonicalJson({ '10': 1, '9': 2, b: 3, a: [undefined, () => 1] })).toBe(reference({ '10': 1, '9': 2, b: 3, a: [undefined, () => 1] }));
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays so that mutation throws', () => {
    const v = deepFreeze({ a: [1, { b: 2 }] as [number, { b: number }] });
    expect(Object.isFrozen(v.a)).toBe(true);
    expect(() => {
      (v.a[1] as { b: number }).b = 3;
    }).toThrow(TypeError);
    expect(() => {
      (v.a as number[]).push(1);
    }).toThrow(TypeError);
  });
});
