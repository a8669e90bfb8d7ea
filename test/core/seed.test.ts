import { describe, expect, it } from 'vitest';
import { InvalidConfigError, randomSeed, rngFromSeed, seedRng } from '../../src/index.js';
import { examplePig } from '../../src/testing/index.js';

const key = (seed: number | string) => rngFromSeed(seed).join(',');

describe('seeds are used at full width (DESIGN §1, safe behind a server)', () => {
  it('32-bit seeds keep the generator states of earlier versions, so recorded games replay', () => {
    for (const seed of [0, 1, -1, 42, 2 ** 31 - 1, -(2 ** 31)]) expect(rngFromSeed(seed)).toEqual(seedRng(seed));
  });

  it('seeds that used to collide now give different games', () => {
    expect(key(1)).not.toBe(key(2 ** 32 + 1));
    expect(key(0)).not.toBe(key(2 ** 40));
    expect(JSON.stringify(examplePig.setup({}, 1))).not.toBe(JSON.stringify(examplePig.setup({}, 2 ** 32 + 1)));
  });

  it('distinct seeds give distinct generator states, across the 32-bit boundary and beyond', () => {
    const seeds: (number | string)[] = [];
    for (const base of [0, 2 ** 31, 2 ** 32, 2 ** 40, 2 ** 53 - 2000]) {
      for (let i = -1000; i < 1000; i++) if (Number.isSafeInteger(base + i)) seeds.push(base + i, -(base + i));
    }
    for (let i = 0; i < 2000; i++) seeds.push((2n ** 126n + BigInt(i) * 2n ** 64n).toString(), (-(2n ** 100n) - BigInt(i)).toString());
    const values = new Set(seeds.map((s) => BigInt(s).toString()));
    expect(new Set(seeds.map(key)).size).toBe(values.size);
  });

  it('a 128-bit seed reaches every word of the generator state', () => {
    const base = 2n ** 127n - 12345n;
    const state = rngFromSeed(base.toString());
    for (let bit = 0n; bit < 128n; bit += 32n) {
      const flipped = rngFromSeed((base ^ (1n << (bit + 5n))).toString());
      // flipping one bit of any seed word changes all four state words
      flipped.forEach((w, i) => expect(w).not.toBe(state[i]));
    }
  });

  it('decimal and hex strings name the same seed; malformed seeds are refused with a short message', () => {
    expect(key('0x1f')).toBe(key(31));
    expect(key('-0x100000000')).toBe(key(-(2 ** 32)));
    for (const bad of ['abc', '1.5', '', (2n ** 127n).toString(), '9'.repeat(400), 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => rngFromSeed(bad)).toThrow(InvalidConfigError);
    }
    try {
      rngFromSeed('9'.repeat(400));
    } catch (e) {
      expect((e as Error).message.length).toBeLessThan(200);
    }
  });

  it('randomSeed gives fresh, usable 128-bit seeds from Web Crypto', () => {
    const a = randomSeed();
    const b = randomSeed();
    expect(a).not.toBe(b);
    expect(examplePig.toMove(examplePig.setup({}, a))).not.toBeNull();
  });
});
