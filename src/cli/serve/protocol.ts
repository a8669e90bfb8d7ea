import * as z from 'zod/mini';
import { binary, researchRequests } from './research-protocol.js';
import { vectorRequests } from './vector-protocol.js';

/** The version of the `serve --stdio` protocol, answered by `hello`; bumped on an incompatible change. */
export const PROTOCOL_VERSION = 1;

/** Longest error message sent back, in characters. */
export const MAX_MESSAGE = 300;

const id = z.optional(z.union([z.string().check(z.maxLength(100)), z.number(), z.null()]));
const handle = z.string().check(z.maxLength(100));

/** One request line: `op` names what to do; `id`, when given, is echoed in the response. */
export const requestSchema = z.discriminatedUnion('op', [
  z.object({ id, op: z.literal('hello') }),
  z.object({ id, op: z.literal('games') }),
  z.object({ id, op: z.literal('new'), game: z.string().check(z.maxLength(100)), config: z.optional(z.unknown()), seed: z.optional(z.union([z.number(), z.string().check(z.maxLength(100))])) }),
  z.object({ id, op: z.literal('legal'), handle }),
  z.object({
    id,
    op: z.literal('apply'),
    handle,
    action: z.optional(z.unknown()),
    index: z.optional(z.number().check(z.int())),
    code: z.optional(z.number().check(z.int())),
    player: z.optional(z.string().check(z.maxLength(100))),
  }),
  z.object({ id, op: z.literal('spaces'), handle }),
  z.object({ id, op: z.literal('mask'), handle, binary }),
  z.object({ id, op: z.literal('encode'), handle, action: z.unknown() }),
  z.object({ id, op: z.literal('decode'), handle, code: z.number().check(z.int()) }),
  z.object({ id, op: z.literal('observe'), handle, player: z.optional(z.nullable(z.string().check(z.maxLength(100)))), binary }),
  z.object({ id, op: z.literal('view'), handle, player: z.optional(z.nullable(z.string().check(z.maxLength(100)))) }),
  z.object({ id, op: z.literal('prompt'), handle }),
  z.object({ id, op: z.literal('result'), handle }),
  z.object({ id, op: z.literal('close'), handle }),
  ...researchRequests,
  ...vectorRequests,
]);
/** A request (see {@link requestSchema}). */
export type Request = z.infer<typeof requestSchema>;

/** The stable kinds of error a response can carry. */
const errorKinds = [
  'bad-json',
  'too-long',
  'bad-request',
  'unknown-game',
  'unknown-handle',
  'unknown-player',
  'too-many-games',
  'too-large',
  'invalid-config',
  'invalid-state',
  'invalid-action',
  'illegal-action',
  'bad-index',
  'bad-code',
  'internal',
] as const;
/** One of {@link errorKinds}. */
export type ErrorKind = (typeof errorKinds)[number];

/** A failed request, answered as `{ id, ok: false, error: { kind, message } }`. */
export class ProtocolError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** A message cut to {@link MAX_MESSAGE} characters. */
export function bounded(message: string): string {
  return message.length <= MAX_MESSAGE ? message : `${message.slice(0, MAX_MESSAGE - 1)}…`;
}
