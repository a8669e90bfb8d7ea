import * as z from 'zod/mini';

/**
 * Where a component's value comes from (every game's data): the rulebook section that fixes it, or
 * reconstructed by this project, with a one-line reason (the game's docs/<game>/components.md).
 */
export const provenanceSchema = z.union([z.strictObject({ rule: z.string().check(z.minLength(1)) }), z.strictObject({ reconstructed: z.string().check(z.minLength(1)) })]);
