import { randomWords, type Seed } from '../core/seed.js';

/** What boardgame.io's seeded `random` API offers a game's `setup` (its `Number`: a uniform [0, 1) of 32 bits). */
export interface BgioRandom {
  Number(): number;
}

/**
 * A full-width (128-bit) seed for our generator, drawn from boardgame.io's seeded `random` (four
 * 32-bit draws; its alea generator gives 32 bits a draw). With `secret`, 128 bits of Web Crypto are
 * mixed in: boardgame.io 0.50 seeds a match from the clock when the game sets no `seed`, and a
 * match's `createdAt` is public in its lobby, so that seed alone could be searched (docs/security.md).
 * Either way the seed is kept in the match's `G`, so the match replays from its log.
 */
export function matchSeed(random: BgioRandom, secret: boolean): Seed {
  const words = Array.from({ length: 4 }, () => Math.floor(random.Number() * 2 ** 32) >>> 0);
  const mixed = secret ? randomWords(4) : null;
  const x = words.reduce((acc, w, i) => (acc << 32n) | BigInt((w ^ (mixed?.[i] ?? 0)) >>> 0), 0n);
  return BigInt.asIntN(128, x).toString();
}
