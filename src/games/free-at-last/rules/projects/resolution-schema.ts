import { z } from 'zod';

/*
 * PLACEHOLDER written by the integrator so the state schema compiles; the projects helper replaces
 * this file with the real resolution state and project action schemas.
 */

/** The running resolution of a project action. */
export const resolutionSchema = z.object({ kind: z.string() });

/** The project rules' actions (types start with `project-`). */
export const projectActionSchemas = [z.object({ type: z.literal('project-roll'), die: z.enum(['red', 'white', 'blue']), face: z.union([z.number().int(), z.literal('X'), z.literal('K')]) })] as const;

export type ProjectAction = z.infer<(typeof projectActionSchemas)[number]>;
