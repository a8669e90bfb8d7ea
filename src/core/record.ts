import { z } from 'zod';
import { InvalidConfigError, RulesError } from './errors.js';
import { canonicalJson } from './json.js';
import type { BaseAction, BaseState, Game } from './types.js';

/** A game record: replaying `actions` from `config` and `seed` reproduces the game. */
export const gameRecordSchema = z.object({
  game: z.string(),
  version: z.string(),
  config: z.unknown(),
  seed: z.number().int(),
  actions: z.array(z.looseObject({ type: z.string() })),
});
/** A game record (see {@link gameRecordSchema}). */
export type GameRecord = z.infer<typeof gameRecordSchema>;

/** Makes a record of a game played with `game`. */
export function record(game: Game<any, any, any, any>, config: unknown, seed: number, actions: readonly BaseAction[]): GameRecord {
  return { game: game.id, version: game.version, config, seed, actions: actions.map((a) => ({ ...a })) };
}

/** The outcome of {@link replay}. */
export type ReplayOutcome<S> =
  | { readonly ok: true; readonly state: S; readonly steps: number }
  | { readonly ok: false; readonly index: number; readonly error: string; readonly state: S };

/**
 * Replays a record, validating every action. On failure it reports the index of the first action
 * that diverges and the state just before it. With `expectedState`, a final state that differs
 * is also a divergence (index = number of actions). A malformed record throws `InvalidConfigError`.
 */
export function replay<S extends BaseState>(
  game: Game<S, any, any, any>,
  input: unknown,
  options: { expectedState?: unknown } = {},
): ReplayOutcome<S> {
  const parsed = gameRecordSchema.safeParse(input);
  if (!parsed.success) throw new InvalidConfigError(`Malformed game record: ${parsed.error.message}`, parsed.error.issues);
  const rec = parsed.data;
  if (rec.game !== game.id) throw new RulesError(`Record is for game '${rec.game}', not '${game.id}'`);
  let state = game.setup(rec.config, rec.seed);
  for (let i = 0; i < rec.actions.length; i++) {
    try {
      state = game.apply(state, rec.actions[i]);
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      return { ok: false, index: i, error: e.message, state };
    }
  }
  if (options.expectedState !== undefined && canonicalJson(options.expectedState) !== canonicalJson(state)) {
    return { ok: false, index: rec.actions.length, error: 'Final state differs from the expected state', state };
  }
  return { ok: true, state, steps: rec.actions.length };
}
