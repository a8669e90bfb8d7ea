import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { effectSchema, eventEffectSchema } from '../../../src/games/free-at-last/data/schema.js';
import { challengeEffectSchema } from '../../../src/games/free-at-last/data/challenge-schema.js';

/* One naming case (issue 33): the kinds of every effect primitive are camelCase, as task kinds, actions and events are. */

const kinds = (schema: z.ZodDiscriminatedUnion): string[] => schema.options.map((o) => String((o as z.ZodObject).shape['kind']!.value));

describe('effect kinds are camelCase', () => {
  it.each([
    ['effectSchema', effectSchema],
    ['eventEffectSchema', eventEffectSchema],
    ['challengeEffectSchema', challengeEffectSchema],
  ] as const)('%s', (_name, schema) => {
    const all = kinds(schema as unknown as z.ZodDiscriminatedUnion);
    expect(all.length).toBeGreaterThan(3);
    expect(all.filter((k) => !/^[a-z][a-zA-Z0-9]*$/.test(k))).toEqual([]);
  });
});
