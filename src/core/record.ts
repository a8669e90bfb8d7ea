import * as z from 'zod/mini';
import { RulesError } from './errors.js';
import { canonicalJson } from './json.js';
import { bounded } from './messages.js';
import { zodMessage } from './zod-message.js';
import type { Seed } from './seed.js';
import type { BaseAction, BaseState, Game } from './types.js';

/** A game record: replaying `actions` from `config` and `seed` reproduces the game. */
export const gameRecordSchema = z.object({
  game: z.string(),
  version: z.string(),
  config: z.unknown(),
  /** A safe integer or a 128-bit integer string (see `Seed`). */
  seed: z.union([z.number().check(z.int()), z.string().check(z.maxLength(48))]),
  actions: z.array(z.looseObject({ type: z.string() })),
});
/** A game record (see {@link gameRecordSchema}). */
export type GameRecord = z.infer<typeof gameRecordSchema>;

/**
 * Makes a record of a game played with `game`.
 *
 * @example
 * ```ts
 * import { playout, record, replay } from 'protest-rules';
 * import { freeAtLast } from 'protest-rules/free-at-last';
 *
 * const run = playout(freeAtLast, { config: { players: 2 }, seed: 7 });
 * const rec = record(freeAtLast, { players: 2 }, 7, run.actions);
 * console.log(replay(freeAtLast, rec).ok); // true
 * ```
 */
export function record<S extends BaseState, A extends BaseAction, C, V, In, P extends string>(
  game: Game<S, A, C, V, In, P>,
  config: In,
  seed: Seed,
  actions: readonly A[],
): GameRecord {
  return { game: game.id, version: game.version, config, seed, actions: actions.map((a) => ({ ...a }) as GameRecord['actions'][number]) };
}

/** Why a replay failed, as a stable code. */
export type ReplayFailure = 'malformed-record' | 'wrong-game' | 'wrong-version' | 'bad-seed' | 'action-rejected' | 'final-state-differs';

/** The outcome of {@link replay}. */
export type ReplayOutcome<S> =
  | { readonly ok: true; readonly state: S; readonly steps: number }
  | {
      readonly ok: false;
      /** The index of the first action that diverges; -1 when the record itself is refused. */
      readonly index: number;
      readonly reason: ReplayFailure;
      /** What went wrong, in words (bounded). */
      readonly error: string;
      /** The state just before the divergence; `null` when the record itself is refused. */
      readonly state: S | null;
    };

/**
 * Replays a record, validating every action. On failure it reports the index of the first action
 * that diverges and the state just before it. With `expectedState`, a final state that differs
 * is also a divergence (index = number of actions). A malformed record, one of another game, or
 * one of another rules `version` (unless `anyVersion`) is refused with `index: -1`.
 */
export function replay<S extends BaseState, A extends BaseAction, C, V, In, P extends string>(
  game: Game<S, A, C, V, In, P>,
  input: unknown,
  options: { expectedState?: unknown; anyVersion?: boolean } = {},
): ReplayOutcome<S> {
  const refuse = (reason: ReplayFailure, error: string): ReplayOutcome<S> => ({ ok: false, index: -1, reason, error: bounded(error), state: null });
  const parsed = gameRecordSchema.safeParse(input);
  if (!parsed.success) return refuse('malformed-record', zodMessage('Malformed game record', parsed.error));
  const rec = parsed.data;
  if (rec.game !== game.id) return refuse('wrong-game', `Record is for game '${rec.game}', not '${game.id}'`);
  if (rec.version !== game.version && !options.anyVersion) {
    return refuse('wrong-version', `Record is of ${game.id} rules version ${rec.version}; this is version ${game.version}`);
  }
  let state: S;
  try {
    // the record's config is untrusted: setup parses it at run time
    state = game.setup(rec.config as In, rec.seed);
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    return refuse('bad-seed', e.message);
  }
  for (let i = 0; i < rec.actions.length; i++) {
    try {
      state = game.applyUnknown(state, rec.actions[i]);
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      return { ok: false, index: i, reason: 'action-rejected', error: e.message, state };
    }
  }
  if (options.expectedState !== undefined && canonicalJson(options.expectedState) !== canonicalJson(state)) {
    return { ok: false, index: rec.actions.length, reason: 'final-state-differs', error: 'Final state differs from the expected state', state };
  }
  return { ok: true, state, steps: rec.actions.length };
}
