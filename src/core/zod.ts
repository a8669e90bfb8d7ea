import * as z from 'zod/mini';

/*
 * What classic zod had and zod/mini has not, for the schemas of the library (zod/mini since issue 36
 * item 7: its functions are kept by a bundler only when used).
 */

/** The enum without the values in `drop`, in the enum's order (classic zod's `.exclude`). */
export function exclude<const E extends string, const D extends E>(schema: z.ZodMiniEnum<{ [K in E]: K }>, drop: readonly D[]): z.ZodMiniEnum<{ [K in Exclude<E, D>]: K }> {
  const dropped = new Set<string>(drop);
  return z.enum(schema.options.filter((o) => !dropped.has(o)) as Exclude<E, D>[]);
}
