import * as z from 'zod/mini';
import { topmost } from '../../core/machine/stack.js';
import { colorSchema, dieFaceSchema, eventEffectSchema, organizationSchema, rankSchema } from './data/schema.js';

/*
 * The task stack (`state.tasks`, top last): everything the game waits for, one typed task each.
 * The task on top is the one pending thing — its handler says who decides it and what an answer
 * does (core task machine) — so priority between pending things is the order of the stack.
 * The flow of the Turn sits at the bottom, the phases of the Turn still to come right above it, the
 * stages of the phase under way above those, the window it has open (if any) on top of them, and its
 * own decision (a step, `stepSchema`) above those; the running project resolution, draws from unordered piles, the decisions of the advanced game
 * and solitaire, and the variants' hooks are pushed above them. What several tasks share is not kept
 * in a task under them but in the state (`flow`, `resolution`: schema.ts), written through
 * rules/updates.ts; what a step needs for itself is a field of its own task.
 */

const org = organizationSchema;

/*
 * The flow's bookkeeping (the state's `flow`), the flow task (the bottom of the stack) and the flow's
 * decisions (steps: each one a task, right above the flow's frame).
 */

/** A card as played: a Strategy card id or 'home' (9.3.3), with the rank and colour it counts as. */
export const playedCardSchema = z.object({ id: z.string(), rank: rankSchema, color: colorSchema });

/** A decision of the flow, waiting for one seat. */
export const stepSchema = z.discriminatedUnion('kind', [
  /** 2.3, 6.3 hire a Staffer (discard a card; CORE free) or not. */
  z.object({ kind: z.literal('hire'), org }),
  /** 3.8.1 NAACP (or a redraw event): discard up to `left` more cards, replacements drawn when done. */
  z.object({ kind: z.literal('redraw'), org, left: z.number().check(z.int(), z.minimum(0)), discarded: z.number().check(z.int(), z.minimum(0)) }),
  /** 2.5 choose a Project among those dealt. */
  z.object({ kind: z.literal('select'), org }),
  /** 2.6, 11.x play cards one at a time to mobilize red cubes, then confirm. */
  z.object({ kind: z.literal('mobilize'), org, cards: z.array(playedCardSchema) }),
  /** 7.1 assign a Protest Leader ('assign'), SNCC's optional second ('second'), a new one (15.12) or an additional one (New Project Leader). */
  z.object({ kind: z.literal('leader'), org, purpose: z.enum(['assign', 'second', 'replace', 'additional']) }),
  /** 7.4 CORE places Freedom Riders on a Freedom Ride. */
  z.object({ kind: z.literal('riders'), org }),
  /** 9.11.1 Turn 3: choose provisions of an Act to pass into law. */
  z.object({ kind: z.literal('chooseLaw'), org, act: z.enum(['civil-rights-act-1964', 'voting-rights-act-1965']), left: z.number().check(z.int(), z.minimum(1)) }),
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
  z.object({ kind: z.literal('discardDown'), org, appealCards: z.number().check(z.int(), z.minimum(0), z.maximum(2)) }),
]);

/**
 * The decision shown as waiting (the view's `step`): a step, or the seat asked in a window (10.x
 * interrupts: spend Stars, give a fundraiser, or pass; 9.3.2.1 phase events, then done).
 */
export const shownStepSchema = z.discriminatedUnion('kind', [
  ...stepSchema.def.options,
  z.object({ kind: z.literal('events'), org }),
  z.object({ kind: z.literal('window'), org }),
]);

/** The Action Round being played (13.x), as the flow keeps it between its decisions. */
export const roundSchema = z.object({
  org,
  /** 10.4 a pre-emptive Action Round: play reverts to the Turn order afterwards. */
  preemptive: z.boolean(),
  use: z.enum(['project', 'event', 'discard']),
  /** 3.7 the cards on the March on Washington display this Action Round. */
  cards: z.array(playedCardSchema),
  mode: z.nullable(z.enum(['protest', 'picket', 'exam', 'injunction', 'advance', 'bamn'])),
  /** 14.5 extra cards the chosen mode admits. */
  extra: z.nullable(z.object({ min: z.number().check(z.int()), max: z.number().check(z.int()), rank: z.union([z.literal('first'), z.literal(4)]) })),
  /** 13.2 SEG Reinforcements still to place, one per card. */
  reinforce: z.array(colorSchema),
  /** The event played, with its chosen target Project/player and Legislation card. */
  event: z.nullable(z.object({ card: z.string(), target: z.nullable(org), law: z.nullable(z.string()) })),
});

/** The stages of an Action Round after its cards are played: each a task kind (stageSchemas), in this order. */
const roundStages = { roundReinforce: 'reinforce', roundPreDice: 'pre-dice', roundAct: 'act', roundClose: 'close' } as const;

/** The Action Round as the view shows it: build (its cards chosen) → reinforce (13.2) → pre-dice (the owner's interrupt window, 10.x) → act (13.3) → close. */
export const shownRoundSchema = z.extend(roundSchema, { stage: z.enum(['build', ...Object.values(roundStages)]) });

const cursor = z.number().check(z.int(), z.minimum(0));

/**
 * The stages of the phases: automatic tasks above the flow task (under its window and decision),
 * each a sub-step of the phase under way; a stage done pops itself (or becomes the next one), and
 * the next phase's task (`phaseTaskSchemas`) begins when the last one is done. In order:
 * deal-projects: beforeDeal (23.4 hook) → dealProjects; hire-staff: hireSeats;
 * select-projects: the 2.4 window → selectSeats (selectAfterRedraw, 3.8.1) → the 9.3.2.1 A window →
 * discardUnselected (2.5);
 * challenges: challengeDecisions → the 9.3.2.1 B window → challengeBoard; legislation: lawEvents;
 * action-rounds: actionRounds, which pushes the stages of one Action Round after another above it —
 * roundPreempt (10.4) → roundWindow (10.x) → roundBegin (23.1 hook) → roundPlay (13.1) — and once
 * its cards are played the round's own stages above it:
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
  /** 2.5 the Projects not selected are discarded, after the project-selection events. */
  z.object({ kind: z.literal('discardUnselected') }),
  /** 2.7, 9.13 the dealt Challenges are decided on, in Turn order; then the Challenge Card Phase events. */
  z.object({ kind: z.literal('challengeDecisions') }),
  /** 2.7, 9.14 the ALL Challenges by the board are implemented, last. */
  z.object({ kind: z.literal('challengeBoard') }),
  /** 9.11.2 legislation events, once the laws are in. */
  z.object({ kind: z.literal('lawEvents') }),
  /** 2.9 one Action Round after another while a Project is active: the next one's stages pushed above it. */
  z.object({ kind: z.literal('actionRounds') }),
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

/**
 * The phases of the Turn still to come (2.2–2.10, rules/turn.ts): pushed when the Turn begins, in the
 * rulebook's order (the last at the bottom, right above the flow task), each begun when it comes to
 * the top (its stages pushed above the phases after it). The Project deal (2.1) begins with the Turn;
 * the advanced game's Challenge Card Phase (2.7) is its hook `challengePhase`.
 */
export const phaseTaskSchemas = [
  /** 2.2 Deal Strategy cards. */
  z.object({ kind: z.literal('dealStrategyPhase') }),
  /** 2.3 Hire Staff. */
  z.object({ kind: z.literal('hireStaffPhase') }),
  /** 2.4–2.6 Plan the Turn, select and prepare Projects. */
  z.object({ kind: z.literal('selectProjectsPhase') }),
  /** 2.8 Legislation. */
  z.object({ kind: z.literal('legislationPhase') }),
  /** 2.9 the Action Rounds. */
  z.object({ kind: z.literal('actionRoundsPhase') }),
  /** 2.10 the End of Turn. */
  z.object({ kind: z.literal('endOfTurnPhase') }),
] as const;

/**
 * The flow's bookkeeping between its decisions (the state's `flow`, written through
 * rules/updates.ts): the Action Round under way and whose it is.
 */
export const flowSchema = z.object({
  /** 2.9 index into the Turn order of the seat whose Action Round it is. */
  cursor,
  round: z.nullable(roundSchema),
  /** 7.3 exception: Leaders who return to the pool at the end of this Turn (Rising to the Occasion, Hit and Run). */
  leadersReturning: z.array(z.string()),
  /** 10.4 the seat taking a pre-emptive Action Round next, if any. */
  preemptor: z.nullable(organizationSchema),
  /** 9.4 everyone passed in a row: owners of active Projects may no longer pass (ruling). */
  deadlock: z.boolean(),
});

/** The flow of the Turn (rules/flow.ts), the task at the bottom of the stack: it finishes the Turn once every phase is done. */
export const flowTaskSchema = z.object({ kind: z.literal('flow') });

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

/** Points where the variants of section 23 and the advanced game act; the base rules push them, the variants' and the advanced game's handlers run them (rules/handlers.ts). */
export const hookTaskSchemas = [
  /** 23.4 before a Turn's Project deal (the historical scenario sets the deck). */
  z.object({ kind: z.literal('beforeDeal') }),
  /** 23.1 before an Action Round (the solitaire draw, held response cards). */
  z.object({ kind: z.literal('beforeAction') }),
  /** 9.16, 23.1 at the end of the Turn (the advanced game: Challenges end; solitaire: held response cards are discarded). */
  z.object({ kind: z.literal('turnCleanup') }),
  /** 2.7 the advanced game's Challenge Card Phase begins, after the Projects are selected. */
  z.object({ kind: z.literal('challengePhase') }),
  /** 9.13 before the dice of `org`'s project action (the advanced game: lasting Challenges act). */
  z.object({ kind: z.literal('beforeProjectAction'), org }),
] as const;

/*
 * The running resolution of a project action (3.6, 12, 14–19, 22; rules/projects): ordinary tasks.
 * Its record (the state's `resolution`: what one step leaves for a later one — dice results, hits,
 * cubes collected and removed), as Free At Last (1955–65) keeps its confrontation's (`conf`); each
 * step of the rulebook is a task kind of its own, pushed in the rulebook's order (a whole sequence in
 * one push, as 1955 pushes its confrontation) above a `resolution` task, which ends the resolution
 * once they are done; each die is a task, a chance node until its faces are in.
 */

/** What a die is rolled for (it decides which hits it adds to). */
export const rollPurposeSchema = z.enum([
  'red-cubes', // 5.1.1, 15.3 hits or 14.3 advance by red cubes
  'white-cubes', // 5.3.1
  'blue-cubes', // 5.2.2
  'leader', // 15.5 the Protest Leader (or Event Leader, 19.1)
  'ldf', // 22.5 the LDF attorney
  'seg-attorney', // 22.7.1
  'registrar', // 18.3.7
  'doj', // 22.18 the D.O.J. Staff Attorney
  'fate', // 19.10 the Event Leader's fate
]);

/** One die being rolled: 3.6 X and the subsequent roll, 15.9 roll twice, 4.1 D insurance, 12.x the –1 rule. */
export const dieRollSchema = z.object({
  die: colorSchema,
  purpose: rollPurposeSchema,
  /** 7.2, 15.9, 15.18 roll twice and keep one. */
  twice: z.boolean(),
  /** 4.1 D a Star spent: no subsequent roll after an X on the red die. */
  insured: z.boolean(),
  /** 12.0–12.3 the –1 rule does not apply to this roll. */
  exempt: z.boolean(),
  /** 15.18 +2 for a committed Staffer. */
  modifier: z.number().check(z.int()),
  /** The face(s) rolled so far (two when rolled twice). */
  faces: z.array(dieFaceSchema),
  /** The face kept (after choosing one of two). */
  kept: z.nullable(dieFaceSchema),
  /** 3.6 the subsequent roll after an X (or K). */
  subsequent: z.nullable(dieFaceSchema),
  /** 15.8 Strike First: the subsequent roll waits until SEG hits are applied. */
  deferConfirm: z.boolean(),
  /** 3.6 the once-per-Project X re-roll (Legislation) was offered and declined. */
  xRerollDeclined: z.boolean(),
  /** 19.10 a plain read of the face: no X value, no subsequent roll. */
  plain: z.boolean(),
});

/** A finished roll: the value it adds, or a Strike Out (3.6, 15.11) with a possible Klan attack (15.12). */
export const rollResultSchema = z.object({
  die: colorSchema,
  face: dieFaceSchema,
  value: z.number().check(z.int()),
  struckOut: z.boolean(),
  klan: z.boolean(),
  /** 3.6 the kept face was an X or K (19.10, 15.8). */
  x: z.boolean(),
  /** The roll's modifier and –1 exemption, for a re-roll of the same die (15.18). */
  modifier: z.number().check(z.int()),
  exempt: z.boolean(),
});

/** A card as played this Action Round (mirrors contract.ts PlayedCard). */
export const resolutionCardSchema = z.object({ id: z.string(), rank: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), color: colorSchema });

/** The kind of action being resolved (contract.ts ProjectMode, plus the Supreme Court at End of Turn). */
export const resolutionModeSchema = z.enum(['protest', 'picket', 'exam', 'injunction', 'advance', 'bamn', 'supreme-court']);

/** The decision waiting in a resolution, as the view names it (`step`). */
export const resolutionStepSchema = z.enum([
  'pre-roll', // owner: commit Staffers, Strike First, insurance, then proceed
  'roll', // a die: chance, or keep one of two / X re-roll
  'reroll', // owner: re-roll one die just rolled with a CORE Staffer (15.18) or not
  'leader-hits', // owner: allocate Leader hits one at a time (15.5)
  'response', // a seat: play a litigation response card or pass (22.11)
  'appeal', // owner: appeal with a card or not (22.12, 22.19)
  'doj', // owner: use the D.O.J. Staff Attorney or not (18.3.7.2)
  'withdraw', // owner: withdraw or not (19.8)
  'consolidate', // a filer: consolidate a criminal case with another filer or not (22.16)
]);

/** The record of a running resolution: what its steps leave for later steps (the state's `resolution`). */
export const resolutionSchema = z.object({
  /** The Project owner (for a Supreme Court case, its first filer). */
  org: organizationSchema,
  mode: resolutionModeSchema,
  cards: z.readonly(z.array(resolutionCardSchema)),
  /** The finished rolls, by purpose. */
  results: z.record(z.string(), rollResultSchema),
  /** Local Figure names activated by the cards played (3.6.2, 15.2). */
  figures: z.array(z.string()),
  /** Ready Staffers activated by the cards played and not yet committed (15.18). */
  staffOffer: z.array(z.string()),
  /** Staffers committed to the cubes' roll and to the Leader's roll. */
  staffCubes: z.array(z.string()),
  staffLeader: z.array(z.string()),
  /** 15.8 Strike First may be announced (a Civil Rights Local Figure was activated by the card played). */
  strikeFirstOk: z.boolean(),
  strikeFirst: z.boolean(),
  /** 4.1 D a Star spent for the next red roll. */
  insured: z.boolean(),
  /** 14.5 total rank of the additional cards (Picketing, Federal Escorts, Vote Drive, 19.4). */
  extraRank: z.number().check(z.int(), z.minimum(0)),
  /** Hits scored by each side this Action Round. */
  hits: z.object({ red: z.number().check(z.int()), white: z.number().check(z.int()), blue: z.number().check(z.int()) }),
  /** SEG cubes collected by hits this Action Round (VPs are tallied at the end, 15.13). */
  collected: z.object({ white: z.number().check(z.int()), blue: z.number().check(z.int()) }),
  /** Red cubes removed this Action Round, by who removed them (15.4), and Freedom Riders lost (7.4). */
  removed: z.object({ byWhite: z.number().check(z.int()), byBlue: z.number().check(z.int()), riders: z.number().check(z.int()) }),
  /** 14.3 red cubes that advanced this Action Round. */
  advanced: z.number().check(z.int(), z.minimum(0)),
  /** 22.11 extra hits for the LDF side from response cards. */
  responseHits: z.number().check(z.int()),
  /** 22.12 this is the appeal roll. */
  appeal: z.boolean(),
  /** 22.16 consolidation proposals (filer → filer). */
  proposals: z.record(z.string(), organizationSchema),
  /** 18.3.7 the registrar's hits and the red cubes they removed (22.18–22.19 the D.O.J. cancels them). */
  registrar: z.nullable(z.object({ hits: z.number().check(z.int()), removed: z.number().check(z.int()) })),
  /** 19.10 the Event Leader is out of this Action Round. */
  leaderGone: z.boolean(),
});

const seats = z.array(organizationSchema);
const auto = <K extends string>(kind: K) => z.object({ kind: z.literal(kind) });

/** The decisions of a resolution (the owner's, or the seat first in `seats`), one task kind each. */
export const resolutionDecisionSchemas = [
  /** 15.18, 15.8, 4.1 B, 4.1 D the decisions before `dice` are rolled (committed Staffers' re-rolls in `rerolls`); then the dice are pushed. */
  z.object({ kind: z.literal('resolutionPreRoll'), dice: z.array(dieRollSchema), rerolls: z.number().check(z.int(), z.minimum(0)) }),
  /** 3.6 one die: a chance node until its faces are in; 15.9 keep one of two, 3.6 re-roll an X. */
  z.extend(dieRollSchema, { kind: z.literal('resolutionRoll') }),
  /** 15.18 re-roll one of the dice of `batch` with a committed CORE Staffer (`rerolls` left), or keep them. */
  z.object({ kind: z.literal('resolutionReroll'), rerolls: z.number().check(z.int(), z.minimum(0)), batch: z.array(rollPurposeSchema) }),
  /** 15.5 the Leader's `hits` still to allocate, one at a time. */
  z.object({ kind: z.literal('resolutionLeaderHits'), hits: z.number().check(z.int(), z.minimum(0)) }),
  /** 22.11 the response window after a litigation roll: `seats` still to be asked. */
  z.object({ kind: z.literal('resolutionResponse'), seats }),
  /** 22.12, 22.19 appeal with a card or not. */
  auto('resolutionAppeal'),
  /** 18.3.7.2 call the D.O.J. Staff Attorney or not. */
  auto('resolutionDoj'),
  /** 19.8 withdraw or not. */
  auto('resolutionWithdraw'),
  /** 22.16 the filers still to be asked whether to consolidate. */
  z.object({ kind: z.literal('resolutionConsolidate'), seats }),
] as const;

/** The view's name (`step`) of each decision of a resolution. */
export const resolutionStepOf: Readonly<Record<ResolutionDecision['kind'], ResolutionStep>> = {
  resolutionPreRoll: 'pre-roll',
  resolutionRoll: 'roll',
  resolutionReroll: 'reroll',
  resolutionLeaderHits: 'leader-hits',
  resolutionResponse: 'response',
  resolutionAppeal: 'appeal',
  resolutionDoj: 'doj',
  resolutionWithdraw: 'withdraw',
  resolutionConsolidate: 'consolidate',
};

/** The automatic steps of a resolution, by chapter, in the rulebook's order. */
export const resolutionStepSchemas = [
  /** 15.5 the Leader rolls, if he can and a hit of his would do anything; then his hits are counted (leaderRolled). */
  auto('leaderRoll'),
  auto('leaderRolled'),
  /** 15.4 assign losses (or 15.8 the Strike First red die); 15.8 the SEG dice after a Strike First or a backfire; the backfired red die; 15.13–15.17 the end. */
  auto('protestHits'),
  auto('strikeFirstSeg'),
  auto('backfireSeg'),
  auto('backfireRed'),
  auto('protestDone'),
  /** 14.3 the cubes advance; the SEG cubes of the stage attack; the stage is passed or not. */
  auto('advanceRolled'),
  auto('advanceAttacked'),
  auto('advanceDone'),
  /** 18.3.7 the registrar rolls; his hits; 22.18 the D.O.J. attorney's hits; 18.3.9–18.3.10 the end. */
  auto('registrarRoll'),
  auto('registrarHits'),
  auto('dojHits'),
  auto('registrarDone'),
  /** 22.11 the response window opens; 22.10 the Injunction's result; 17.7, 16.2 the end. */
  auto('litigationResponses'),
  auto('injunctionResult'),
  auto('injunctionDone'),
  /** 22.15 a case at the Supreme Court (22.16 `orgs`: one roll for a consolidated case), and its result. */
  z.object({ kind: z.literal('supremeCase'), orgs: seats }),
  z.object({ kind: z.literal('supremeResult'), orgs: seats }),
  /** 19.4 red against white cubes, then the stage's end; 19.5 blue cubes' hits, 19.10 the fate, red cubes' hits, the stage's end. */
  auto('bamnWhiteHits'),
  auto('bamnWhiteDone'),
  auto('bamnBlueHits'),
  auto('bamnFate'),
  auto('bamnRedHits'),
  auto('bamnBlueDone'),
] as const;

/** The end of the running resolution, under its steps: once they are done it ends the resolution (its record in the state). */
export const resolutionTaskSchema = z.object({ kind: z.literal('resolution') });

/**
 * 9.3.2 a Strategy card's event under way (rules/events.ts, the core effect list): its effects run
 * one by one from `cursor`, each able to pause the event for a decision.
 */
export const eventTaskSchema = z.object({
  kind: z.literal('event'),
  effects: z.array(eventEffectSchema),
  cursor: z.number().check(z.int(), z.minimum(0)),
  card: z.string(),
  /** Who played it, and its target (a Project owner or a player) and Legislation card (9.11.2). */
  org,
  target: z.nullable(org),
  law: z.nullable(z.string()),
  /** 19.4 the additional 4-rank cards played with an Event Leader's event. */
  extra: z.readonly(z.array(resolutionCardSchema)),
  /**
   * 9.3 who settles the card as its last effect runs: its player (4.0 A: a Star for a starred card),
   * an absent organization (23.1: no Star), or nobody (3.7: the Action Round's close does).
   */
  settle: z.nullable(z.enum(['player', 'absent'])),
});

export type RollPurpose = z.infer<typeof rollPurposeSchema>;
export type DieRoll = z.infer<typeof dieRollSchema>;
export type RollResult = z.infer<typeof rollResultSchema>;
export type ResolutionStep = z.infer<typeof resolutionStepSchema>;
/** The record of a running resolution. */
export type Resolution = z.infer<typeof resolutionSchema>;

export type PlayedCardState = z.infer<typeof playedCardSchema>;
export type Step = z.infer<typeof stepSchema>;
export type ShownStep = z.infer<typeof shownStepSchema>;
export type Round = z.infer<typeof roundSchema>;
export type ShownRound = z.infer<typeof shownRoundSchema>;
export type Stage = z.infer<(typeof stageSchemas)[number]>;
/** The stages of the Action Rounds phase (rules/action-rounds.ts). */
export type RoundStage = Extract<Stage, { kind: 'actionRounds' | 'roundPreempt' | 'roundWindow' | 'roundBegin' | 'roundPlay' | keyof typeof roundStages }>;
/** A phase of the Turn still to come (the advanced game's Challenge Card Phase included). */
export type PhaseTask = z.infer<(typeof phaseTaskSchemas)[number]> | { readonly kind: 'challengePhase' };
/** The flow's bookkeeping (the state's `flow`). */
export type Flow = z.infer<typeof flowSchema>;

/** One pending task. */
export const taskSchema = z.discriminatedUnion('kind', [
  /** The flow of the Turn (rules/flow.ts): phases, their decisions and the project resolution. */
  flowTaskSchema,
  ...phaseTaskSchemas,
  ...stageSchemas,
  ...stepSchema.def.options,
  ...windowTaskSchemas,
  /** The running resolution of a project action (3.6, 12, 14–19, 22; rules/projects): its end, decisions and steps. */
  resolutionTaskSchema,
  ...resolutionDecisionSchemas,
  ...resolutionStepSchemas,
  /** A Strategy card's event under way (9.3.2). */
  eventTaskSchema,
  ...drawTaskSchemas,
  ...variantTaskSchemas,
  ...hookTaskSchemas,
]);

export type Task = z.infer<typeof taskSchema>;
export type DrawTask = z.infer<(typeof drawTaskSchemas)[number]>;
/** A Strategy card's event under way. */
export type EventTask = z.infer<typeof eventTaskSchema>;
export type WindowTask = z.infer<(typeof windowTaskSchemas)[number]>;
export type VariantTask = z.infer<(typeof variantTaskSchemas)[number]>;
/** A decision of a running resolution. */
export type ResolutionDecision = z.infer<(typeof resolutionDecisionSchemas)[number]>;
/** A die being rolled, as a task. */
export type DieTask = Extract<Task, { kind: 'resolutionRoll' }>;

const drawKinds = new Set<string>(drawTaskSchemas.map((x) => x.shape.kind.def.values[0]!));
const stepKinds = new Set<string>(stepSchema.def.options.map((x) => x.shape.kind.def.values[0]!));

/** Whether a task is a draw from an unordered pile. */
export const isDraw = (t: Task): t is DrawTask => drawKinds.has(t.kind);

const stageKinds = new Set<string>(stageSchemas.map((x) => x.shape.kind.def.values[0]!));

/** Whether a task is a stage of the phase under way (`stageSchemas`). */
export const isStage = (t: Task): t is Stage => stageKinds.has(t.kind);

const phaseKinds = new Set<string>([...phaseTaskSchemas.map((x) => x.shape.kind.def.values[0]!), 'challengePhase']);

/** Whether a task is a phase of the Turn still to come (`phaseTaskSchemas`, and the advanced game's `challengePhase`). */
export const isPhase = (t: Task): t is PhaseTask => phaseKinds.has(t.kind);

/** Whether a task is one of the flow's windows. */
export const isWindow = (t: Task): t is WindowTask => t.kind === 'window' || t.kind === 'events';

/** Whether a task is one of the flow's decisions (a step). */
export const isStep = (t: Task): t is Step => stepKinds.has(t.kind);

const decisionKinds = new Set<string>(resolutionDecisionSchemas.map((x) => x.shape.kind.def.values[0]!));

/** Whether a task is a decision of the running project resolution (the view's `step`). */
export const isResolution = (t: Task): t is ResolutionDecision => decisionKinds.has(t.kind);

const resolutionParts = new Set<string>(['resolution', ...decisionKinds, ...resolutionStepSchemas.map((x) => x.shape.kind.def.values[0]!)]);

/** Whether a task is part of a running project resolution: its end, a decision, a die or a step. */
export const isResolutionPart = (t: Task): boolean => resolutionParts.has(t.kind);

/** The Action Round being played as the view shows it: the flow's round, its stage the topmost round stage on the stack (none yet: its cards are being chosen). */
export function shownRound(s: { readonly flow: Flow; readonly tasks: readonly Task[] }): ShownRound | null {
  const round = s.flow.round;
  if (round === null || s.tasks.length === 0) return null; // 21 no task left: the game is over
  const stage = topmost(s.tasks, (t) => t.kind in roundStages);
  return { ...round, stage: stage === undefined ? 'build' : roundStages[stage.kind as keyof typeof roundStages] };
}
