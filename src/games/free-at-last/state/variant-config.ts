import * as z from 'zod';
import { challengeDeckSchema } from '../data/challenge-schema.js';
import { organizationSchema, type Organization } from '../data/schema.js';
import { difficultySchema } from './difficulty.js';

/*
 * The config keys of the advanced game and the variants of section 23, and the rules on how they
 * combine (checked by the game's config schema). Defaults keep the basic game.
 */

const team = z.tuple([organizationSchema, organizationSchema]);

/** The variant keys joined to the game's config object. */
export const variantConfigShape = {
  /** 2.7, 9.12–9.16 the advanced game: the Challenge deck. */
  advanced: z.boolean().default(false),
  /** 23.1 solitaire (1 player), 23.2 team play, 23.3 cooperative play; 'historical' = standard + 23.4. */
  variant: z.enum(['standard', 'solitaire', 'team', 'coop', 'cooperative', 'historical']).default('standard'),
  /** 23.4 the historical Project deal; combines with any variant. */
  historical: z.boolean().default(false),
  /** 23.5 the difficulty level (Failure Marker track start), by name. */
  difficulty: difficultySchema.nullable().default(null),
  /** 23.2 the two teams (default SNCC + SCLC against CORE + NAACP). */
  teams: z.tuple([team, team]).optional(),
  /** A user Challenge deck (validated); default the reference deck. */
  challengeDeck: challengeDeckSchema.optional(),
};

/** The variant a parsed config plays. */
export type VariantKind = 'standard' | 'solitaire' | 'team' | 'coop';

interface RawVariantConfig {
  players?: Organization[] | undefined;
  variant: 'standard' | 'solitaire' | 'team' | 'coop' | 'cooperative' | 'historical';
  difficulty: string | null;
  teams?: [[Organization, Organization], [Organization, Organization]] | undefined;
}

/** The variant after aliases: 'cooperative' = 'coop', 'historical' = standard with the historical deal. */
export const variantKind = (v: RawVariantConfig['variant']): VariantKind => (v === 'cooperative' ? 'coop' : v === 'historical' ? 'standard' : v);

/** Which combinations of players, variant and difficulty are allowed (see docs/free-at-last/variants.md). */
export function checkVariantConfig(c: RawVariantConfig, ctx: z.RefinementCtx): void {
  const kind = variantKind(c.variant);
  const n = c.players?.length;
  const issue = (message: string, path: string): void => ctx.addIssue({ code: 'custom', message, path: [path] });
  if (kind === 'solitaire') {
    if (n !== undefined && n !== 1) issue('23.1 solitaire is played by exactly 1 organization', 'players');
    if (c.difficulty !== null) issue('23.1.1 solitaire sets the Failure Marker track itself: no difficulty level', 'difficulty');
  } else if (n === 1) issue('1 player plays the solitaire variant (23.1)', 'players');
  if ((kind === 'team' || kind === 'coop') && n !== undefined && n !== 4) issue(`23.${kind === 'team' ? '2 team play is 2 versus 2' : '3 cooperative play needs four Freedom Markers of each type: 4 players'}`, 'players');
  if (c.teams !== undefined) {
    if (kind !== 'team') issue('teams are for the team variant (23.2)', 'teams');
    const members = c.teams.flat();
    if (new Set(members).size !== 4) issue('23.2 the teams are two pairs of the four organizations', 'teams');
  }
}

/** The players a config plays with: solitaire defaults to SNCC, the others to all four (Turn order is kept by the game). */
export const defaultPlayers = (v: RawVariantConfig['variant']): Organization[] => (variantKind(v) === 'solitaire' ? ['SNCC'] : ['SNCC', 'CORE', 'SCLC', 'NAACP']);
