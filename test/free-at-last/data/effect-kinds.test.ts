import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { effectSchema, eventEffectSchema } from '../../../src/games/free-at-last/data/schema.js';
import { challengeEffectSchema } from '../../../src/games/free-at-last/data/challenge-schema.js';

/* One naming case (issue 33): the kinds of every effect primitive are camelCase, as task kinds, actions and events are. */

const kinds = (schema: z.ZodMiniDiscriminatedUnion): string[] => schema.def.options.map((o) => String(((o as z.ZodMiniObject).shape['kind'] as z.ZodMiniLiteral).def.values[0]));

describe('effect kinds are camelCase', () => {
  it.each([
    ['effectSchema', effectSchema],
    ['eventEffectSchema', eventEffectSchema],
    ['challengeEffectSchema', challengeEffectSchema],
  ] as const)('%s', (_name, schema) => {
    const all = kinds(schema as unknown as z.ZodMiniDiscriminatedUnion);
    expect(all.length).toBeGreaterThan(3);
    expect(all.filter((k) => !/^[a-z][a-zA-Z0-9]*$/.test(k))).toEqual([]);
  });
});
