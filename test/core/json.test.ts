import { describe, expect, it } from 'vitest';
import { canonicalJson, deepFreeze } from '../../src/index.js';

describe('canonicalJson', () => {
  it('sorts object keys at every depth but keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
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
