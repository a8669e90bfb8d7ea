import * as z from 'zod';
import { colorSchema, componentSetSchema, organizationSchema, rankSchema } from './data/schema.js';
import { projectActionSchemas } from './state/resolution.js';
import { checkVariantConfig, defaultPlayers, variantConfigShape } from './rules/variants/config.js';
import { variantActionSchemas } from './state/variant-actions.js';
import { variantViewSchema } from './rules/variants/view.js';
import { roundSchema, stepSchema } from './state/pending.js';
import { cubesSchema, nonViolenceSchema, phaseSchema, projectSchema, vpBreakdownSchema } from './state/schema.js';

/*
 * The config, action and view schemas of Free at Last (FAL_BRIEF): actions are one small decision
 * each; the project rules' actions (type `project-…`) join the same discriminated union.
 */

/** 2.0 Turn order. */
export const turnOrder = ['SNCC', 'CORE', 'SCLC', 'NAACP'] as const;

/**
 * The game config: 1–4 of the four organizations (seated in Turn order; a number N is the first N),
 * chance mode, components,
 * and the advanced game and variants of section 23 (rules/variants/config.ts: which combine).
 */
export const configSchema = z
  .strictObject({
    /** The organizations that play, or how many: the first N in Turn order. */
    players: z
      .union([
        z
          .number()
          .int()
          .min(1)
          .max(4)
          .transform((n) => turnOrder.slice(0, n)),
        z
          .array(organizationSchema)
          .min(1)
          .max(4)
          .refine((p) => new Set(p).size === p.length, 'each organization at most once'),
      ])
      .optional(),
    chance: z.enum(['auto', 'manual']).default('auto'),
    /** A user component set (validated); default the reference set. */
    components: componentSetSchema.optional(),
    ...variantConfigShape,
  })
  .superRefine(checkVariantConfig)
  .transform((c) => ({ ...c, players: c.players ?? defaultPlayers(c.variant) }));

const org = organizationSchema;
const card = z.string();
const played = { card, rank: rankSchema, color: colorSchema };

/** The flow's actions (phases, card play, events, interrupts). */
export const flowActionSchemas = [
  // chance outcomes: draws from unordered piles
  z.strictObject({ type: z.literal('draw-strategy'), card }),
  z.strictObject({ type: z.literal('draw-project'), card: z.number().int() }),
  z.strictObject({ type: z.literal('draw-staff'), leader: z.string() }),
  z.strictObject({ type: z.literal('draw-legislation'), card }),
  // 2.3 Hire Staff: discard a card (null = CORE's free hire) or skip
  z.strictObject({ type: z.literal('hire'), discard: card.nullable() }),
  z.strictObject({ type: z.literal('skip-hire') }),
  // 3.8.1 NAACP redraw
  z.strictObject({ type: z.literal('redraw-discard'), card }),
  z.strictObject({ type: z.literal('redraw-done') }),
  // 2.5–2.6, 11.x, 7.x
  z.strictObject({ type: z.literal('select-project'), state: z.string() }),
  z.strictObject({ type: z.literal('mobilize'), ...played }),
  z.strictObject({ type: z.literal('mobilize-done') }),
  z.strictObject({ type: z.literal('assign-leader'), leader: z.string() }),
  z.strictObject({ type: z.literal('no-leader') }),
  // 9.11.1
  z.strictObject({ type: z.literal('choose-law'), card }),
  // events (9.3): target Project owner / player, Legislation card passed
  z.strictObject({ type: z.literal('event'), card, target: org.nullable(), law: z.string().nullable() }),
  z.strictObject({ type: z.literal('events-done') }),
  // 13.x Action Rounds
  z.strictObject({ type: z.literal('play'), ...played }),
  z.strictObject({ type: z.literal('mode'), mode: z.enum(['protest', 'picket', 'exam', 'injunction', 'advance', 'bamn']) }),
  z.strictObject({ type: z.literal('extra'), ...played }),
  z.strictObject({ type: z.literal('extra-done') }),
  z.strictObject({ type: z.literal('reinforce'), target: org }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('discard'), card }),
  /** 15.17.1 no cards left: give the Project up as incomplete. */
  z.strictObject({ type: z.literal('concede') }),
  // 10.x interrupts
  z.strictObject({ type: z.literal('preempt') }),
  z.strictObject({ type: z.literal('decline-preempt') }),
  z.strictObject({ type: z.literal('spend-star-draw') }),
  z.strictObject({ type: z.literal('give-fundraiser'), card, to: org }),
  z.strictObject({ type: z.literal('window-pass') }),
  z.strictObject({ type: z.literal('accept-fundraiser') }),
  z.strictObject({ type: z.literal('refuse-fundraiser') }),
  // 9.8.1 Burn, Baby, Burn!
  z.strictObject({ type: z.literal('burn-discard'), card }),
  z.strictObject({ type: z.literal('burn-lower') }),
  // 20.1, 22.15
  z.strictObject({ type: z.literal('discard-down'), card }),
  z.strictObject({ type: z.literal('appeal-discard'), card }),
  z.strictObject({ type: z.literal('discard-done') }),
] as const;

/** Every Free at Last action: the flow's and the project rules'. */
export const actionSchema = z.discriminatedUnion('type', [...flowActionSchemas, ...projectActionSchemas, ...variantActionSchemas]);

const orgViewSchema = z.object({
  /** Own hand only; null for other seats. */
  hand: z.array(z.string()).nullable(),
  handCount: z.number().int(),
  homeCardInHand: z.boolean(),
  stars: z.number().int(),
  failures: z.number().int(),
  vp: z.number().int(),
  vpBreakdown: vpBreakdownSchema,
  freedomMarkers: z.object({ S: z.number().int(), A: z.number().int(), V: z.number().int() }),
  /** 6.3 the cup is hidden: only how many Staffers are left in it. */
  staffPoolCount: z.number().int(),
  staff: z.array(z.object({ id: z.string(), tired: z.boolean() })),
  protestLeaders: z.array(z.string()),
  removedLeaders: z.array(z.string()),
  nonViolence: nonViolenceSchema.nullable(),
  eliminated: cubesSchema,
  criminalHold: z.number().int(),
  appealFiled: z.boolean(),
  passed: z.boolean(),
});

/** What one seat (or a spectator, `seat: null`) may see. */
export const viewSchema = z.object({
  seat: organizationSchema.nullable(),
  seats: z.array(organizationSchema),
  turn: z.number().int(),
  phase: phaseSchema,
  actionRound: z.number().int(),
  toMove: z.string().nullable(),
  prompt: z.string(),
  /** The flow decision waiting (public: who decides what), and the Action Round being played. */
  step: stepSchema.nullable(),
  round: roundSchema.nullable(),
  orgs: z.record(z.string(), orgViewSchema),
  offered: z.record(z.string(), z.number().int()),
  projects: z.record(z.string(), projectSchema),
  supply: cubesSchema,
  xTrack: z.object({ red: z.number().int(), white: z.number().int(), blue: z.number().int() }),
  xValues: z.object({ red: z.number().int(), white: z.number().int(), blue: z.number().int() }),
  failureTrack: z.number().int(),
  decks: z.object({
    strategyCount: z.number().int(),
    strategyDiscard: z.array(z.string()),
    strategyRemoved: z.array(z.string()),
    lastingEvents: z.array(z.string()),
    display: z.array(z.string()),
    projectCount: z.number().int(),
    projectDiscard: z.array(z.number().int()),
    legislationCount: z.number().int(),
    civilRightsAct: z.array(z.string()),
    votingRightsAct: z.array(z.string()),
    laws: z.object({ S: z.array(z.string()), A: z.array(z.string()), V: z.array(z.string()) }),
    legislationDiscard: z.array(z.string()),
    legislationRemoved: z.array(z.string()),
  }),
  /** The running project action, if any (dice rolled, hits), as the project rules keep it. */
  resolution: z.unknown(),
  /** The advanced game and the variants of section 23 (absent in the basic game). */
  variants: variantViewSchema.optional(),
});

/** The parsed config. */
export type FreeAtLastConfig = z.output<typeof configSchema>;
/** The config as a user writes it. */
export type FreeAtLastConfigInput = z.input<typeof configSchema>;
/** A Free at Last action. */
export type FreeAtLastAction = z.infer<typeof actionSchema>;
/** A flow action (not a project-rules action). */
export type FlowAction = z.infer<(typeof flowActionSchemas)[number]>;
/** What one seat may see. */
export type FreeAtLastView = z.infer<typeof viewSchema>;
