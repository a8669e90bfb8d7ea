import * as z from 'zod';
import { decisionQuestionSchema } from '../../core/question.js';
import { colorSchema, componentSetSchema, dieColorSchema, dieFaceSchema, organizationSchema, rankSchema } from './data/schema.js';
import { rollPurposeSchema } from './task-schema.js';
import { checkVariantConfig, defaultPlayers, variantConfigShape } from './state/variant-config.js';
import { variantActionSchemas } from './state/variant-actions.js';
import { variantViewSchema } from './state/variant-view.js';
import { shownRoundSchema, shownStepSchema } from './state/pending.js';
import { cubesSchema, nonViolenceSchema, phaseSchema, projectSchema, vpBreakdownSchema } from './state/schema.js';

/*
 * The config, action and view schemas of Free at Last: actions are one small decision
 * each; the project rules' actions (type `project…`) join the same discriminated union.
 */

/** 2.0 Turn order. */
export const turnOrder = ['SNCC', 'CORE', 'SCLC', 'NAACP'] as const;

/**
 * The game config: 1–4 of the four organizations (seated in Turn order; a number N is the first N),
 * chance mode, components,
 * and the advanced game and variants of section 23 (state/variant-config.ts: which combine).
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
  z.strictObject({ type: z.literal('drawStrategy'), card }).meta({ section: '9.3', description: 'Chance (manual mode): the Strategy card drawn.' }),
  z.strictObject({ type: z.literal('drawProject'), card: z.number().int() }).meta({ section: '2.1', description: 'Chance (manual mode): the Project card dealt.' }),
  z.strictObject({ type: z.literal('drawStaff'), leader: z.string() }).meta({ section: '6.3', description: 'Chance (manual mode): the Staffer drawn from the organization\'s cup.' }),
  z.strictObject({ type: z.literal('drawLegislation'), card }).meta({ section: '2.8', description: 'Chance (manual mode): the Legislation card drawn.' }),
  z.strictObject({ type: z.literal('hire'), discard: card.nullable() }).meta({ section: '2.3', description: 'Hire Staff, in Turn order, once per Turn: discard a card to hire a random Staffer (discard null: CORE\'s free hire, 3.8.1).' }),
  z.strictObject({ type: z.literal('skipHire') }).meta({ section: '2.3', description: 'Hire Staff: hire no Staffer this Turn.' }),
  z.strictObject({ type: z.literal('redrawDiscard'), card }).meta({ section: '3.8.1', description: 'NAACP, before it selects a Project: discard a card and draw a replacement, up to 3 times.' }),
  z.strictObject({ type: z.literal('redrawDone') }).meta({ section: '3.8.1', description: 'NAACP: stop redrawing.' }),
  z.strictObject({ type: z.literal('selectProject'), state: z.string() }).meta({ section: '2.5', description: 'Select Projects, in Turn order: choose an offered Project, by its state.' }),
  z.strictObject({ type: z.literal('mobilize'), ...played }).meta({ section: '11.0', description: 'Prepare the Project (2.6): play a card that fits the set (S a straight, A a flush of the state\'s colour, V one rank) to mobilize 3 red cubes.' }),
  z.strictObject({ type: z.literal('mobilizeDone') }).meta({ section: '2.6', description: 'Prepare the Project: stop mobilizing.' }),
  z.strictObject({ type: z.literal('assignLeader'), leader: z.string() }).meta({ section: '7.1', description: 'When the Project takes a Protest Leader (a second one for SNCC in A and V Projects, 3.8.1; a new one after a Klan attack, 15.12) or CORE places Freedom Riders (7.4).' }),
  z.strictObject({ type: z.literal('noLeader') }).meta({ section: '7.1', description: 'When a further or replacement Leader is offered, or none is available: assign none.' }),
  z.strictObject({ type: z.literal('chooseLaw'), card }).meta({ section: '9.11.1', description: 'Turn 3 Legislation phase: the player with the fewest VPs chooses a provision of the 1964 Civil Rights Act or 1965 Voting Rights Act to pass.' }),
  z.strictObject({ type: z.literal('event'), card, target: org.nullable(), law: z.string().nullable() }).meta({ section: '9.3.2', description: 'At the seat\'s Action Round (13.3), in a window, or as a response (9.7): play a card for its event where its phase and Turn allow (9.3.2.1–9.3.2.2), naming its target and the Legislation card it passes (9.11.2).' }),
  z.strictObject({ type: z.literal('eventsDone') }).meta({ section: '9.3.2.1', description: 'When the events of a phase are offered: play no more now.' }),
  z.strictObject({ type: z.literal('play'), ...played }).meta({ section: '13.1', description: 'The seat\'s Action Round, with an active Project: play a card for its rank and colour on it (the Home Card as any rank and colour, 9.3.3).' }),
  z.strictObject({ type: z.literal('mode'), mode: z.enum(['protest', 'picket', 'exam', 'injunction', 'advance', 'bamn']) }).meta({ section: '14.0', description: 'After a card is played on the Project: the action its stage allows (bamn: a 19.0 event leader\'s Project).' }),
  z.strictObject({ type: z.literal('extra'), ...played }).meta({ section: '14.5', description: 'After choosing Picketing, Federal Escorts or a Vote Drive: add a card of the first card\'s rank (up to two).' }),
  z.strictObject({ type: z.literal('extraDone') }).meta({ section: '14.5', description: 'After choosing Picketing, Federal Escorts or a Vote Drive: add no more cards.' }),
  z.strictObject({ type: z.literal('reinforce'), target: org }).meta({ section: '13.2', description: 'Before the action, for the colour of the card played: the Project that takes the SEG Reinforcement (or loses a red cube).' }),
  z.strictObject({ type: z.literal('pass') }).meta({ section: '9.4', description: 'The seat\'s Action Round: pass, unless it holds its Home Card or more cards than Staffers, or took a pre-emptive round (10.4).' }),
  z.strictObject({ type: z.literal('discard'), card }).meta({ section: '9.4', description: 'The seat\'s Action Round, when it has no other action: discard a card.' }),
  z.strictObject({ type: z.literal('concede') }).meta({ section: '15.17.1', description: 'The seat\'s Action Round, with no card left and an active Project: give the Project up as incomplete.' }),
  z.strictObject({ type: z.literal('preempt') }).meta({ section: '10.4', description: 'From Action Round 2, the player with the most cards: take a pre-emptive Action Round.' }),
  z.strictObject({ type: z.literal('declinePreempt') }).meta({ section: '10.4', description: 'From Action Round 2, the player with the most cards: do not pre-empt.' }),
  z.strictObject({ type: z.literal('spendStarDraw') }).meta({ section: '10.2', description: 'In a window, or at the seat\'s Action Round with no card left (15.17.1): spend a Star to draw a Strategy card.' }),
  z.strictObject({ type: z.literal('giveFundraiser'), card, to: org }).meta({ section: '9.5', description: 'In a window: offer a Fundraiser card to another player (not one who gave or received one this Turn).' }),
  z.strictObject({ type: z.literal('windowPass') }).meta({ section: '10.0', description: 'In a window (the Turn planned, the start of an Action Round, before the dice): do nothing more now.' }),
  z.strictObject({ type: z.literal('acceptFundraiser') }).meta({ section: '9.5', description: 'When offered a Fundraiser: take it into the hand (the giver gets a Star).' }),
  z.strictObject({ type: z.literal('refuseFundraiser') }).meta({ section: '9.5', description: 'When offered a Fundraiser: refuse it.' }),
  z.strictObject({ type: z.literal('burnDiscard'), card }).meta({ section: '9.8.1', description: 'SNCC or CORE, when Burn, Baby, Burn! takes place: discard a 4-rank card.' }),
  z.strictObject({ type: z.literal('burnLower') }).meta({ section: '9.8.1', description: 'SNCC or CORE, when Burn, Baby, Burn! takes place: lower the Non-Violence Commitment Level (3.8.2).' }),
  z.strictObject({ type: z.literal('discardDown'), card }).meta({ section: '20.1', description: 'End of Turn, with more cards than Staffers: discard one.' }),
  z.strictObject({ type: z.literal('appealDiscard'), card }).meta({ section: '22.15', description: 'In a window of the Action Rounds or at the End of Turn, with red cubes convicted on an A Project: discard a card toward a Supreme Court appeal (two file it).' }),
  z.strictObject({ type: z.literal('discardDone') }).meta({ section: '20.1', description: 'End of Turn, within the hand limit: keep the rest of the hand.' }),
] as const;

const face = dieFaceSchema;

/** The project rules' actions (every type starts with `project-`). */
export const projectActionSchemas = [
  z.strictObject({ type: z.literal('projectRoll'), die: dieColorSchema, face }).meta({ section: '15.3', description: 'Chance (manual mode): a face of the die being rolled.' }),
  z.strictObject({ type: z.literal('projectCommitStaff'), staff: z.string() }).meta({ section: '15.18', description: 'Before the dice of a project action: commit a Staffer activated by the card played.' }),
  z.strictObject({ type: z.literal('projectStrikeFirst') }).meta({ section: '15.8', description: 'Before the dice of a Protest whose card activated a Civil Rights Local Figure: try to Strike First.' }),
  z.strictObject({ type: z.literal('projectInsure') }).meta({ section: '4.1 D', description: 'Before the dice: spend a Star so that an X on the red die needs no subsequent roll (3.6).' }),
  z.strictObject({ type: z.literal('projectRemoveOverkill') }).meta({ section: '4.1 B', description: 'Before the Leader\'s (or D.O.J. attorney\'s) roll: spend a Star to remove an Overkill button (15.6).' }),
  z.strictObject({ type: z.literal('projectProceed') }).meta({ section: '15.3', description: 'Before a roll, or when an X re-roll or a withdrawal is offered: go on without it.' }),
  z.strictObject({ type: z.literal('projectKeep'), face }).meta({ section: '15.9', description: 'After a roll twice (a Local Figure\'s, Leader\'s or CORE Staffer\'s ability): keep one of the two faces.' }),
  z.strictObject({ type: z.literal('projectReroll') }).meta({ section: '3.6', description: 'After an X, once per Project, with a Legislation card that allows it: re-roll the X.' }),
  z.strictObject({ type: z.literal('projectRerollDie'), purpose: rollPurposeSchema }).meta({ section: '15.18', description: 'After a roll, with a committed CORE Staffer: re-roll one die.' }),
  z.strictObject({ type: z.literal('projectLeaderHit'), use: z.enum(['overkill', 'save', 'collect']) }).meta({ section: '15.5', description: 'After the Leader\'s roll, per hit: remove an Overkill button (first, 15.6), save a red cube or collect a SEG cube.' }),
  z.strictObject({ type: z.literal('projectPlayResponse'), card: z.string() }).meta({ section: '22.11', description: 'After a Litigation roll: play a response card that applies.' }),
  z.strictObject({ type: z.literal('projectAppeal'), card: z.string() }).meta({ section: '22.12', description: 'After a lost or tied Litigation (or a V case with no red cube saved, 22.19): appeal by discarding a card (home: the Home Card).' }),
  z.strictObject({ type: z.literal('projectDoj') }).meta({ section: '18.3.7.2', description: 'At the registrar stage of a V Project, with the D.O.J. Staff Attorney: use him.' }),
  z.strictObject({ type: z.literal('projectWithdraw') }).meta({ section: '19.8', description: 'In a Project of an event leader (19.0), when offered: withdraw.' }),
  z.strictObject({ type: z.literal('projectConsolidate'), with: organizationSchema }).meta({ section: '22.16', description: 'At the End of Turn, when two or more players appeal criminal cases: propose to consolidate with another filer.' }),
  z.strictObject({ type: z.literal('projectPass') }).meta({ section: '22.11', description: 'When a response card, an appeal, the D.O.J. attorney or a consolidation is offered: decline.' }),
] as const;

/** A project-rules action. */
export type ProjectAction = z.infer<(typeof projectActionSchemas)[number]>;

/** Every Free at Last action: the flow's and the project rules'. */
export const actionSchema = z.discriminatedUnion('type', [...flowActionSchemas, ...projectActionSchemas, ...variantActionSchemas]);

const orgViewSchema = z.object({
  /** Own hand only; null for other seats. */
  hand: z.array(z.string()).nullable(),
  /** How many Strategy cards the organization holds (the Home Card not counted). */
  handCount: z.number().int(),
  /** 9.3.3 The Home Card is in the hand (not yet played this Turn). */
  homeCardInHand: z.boolean(),
  /** 1.4 Stars held. */
  stars: z.number().int(),
  /** 1.5 Failure Markers taken. */
  failures: z.number().int(),
  /** Victory Points so far (the sum of `vpBreakdown`). */
  vp: z.number().int(),
  /** The VPs by where they came from. */
  vpBreakdown: vpBreakdownSchema,
  /** 3.2 Freedom Markers earned, by type (S, A, V Projects). */
  freedomMarkers: z.object({ S: z.number().int(), A: z.number().int(), V: z.number().int() }),
  /** 6.3 the cup is hidden: only how many Staffers are left in it. */
  staffPoolCount: z.number().int(),
  /** 6.3 The hired Staffers (leader ids), and whether each is tired this Turn. */
  staff: z.array(z.object({ id: z.string(), tired: z.boolean() })),
  /** 7.1 Protest Leaders (and Freedom Riders, chairmen) still available, by leader id. */
  protestLeaders: z.array(z.string()),
  /** 3.8 Leaders out of the game (led a Project in an earlier Turn, assassinated, left). */
  removedLeaders: z.array(z.string()),
  /** 3.8.2 SNCC's and CORE's Non-Violence Commitment Level (null for the others). */
  nonViolence: nonViolenceSchema.nullable(),
  /** 1.7 A The eliminated-cubes area beside the organization board. */
  eliminated: cubesSchema,
  /** 15.14 Red cubes kept on the Project card for a criminal appeal. */
  criminalHold: z.number().int(),
  /** 22.15 Two cards discarded to appeal at the Supreme Court this Turn. */
  appealFiled: z.boolean(),
  /** 9.4 Passed in the current sequence of Action Rounds. */
  passed: z.boolean(),
});

/**
 * What a chance node of Free at Last is (`ask` at a chance node; docs/free-at-last/questions.md): a
 * card or Staffer drawn (which deck, for whom), or a die of a project action (which die, for what,
 * whose Project, which throw: 3.6, 15.9).
 */
export const chanceQuestionSchema = z.union([
  z.strictObject({ chance: z.literal('draw'), deck: z.enum(['strategy', 'staff', 'challenge']), for: organizationSchema }),
  z.strictObject({ chance: z.literal('draw'), deck: z.literal('project'), for: z.literal('table') }),
  z.strictObject({ chance: z.literal('draw'), deck: z.literal('strategy'), for: z.literal('solitaire') }),
  z.strictObject({ chance: z.literal('draw'), deck: z.literal('legislation'), to: z.enum(['law', 'discard']) }),
  z.strictObject({
    chance: z.literal('die'),
    die: colorSchema,
    purpose: z.enum(['red-cubes', 'white-cubes', 'blue-cubes', 'leader', 'ldf', 'seg-attorney', 'registrar', 'doj', 'fate']),
    for: organizationSchema,
    mode: z.enum(['protest', 'picket', 'exam', 'injunction', 'advance', 'bamn', 'supreme-court']),
    attempt: z.enum(['first', 'second', 'subsequent']),
  }),
]);

/** What one seat (or a spectator, `seat: null`) may see. */
export const viewSchema = z.object({
  /** The organization whose view this is, or null for a spectator. */
  seat: organizationSchema.nullable(),
  /** The organizations that play, in Turn order (2.0). */
  seats: z.array(organizationSchema),
  /** 2.0 The Turn being played, 1–3. */
  turn: z.number().int(),
  /** The phase of the Turn (2.1–2.10): deal-projects, deal-strategy, hire-staff, select-projects, challenges, legislation, action-rounds, end-of-turn; game-over at the end. */
  phase: phaseSchema,
  /** 13.0 The Action Round of the Turn (0 before the first). */
  actionRound: z.number().int(),
  /** The seat that decides now (`chance` at a manual chance node); null once the game is over. */
  toMove: z.string().nullable(),
  /** What is being asked now, in words. */
  prompt: z.string(),
  /** The legal actions of the seat whose view this is (empty when it is not to move). */
  legal: z.array(actionSchema),
  /** What is being asked now, as data (`ask`: public, the same for every seat); null once the game is over. */
  ask: z.union([chanceQuestionSchema, decisionQuestionSchema]).nullable(),
  /** The game's component set when the config gave one (public: every seat knows the components); null for the reference set. */
  components: componentSetSchema.nullable(),
  /** The flow decision waiting (public: who decides what), and the Action Round being played. */
  step: shownStepSchema.nullable(),
  /** 13.0 The Action Round being played (whose round, the card played, the mode chosen), or null. */
  round: shownRoundSchema.nullable(),
  /** Each organization by name: its hand (own only), cards, Stars, VPs, Staff, Leaders… */
  orgs: z.record(z.string(), orgViewSchema),
  /** 2.1 The Project cards offered for selection, by state id (card numbers). */
  offered: z.record(z.string(), z.number().int()),
  /** Each organization's Project this Turn, by organization: the card, cubes, stage, Leaders. */
  projects: z.record(z.string(), projectSchema),
  /** 5.0 The cubes in the general supply, by colour. */
  supply: cubesSchema,
  /** 3.6 The X Value Tracks' positions, by die colour (indexes into the component set's tracks). */
  xTrack: z.object({ red: z.number().int(), white: z.number().int(), blue: z.number().int() }),
  /** 3.6 What an X on each die is worth now, by colour. */
  xValues: z.object({ red: z.number().int(), white: z.number().int(), blue: z.number().int() }),
  /** 1.5 The Failure Markers on the track (9 or more: no one wins). */
  failureTrack: z.number().int(),
  /** The piles: counts of the hidden draw piles; discards, removed cards, lasting events, the display and the laws in effect. */
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
