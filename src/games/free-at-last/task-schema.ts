import * as z from 'zod';
import { organizationSchema } from './data/schema.js';
import { flowTaskSchema, stageSchemas, stepSchema, type Stage, type Step } from './state/pending.js';
import { resolutionTaskSchemas, type ResolutionKind } from './state/resolution.js';

/*
 * The task stack (`state.tasks`, top last): everything the game waits for, one typed task each.
 * The task on top is the one pending thing — its handler says who decides it and what an answer
 * does (core task machine) — so priority between pending things is the order of the stack.
 * The flow of the Turn sits at the bottom, the window it has open (if any) right above it, and its
 * own decision (a step, state/pending.ts) above those; the running project resolution, draws from unordered piles, the decisions of the advanced game
 * and solitaire, and the variants' hooks are pushed above them.
 */

const org = organizationSchema;

/** Draws from unordered piles: chance tasks, one card each. */
export const drawTaskSchemas = [
  /** 2.2, 4.1 A, events: a Strategy card to an organization's hand. */
  z.object({ kind: z.literal('drawStrategy'), org }),
  /** 2.1 a Project card dealt face up. */
  z.object({ kind: z.literal('drawProject') }),
  /** 2.3, 6.3 a Staffer drawn from the organization's cup. */
  z.object({ kind: z.literal('drawStaff'), org }),
  /** 2.8, 9.11 a Legislation card: a new law, or held up in committee. */
  z.object({ kind: z.literal('drawLegislation'), to: z.enum(['law', 'discard']) }),
  /** 2.7 a Challenge card dealt to a player (advanced game). */
  z.object({ kind: z.literal('drawChallenge'), org }),
  /** 23.1 the solitaire draw: the top Strategy card, as another organization's action. */
  z.object({ kind: z.literal('drawSolo') }),
] as const;

/** The flow's windows (core `windowHandler`): the seats still to be asked, the one asked now first. */
export const windowTaskSchemas = [
  /** 10.x the interrupt window: spend Stars, give a fundraiser, play a response card, or pass. */
  z.object({ kind: z.literal('window'), seats: z.array(org) }),
  /** 9.3.2.1 the events of the current phase outside the Action Rounds, then done. */
  z.object({ kind: z.literal('events'), seats: z.array(org) }),
] as const;

/** The decisions of the advanced game and solitaire. */
export const variantTaskSchemas = [
  /** 9.13 what to do with a dealt Challenge; `asked` = players already asked to share its cost. */
  z.object({ kind: z.literal('challenge'), org, card: z.string(), asked: z.array(org) }),
  /** 4.1 C `org` is asked by `from` to pay 1 Star each to cancel `card` (a dealt one, or one in effect). */
  z.object({ kind: z.literal('share'), org, from: org, card: z.string(), dealt: z.boolean(), asked: z.array(org) }),
  /** 23.1 implement the drawn card (or a held response card) or not. */
  z.object({ kind: z.literal('solo'), org, card: z.string(), held: z.boolean() }),
] as const;

/** Points where the variants of section 23 act; the base rules push them, the variants' handlers run them. */
export const hookTaskSchemas = [
  /** 23.4 before a Turn's Project deal (the historical scenario sets the deck). */
  z.object({ kind: z.literal('beforeDeal') }),
  /** 23.1 before an Action Round (the solitaire draw, held response cards). */
  z.object({ kind: z.literal('beforeAction') }),
  /** 23.1 at the end of the Turn (solitaire: held response cards are discarded). */
  z.object({ kind: z.literal('turnCleanup') }),
] as const;

/** One pending task. */
export const taskSchema = z.discriminatedUnion('kind', [
  /** The flow of the Turn (rules/flow.ts): phases, their decisions and the project resolution. */
  flowTaskSchema,
  ...stageSchemas,
  ...stepSchema.options,
  ...windowTaskSchemas,
  /** The running resolution of a project action (3.6, 12, 14–19, 22; rules/projects), one kind per step. */
  ...resolutionTaskSchemas,
  ...drawTaskSchemas,
  ...variantTaskSchemas,
  ...hookTaskSchemas,
]);

export type Task = z.infer<typeof taskSchema>;
export type DrawTask = z.infer<(typeof drawTaskSchemas)[number]>;
export type WindowTask = z.infer<(typeof windowTaskSchemas)[number]>;
export type VariantTask = z.infer<(typeof variantTaskSchemas)[number]>;
/** The running resolution, as a task. */
export type ResolutionTask = Extract<Task, { kind: ResolutionKind }>;

const drawKinds = new Set<string>(drawTaskSchemas.map((x) => x.shape.kind.value));
const stepKinds = new Set<string>(stepSchema.options.map((x) => x.shape.kind.value));

/** Whether a task is a draw from an unordered pile. */
export const isDraw = (t: Task): t is DrawTask => drawKinds.has(t.kind);

const stageKinds = new Set<string>(stageSchemas.map((x) => x.shape.kind.value));

/** Whether a task is a stage of the phase under way (state/pending.ts). */
export const isStage = (t: Task): t is Stage => stageKinds.has(t.kind);

/** Whether a task is one of the flow's windows. */
export const isWindow = (t: Task): t is WindowTask => t.kind === 'window' || t.kind === 'events';

/** Whether a task is one of the flow's decisions (a step). */
export const isStep = (t: Task): t is Step => stepKinds.has(t.kind);
