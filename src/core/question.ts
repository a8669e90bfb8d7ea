import * as z from 'zod/mini';

/*
 * What is being asked, as data (DESIGN §1 "Every question says what it is"): a chance node names
 * its kind and subject, a decision its kind, seat and subject, so that tests, UIs and bots never
 * read the task stack or parse a prompt. Each game lists its kinds and fields in docs/<game>/actions.md.
 */

/**
 * A chance node: `chance` is its kind (`'die'`, `'draw'`, `'tie'`…); the other fields are its
 * subject, e.g. `{ chance: 'die', die: 'media', for: 'civilRights' }` or
 * `{ chance: 'draw', deck: 'strategy', for: 'SNCC' }`.
 */
export const chanceQuestionSchema = z.looseObject({ chance: z.string().check(z.minLength(1)) });

/**
 * A decision: `decision` is its kind (the game's name for the question), `seat` who answers; the
 * other fields are its subject (the card, area, Project… it is about).
 */
export const decisionQuestionSchema = z.looseObject({ decision: z.string().check(z.minLength(1)), seat: z.string().check(z.minLength(1)) });

/** A chance node or a decision. */
export const questionSchema = z.union([chanceQuestionSchema, decisionQuestionSchema]);

export type ChanceQuestion = z.infer<typeof chanceQuestionSchema>;
export type DecisionQuestion = z.infer<typeof decisionQuestionSchema>;
/** What is being asked now: see {@link Game.ask}. */
export type Question = ChanceQuestion | DecisionQuestion;

/** A decision before its seat is known (the task machine adds the seat of the decider). */
export interface DecisionSubject {
  readonly decision: string;
  readonly [key: string]: unknown;
}

/** Is this question a chance node? */
export const isChanceQuestion = (q: Question): q is ChanceQuestion => 'chance' in q;

/** The subject of a question: its fields beyond the kind (and the seat of a decision). */
export function subjectOf(q: Question): Record<string, unknown> {
  const { chance: _c, decision: _d, seat: _s, ...rest } = q as Record<string, unknown>;
  return rest;
}
