import * as z from 'zod/mini';
import type { SimulationRow } from './row.js';
import type { Seed } from '../seed.js';
import { wilsonInterval } from './wilson.js';

/** Bumped whenever a field of {@link simulationSummarySchema} changes meaning or goes away. */
export const SIMULATION_SUMMARY_SCHEMA_VERSION = 1;

/** How many seeds of failed games the summary lists. */
const MAX_ERROR_SEEDS = 20;

const rate = z.object({
  count: z.number().check(z.int()),
  /** `count` over finished games, rounded to 4 decimals. */
  rate: z.number(),
  /** The 95% Wilson score interval of `rate`, rounded to 4 decimals. */
  ci95: z.tuple([z.number(), z.number()]),
});

const spread = z.object({ mean: z.number(), min: z.number(), max: z.number() });

/** What `simulate` returns (and prints with `--json`): figures are rounded for reading. */
export const simulationSummarySchema = z.object({
  schemaVersion: z.literal(SIMULATION_SUMMARY_SCHEMA_VERSION),
  game: z.string(),
  version: z.string(),
  /** The config as the game's config schema resolved it. */
  config: z.unknown(),
  /** The first seed; game `i` used seed `seed + i` (a decimal string beyond the safe integers). */
  seed: z.union([z.number().check(z.int()), z.string()]),
  games: z.number().check(z.int()),
  finished: z.number().check(z.int()),
  /** Games that hit `maxSteps` before ending or raised an error. */
  unfinished: z.number().check(z.int()),
  /** Games that raised an error (a rules bug; their rows say which), and the first seeds of them. */
  errors: z.object({ count: z.number().check(z.int()), seeds: z.array(z.union([z.number().check(z.int()), z.string()])).check(z.maxLength(MAX_ERROR_SEEDS)) }),
  /** Decisions per game, chance outcomes included. */
  decisions: spread,
  /** Turns (or rounds) per game, when the game exposes them. */
  turns: z.optional(spread),
  /** Per seat: finished games it won (a shared win counts for every winner). */
  wins: z.record(z.string(), rate),
  /** Finished games that nobody won. */
  noWinner: rate,
  /** Mean final score per seat over finished games. */
  meanScores: z.record(z.string(), z.number()),
  /** Finished games per end reason: the result's `code` when it has one, else its prose `reason`. */
  endReasons: z.record(z.string(), z.number().check(z.int())),
  /** The exact sums behind the rounded means, so that summaries of shards merge exactly (`protest-rules merge`). */
  totals: z.object({
    decisions: z.number(),
    /** The sum of turns, over the `turnGames` games that expose them. */
    turns: z.number(),
    turnGames: z.number().check(z.int()),
    scores: z.record(z.string(), z.number()),
  }),
  workers: z.number().check(z.int()),
  seconds: z.number(),
  gamesPerSecond: z.number(),
  decisionsPerSecond: z.number(),
});
/** The summary of a simulation run (see {@link simulationSummarySchema}). */
export type SimulationSummary = z.infer<typeof simulationSummarySchema>;

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Running totals of one field. */
class Spread {
  total = 0;
  min = Infinity;
  max = -Infinity;
  n = 0;
  add(x: number): void {
    this.total += x;
    this.min = Math.min(this.min, x);
    this.max = Math.max(this.max, x);
    this.n++;
  }
  /** Adds the figures of another spread. */
  merge(total: number, n: number, min: number, max: number): void {
    if (n === 0) return;
    this.total += total;
    this.n += n;
    this.min = Math.min(this.min, min);
    this.max = Math.max(this.max, max);
  }
  get(): z.infer<typeof spread> {
    return this.n === 0 ? { mean: 0, min: 0, max: 0 } : { mean: round(this.total / this.n, 2), min: this.min, max: this.max };
  }
}

/** What a {@link SummaryBuilder} needs to know about the run besides its rows. */
export interface SummaryHeader {
  readonly game: string;
  readonly version: string;
  readonly config: unknown;
  readonly seed: Seed;
  /** The seats, so that a seat that never wins still shows a zero. */
  readonly seats: readonly string[];
}

/** Accumulates {@link SimulationRow}s, in any order, into a {@link SimulationSummary}. */
export class SummaryBuilder {
  private games = 0;
  private finished = 0;
  private noWinner = 0;
  private readonly decisions = new Spread();
  private readonly turns = new Spread();
  private readonly wins = new Map<string, number>();
  private readonly scores = new Map<string, number>();
  private readonly endReasons = new Map<string, number>();
  private errors = 0;
  private readonly errorSeeds: Seed[] = [];

  constructor(private readonly header: SummaryHeader) {
    for (const seat of header.seats) {
      this.wins.set(seat, 0);
      this.scores.set(seat, 0);
    }
  }

  /** Counts one game. */
  add(row: SimulationRow): void {
    this.games++;
    this.decisions.add(row.decisions);
    if (row.turns !== undefined) this.turns.add(row.turns);
    if (row.error !== undefined && ++this.errors <= MAX_ERROR_SEEDS) this.errorSeeds.push(row.seed);
    if (!row.finished) return;
    this.finished++;
    if (row.winners.length === 0) this.noWinner++;
    for (const w of row.winners) this.wins.set(w, (this.wins.get(w) ?? 0) + 1);
    for (const [seat, score] of Object.entries(row.scores)) this.scores.set(seat, (this.scores.get(seat) ?? 0) + score);
    const key = row.code ?? row.reason ?? 'unknown';
    this.endReasons.set(key, (this.endReasons.get(key) ?? 0) + 1);
  }

  /**
   * Counts the games of another run's summary of the same game, version and config, whose seeds
   * follow the ones counted so far (shards, in seed order): the result is the summary of one run.
   */
  addSummary(s: SimulationSummary): void {
    this.games += s.games;
    this.finished += s.finished;
    this.noWinner += s.noWinner.count;
    this.decisions.merge(s.totals.decisions, s.games, s.decisions.min, s.decisions.max);
    if (s.turns) this.turns.merge(s.totals.turns, s.totals.turnGames, s.turns.min, s.turns.max);
    for (const [seat, r] of Object.entries(s.wins)) this.wins.set(seat, (this.wins.get(seat) ?? 0) + r.count);
    for (const [seat, total] of Object.entries(s.totals.scores)) this.scores.set(seat, (this.scores.get(seat) ?? 0) + total);
    for (const [key, n] of Object.entries(s.endReasons)) this.endReasons.set(key, (this.endReasons.get(key) ?? 0) + n);
    this.errors += s.errors.count;
    this.errorSeeds.push(...s.errors.seeds.slice(0, MAX_ERROR_SEEDS - this.errorSeeds.length));
  }

  private rate(count: number): z.infer<typeof rate> {
    const [lo, hi] = wilsonInterval(count, this.finished);
    return { count, rate: this.finished === 0 ? 0 : round(count / this.finished, 4), ci95: [round(lo, 4), round(hi, 4)] };
  }

  /** The summary so far, given the wall-clock seconds and the number of workers that played. */
  summary(seconds: number, workers: number): SimulationSummary {
    const { game, version, config, seed } = this.header;
    const mean = (total: number) => (this.finished === 0 ? 0 : round(total / this.finished, 2));
    const perSecond = (n: number) => (seconds > 0 ? round(n / seconds, 1) : 0);
    return {
      schemaVersion: SIMULATION_SUMMARY_SCHEMA_VERSION,
      game,
      version,
      config,
      seed,
      games: this.games,
      finished: this.finished,
      unfinished: this.games - this.finished,
      errors: { count: this.errors, seeds: [...this.errorSeeds] },
      decisions: this.decisions.get(),
      ...(this.turns.n > 0 && { turns: this.turns.get() }),
      wins: Object.fromEntries([...this.wins].map(([seat, n]) => [seat, this.rate(n)])),
      noWinner: this.rate(this.noWinner),
      meanScores: Object.fromEntries([...this.scores].map(([seat, total]) => [seat, mean(total)])),
      // Most frequent first; ties by name, so that merged shards list them as one run does.
      endReasons: Object.fromEntries([...this.endReasons].sort(([ka, a], [kb, b]) => b - a || (ka < kb ? -1 : 1))),
      totals: { decisions: this.decisions.total, turns: this.turns.total, turnGames: this.turns.n, scores: Object.fromEntries(this.scores) },
      workers,
      seconds: round(seconds, 3),
      gamesPerSecond: perSecond(this.games),
      decisionsPerSecond: perSecond(this.decisions.total),
    };
  }
}
