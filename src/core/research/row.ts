import * as z from 'zod/mini';
import { bounded } from '../messages.js';
import { playout, type PlayoutResult } from '../playout.js';
import type { Seed } from '../seed.js';
import type { Game } from '../types.js';

/** One simulated game, as `simulate --jsonl` writes it (one JSON line per game, in seed order). */
export const simulationRowSchema = z.object({
  /** The game's id in the registry. */
  game: z.string(),
  /** The rules version the game was played under. */
  version: z.string(),
  /** A safe integer, or a decimal string beyond (seeds are signed 128-bit). */
  seed: z.union([z.number().check(z.int()), z.string()]),
  /** The config as the game's config schema resolved it (defaults filled). */
  config: z.unknown(),
  /** `false` when the game hit `maxSteps` before ending or raised an error (then winners and scores are empty). */
  finished: z.boolean(),
  winners: z.array(z.string()),
  scores: z.record(z.string(), z.number()),
  /** The machine-readable end-reason code, when the game gives one. */
  code: z.optional(z.string()),
  /** The end reason in words. */
  reason: z.optional(z.string()),
  /** The spectator view's turn (or round) count at the end, when the game exposes one. */
  turns: z.optional(z.number().check(z.int())),
  /** Decisions taken, chance outcomes included. */
  decisions: z.number().check(z.int()),
  /** Wall-clock milliseconds of the game, when a clock was given. */
  ms: z.optional(z.number()),
  /** The error the game raised (a rules bug), when it raised one: the run goes on without it. */
  error: z.optional(z.string()),
});
/** One simulated game (see {@link simulationRowSchema}). */
export type SimulationRow = z.infer<typeof simulationRowSchema>;

/** Options of {@link playRow}. */
export interface PlayRowOptions {
  /** The config as the user wrote it; the row records it as the game's schema resolves it. */
  readonly config?: unknown;
  readonly seed: Seed;
  /** Stop after this many decisions. Default 100 000. */
  readonly maxSteps?: number;
  /** Skip validation of the bots' actions (the trusted fast path). */
  readonly trusted?: boolean;
  /** A monotonic clock in milliseconds; without one the row has no `ms` and is fully deterministic. */
  readonly now?: () => number;
}

/** The spectator view's `turn`, else its `round`, when it is an integer. */
function turnsOf(view: unknown): number | undefined {
  if (view === null || typeof view !== 'object') return undefined;
  const { turn, round } = view as { turn?: unknown; round?: unknown };
  if (Number.isInteger(turn)) return turn as number;
  return Number.isInteger(round) ? (round as number) : undefined;
}

/** Plays one seeded game between random bots and describes it as a {@link SimulationRow}. */
export function playRow(game: Game<any, any, any, any>, options: PlayRowOptions): SimulationRow {
  const config = game.schemas.config.parse(options.config ?? {});
  const start = options.now?.();
  const ms = () => (start === undefined ? {} : { ms: Math.round((options.now!() - start) * 1000) / 1000 });
  let p: PlayoutResult<any, any>;
  try {
    p = playout(game, { config: options.config ?? {}, seed: options.seed, maxSteps: options.maxSteps, trusted: options.trusted });
  } catch (e) {
    // One broken game must not end a run of millions: it becomes a row that says why.
    const error = bounded(e instanceof Error ? e.message : String(e), 300);
    return { game: game.id, version: game.version, seed: options.seed, config, finished: false, winners: [], scores: {}, decisions: 0, ...ms(), error };
  }
  const turns = turnsOf(game.view(p.state, null));
  return {
    game: game.id,
    version: game.version,
    seed: options.seed,
    config,
    finished: p.result !== null,
    winners: [...(p.result?.winners ?? [])],
    scores: { ...p.result?.scores },
    ...(p.result?.code !== undefined && { code: p.result.code }),
    ...(p.result && { reason: p.result.reason }),
    ...(turns !== undefined && { turns }),
    decisions: p.steps,
    ...ms(),
  };
}
