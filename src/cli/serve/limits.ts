import { getHeapStatistics } from 'node:v8';

/**
 * What one bridge process holds at most (docs/security.md): it refuses past these, with a JSON
 * error, and the games already open go on.
 */
export interface BridgeLimits {
  /** Longest request line, in bytes (UTF-8): longer lines are dropped as they are read. */
  readonly maxLine: number;
  /** Most games open at once. */
  readonly maxGames: number;
  /**
   * The memory budget of the open games, in characters of JSON: each game is charged its `new`
   * request line (which holds its config) plus its state's JSON, re-measured as it plays.
   */
  readonly maxBytes: number;
}

/** Default of {@link BridgeLimits.maxLine}. */
const MAX_LINE = 1_000_000;

/** Default of {@link BridgeLimits.maxGames}. */
const MAX_GAMES = 10_000;

/** Largest `--max-line`, `--max-games` and `--max-bytes` accepted. */
export const LIMIT_CEILING = { maxLine: 256 * 2 ** 20, maxGames: 10_000_000, maxBytes: 2 ** 40 } as const;

/**
 * Default of {@link BridgeLimits.maxBytes}: an eighth of the V8 heap limit (`--max-old-space-size`).
 * A game's heap measured 0.7–2.5 times its charge (docs/security.md), so open games stay well
 * inside the heap, with room for the requests being answered.
 */
function defaultMaxBytes(): number {
  return Math.floor(getHeapStatistics().heap_size_limit / 8);
}

/** The default limits. */
export function defaultLimits(): BridgeLimits {
  return { maxLine: MAX_LINE, maxGames: MAX_GAMES, maxBytes: defaultMaxBytes() };
}

/**
 * Unwritten answers held before the bridge stops reading stdin (bytes): a client that does not
 * read its answers stops being read, instead of growing the process.
 */
export const PENDING_ANSWERS = 1 << 20;
