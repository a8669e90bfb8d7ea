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

/** The Action Round being played (13.x), as the flow task keeps it between its decisions. */
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
});

/** The stages of an Action Round after its cards are played: each a task kind (stageSchemas), in this order. */
const roundStages = { roundReinforce: 'reinforce', roundPreDice: 'pre-dice', roundAct: 'act', roundClose: 'close' } as const;

/** The Action Round as the view shows it: build (its cards chosen) → reinforce (13.2) → pre-dice (the owner's interrupt window, 10.x) → act (13.3) → close. */
export const shownRoundSchema = roundSchema.extend({ stage: z.enum(['build', ...Object.values(roundStages)]) });

const cursor = z.number().int().min(0);

/**
 * The stages of the phases: automatic tasks above the flow task (under its window and decision),
 * each a sub-step of the phase under way; a stage done pops itself (or becomes the next one), and
 * the flow task starts the next phase when the last one is done. In order:
 * deal-projects: beforeDeal (23.4 hook) → dealProjects; hire-staff: hireSeats;
 * select-projects: the 2.4 window → selectSeats (selectAfterRedraw, 3.8.1) → the 9.3.2.1 A window;
 * challenges: challengeDecisions → the 9.3.2.1 B window → challengeBoard; legislation: lawEvents;
 * action-rounds, one Action Round after another: roundPreempt (10.4) → roundWindow (10.x) →
 * roundBegin (23.1 hook) → roundPlay (13.1), and once its cards are played the round's own stages above them:
 * roundReinforce (13.2) → roundPreDice (the owner's window before the dice, 10.x) → roundAct (13.3) → roundClose;
 * end-of-turn: the 9.3.2.1 D window → heldMandatory (9.6) → discardSeats (20.1) → supremeCourt (20.2)
 * → challengesEnd (9.16, 23.1 hook), then the flow finishes the Turn (20.3, 20.4).
 */
export const stageSchemas = [
  /** 2.1 deal 6 Project cards. */
  z.object({ kind: z.literal('dealProjects') }),
  /** 2.3 the hire is offered in Turn order, from the seat at `cursor`. */
  z.object({ kind: z.literal('hireSeats'), cursor }),
  /** 2.5 the seats select Projects in Turn order, from the seat at `cursor`. */
  z.object({ kind: z.literal('selectSeats'), cursor }),
  /** 3.8.1 NAACP has redrawn: it selects now. */
  z.object({ kind: z.literal('selectAfterRedraw'), org }),
  /** 2.7, 9.13 the dealt Challenges are decided on, in Turn order; then the Challenge Card Phase events. */
  z.object({ kind: z.literal('challengeDecisions') }),
  /** 2.7, 9.14 the ALL Challenges by the board are implemented, last. */
  z.object({ kind: z.literal('challengeBoard') }),
  /** 9.11.2 legislation events, once the laws are in. */
  z.object({ kind: z.literal('lawEvents') }),
  /** 10.4 from Action Round 2, the seat with the most cards may pre-empt. */
  z.object({ kind: z.literal('roundPreempt') }),
  /** 10.x the interrupt window at the start of an Action Round. */
  z.object({ kind: z.literal('roundWindow') }),
  /** 23.1 the variants' hook before the Action Round. */
  z.object({ kind: z.literal('roundBegin') }),
  /** 13.1 the seat whose Action Round it is plays. */
  z.object({ kind: z.literal('roundPlay') }),
  /** 13.2 the SEG Reinforcements of the cards played (the round's `reinforce`), one at a time. */
  z.object({ kind: z.literal('roundReinforce') }),
  /** 10.x the owner's interrupt window before the dice of a project action is open above it. */
  z.object({ kind: z.literal('roundPreDice') }),
  /** 13.3 the event or the project action takes place. */
  z.object({ kind: z.literal('roundAct') }),
  /** 3.7 the Action Round is over: the display is cleared and the next seat plays. */
  z.object({ kind: z.literal('roundClose') }),
  /** 9.6 Mandatory Events held at the end of the Turn are discarded, and take place. */
  z.object({ kind: z.literal('heldMandatory') }),
  /** 20.1 discards down to the number of Staffers, in Turn order, from the seat at `cursor`. */
  z.object({ kind: z.literal('discardSeats'), cursor }),
  /** 15.14, 20.2 the Supreme Court sits. */
  z.object({ kind: z.literal('supremeCourt') }),
  /** 9.16 lasting Challenges end; the variants' hook (23.1). */
  z.object({ kind: z.literal('challengesEnd') }),
] as const;

/** The flow of the Turn (rules/flow.ts), the task at the bottom of the stack, with its bookkeeping between decisions. */
export const flowTaskSchema = z.object({
  kind: z.literal('flow'),
  /** 2.9 index into the Turn order of the seat whose Action Round it is. */
  cursor,
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
  kind: 'flow', cursor: 0, round: null, burn: [], leadersReturning: [], preemptor: null, deadlock: false,
};

export type PlayedCardState = z.infer<typeof playedCardSchema>;
export type Step = z.infer<typeof stepSchema>;
export type ShownStep = z.infer<typeof shownStepSchema>;
export type Round = z.infer<typeof roundSchema>;
export type ShownRound = z.infer<typeof shownRoundSchema>;
export type Stage = z.infer<(typeof stageSchemas)[number]>;
/** The stages of the Action Rounds phase (rules/action-rounds.ts). */
export type RoundStage = Extract<Stage, { kind: 'roundPreempt' | 'roundWindow' | 'roundBegin' | 'roundPlay' | keyof typeof roundStages }>;
/** The flow task: the Turn's flow and its bookkeeping. */
export type FlowTask = z.infer<typeof flowTaskSchema>;

/** The Action Round being played as the view shows it: the flow's round, its stage the topmost round stage on the stack (none yet: its cards are being chosen). */
export function shownRound(tasks: readonly { readonly kind: string }[]): ShownRound | null {
  const round = (tasks[0] as FlowTask).round;
  if (round === null) return null;
  for (let i = tasks.length - 1; i > 0; i--) {
    const stage = roundStages[tasks[i]!.kind as keyof typeof roundStages];
    if (stage !== undefined) return { ...round, stage };
  }
  return { ...round, stage: 'build' };
}
