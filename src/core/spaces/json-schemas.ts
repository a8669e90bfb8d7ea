import * as z from 'zod/mini';
import type { ObservationLayout } from './observation.js';

/*
 * JSON Schemas (draft 2020-12, from zod's `z.toJSONSchema`) of a game's config, action, view and
 * observation, for clients in other languages. The config's schema is the input a user writes
 * (defaults optional); the others describe what the library produces.
 */

/** A JSON Schema document. */
export type JsonSchema = Record<string, unknown>;

/** The JSON Schemas of one game (the observation's only when the game has observations). */
export interface GameJsonSchemas {
  readonly config: JsonSchema;
  readonly action: JsonSchema;
  readonly view: JsonSchema;
  readonly observation?: JsonSchema;
}

/** The JSON Schema of an observation vector of this layout: a fixed-length array of numbers, its parts listed. */
export function observationJsonSchema(layout: ObservationLayout): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'array',
    items: { type: 'number' },
    minItems: layout.size,
    maxItems: layout.size,
    'x-parts': layout.parts.map((p) => ({ ...p, low: Number.isFinite(p.low) ? p.low : null, high: Number.isFinite(p.high) ? p.high : null })),
  };
}

/** The JSON Schemas of a game's zod schemas and, when given, of its observation layout. */
export function gameJsonSchemas(schemas: { readonly config: z.ZodMiniType; readonly action: z.ZodMiniType; readonly view: z.ZodMiniType }, layout?: ObservationLayout): GameJsonSchemas {
  const opts = { unrepresentable: 'any', target: 'draft-2020-12' } as const;
  return {
    config: z.toJSONSchema(schemas.config, { ...opts, io: 'input' }) as JsonSchema,
    action: z.toJSONSchema(schemas.action, opts) as JsonSchema,
    view: z.toJSONSchema(schemas.view, opts) as JsonSchema,
    ...(layout ? { observation: observationJsonSchema(layout) } : {}),
  };
}
