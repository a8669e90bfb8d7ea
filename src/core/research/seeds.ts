import type { Seed } from '../seed.js';

/*
 * Seed ranges at the full width of a seed (signed 128-bit, core/seed.ts): game `i` of a run from
 * `seed` plays `seed + i`, a number while it is a safe integer, else a decimal string.
 */

const MAX = (1n << 127n) - 1n;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

const big = (seed: Seed): bigint => BigInt(seed);

/** A seed as the protocol and the rows write it: a number when safe, else a decimal string. */
export function seedOf(value: bigint): Seed {
  return value >= -SAFE && value <= SAFE ? Number(value) : value.toString();
}

/** The seed of game `i` of a run from `seed`. */
export function seedAt(seed: Seed, i: number): Seed {
  return seedOf(big(seed) + BigInt(i));
}

/** Whether the seeds `seed … seed + games - 1` all fit in a signed 128-bit seed. */
export function seedRangeFits(seed: Seed, games: number): boolean {
  return big(seed) + BigInt(games) - 1n <= MAX;
}

/** `a - b` for seeds, as a number (for ranges of at most 10 million games). */
export function seedDistance(a: Seed, b: Seed): number {
  return Number(big(a) - big(b));
}

/**
 * A seed as a number for what takes one (bots, a CLI table's dice): itself when it is a number, else
 * its low 32 bits (signed). Games get the seed at full width; this only seeds helpers around them.
 */
export function seedNumber(seed: Seed): number {
  return typeof seed === 'number' ? seed : Number(BigInt.asIntN(32, BigInt(seed)));
}
