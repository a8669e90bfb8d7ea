import type { Bot } from '../bots.js';
import { playoutAsync } from '../playout-async.js';
import { seedAt, seedNumber } from '../research/seeds.js';
import { differenceInterval, wilsonInterval } from '../research/wilson.js';
import type { Seed } from '../seed.js';
import type { BaseAction, BaseState, Game, GameResult, Player } from '../types.js';
import type { ArenaReport } from './report.js';
import { seating } from './seating.js';

/** A contestant: a name for the table and a factory of fresh, seeded bots (one per seat and game). */
export interface ArenaEntry<A extends BaseAction = BaseAction> {
  readonly name: string;
  create(seed: number): Bot<A, any>;
}

/** Options of {@link arena}. */
export interface ArenaOptions<A extends BaseAction = BaseAction> {
  /** The contestants, two or more (one plays against itself). Their names must differ. */
  readonly bots: readonly ArenaEntry<A>[];
  readonly games: number;
  /** The first seed (a signed 128-bit seed, a string past the safe integers): game `i` uses seed `seed + i`. Default 1. */
  readonly seed?: Seed;
  readonly config?: unknown;
  /** Stop a game after this many decisions. Default 100 000. */
  readonly maxSteps?: number;
  /** Called after every game with the games done so far. */
  readonly onProgress?: (done: number, total: number) => void;
}

interface Tally {
  games: number;
  wins: number;
  scoreSum: number;
  scoreCount: number;
}

/** Adds a finished game to each entry's tally. */
function count(tallies: Tally[], seats: readonly Player[], who: readonly number[], result: GameResult): void {
  const present = new Set(who);
  const won = new Set(result.winners.map((w) => who[seats.indexOf(w)]));
  for (const e of present) {
    tallies[e]!.games++;
    if (won.has(e)) tallies[e]!.wins++;
  }
  seats.forEach((seat, j) => {
    tallies[who[j]!]!.scoreSum += result.scores[seat] ?? 0;
    tallies[who[j]!]!.scoreCount++;
  });
}

/**
 * Plays `games` seeded games between bots, rotating them through the seats (game `i`, seat `j`:
 * entry `(i + j) mod k`), and reports each bot's win rate with its 95% Wilson interval, the
 * difference of every pair of win rates with its 95% interval, mean scores and the end reasons by
 * code. Bots may be synchronous or asynchronous; a bot's seed is derived from the game's seed and
 * its seat, so a run is reproducible.
 */
export async function arena<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, options: ArenaOptions<A>): Promise<ArenaReport> {
  const entries = options.bots;
  if (entries.length === 0) throw new Error('arena needs at least one bot');
  if (new Set(entries.map((e) => e.name)).size !== entries.length) throw new Error('arena: bot names must differ');
  const seed = options.seed ?? 1;
  const config = options.config ?? {};
  const seats = game.players(config);
  const tallies: Tally[] = entries.map(() => ({ games: 0, wins: 0, scoreSum: 0, scoreCount: 0 }));
  const reasons: Record<string, number> = {};
  let noWinner = 0;
  let unfinished = 0;
  let decisions = 0;
  for (let i = 0; i < options.games; i++) {
    const who = seating(seats, entries.length, i);
    const gameSeed = seedAt(seed, i);
    const bots = Object.fromEntries(seats.map((seat, j) => [seat, entries[who[j]!]!.create(seedNumber(gameSeed) * 31 + j + 1)]));
    const p = await playoutAsync(game, { config, seed: gameSeed, bots, maxSteps: options.maxSteps, trusted: true });
    decisions += p.steps;
    if (!p.result) unfinished++;
    else {
      count(tallies, seats, who, p.result);
      if (p.result.winners.length === 0) noWinner++;
      const reason = p.result.code ?? p.result.reason;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    options.onProgress?.(i + 1, options.games);
  }
  const bots = entries.map((e, k) => {
    const t = tallies[k]!;
    return { name: e.name, games: t.games, wins: t.wins, winRate: t.games === 0 ? 0 : t.wins / t.games, ci95: wilsonInterval(t.wins, t.games), meanScore: t.scoreCount === 0 ? 0 : t.scoreSum / t.scoreCount };
  });
  const differences = bots.flatMap((a, k) =>
    bots.slice(k + 1).map((b) => ({ a: a.name, b: b.name, difference: a.winRate - b.winRate, ci95: differenceInterval(a.wins, a.games, b.wins, b.games) })),
  );
  return { game: game.id, version: game.version, config: game.schemas.config.parse(config), seed, games: options.games, bots, differences, noWinner, unfinished, reasons, meanDecisions: options.games === 0 ? 0 : decisions / options.games };
}
