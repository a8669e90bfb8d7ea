import * as z from 'zod';
import { colorSchema, dieColorSchema, dieFaceSchema, organizationSchema } from './data/schema.js';
import { flowTaskSchema, stageSchemas, stepSchema, type Stage, type Step } from './state/pending.js';

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

/*
 * The running resolution of a project action (3.6, 12, 14–19, 22; rules/projects): one task on the
 * stack whose kind is the step it stands at (who decides what). Dice are rolled one chance node at a
 * time; the owner (or, for response cards, another seat) decides between rolls. `next` names what
 * happens once the queued dice are rolled.
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
  die: dieColorSchema,
  purpose: rollPurposeSchema,
  /** 7.2, 15.9, 15.18 roll twice and keep one. */
  twice: z.boolean(),
  /** 4.1 D a Star spent: no subsequent roll after an X on the red die. */
  insured: z.boolean(),
  /** 12.0–12.3 the –1 rule does not apply to this roll. */
  exempt: z.boolean(),
  /** 15.18 +2 for a committed Staffer. */
  modifier: z.number().int(),
  /** The face(s) rolled so far (two when rolled twice). */
  faces: z.array(dieFaceSchema),
  /** The face kept (after choosing one of two). */
  kept: dieFaceSchema.nullable(),
  /** 3.6 the subsequent roll after an X (or K). */
  subsequent: dieFaceSchema.nullable(),
  /** 15.8 Strike First: the subsequent roll waits until SEG hits are applied. */
  deferConfirm: z.boolean(),
  /** 3.6 the once-per-Project X re-roll (Legislation) was offered and declined. */
  xRerollDeclined: z.boolean(),
  /** 19.10 a plain read of the face: no X value, no subsequent roll. */
  plain: z.boolean(),
});

/** A finished roll: the value it adds, or a Strike Out (3.6, 15.11) with a possible Klan attack (15.12). */
export const rollResultSchema = z.object({
  die: dieColorSchema,
  face: dieFaceSchema,
  value: z.number().int(),
  struckOut: z.boolean(),
  klan: z.boolean(),
  /** 3.6 the kept face was an X or K (19.10, 15.8). */
  x: z.boolean(),
  /** The roll's modifier and –1 exemption, for a deferred subsequent roll (15.8). */
  modifier: z.number().int(),
  exempt: z.boolean(),
});

/** A card as played this Action Round (mirrors contract.ts PlayedCard). */
export const playedCardSchema = z.object({ id: z.string(), rank: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), color: colorSchema });

/** The kind of action being resolved (contract.ts ProjectMode, plus the Supreme Court at End of Turn). */
export const resolutionModeSchema = z.enum(['protest', 'picket', 'exam', 'injunction', 'advance', 'bamn', 'supreme-court']);

/** Where the resolution stands, as the view names it: who decides what (one task kind each, `resolutionKindOf`). */
export const resolutionStepSchema = z.enum([
  'pre-roll', // owner: commit Staffers, Strike First, insurance, then proceed
  'roll', // the die in `roll`: chance, or keep one of two / X re-roll
  'reroll', // owner: re-roll one die just rolled with a CORE Staffer (15.18) or not
  'leader-hits', // owner: allocate Leader hits one at a time (15.5)
  'response', // `responders[0]`: play a litigation response card or pass (22.11)
  'appeal', // owner: appeal with a card or not (22.12, 22.19)
  'doj', // owner: use the D.O.J. Staff Attorney or not (18.3.7.2)
  'withdraw', // owner: withdraw or not (19.8)
  'consolidate', // `responders[0]`: consolidate a criminal case with another filer or not (22.16)
]);

/** The task kind of each step of the running resolution (its handler: rules/projects/task.ts). */
export const resolutionKindOf = {
  'pre-roll': 'resolutionPreRoll',
  roll: 'resolutionRoll',
  reroll: 'resolutionReroll',
  'leader-hits': 'resolutionLeaderHits',
  response: 'resolutionResponse',
  appeal: 'resolutionAppeal',
  doj: 'resolutionDoj',
  withdraw: 'resolutionWithdraw',
  consolidate: 'resolutionConsolidate',
} as const satisfies Readonly<Record<ResolutionStep, string>>;

/** The step of each resolution task kind (the view's `step`). */
export const resolutionStepOf = Object.fromEntries(Object.entries(resolutionKindOf).map(([step, kind]) => [kind, step])) as Readonly<Record<ResolutionKind, ResolutionStep>>;

/**
 * What the resolution runs once the queued dice are rolled: one handler of rules/projects each
 * (rules/projects/engine.ts; a name without a handler does not compile), grouped by chapter.
 */
export const resolutionNextGroups = {
  leaders: ['leader-hits'], // 15.5
  protest: ['protest-assign', 'protest-strike-first', 'protest-sf-seg', 'protest-backfire', 'protest-backfire-red', 'protest-done'], // 15
  advance: ['advance-attack', 'advance-survive', 'advance-done'], // 14.3
  voting: ['registrar', 'registrar-hits', 'doj-hits', 'registrar-done'], // 18.3.7
  litigation: ['litigation-result', 'litigation-resolve', 'litigation-end', 'supreme-case', 'supreme-result', 'supreme-resolve'], // 22
  eventLeader: ['bamn-white-hits', 'bamn-white-done', 'bamn-blue-hits', 'bamn-fate', 'bamn-red-hits', 'bamn-blue-leader', 'bamn-blue-done'], // 19
} as const;

/** The name of a resolution step run once the queued dice are rolled. */
export const resolutionNextSchema = z.enum(Object.values(resolutionNextGroups).flat() as [ResolutionNext, ...ResolutionNext[]]);

/** A criminal case at the Supreme Court (22.15–22.16): one roll for the filers in it. */
export const caseSchema = z.object({ orgs: z.array(organizationSchema) });

/** The running resolution's data (its task kind says the step). */
export const resolutionSchema = z.object({
  /** The Project owner (for a Supreme Court case, its first filer). */
  org: organizationSchema,
  mode: resolutionModeSchema,
  cards: z.array(playedCardSchema).readonly(),
  /** The handler that runs once `roll` and `queue` are done. */
  next: resolutionNextSchema,
  /** The handler that runs once the Leader's hits are allocated ('' before a Leader rolls). */
  after: z.union([resolutionNextSchema, z.literal('')]),
  roll: dieRollSchema.nullable(),
  queue: z.array(dieRollSchema),
  results: z.record(z.string(), rollResultSchema),
  /** Local Figure names activated by the cards played (3.6.2, 15.2). */
  figures: z.array(z.string()),
  /** Ready Staffers activated by the cards played and not yet committed (15.18). */
  staffOffer: z.array(z.string()),
  /** 15.18 re-rolls of any die granted by committed CORE Staffers for the dice being rolled now. */
  rerolls: z.number().int().min(0),
  /** The dice rolled since the last handler (the ones a re-roll may pick). */
  batch: z.array(rollPurposeSchema),
  /** Staffers committed to the cubes' roll and to the Leader's roll. */
  staffCubes: z.array(z.string()),
  staffLeader: z.array(z.string()),
  /** 15.8 Strike First may be announced (a Civil Rights Local Figure was activated by the card played). */
  strikeFirstOk: z.boolean(),
  strikeFirst: z.boolean(),
  /** 4.1 D a Star spent for the next red roll. */
  insured: z.boolean(),
  /** 14.5 total rank of the additional cards (Picketing, Federal Escorts, Vote Drive, 19.4). */
  extraRank: z.number().int().min(0),
  /** Hits scored by each side this Action Round. */
  hits: z.object({ red: z.number().int(), white: z.number().int(), blue: z.number().int() }),
  /** SEG cubes collected by hits this Action Round (VPs are tallied at the end, 15.13). */
  collected: z.object({ white: z.number().int(), blue: z.number().int() }),
  /** Red cubes removed this Action Round, by who removed them (15.4), and Freedom Riders lost (7.4). */
  removed: z.object({ byWhite: z.number().int(), byBlue: z.number().int(), riders: z.number().int() }),
  /** 14.3 red cubes that advanced this Action Round. */
  advanced: z.number().int().min(0),
  /** 15.5 Leader hits still to allocate. */
  leaderHits: z.number().int().min(0),
  /** Seats to ask in turn (response cards, consolidation). */
  responders: z.array(organizationSchema),
  /** 22.11 extra hits for the LDF side from response cards. */
  responseHits: z.number().int(),
  /** 22.12 this is the appeal roll. */
  appeal: z.boolean(),
  /** 22.16 consolidation proposals (filer → filer) and the cases still to roll. */
  proposals: z.record(z.string(), organizationSchema),
  cases: z.array(caseSchema),
  /** 18.3.7 the registrar's hits and the red cubes they removed (22.18–22.19 the D.O.J. cancels them). */
  registrar: z.object({ hits: z.number().int(), removed: z.number().int() }).nullable(),
  /** 19.10 the Event Leader is out of this Action Round. */
  leaderGone: z.boolean(),
});

const step = <K extends ResolutionKind>(kind: K) => resolutionSchema.extend({ kind: z.literal(kind) });

/** The running resolution as a task, one kind per step: the whole resolution's data, its kind the step. */
export const resolutionTaskSchemas = [
  step('resolutionPreRoll'),
  step('resolutionRoll'),
  step('resolutionReroll'),
  step('resolutionLeaderHits'),
  step('resolutionResponse'),
  step('resolutionAppeal'),
  step('resolutionDoj'),
  step('resolutionWithdraw'),
  step('resolutionConsolidate'),
] as const;

type Groups = typeof resolutionNextGroups;
/** A chapter's group of resolution steps. */
export type ResolutionNextGroup = keyof Groups;
/** The names of one chapter's resolution steps. */
export type ResolutionNextOf<G extends ResolutionNextGroup> = Groups[G][number];
export type ResolutionNext = ResolutionNextOf<keyof Groups>;
export type RollPurpose = z.infer<typeof rollPurposeSchema>;
export type DieRoll = z.infer<typeof dieRollSchema>;
export type RollResult = z.infer<typeof rollResultSchema>;
export type ResolutionStep = z.infer<typeof resolutionStepSchema>;
/** A step of the running resolution as a task kind. */
export type ResolutionKind = (typeof resolutionKindOf)[ResolutionStep];
/** The running resolution of a project action. */
export type Resolution = z.infer<typeof resolutionSchema>;

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

const resolutionKinds = new Set<string>(Object.values(resolutionKindOf));

/** Whether a task is the running project resolution (at any of its steps). */
export const isResolution = (t: Task): t is ResolutionTask => resolutionKinds.has(t.kind);

/** The running project resolution (the topmost resolution task), if any. */
export function resolutionOf(s: { readonly tasks: readonly Task[] }): ResolutionTask | null {
  const tasks = s.tasks;
  for (let i = tasks.length - 1; i >= 0; i--) {
    const t = tasks[i]!;
    if (resolutionKinds.has(t.kind)) return t as ResolutionTask;
  }
  return null;
}
