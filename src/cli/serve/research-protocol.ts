import * as z from 'zod/mini';

/*
 * The bridge's requests for search and learning clients (OpenSpiel, PettingZoo, docs/protocol.md):
 * copies of a game (clone, export/restore, determinize), the fast `step`, words for actions and
 * events, game metadata and chance outcomes by integer.
 */

const id = z.optional(z.union([z.string().check(z.maxLength(100)), z.number(), z.null()]));
const handle = z.string().check(z.maxLength(100));
const seat = z.string().check(z.maxLength(100));
/** How numeric arrays are answered: `true` base64 frames, `"raw"` bytes after the answer's line (docs/protocol.md, Binary frames). */
export const binary = z.optional(z.union([z.boolean(), z.literal('raw')]));
/** One of action (JSON), index (into the legal list) or code (an integer action): checked when answered. */
const choice = {
  action: z.optional(z.unknown()),
  index: z.optional(z.number().check(z.int())),
  code: z.optional(z.number().check(z.int())),
};

/** A game as `export` gives it and `restore` takes it: plain JSON that can be stored anywhere. */
const snapshotSchema = z.object({
  game: z.string().check(z.maxLength(100)),
  /** The rules version the state was played under; `restore` refuses another. */
  version: z.string().check(z.maxLength(100)),
  /** The config as the game was created with (before defaults). */
  config: z.unknown(),
  state: z.unknown(),
});
/** A snapshot (see {@link snapshotSchema}). */
export type Snapshot = z.infer<typeof snapshotSchema>;

/**
 * The bound on a game's length, in decisions (chance outcomes included), that the bridge reports as
 * `maxGameLength`: the step bound of `simulate` and `playout`, after which a game counts as unfinished.
 */
export const MAX_GAME_LENGTH = 100_000;

/** Most random playouts one `rollout` request plays. */
const MAX_ROLLOUTS = 1000;

/** The requests this file adds to the protocol. */
export const researchRequests = [
  z.object({ id, op: z.literal('clone'), handle }),
  z.object({ id, op: z.literal('export'), handle }),
  z.object({ id, op: z.literal('restore'), snapshot: snapshotSchema }),
  z.object({ id, op: z.literal('determinize'), handle, player: seat, seed: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(0x7fffffff))) }),
  z.object({
    id,
    op: z.literal('step'),
    handle,
    ...choice,
    player: z.optional(seat),
    /** Also answer the legal codes of the new state, ascending (saves a `mask` request). */
    codes: z.optional(z.boolean()),
    /** Also answer the events and each one in words. */
    events: z.optional(z.boolean()),
    /** Also answer the observation of the seat to move in the new state (a spectator's at a chance node; none once over). */
    observe: z.optional(z.boolean()),
    /**
     * Numeric arrays (`codes`, `observation`) as binary frames of int32 / float32: base64 (`true`) or
     * raw bytes after the line (`"raw"`); `"packed"`: the whole answer as a packed step (packed-step.ts).
     */
    binary: z.optional(z.union([z.boolean(), z.literal('raw'), z.literal('packed')])),
  }),
  z.object({ id, op: z.literal('describe'), handle, ...choice }),
  z.object({ id, op: z.literal('info'), handle }),
  z.object({ id, op: z.literal('chance'), handle }),
  z.object({ id, op: z.literal('rollout'), handle, seed: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(0x7fffffff))), count: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ROLLOUTS))), depth: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_GAME_LENGTH))) }),
] as const;

/** A request of {@link researchRequests}. */
export type ResearchRequest = z.infer<(typeof researchRequests)[number]>;

