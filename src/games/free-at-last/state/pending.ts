import { z } from 'zod';

/*
 * PLACEHOLDER written by the integrator so the state schema compiles; the flow helper replaces this
 * with the real union of pending decisions (who decides what, in every phase).
 */

/** What is being decided now. */
export const pendingSchema = z.object({ kind: z.string() });
