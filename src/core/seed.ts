import { InvalidConfigError } from './errors.js';
import { seedRng, type RngState } from './rng.js';

/**
 * A game seed: a safe integer, or a string holding a signed 128-bit integer in decimal or `0x` hex
 * (e.g. from {@link randomSeed}). Every bit is used: distinct seeds give distinct generator states.
 */
export type Seed = number | string;

const BITS = 128n;
const MOD = 1n << BITS;
const MASK = MOD - 1n;
const MIN = -(1n << 127n);
const MAX = (1n << 127n) - 1n;
const INT32_MIN = -(1n << 31n);
const INT32_MAX = (1n << 31n) - 1n;

const pattern = /^-?(?:0x[0-9a-f]+|[0-9]+)$/i;

function fail(seed: unknown): never {
  const shown = String(seed).slice(0, 60);
  throw new InvalidConfigError(`Seed must be a safe integer or a 128-bit integer string, got ${shown}`, []);
}

/** The seed's value as a signed 128-bit integer. */
function seedValue(seed: Seed): bigint {
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed)) fail(seed);
    return BigInt(seed);
  }
  if (typeof seed !== 'string' || seed.length > 48 || !pattern.test(seed)) fail(seed);
  const negative = seed.startsWith('-');
  const magnitude = BigInt(negative ? seed.slice(1) : seed);
  const value = negative ? -magnitude : magnitude;
  if (value < MIN || value > MAX) fail(seed);
  return value;
}

/** A bijection of 128-bit integers (xor-shifts and odd multipliers), so nearby seeds spread apart. */
function mix(x0: bigint): bigint {
  let x = x0;
  x ^= x >> 67n;
  x = (x * 0x9e3779b97f4a7c15f39cc0605cedc835n) & MASK;
  x ^= x >> 61n;
  x = (x * 0xd1b54a32d192ed03aef7d2c8d0f3c5e9n) & MASK;
  x ^= x >> 64n;
  return x;
}

const word = (x: bigint, i: bigint): number => Number(BigInt.asIntN(32, x >> (32n * i)));

/**
 * The generator state of a seed. Seeds in the 32-bit range keep the states of earlier versions (so
 * recorded games replay); every other seed fills all four words from its 128 bits through a
 * bijection. The few states the 32-bit seeds already use, and the all-zero state, are refused.
 */
export function rngFromSeed(seed: Seed): RngState {
  const v = seedValue(seed);
  if (v >= INT32_MIN && v <= INT32_MAX) return seedRng(Number(v));
  const x = mix(v < 0n ? v + MOD : v);
  const state = [word(x, 3n), word(x, 2n), word(x, 1n), word(x, 0n)];
  const legacy = state[0] === -1 && state[3] === 0 && state[1] === ~state[2]!;
  if (x === 0n || legacy) throw new InvalidConfigError(`Seed ${String(seed)} is reserved; choose another`, []);
  return state;
}

/** `n` 32-bit words from the platform's cryptographic source (Web Crypto, in every supported Node.js and browser). */
export function randomWords(n: number): Uint32Array {
  const crypto = (globalThis as { crypto?: { getRandomValues(a: Uint32Array): Uint32Array } }).crypto;
  if (!crypto) throw new Error('protest-rules needs Web Crypto (globalThis.crypto) for cryptographic randomness');
  return crypto.getRandomValues(new Uint32Array(n));
}

/** A fresh, unpredictable 128-bit seed from the platform's cryptographic source (Web Crypto). */
export function randomSeed(): string {
  const words = randomWords(4);
  const hex = [...words].map((w) => w.toString(16).padStart(8, '0')).join('');
  return BigInt.asIntN(128, BigInt(`0x${hex}`)).toString();
}
