import * as z from 'zod';
import type { FreeAtLastState } from './schema.js';
import { challengeInPlaySchema, extStateSchema } from './ext.js';
import { variantTaskSchemas, type VariantTask } from '../task-schema.js';

/*
 * What every seat sees of the advanced game and the variants: the options, the Challenges dealt,
 * by the board and in effect (all face up, 2.7), the solitaire response cards next to the Project;
 * the Challenge deck and the set-aside Projects (23.4) only as counts.
 */

export const variantViewSchema = z.object({
  variant: extStateSchema.shape.variant,
  historical: z.boolean(),
  advanced: z.boolean(),
  difficulty: extStateSchema.shape.difficulty,
  teams: extStateSchema.shape.teams,
  projectReserveCount: z.number().int(),
  challenges: z
    .object({
      deckCount: z.number().int(),
      discard: z.array(z.string()),
      dealt: z.record(z.string(), z.array(z.string())),
      byBoard: z.array(z.string()),
      inPlay: z.array(challengeInPlaySchema),
    })
    .nullable(),
  soloHeld: z.array(z.string()).nullable(),
  step: z.discriminatedUnion('kind', [...variantTaskSchemas]).nullable(),
});

const variantKinds = new Set<string>(variantTaskSchemas.map((x) => x.shape.kind.value));

/** The variants' decision waiting (under any draws), if any. */
function variantStep(s: FreeAtLastState): VariantTask | null {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i]!;
    if (variantKinds.has(t.kind)) return t as VariantTask;
  }
  return null;
}

/** The public variant view; undefined in the basic game. */
export function variantView(s: FreeAtLastState): z.infer<typeof variantViewSchema> | undefined {
  const x = s.ext;
  if (!x) return undefined;
  const c = x.challenges;
  return {
    variant: x.variant,
    historical: x.historical,
    advanced: x.advanced,
    difficulty: x.difficulty,
    teams: x.teams,
    projectReserveCount: x.projectReserve.length,
    challenges: c ? { deckCount: c.deck.length, discard: c.discard, dealt: c.dealt, byBoard: c.byBoard, inPlay: c.inPlay } : null,
    soloHeld: x.solo ? x.solo.held : null,
    step: variantStep(s),
  };
}
