import * as z from 'zod';
import { binary } from './research-protocol.js';

/* The bridge's vector requests (docs/protocol.md, Vectors), answered by vector-ops.ts. */

/** Most games in one vector. */
const MAX_VECTOR = 10_000;

const id = z.union([z.string().max(100), z.number(), z.null()]).optional();
const handle = z.string().max(100);

/** The requests this file adds to the protocol. */
export const vectorRequests = [
  z.object({
    id,
    op: z.literal('vector'),
    game: z.string().max(100),
    config: z.unknown().optional(),
    seed: z.union([z.number(), z.string().max(100)]).optional(),
    count: z.number().int().min(1).max(MAX_VECTOR),
    /** Also answer each game's observation for its deciding seat. */
    observe: z.boolean().optional(),
    /** Frames as raw bytes after the answer's line (`"raw"`) instead of base64. */
    binary,
  }),
  z.object({ id, op: z.literal('vstep'), vector: handle, actions: z.string().max(4 * MAX_VECTOR * 2), binary }),
  z.object({ id, op: z.literal('vclose'), vector: handle }),
] as const;

/** A request of {@link vectorRequests}. */
export type VectorRequest = z.infer<(typeof vectorRequests)[number]>;
