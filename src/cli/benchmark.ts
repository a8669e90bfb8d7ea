import type { SyncBot } from '../core/bots.js';
import { playout } from '../core/playout.js';
import type { BaseState, Game } from '../core/types.js';

/** What {@link benchmarkGame} measures for one game (random playouts, one core). */
export interface BenchResult {
  game: string;
  version: string;
  config: unknown;
  /** Decisions per second and games per second of random playouts, validated and trusted. */
  validated: { games: number; decisionsPerSecond: number; gamesPerSecond: number };
  trusted: { games: number; decisionsPerSecond: number; gamesPerSecond: number };
  /** Median microseconds of one validated `apply` and one `legalActions`, over sampled states. */
  applyMedianMicros: number;
  legalActionsMedianMicros: number;
  /** Median size of a state as UTF-8 JSON. */
  stateBytesMedian: number;
  sampledStates: number;
  /**
   * Heap bytes retained by 10,000 consecutive states of seeded random games kept in an array:
   * states that share structure with their predecessors cost little here.
   */
  retainedHeapBytes10k: number;
  /**
   * Whether a full garbage collection ran before both heap readings (`node --expose-gc`). Without
   * it the figure includes uncollected garbage and is only a rough upper bound.
   */
  retainedHeapAfterGc: boolean;
  /**
   * ISMCTS iterations per second (searches of 50 iterations by the `search` bot at the real
   * decisions of seeded random games); `null` without a `search` bot.
   */
  ismctsIterationsPerSecond: number | null;
}

/** Reads the heap, for {@link BenchResult.retainedHeapBytes10k}. */
export interface HeapProbe {
  /** Bytes of heap in use (`process.memoryUsage().heapUsed`). */
  used(): number;
  /** A full garbage collection (`global.gc` under `node --expose-gc`); `undefined` when unavailable. */
  readonly collect: (() => void) | undefined;
}

/** Options of {@link benchmarkGame}. */
export interface BenchOptions {
  /** Wall-clock budget for the whole game, in milliseconds. */
  readonly budgetMs: number;
  readonly config?: unknown;
  /** A monotonic clock in milliseconds (`performance.now`). */
  readonly now: () => number;
  readonly heap: HeapProbe;
  /** The ISMCTS bot to time, by iterations and seed (the CLI's: heuristic rollouts cut off for the game's evaluation). */
  readonly search?: (iterations: number, seed: number) => SyncBot<any, any>;
}

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Random playouts for `budgetMs`, counting decisions and games. */
function throughput(game: Game<any, any, any, any>, config: unknown, trusted: boolean, budgetMs: number, now: () => number) {
  const start = now();
  let games = 0;
  let decisions = 0;
  do {
    decisions += playout(game, { config, seed: games + 1, trusted }).steps;
    games++;
  } while (now() - start < budgetMs);
  const seconds = (now() - start) / 1000;
  return { games, decisionsPerSecond: Math.round(decisions / seconds), gamesPerSecond: round(games / seconds) };
}

const RETAINED_STATES = 10_000;

/** The heap retained by 10,000 states of trusted random games (seeds 1, 2, …) held in an array. */
function retainedHeap(game: Game<any, any, any, any>, config: unknown, heap: HeapProbe): number {
  const states: BaseState[] = [];
  heap.collect?.();
  const before = heap.used();
  for (let seed = 1; states.length < RETAINED_STATES; seed++) {
    playout(game, { config, seed, trusted: true, maxSteps: RETAINED_STATES - states.length, onStep: ({ state }) => states.push(state) });
  }
  heap.collect?.();
  const after = heap.used();
  // Read after the heap, `states.length` keeps the array alive through the second reading.
  return Math.round(((after - before) / states.length) * RETAINED_STATES);
}

/** ISMCTS iterations per second over searches at the decisions of seeded random games, for `budgetMs`. */
function ismctsSpeed(game: Game<any, any, any, any>, config: unknown, search: BenchOptions['search'], budgetMs: number, now: () => number): number | null {
  if (!search) return null;
  const iterations = 50;
  let done = 0;
  const start = now();
  for (let seed = 1; now() - start < budgetMs; seed++) {
    const bot = search(iterations, seed);
    const states: BaseState[] = [];
    playout(game, { config, seed, trusted: true, onStep: ({ state }) => states.push(state) });
    for (const s of states) {
      const player = game.toMove(s);
      const legal = game.legalActions(s);
      if (player === null || player === 'chance' || legal.length < 2) continue;
      bot.choose({ player, view: null, legal, state: s });
      done += iterations;
      if (now() - start >= budgetMs) break;
    }
  }
  return Math.round(done / ((now() - start) / 1000));
}

/**
 * Benchmarks one game: a third of the budget each for validated and trusted playouts, the rest
 * timing `apply` and `legalActions` on states sampled from random games (each timed over a few
 * repetitions, so that sub-microsecond calls still register). The heap retained by 10,000 states
 * is measured last, outside the budget, and so is ISMCTS's speed (a quarter of the budget more).
 */
export function benchmarkGame(game: Game<any, any, any, any>, options: BenchOptions): BenchResult {
  const { budgetMs, now } = options;
  const config = options.config ?? {};
  const validated = throughput(game, config, false, budgetMs / 3, now);
  const trusted = throughput(game, config, true, budgetMs / 3, now);

  const applyTimes: number[] = [];
  const legalTimes: number[] = [];
  const sizes: number[] = [];
  const encoder = new TextEncoder();
  const reps = 5;
  const start = now();
  for (let seed = 1; now() - start < budgetMs / 3 && sizes.length < 20_000; seed++) {
    const states: BaseState[] = [];
    playout(game, { config, seed, trusted: true, onStep: ({ state }) => states.push(state) });
    for (const s of states) {
      sizes.push(encoder.encode(JSON.stringify(s)).length);
      if (game.isTerminal(s)) continue;
      let t = now();
      let legal: unknown[] = [];
      for (let r = 0; r < reps; r++) legal = game.legalActions(s);
      legalTimes.push(((now() - t) * 1000) / reps);
      const action = legal[seed % legal.length];
      t = now();
      for (let r = 0; r < reps; r++) game.apply(s, action);
      applyTimes.push(((now() - t) * 1000) / reps);
    }
  }
  return {
    game: game.id,
    version: game.version,
    config,
    validated,
    trusted,
    applyMedianMicros: round(median(applyTimes), 3),
    legalActionsMedianMicros: round(median(legalTimes), 3),
    stateBytesMedian: median(sizes),
    sampledStates: sizes.length,
    retainedHeapBytes10k: retainedHeap(game, config, options.heap),
    retainedHeapAfterGc: options.heap.collect !== undefined,
    ismctsIterationsPerSecond: ismctsSpeed(game, config, options.search, budgetMs / 4, now),
  };
}
