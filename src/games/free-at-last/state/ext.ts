import * as z from 'zod';
import { challengeCardSchema } from '../data/challenge-schema.js';
import { organizationSchema } from '../data/schema.js';
import { difficultySchema } from './difficulty.js';

/*
 * The state the advanced game and the variants add (`state.ext`, absent in the basic game so that
 * its states stay as they were): the options in force, the Challenge cards (2.7, 9.12–9.16), the historical Project reserve (23.4) and solitaire (23.1).
 */

const org = organizationSchema;

/** A Challenge card in a player's play area or by the board (9.13, 9.14). */
export const challengeInPlaySchema = z.object({
  card: z.string(),
  /** The Project it is implemented on; null = an ALL Challenge by the board. */
  org: org.nullable(),
  /** 9.15.1 SEG cubes it added (removed again if an M Challenge is cancelled). */
  added: z.object({ white: z.number().int().min(0), blue: z.number().int().min(0) }),
});

export const challengeStateSchema = z.object({
  /** 1.7 the Challenge deck, unordered: every deal is a chance node. */
  deck: z.array(z.string()),
  discard: z.array(z.string()),
  /** 2.7 cards dealt this Turn and not yet implemented, by player (dealt order). */
  dealt: z.record(z.string(), z.array(z.string())),
  /** 9.14 ALL Challenges by the board, to be implemented after the Project Challenges. */
  byBoard: z.array(z.string()),
  /** Challenges in effect (lasting, or M with their cubes). */
  inPlay: z.array(challengeInPlaySchema),
  /** A user Challenge deck; null = the reference deck. */
  custom: z.array(challengeCardSchema).nullable(),
});

export const soloStateSchema = z.object({
  /** The Action Round whose draw has been made. */
  drawnRound: z.number().int(),
  /** 23.1 response cards kept next to the Project. */
  held: z.array(z.string()),
  /** Held cards already offered this Action Round. */
  offered: z.array(z.string()),
});

export const extStateSchema = z.object({
  variant: z.enum(['standard', 'solitaire', 'team', 'coop']),
  historical: z.boolean(),
  advanced: z.boolean(),
  difficulty: difficultySchema.nullable(),
  teams: z.tuple([z.tuple([org, org]), z.tuple([org, org])]).nullable(),
  /** 23.4 Project cards of other Turns, set aside. */
  projectReserve: z.array(z.number().int()),
  challenges: challengeStateSchema.nullable(),
  solo: soloStateSchema.nullable(),
});

export type ExtState = z.infer<typeof extStateSchema>;
export type ChallengeState = z.infer<typeof challengeStateSchema>;
export type ChallengeInPlay = z.infer<typeof challengeInPlaySchema>;
