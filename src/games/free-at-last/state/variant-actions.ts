import * as z from 'zod';
import { organizationSchema } from '../data/schema.js';

/*
 * The actions of the advanced game (Challenge cards, 2.7, 9.12–9.16) and of solitaire (23.1). They
 * join the game's discriminated union (schema.ts) and are handled by rules/variants/hooks.ts.
 */

const org = organizationSchema;

export const variantActionSchemas = [
  z.strictObject({ type: z.literal('drawChallenge'), card: z.string() }).meta({ section: '2.7', description: 'Advanced game, chance (manual mode): a Challenge card dealt to a player.' }),
  z.strictObject({ type: z.literal('drawSolo'), card: z.string() }).meta({ section: '23.1', description: 'Solitaire, chance (manual mode): the top Strategy card drawn as another organization\'s action.' }),
  z.strictObject({ type: z.literal('challengeImplement') }).meta({ section: '9.13', description: 'Advanced game, a Challenge for the player\'s type of Project (or ANY, 9.13.2): implement it on his Project.' }),
  z.strictObject({ type: z.literal('challengeWhiteCube') }).meta({ section: '9.13.1', description: 'Advanced game, a Project Challenge of another type: add a white cube to the own Project instead.' }),
  z.strictObject({ type: z.literal('challengeGive'), to: org }).meta({ section: '9.13.1', description: 'Advanced game, a Project Challenge of another type: give it to a player who selected that type.' }),
  z.strictObject({ type: z.literal('challengeCancel'), card: z.string(), pay: z.enum(['two-stars', 'sclc-one-star']) }).meta({ section: '9.15', description: 'Advanced game, when a Challenge is dealt or in a window: cancel it with 2 Stars (SCLC: 1 on its own Project, 3.8.1).' }),
  z.strictObject({ type: z.literal('challengeShare'), card: z.string(), with: org }).meta({ section: '9.15', description: 'Advanced game, when a Challenge could be cancelled: ask another player to pay 1 Star each.' }),
  z.strictObject({ type: z.literal('challengeShareAccept') }).meta({ section: '9.15', description: 'Advanced game, when asked to share a cancellation: pay 1 Star.' }),
  z.strictObject({ type: z.literal('challengeShareRefuse') }).meta({ section: '9.15', description: 'Advanced game, when asked to share a cancellation: refuse.' }),
  z.strictObject({ type: z.literal('soloImplement'), law: z.string().nullable() }).meta({ section: '23.1', description: 'Solitaire: implement the drawn (or held response) card\'s event, naming the Legislation card it passes, if any.' }),
  z.strictObject({ type: z.literal('soloDecline') }).meta({ section: '23.1', description: 'Solitaire: do not implement the drawn card (a held response card stays held).' }),
] as const;

/** An action of the advanced game or solitaire. */
export type VariantAction = z.infer<(typeof variantActionSchemas)[number]>;

const types = new Set<string>(variantActionSchemas.map((x) => x.shape.type.value));

/** Whether an action belongs to the variants (advanced game, solitaire). */
export const isVariantAction = (a: { type: string }): a is VariantAction => types.has(a.type);
