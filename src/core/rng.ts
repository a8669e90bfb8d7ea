import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/**
 * The seeded random generator's state: four 32-bit integers of xoroshiro128+ (pure-rand 8.4.2,
 * pinned; a golden-sequence test guards it). Plain JSON, so it lives inside game states.
 */
export type RngState = readonly number[];

/**
 * What is wrong with a stored generator state (`restore`): it must be four signed 32-bit integers,
 * not all zero (xoroshiro128+ never leaves the all-zero state, and draws from a malformed one throw).
 */
export function rngProblems(rng: readonly number[]): string[] {
  if (rng.length !== 4) return [`the RNG state has ${rng.length} words, xoroshiro128+ has 4`];
  if (rng.some((w) => !Number.isInteger(w) || w < -0x80000000 || w > 0x7fffffff)) return ['the RNG state has a word that is not a signed 32-bit integer'];
  return rng.every((w) => w === 0) ? ['the RNG state is all zeros'] : [];
}

/** The generator state for a seed (any 32-bit integer). */
export function seedRng(seed: number): RngState {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** A uniform integer in `[0, n)` and the generator state after drawing it. */
export function randomInt(rng: RngState, n: number): [value: number, rng: RngState] {
  const g = xoroshiro128plusFromState(rng);
  const value = uniformBelow(g, n);
  return [value, [...g.getState()]];
}

/**
 * A uniform integer in `[0, n)` from a generator, which it advances: pure-rand's `uniformInt(g, 0,
 * n - 1)`, with its path for ranges of at most 2^32 values written out here (the bots' and dice's
 * draws, without its two calls per draw); the same numbers, which a property test holds it to.
 */
function uniformBelow(g: ReturnType<typeof xoroshiro128plus>, n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`randomInt needs a positive integer, got ${n}`);
  if (n > 0x100000000) return uniformInt(g, 0, n - 1);
  // rejection sampling: the largest multiple of n at most 2^32 bounds the accepted draws
  const accepted = n > 2 ? ~~(0x100000000 / n) * n : 0x100000000;
  let v = g.next() + 0x80000000;
  while (v >= accepted) v = g.next() + 0x80000000;
  return v % n;
}

/**
 * A mutable generator for code that owns its randomness outright (bots, playouts): never used on
 * a game state's RNG, which must stay immutable.
 */
export interface Random {
  /** A uniform integer in `[0, n)`. */
  int(n: number): number;
}

/** A {@link Random} seeded with `seed`: the numbers `randomInt` would give from `seedRng(seed)`, from one generator that it advances in place. */
export function createRandom(seed: number): Random {
  const g = xoroshiro128plus(seed | 0);
  return {
    int: (n) => uniformBelow(g, n),
  };
}

/** A fresh generator state drawn from `random`: a determinizer's replacement for a hidden RNG. */
export function drawRng(random: Random): RngState {
  return seedRng(random.int(0x7fffffff));
}

/** A new array with the items of `items` in an order drawn from `random` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
