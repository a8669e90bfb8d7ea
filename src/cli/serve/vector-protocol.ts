import * as z from 'zod/mini';
import { binary } from './research-protocol.js';

/* The bridge's vector requests (docs/protocol.md, Vectors), answered by vector-ops.ts. */

/** Most games in one vector. */
const MAX_VECTOR = 10_000;

const id = z.optional(z.union([z.string().check(z.maxLength(100)), z.number(), z.null()]));
const handle = z.string().check(z.maxLength(100));

/** The requests this file adds to the protocol. */
export const vectorRequests = [
  z.object({
    id,
    op: z.literal('vector'),
    game: z.string().check(z.maxLength(100)),
    config: z.optional(z.unknown()),
    seed: z.optional(z.union([z.number(), z.string().check(z.maxLength(100))])),
    count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_VECTOR)),
    /** Also answer each game's observation for its deciding seat. */
    observe: z.optional(z.boolean()),
    /** Frames as raw bytes after the answer's line (`"raw"`) instead of base64. */
    binary,
  }),
  z.object({ id, op: z.literal('vstep'), vector: handle, actions: z.string().check(z.maxLength(4 * MAX_VECTOR * 2)), binary }),
  z.object({ id, op: z.literal('vclose'), vector: handle }),
] as const;

/** A request of {@link vectorRequests}. */
export type VectorRequest = z.infer<(typeof vectorRequests)[number]>;
