import * as z from 'zod/mini';
import { sourceSchema } from './schema.js';

/*
 * The Challenge deck of the advanced game (2.7, 9.12–9.16) as data: each card's category and dot
 * colour (9.12.1), when it acts (at once, or lasting through the Action Rounds) and its effects,
 * built from a few primitives the challenge rules interpret (rules/challenges/).
 */

/** 9.12 Project Challenges (S, A, V, M), ANY and ALL Challenges. */
export const challengeCategorySchema = z.enum(['S', 'A', 'V', 'M', 'ANY', 'ALL']);

/** 9.12.1 the dot printed on the card; ALL Challenges have none. */
export const challengeDotSchema = z.enum(['red', 'white', 'blue', 'silver', 'black']);

/** 9.12.1 the dot each category carries. */
export const dotOfCategory = { S: 'red', A: 'white', V: 'blue', M: 'silver', ANY: 'black', ALL: null } as const;

/** The Project stages a lasting Challenge watches (schema.ts `Project.stage`). */
export const challengeStageSchema = z.enum(['protest', 'exam', 'school-year', 'classes', 'courthouse']);

/** The effect primitives of Challenge cards. */
export const challengeEffectSchema = z.discriminatedUnion('kind', [
  /** 9.13 add SEG cubes from the supply to the Project (every active Project for ALL). */
  z.strictObject({ kind: z.literal('addSeg'), color: z.enum(['white', 'blue']), count: z.number().check(z.int(), z.minimum(1)) }),
  /** 9.13 remove red cubes to the owner's eliminated cubes area (they count for demoralization). */
  z.strictObject({ kind: z.literal('removeRed'), count: z.number().check(z.int(), z.minimum(1)) }),
  /** 3.6.3 move an X Value Track cube: only white or blue right (`up`), or red left (`down`). */
  z
    .strictObject({ kind: z.literal('moveX'), die: z.enum(['red', 'white', 'blue']), direction: z.enum(['up', 'down']) }).check(z.refine((e) => (e.die === 'red' ? e.direction === 'down' : e.direction === 'up'), '3.6.3: Challenges move white or blue X right, red X left')),
  /** 4.2 B the Challenge is failed: the player receives Failure Markers. */
  z.strictObject({ kind: z.literal('gainFailure'), count: z.number().check(z.int(), z.minimum(1)) }),
]);

/** When a Challenge acts. */
export const challengeTriggerSchema = z.discriminatedUnion('on', [
  /** 9.13 an immediate effect, implemented when the card is dealt (ALL: after the Project Challenges, 9.14). */
  z.strictObject({ on: z.literal('now') }),
  /** 9.13 lasting: each time the Project's owner takes an action on it in one of these stages (empty = any). */
  z.strictObject({ on: z.literal('project-action'), stages: z._default(z.array(challengeStageSchema), []) }),
  /** 4.2 B lasting: if the Project fails while the Challenge is in effect, the Challenge is failed too. */
  z.strictObject({ on: z.literal('project-failure') }),
]);

export const challengeCardSchema = z
  .strictObject({
    id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    name: z.string(),
    category: challengeCategorySchema,
    dot: z.nullable(challengeDotSchema),
    trigger: challengeTriggerSchema,
    effects: z.array(challengeEffectSchema).check(z.minLength(1)),
    /** What the card says, for people (the reference deck's texts are in `protest-rules/free-at-last/words`). */
    text: z.optional(z.string()),
    source: sourceSchema,
  }).check(z.refine((c) => c.dot === dotOfCategory[c.category], { message: '9.12.1: the dot colour must match the category', path: ['dot'] }), z.refine((c) => c.category !== 'ALL' || c.trigger.on !== 'project-failure', { message: 'ALL Challenges affect the movement, not one Project', path: ['trigger'] }));

/** A Challenge deck: at least one card, ids unique. */
export const challengeDeckSchema = z
  .array(challengeCardSchema).check(z.minLength(1), z.refine((d) => new Set(d.map((c) => c.id)).size === d.length, 'Challenge card ids must be unique'));

export type ChallengeEffect = z.infer<typeof challengeEffectSchema>;
export type ChallengeCard = z.output<typeof challengeCardSchema>;
export type ChallengeCardInput = z.input<typeof challengeCardSchema>;
