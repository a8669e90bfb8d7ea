import * as z from 'zod';
import { colorSchema, organizationSchema, rankSchema } from '../data/schema.js';

/*
 * The flow task (the bottom of the stack, with the bookkeeping the flow needs between its decisions)
 * and the flow's decisions (steps: each one a task of task-schema.ts, right above the flow task).
 */

/** A card as played: a Strategy card id or 'home' (9.3.3), with the rank and colour it counts as. */
export const playedCardSchema = z.object({ id: z.string(), rank: rankSchema, color: colorSchema });

const org = organizationSchema;

/** A decision of the flow, waiting for one seat. */
export const stepSchema = z.discriminatedUnion('kind', [
  /** 2.3, 6.3 hire a Staffer (discard a card; CORE free) or not. */
  z.object({ kind: z.literal('hire'), org }),
  /** 3.8.1 NAACP (or a redraw event): discard up to `left` more cards, replacements drawn when done. */
  z.object({ kind: z.literal('redraw'), org, left: z.number().int().min(0), discarded: z.number().int().min(0) }),
  /** 2.5 choose a Project among those dealt. */
  z.object({ kind: z.literal('select'), org }),
  /** 2.6, 11.x play cards one at a time to mobilize red cubes, then confirm. */
  z.object({ kind: z.literal('mobilize'), org, cards: z.array(playedCardSchema) }),
  /** 7.1 assign a Protest Leader ('assign'), SNCC's optional second ('second'), a new one (15.12) or an additional one (New Project Leader). */
  z.object({ kind: z.literal('leader'), org, purpose: z.enum(['assign', 'second', 'replace', 'additional']) }),
  /** 7.4 CORE places Freedom Riders on a Freedom Ride. */
  z.object({ kind: z.literal('riders'), org }),
  /** 9.11.1 Turn 3: choose provisions of an Act to pass into law. */
  z.object({ kind: z.literal('chooseLaw'), org, act: z.enum(['civil-rights-act-1964', 'voting-rights-act-1965']), left: z.number().int().min(1) }),
  /** 9.5 accept or refuse a fundraiser offered by `from`. */
  z.object({ kind: z.literal('fundraiser'), org, from: org, card: z.string() }),
  /** 10.4 take a pre-emptive Action Round or not. */
  z.object({ kind: z.literal('preempt'), org }),
  /** 13.1, 9.4 the Action Round: play a card for the Project or the event, pass, or discard. */
  z.object({ kind: z.literal('action'), org }),
  /** 13.3 which project action the played card takes. */
  z.object({ kind: z.literal('mode'), org }),
  /** 14.5 add matching-rank cards (Picketing, Federal Escorts, Vote Drive, 19.4) or go on. */
  z.object({ kind: z.literal('extra'), org }),
  /** 13.2 choose the Project that takes this SEG Reinforcement. */
  z.object({ kind: z.literal('reinforce'), org, color: colorSchema }),
  /** 9.8.1 Burn, Baby, Burn!: discard a 4-rank card or lower the Non-Violence level. */
  z.object({ kind: z.literal('burn'), org }),
  /** 22.15 the second card of an appeal filed during the Turn. */
  z.object({ kind: z.literal('appeal'), org }),
  /** 20.1 discard down to the number of Staffers (discards may file a criminal appeal, 22.15). */
  z.object({ kind: z.literal('discardDown'), org, appealCards: z.number().int().min(0).max(2) }),
]);

/**
 * The decision shown as waiting (the view's `step`): a step, or the seat asked in a window (10.x
 * interrupts: spend Stars, give a fundraiser, or pass; 9.3.2.1 phase events, then done).
 */
export const shownStepSchema = z.discriminatedUnion('kind', [
  ...stepSchema.options,
  z.object({ kind: z.literal('events'), org }),
  z.object({ kind: z.literal('window'), org }),
]);

/** The Action Round being played (13.x). */
export const roundSchema = z.object({
  org,
  /** 10.4 a pre-emptive Action Round: play reverts to the Turn order afterwards. */
  preemptive: z.boolean(),
  use: z.enum(['project', 'event', 'discard']),
  /** 3.7 the cards on the March on Washington display this Action Round. */
  cards: z.array(playedCardSchema),
  mode: z.enum(['protest', 'picket', 'exam', 'injunction', 'advance', 'bamn']).nullable(),
  /** 14.5 extra cards the chosen mode admits. */
  extra: z.object({ min: z.number().int(), max: z.number().int(), rank: z.union([z.literal('first'), z.literal(4)]) }).nullable(),
  /** 13.2 SEG Reinforcements still to place, one per card. */
  reinforce: z.array(colorSchema),
  /** The event played, with its chosen target Project/player and Legislation card. */
  event: z.object({ card: z.string(), target: org.nullable(), law: z.string().nullable() }).nullable(),
  /** build → reinforce (13.2) → pre-dice (the owner's interrupt window, 10.x, is open) → act (13.3) → close. */
  stage: z.enum(['build', 'reinforce', 'pre-dice', 'act', 'close']),
});

/**
 * Where the phase under way stands, between its decisions: each phase's own sub-steps, in order.
 * deal-projects: start → before-deal (23.4) → deal; deal-strategy: deal; hire-staff: hire;
 * select-projects: seats (after the 2.4 window) → after-redraw (3.8.1) → events (9.3.2.1 A);
 * challenges: deal → decide → events → done (2.7, 9.13); legislation: laws → events (9.11.2);
 * action-rounds: preempt (10.4) → window-open (10.x) → act → act-start (23.1);
 * end-of-turn: events (9.3.2.1 D) → burn → discard (20.1) → court (22.15) → demoralize (20.3) → finish.
 */
export const flowAtSchema = z.enum([
  'start', 'before-deal', 'deal', 'hire', 'seats', 'after-redraw', 'events', 'decide', 'done', 'laws',
  'preempt', 'window-open', 'act-start', 'act', 'burn', 'discard', 'court', 'demoralize', 'finish',
]);

/** The flow of the Turn (rules/flow.ts), the task at the bottom of the stack, with its bookkeeping between decisions. */
export const flowTaskSchema = z.object({
  kind: z.literal('flow'),
  /** Where the current phase stands. */
  at: flowAtSchema,
  /** Index into the Turn order of the seat whose turn it is in this phase. */
  cursor: z.number().int().min(0),
  round: roundSchema.nullable(),
  /** 9.8.1 SNCC/CORE still to answer a Burn, Baby, Burn!. */
  burn: z.array(organizationSchema),
  /** 7.3 exception: Leaders who return to the pool at the end of this Turn (Rising to the Occasion, Hit and Run). */
  leadersReturning: z.array(z.string()),
  /** 10.4 the seat taking a pre-emptive Action Round next, if any. */
  preemptor: organizationSchema.nullable(),
  /** 9.4 everyone passed in a row: owners of active Projects may no longer pass (ruling). */
  deadlock: z.boolean(),
});

/** The flow task as set up (2.1): the Turn starts with the Project deal. */
export const startFlow: FlowTask = {
  kind: 'flow', at: 'start', cursor: 0, round: null, burn: [], leadersReturning: [], preemptor: null, deadlock: false,
};

export type PlayedCardState = z.infer<typeof playedCardSchema>;
export type Step = z.infer<typeof stepSchema>;
export type ShownStep = z.infer<typeof shownStepSchema>;
export type Round = z.infer<typeof roundSchema>;
export type FlowAt = z.infer<typeof flowAtSchema>;
/** The flow task: the Turn's flow and its bookkeeping. */
export type FlowTask = z.infer<typeof flowTaskSchema>;
