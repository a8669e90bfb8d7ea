import * as z from 'zod';

/*
 * 23.5 Difficulty Levels: the Failure Marker track starts at space 1–5. The start counts towards the
 * penalty per marker (1.5) and towards the Seggie victory at 9 (1.6) — see docs/free-at-last/variants.md.
 */

/** 23.5 the five levels, easiest first. */
export const difficultySchema = z.enum(['roberto-clemente', 'ernie-banks', 'willie-mays', 'henry-aaron', 'jackie-robinson']);
export type Difficulty = z.infer<typeof difficultySchema>;

/** 23.5 the start of the Failure Marker track for a level (null: the basic game's 0). */
export function failureTrackStartOf(level: Difficulty | null): number {
  return level === null ? 0 : difficultySchema.options.indexOf(level) + 1;
}
