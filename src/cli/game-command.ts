import { checkConfigFlags, parseCommand, parseConfig, parseInteger, parseSeed, positionals, splitConfigFlags, UsageError, type OptionSpec, type OptionValues } from './args.js';
import { findGame } from './catalog.js';
import { LIMITS } from './usage.js';
import type { Seed } from '../core/seed.js';
import type { Game } from '../core/types.js';

/** The options every command that plays a game takes. */
type GameOptions = OptionSpec & { seed: { type: 'string' }; players: { type: 'string' }; config: { type: 'string' }; 'max-steps': { type: 'string' } };

/** What {@link parseGameCommand} reads off a command line. */
export interface GameCommand<O extends OptionSpec> {
  readonly game: Game<any, any, any, any>;
  readonly values: OptionValues<O>;
  /** `--games N`, for commands that play several games (`undefined` otherwise). */
  readonly games: number | undefined;
  /** `--seed`: any signed 128-bit seed (a number when it is a safe integer, else its decimal string). */
  readonly seed: Seed;
  readonly maxSteps: number;
  /** `--config`, `--players` and the game's own config flags (e.g. `--variant team`), merged. */
  readonly config: Record<string, unknown>;
}

/**
 * `<command> <game> [flags]`: the game, the seed, the step bound and the config. Other
 * `--flag value` pairs are config keys. With `gamesFor`, `--games N` is required (named in the error).
 */
export function parseGameCommand<O extends GameOptions>(args: string[], options: O, gamesFor?: string): GameCommand<O> {
  const split = splitConfigFlags(args, options);
  const { values, positionals: found } = parseCommand(split.args, options);
  const [id] = positionals(found, ['game']);
  const game = findGame(id!);
  let games: number | undefined;
  if (gamesFor !== undefined) {
    const text = (values as Record<string, string | boolean | undefined>)['games'];
    if (typeof text !== 'string') throw new UsageError(`${gamesFor} needs --games N`);
    games = parseInteger('games', text, 0, 1, LIMITS.games);
  }
  const seedText = values.seed as string | undefined;
  // every command takes the library's full seed range (issue 35)
  const seed = parseSeed(seedText, 1);
  const maxSteps = parseInteger('max-steps', values['max-steps'] as string | undefined, 100_000, 1, LIMITS.maxSteps);
  checkConfigFlags(split.flags, game);
  const config = { ...parseConfig(values.config as string | undefined, values.players as string | undefined), ...split.flags };
  return { game, values, games, seed, maxSteps, config };
}
