import * as z from 'zod';
import { organizationSchema } from '../data/schema.js';

/*
 * The actions of the advanced game (Challenge cards, 2.7, 9.12–9.16) and of solitaire (23.1). They
 * join the game's discriminated union (schema.ts) and are handled by rules/variants/hooks.ts.
 */

const org = organizationSchema;

export const variantActionSchemas = [
  /** 2.7 chance: a Challenge card dealt to a player. */
  z.strictObject({ type: z.literal('draw-challenge'), card: z.string() }),
  /** 23.1 chance: the top Strategy card drawn as another organization's action. */
  z.strictObject({ type: z.literal('draw-solo'), card: z.string() }),
  /** 9.13, 9.13.2 implement the Challenge on the player's own Project. */
  z.strictObject({ type: z.literal('challenge-implement') }),
  /** 9.13.1 a Project Challenge of another type: add a white cube to the own Project instead. */
  z.strictObject({ type: z.literal('challenge-white-cube') }),
  /** 9.13.1 … or give it to a player who selected that type of Project. */
  z.strictObject({ type: z.literal('challenge-give'), to: org }),
  /** 4.1 C, 9.15 cancel a Challenge: 2 Stars, or SCLC's 1 Star on its own Project (3.8.1). */
  z.strictObject({ type: z.literal('challenge-cancel'), card: z.string(), pay: z.enum(['two-stars', 'sclc-one-star']) }),
  /** 4.1 C, 9.15 ask another player to pay 1 Star each to cancel it. */
  z.strictObject({ type: z.literal('challenge-share'), card: z.string(), with: org }),
  z.strictObject({ type: z.literal('challenge-share-accept') }),
  z.strictObject({ type: z.literal('challenge-share-refuse') }),
  /** 23.1 implement the drawn (or held response) card's event, choosing a Legislation card if it passes one. */
  z.strictObject({ type: z.literal('solo-implement'), law: z.string().nullable() }),
  /** 23.1 do not implement it (a held response card stays held). */
  z.strictObject({ type: z.literal('solo-decline') }),
] as const;

/** An action of the advanced game or solitaire. */
export type VariantAction = z.infer<(typeof variantActionSchemas)[number]>;

const types = new Set<string>(variantActionSchemas.map((x) => x.shape.type.value));

/** Whether an action belongs to the variants (advanced game, solitaire). */
export const isVariantAction = (a: { type: string }): a is VariantAction => types.has(a.type);
