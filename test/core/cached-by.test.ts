import { describe, expect, it } from 'vitest';
import { cachedBy, cachedForLast } from '../../src/core/cached-by.js';

describe('cachedBy', () => {
  it('computes once per argument object, whichever was asked last', () => {
    const calls: object[] = [];
    const size = cachedBy((o: { n: number }) => (calls.push(o), { double: o.n * 2 }));
    const a = { n: 1 }, b = { n: 2 };
    const first = size(a);
    expect(size(a)).toBe(first);
    expect(size(b)).toEqual({ double: 4 });
    expect(size(a)).toBe(first); // back to an earlier argument: still not computed again
    expect(calls).toEqual([a, b]);
  });
});

describe('cachedForLast', () => {
  it('computes again only when asked about another object than the last', () => {
    const calls: object[] = [];
    const size = cachedForLast((o: { n: number }) => (calls.push(o), { double: o.n * 2 }));
    const a = { n: 1 }, b = { n: 2 };
    const first = size(a);
    expect(size(a)).toBe(first);
    expect(size(b)).toEqual({ double: 4 });
    expect(size(a)).toEqual(first); // one slot: a again is computed again
    expect(calls).toEqual([a, b, a]);
  });
});
