import * as z from 'zod/mini';
import { provenanceSchema } from '../../../core/provenance.js';
import { crossCheck } from './cross-check.js';

/*
 * The component schema of Free at Last: the single source of truth for the printed components the
 * rulebook omits (DESIGN.md §2). Every record carries a `source`: the rulebook section that fixes
 * it, or `reconstructed` with a one-line reason. A user-supplied set is parsed by `componentSetSchema`.
 */

/** An upper bound on every count and list of a component set, far above any printed one: a broken set cannot make the rules run for ever. */
export const MAX_COUNT = 1000;

/** Where a value comes from: a rulebook section, or reconstructed by this project (with why). */
export const sourceSchema = provenanceSchema;

export const organizationSchema = z.enum(['SNCC', 'CORE', 'SCLC', 'NAACP']);
/** 9.3.1 card colours; also the colours of cubes, dice and X Value Tracks. */
export const colorSchema = z.enum(['red', 'white', 'blue']);
export const rankSchema = z.number().check(z.int(), z.minimum(1), z.maximum(4));
/** 9.1 Project types. */
export const projectTypeSchema = z.enum(['S', 'A', 'V']);
/** A Projects come as ordinary protests (Sit Ins, Read Ins…), Marches or Freedom Rides (16.x); V Projects may be Summer Projects (22.22). */
export const projectKindSchema = z.enum(['protest', 'march', 'freedom-ride', 'voter-registration', 'summer', 'school']);
/** A Project's phase in which an event may be played (9.3.2.1). */
export const eventPhaseSchema = z.enum(['project-selection', 'challenge', 'legislation', 'end-of-turn', 'action']);

/** What activates a Local Figure, Leader, Staffer or Co-Counsel: the card played, or the set size at mobilization (3.6.2). */
export const activationSchema = z.discriminatedUnion('by', [
  z.strictObject({ by: z.literal('color'), color: colorSchema }),
  z.strictObject({ by: z.literal('rank'), rank: rankSchema }),
  z.strictObject({ by: z.literal('rank-and-color'), rank: rankSchema, color: colorSchema }),
  z.strictObject({ by: z.literal('set-size'), cards: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT), z.maximum(6)) }),
  z.strictObject({ by: z.literal('project-type'), projectType: projectTypeSchema }),
  z.strictObject({ by: z.literal('project-kind'), kind: projectKindSchema }),
  z.strictObject({ by: z.literal('state'), state: z.string() }),
  z.strictObject({ by: z.literal('always') }),
]);

const count = z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT));

/** The cube and X effects: what a Local Figure, a Protest Leader, a Challenge or an event does to a Project (15.2, 7.2, 9.13) or a track (3.6.1). */
const projectEffectOptions = [
  /** Collect SEG cubes from the Project now, scoring their VPs (15.2). */
  z.strictObject({ kind: z.literal('collectSeg'), color: z.enum(['white', 'blue']), count }),
  /** Remove red cubes from the Project to the owner's eliminated cubes area. */
  z.strictObject({ kind: z.literal('removeRed'), count }),
  /** Add red cubes from the supply to the Project. */
  z.strictObject({ kind: z.literal('addRed'), count }),
  /** Add SEG cubes from the supply to the Project. */
  z.strictObject({ kind: z.literal('addSeg'), color: z.enum(['white', 'blue']), count }),
  /** Move the X Value Track cube of a die (3.6.1): `up` = right, `down` = left. */
  z.strictObject({ kind: z.literal('moveX'), die: colorSchema, direction: z.enum(['up', 'down']) }),
] as const;

/** A cube or X effect on a Project (`projectEffectOptions`). */
export const projectEffectSchema = z.discriminatedUnion('kind', [...projectEffectOptions]);

/**
 * The abilities Local Figures, Leaders, Staffers and Legislation are built from: a cube or X effect,
 * or an ability the project rules read where it applies. The rules interpret each one; data never
 * holds code.
 */
export const effectSchema = z.discriminatedUnion('kind', [
  ...projectEffectOptions,
  /** Roll the red die twice and keep the better result (15.9, 7.2). */
  z.strictObject({ kind: z.literal('rollTwice') }),
  /** +N to the red die roll (SNCC, SCLC and NAACP Staffers: +2, 15.18). */
  z.strictObject({ kind: z.literal('dieModifier'), amount: z.number().check(z.int(), z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT)) }),
  /** Re-roll any one die (CORE Staffers, 15.18). */
  z.strictObject({ kind: z.literal('rerollAny') }),
  /** NAACP state conference chairman: collect a blue cube when assigned in his state (7.2). */
  z.strictObject({ kind: z.literal('chairmanCollectBlue') }),
  /** Freedom Riders act as 2 red cubes on a Freedom Ride (7.4). */
  z.strictObject({ kind: z.literal('freedomRider') }),
  /** Re-roll an X result once per Project (3.6, some Legislation). */
  z.strictObject({ kind: z.literal('rerollXOnce'), die: colorSchema }),
  /** D.O.J. Staff Attorney usable in V Projects (18.3.7.2, 22.18). */
  z.strictObject({ kind: z.literal('enableDojAttorney') }),
]);

/** What a Strategy card's event does when played (9.3.2): each kind is a step of the event's effect list (rules/event-effects.ts). */
export const eventEffectSchema = z.discriminatedUnion('kind', [
  ...projectEffectOptions,
  /** Gain Stars. */
  z.strictObject({ kind: z.literal('gainStars'), count }),
  /** Receive Failure Markers. */
  z.strictObject({ kind: z.literal('gainFailure'), count }),
  /** Draw Strategy cards. */
  z.strictObject({ kind: z.literal('drawCards'), count }),
  /** Refresh this organization's tired Staffers (6.5 exception). */
  z.strictObject({ kind: z.literal('refreshStaff') }),
  /** Hire an extra Staffer this Turn (6.3 exception: Staff Hired). */
  z.strictObject({ kind: z.literal('hireStaff') }),
  /** Assign a new Protest Leader to the Project (New Project Leader). */
  z.strictObject({ kind: z.literal('newLeader') }),
  /** A Protest Leader may lead a second Project (7.3 exception: Rising to the Occasion, Hit and Run). */
  z.strictObject({ kind: z.literal('leaderSecondProject') }),
  /** Choose a Legislation card in the discard pile and pass it into law (4.0 G, 9.11.2). */
  z.strictObject({ kind: z.literal('passLegislation'), area: z.enum(['S', 'A', 'V', 'any']) }),
  /** The BAMN Event Leader takes over the Project (19.x): Robert F. Williams (A) or Malcolm X (V). */
  z.strictObject({ kind: z.literal('eventLeader'), leader: z.string(), projectType: projectTypeSchema }),
  /** Mandatory Burn, Baby, Burn! (9.6, 9.8.1): SNCC and CORE discard a 4-rank card or lower their Non-Violence level. */
  z.strictObject({ kind: z.literal('burnBabyBurn') }),
  /** Cancel ALL Challenges (9.15: The Freedom Singers, I Have Been to the Mountaintop). */
  z.strictObject({ kind: z.literal('cancelAllChallenges') }),
]);

/** Who an effect applies to when an event is played. */
export const targetSchema = z.enum(['own-project', 'any-project', 'self', 'any-player', 'all-players', 'game']);

export const stateSchema = z.strictObject({
  id: z.string().check(z.regex(/^[A-Z]{2}$/)),
  name: z.string(),
  /** 3.1 colour group, used for flushes in A Projects (11.2). */
  color: colorSchema,
  source: sourceSchema,
});

export const localFigureSchema = z.strictObject({
  name: z.string(),
  side: z.enum(['civil-rights', 'seg']),
  activation: activationSchema,
  effects: z.array(effectSchema).check(z.maxLength(MAX_COUNT), z.minLength(1)),
  /** 18.3.7: the Registrar of this V Project is this SEG Local Figure. */
  registrar: z._default(z.boolean(), false),
  source: sourceSchema,
});

export const projectCardSchema = z.strictObject({
  /** 1–55; 23.4 deals 1–20, 21–36 and 37–55 by Turn. */
  number: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)),
  title: z.string(),
  type: projectTypeSchema,
  kind: projectKindSchema,
  state: z.string(),
  /** Where the card takes place, for people (the rules never read it; the reference set's are in `protest-rules/free-at-last/words`). */
  location: z.optional(z.string()),
  seg: z.strictObject({ white: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)), blue: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)) }),
  localFigures: z.array(localFigureSchema).check(z.maxLength(MAX_COUNT)),
  /** 9.2.1 Scales of Justice (5–6 player game and certain events). */
  scalesOfJustice: z._default(z.boolean(), false),
  /** The event and date the card stands for, for people (the reference set's are in `protest-rules/free-at-last/words`). */
  text: z.optional(z.string()),
  source: sourceSchema,
});

export const strategyCardSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: z.string(),
  rank: rankSchema,
  color: colorSchema,
  /** 9.3 a Star in the title: played for the event, the card leaves the game and gives a Star (4.0 A). */
  starred: z._default(z.boolean(), false),
  fundraiser: z._default(z.boolean(), false),
  /** 9.7 Response card: playable out of turn when its circumstance arises. */
  response: z._default(z.boolean(), false),
  /** 9.6 Mandatory Event. */
  mandatory: z._default(z.boolean(), false),
  /** 9.8 By Any Means Necessary. */
  bamn: z._default(z.boolean(), false),
  /** 9.3.2.1 the phase in which the event may be played. */
  phase: z._default(eventPhaseSchema, 'action'),
  /** 9.3.2.2 Turns in which the event may be played. */
  turns: z._default(z.array(z.number().check(z.int(), z.minimum(1), z.maximum(3))), [1, 2, 3]),
  target: targetSchema,
  effects: z.array(eventEffectSchema).check(z.maxLength(MAX_COUNT)),
  /** 22.11 a response card played after a Litigation dice roll: hits added to the LDF side (Amicus Brief, The Fifth Circuit Four). */
  litigationHits: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)), 0),
  /** 22.9 while the card is on the lasting display: added to the LDF Attorney's Litigation roll (Legacy of Charles Houston). */
  litigationModifier: z._default(z.number().check(z.int(), z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT)), 0),
  /** Lasting effects stay on the board while in force (9.3). */
  lasting: z._default(z.boolean(), false),
  /** What the card says, for people (the rules read the fields above; the reference set's texts are in `protest-rules/free-at-last/words`). */
  text: z.optional(z.string()),
  source: sourceSchema,
});

export const leaderSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: z.string(),
  organization: organizationSchema,
  role: z.enum(['protest', 'staff', 'chairman', 'freedom-rider']),
  /** The condition that activates the ability (type of Project, state, colour or rank of card). */
  activation: activationSchema,
  effects: z.array(effectSchema).check(z.maxLength(MAX_COUNT)),
  /** 12.1: Dr. King is immune to the –1 rule on his Leader rolls. */
  immuneToMinusOne: z._default(z.boolean(), false),
  source: sourceSchema,
});

export const attorneySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  role: z.enum(['ldf-state', 'co-counsel', 'doj']),
  /** For state attorneys: the state; for co-counsel: the case type (22.8). */
  state: z.optional(z.string()),
  caseType: z.optional(z.enum(['S', 'march', 'criminal', 'V'])),
  activation: activationSchema,
  source: sourceSchema,
});

export const legislationCardSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: z.string(),
  /** 9.9.1: the general deck, or a provision of the 1964 Civil Rights Act / 1965 Voting Rights Act. */
  act: z.enum(['general', 'civil-rights-act-1964', 'voting-rights-act-1965']),
  /** 2.8 which of the three law stacks it joins; 'federal' cards are 9.10 Federal Legislation. */
  area: z.enum(['S', 'A', 'V', 'federal']),
  oneTime: z.boolean(),
  effects: z.array(effectSchema).check(z.maxLength(MAX_COUNT)),
  /** What the card says, for people (the reference set's texts are in `protest-rules/free-at-last/words`). */
  text: z.optional(z.string()),
  source: sourceSchema,
});

/** A die: its faces; `X` and `K` read the X Value Track (3.6). */
export const dieFaceSchema = z.union([z.number().check(z.int()), z.literal('X'), z.literal('K')]);

export const componentSetSchema = z.strictObject({
  name: z.string(),
  states: z.array(stateSchema).check(z.length(10)),
  projects: z.array(projectCardSchema).check(z.maxLength(MAX_COUNT), z.minLength(1)),
  strategy: z.array(strategyCardSchema).check(z.maxLength(MAX_COUNT), z.minLength(1)),
  /** 9.3.3 Home Cards: one per organization, any rank and colour the owner chooses. */
  homeCards: z.array(z.strictObject({ organization: organizationSchema, name: z.string(), source: sourceSchema })).check(z.maxLength(4)),
  leaders: z.array(leaderSchema).check(z.maxLength(MAX_COUNT)),
  attorneys: z.array(attorneySchema).check(z.maxLength(MAX_COUNT)),
  legislation: z.array(legislationCardSchema).check(z.maxLength(MAX_COUNT)),
  dice: z.strictObject({ red: z.array(dieFaceSchema).check(z.length(6)), white: z.array(dieFaceSchema).check(z.length(6)), blue: z.array(dieFaceSchema).check(z.length(6)), source: sourceSchema }),
  /** X Value Tracks: the values of X left to right and the start (canary yellow) index, 1.7 and 3.6. */
  xTracks: z.strictObject({
    red: z.strictObject({ values: z.array(z.number().check(z.int(), z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT))).check(z.maxLength(MAX_COUNT), z.minLength(2)), start: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)) }),
    white: z.strictObject({ values: z.array(z.number().check(z.int(), z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT))).check(z.maxLength(MAX_COUNT), z.minLength(2)), start: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)) }),
    blue: z.strictObject({ values: z.array(z.number().check(z.int(), z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT))).check(z.maxLength(MAX_COUNT), z.minLength(2)), start: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)) }),
    source: sourceSchema,
  }),
  /** Star Value chart (1.4, 3.3): VPs by number of Stars, index = Stars; past the end the last step repeats. */
  starValues: z.strictObject({ values: z.array(z.number().check(z.int(), z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT))).check(z.maxLength(MAX_COUNT), z.minLength(8)), source: sourceSchema }),
  /** Failure Markers track (1.5, 3.4): penalty per marker, index = total markers. */
  failurePenalties: z.strictObject({ values: z.array(z.number().check(z.int(), z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT))).check(z.maxLength(MAX_COUNT), z.minLength(9)), source: sourceSchema }),
  /** The finite cube supply (5.0). */
  cubes: z.strictObject({ red: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)), white: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)), blue: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)), source: sourceSchema }),
}).check(z.superRefine(crossCheck));

export type Organization = z.infer<typeof organizationSchema>;
export type Color = z.infer<typeof colorSchema>;
export type ProjectType = z.infer<typeof projectTypeSchema>;
export type Activation = z.infer<typeof activationSchema>;
export type Effect = z.infer<typeof effectSchema>;
/** A cube or X effect on a Project. */
export type ProjectEffect = z.infer<typeof projectEffectSchema>;
/** What an event does when played. */
export type EventEffect = z.infer<typeof eventEffectSchema>;
export type LocalFigure = z.infer<typeof localFigureSchema>;
export type ProjectCard = z.infer<typeof projectCardSchema>;
export type StrategyCard = z.infer<typeof strategyCardSchema>;
export type Leader = z.infer<typeof leaderSchema>;
export type Attorney = z.infer<typeof attorneySchema>;
export type LegislationCard = z.infer<typeof legislationCardSchema>;
export type DieFace = z.infer<typeof dieFaceSchema>;
/** A validated component set (defaults filled). */
export type ComponentSet = z.output<typeof componentSetSchema>;
/** A component set as a user writes it. */
export type ComponentSetInput = z.input<typeof componentSetSchema>;
