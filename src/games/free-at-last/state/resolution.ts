import * as z from 'zod';
import { colorSchema, dieColorSchema, dieFaceSchema, organizationSchema } from '../data/schema.js';

/*
 * The running resolution of a project action (3.6, 12, 14–19, 22): one task on the stack whose
 * kind is the step it stands at (who decides what). Dice are rolled one chance node at a time; the owner (or, for response cards,
 * another seat) decides between rolls. `next` names what happens once the queued dice are rolled.
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
/** A project-rules action. */
export type ProjectAction = z.infer<(typeof projectActionSchemas)[number]>;
