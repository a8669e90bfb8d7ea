import * as z from 'zod/mini';

const interval = z.tuple([z.number(), z.number()]);

/** One bot's line of the arena's table. */
export const arenaBotSchema = z.object({
  name: z.string(),
  /** Games in which the bot held at least one seat. */
  games: z.number().check(z.int()),
  /** Of those, games in which one of its seats was among the winners (a shared win counts). */
  wins: z.number().check(z.int()),
  winRate: z.number(),
  /** 95% Wilson interval of `winRate`. */
  ci95: interval,
  /** Mean final score of its seats in finished games. */
  meanScore: z.number(),
});

/** The win-rate difference of two bots, `a` minus `b`, with its 95% interval (Newcombe). */
export const arenaDifferenceSchema = z.object({
  a: z.string(),
  b: z.string(),
  difference: z.number(),
  ci95: interval,
});

/** What {@link arena} returns, and the CLI's `arena --json` prints. */
export const arenaReportSchema = z.object({
  game: z.string(),
  version: z.string(),
  config: z.unknown(),
  /** The first seed: a number, or a decimal string past the safe integers. */
  seed: z.union([z.number().check(z.int()), z.string().check(z.maxLength(48))]),
  games: z.number().check(z.int()),
  bots: z.array(arenaBotSchema),
  differences: z.array(arenaDifferenceSchema),
  /** Finished games nobody won. */
  noWinner: z.number().check(z.int()),
  /** Games that hit `maxSteps` before ending. */
  unfinished: z.number().check(z.int()),
  /** Finished games by end reason: `GameResult.code` when the game gives one, else its words. */
  reasons: z.record(z.string(), z.number().check(z.int())),
  /** Mean decisions per game, chance outcomes included. */
  meanDecisions: z.number(),
});
/** What {@link arena} returns (see {@link arenaReportSchema}). */
export type ArenaReport = z.infer<typeof arenaReportSchema>;
/** One bot's line of an {@link ArenaReport}. */
export type ArenaBotLine = z.infer<typeof arenaBotSchema>;
