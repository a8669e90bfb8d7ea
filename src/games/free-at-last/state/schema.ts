import * as z from 'zod';
import { colorSchema, componentSetSchema, organizationSchema } from '../data/schema.js';
import { extStateSchema } from './ext.js';
import { taskSchema } from '../task-schema.js';

/*
 * The Free at Last game state: plain JSON, the single source of truth (DESIGN.md §1). Owned by the
 * integrator; the task stack `tasks` belongs to the rules (task-schema.ts).
 */

/** Counted cubes of each colour in one zone. */
export const cubesSchema = z.object({
  red: z.number().int().min(0),
  white: z.number().int().min(0),
  blue: z.number().int().min(0),
});

/** 3.8.2 Non-Violence Commitment Level (SNCC and CORE only). */
export const nonViolenceSchema = z.enum(['inter-racialism', 'black-leadership', 'black-power', 'black-separatism']);

/** VP by where they came from: `vp` always equals the sum (the scoring-events invariant). */
export const vpBreakdownSchema = z.object({
  /** 1.2 white (1) and blue (2) cubes collected, in any way. */
  segCubes: z.number().int(),
  /** 1.2 red cubes remaining on a completed Project. */
  redCubes: z.number().int(),
  /** 1.3, 20.4 Freedom Markers at the end of each Turn. */
  freedomMarkers: z.number().int(),
  /** 20.2, 22.15 criminal cases won at the Supreme Court. */
  litigation: z.number().int(),
  /** VPs given by events, Challenges and other effects. */
  events: z.number().int(),
  /** 1.4, 21.1 Star Value chart at the end of the game. */
  stars: z.number().int(),
  /** 1.5, 21.1 Failure Marker penalties at the end of the game. */
  failures: z.number().int(),
});

export const staffMemberSchema = z.object({
  id: z.string(),
  /** 6.5 tired after his ability is used this Turn. */
  tired: z.boolean(),
});

/** One organization's holdings. */
export const orgStateSchema = z.object({
  /** Strategy card ids (the Home Card is tracked by `homeCardInHand`). */
  hand: z.array(z.string()),
  homeCardInHand: z.boolean(),
  stars: z.number().int().min(0),
  failures: z.number().int().min(0),
  vp: z.number().int(),
  vpBreakdown: vpBreakdownSchema,
  /** 3.2 Freedom Markers earned, by type (a second of one type scores nothing more, 1.3). */
  freedomMarkers: z.object({ S: z.number().int().min(0), A: z.number().int().min(0), V: z.number().int().min(0) }),
  /** 6.3 the hidden cup of Staff Leaders not yet hired. */
  staffPool: z.array(z.string()),
  staff: z.array(staffMemberSchema),
  /** 7.1 Protest Leaders (and Freedom Riders, chairmen) still available. */
  protestLeaders: z.array(z.string()),
  /** 3.8 leaders out of the game (led a Project in an earlier Turn, assassinated, left the organization). */
  removedLeaders: z.array(z.string()),
  nonViolence: nonViolenceSchema.nullable(),
  /** 1.7 A the eliminated-cubes area beside the organization board. */
  eliminated: cubesSchema,
  /** 15.14 red cubes removed by blue cubes in an A Project, kept on the Project card for a criminal appeal. */
  criminalHold: z.number().int().min(0),
  /** 22.15 two cards discarded to appeal at the Supreme Court this Turn. */
  appealFiled: z.boolean(),
  /** 22.8.1.1, 22.16 the cards discarded toward this Turn's appeal, in order (Marshall's activation colour, the consolidation refund). */
  appealCards: z.array(z.object({ id: z.string(), color: colorSchema })).optional(),
  /** 6.3 Staffers hired this Turn (one, or two with Staff Hired). */
  hiredThisTurn: z.number().int().min(0),
  /** 9.5 fundraisers given / received this Turn (one may not do both). */
  gaveFundraiser: z.boolean(),
  receivedFundraiser: z.boolean(),
  /** 9.4 passed in the current sequence of Action Rounds. */
  passed: z.boolean(),
});

/** A Project an organization has selected and is working on. */
export const projectSchema = z.object({
  /** Project card number. */
  card: z.number().int(),
  owner: organizationSchema,
  cubes: cubesSchema,
  /** Where the Project stands (15–19). */
  stage: z.enum(['protest', 'exam', 'school-year', 'classes', 'courthouse', 'bamn-white', 'bamn-blue', 'done']),
  /** Protest Leader ids on the Project (SNCC may have 2 in A and V Projects, 7.1). */
  leaders: z.array(z.string()),
  /** 7.4 Freedom Rider counters on the Project; each acts as 2 red cubes. */
  freedomRiders: z.array(z.string()),
  /** 15.6 Overkill buttons. */
  overkill: z.number().int().min(0),
  /** 22.2 one Litigation action per Project. */
  litigationUsed: z.boolean(),
  /** 22.14 a Marches Project may seek an Injunction only after one Protest action. */
  protests: z.number().int().min(0),
  /** 16.2 blue cubes scored hits in the first Protest roll: a March may then seek an Injunction. */
  blueHitFirstProtest: z.boolean(),
  /** 15.12 the Leader was assassinated: a new one may be assigned next Action Round. */
  leaderLost: z.boolean(),
  /** 18.2.5 the Local Figure eliminated by the Klan (no Leader on the Project). */
  lostLocalFigures: z.array(z.string()),
  /** 3.6 Legislation that re-rolls an X once per Project: which dice have used it. */
  xRerollsUsed: z.array(z.enum(['red', 'white', 'blue'])),
  /** 19.1 Robert F. Williams or Malcolm X has taken over the Project. */
  eventLeader: z.string().nullable(),
  outcome: z.enum(['active', 'success', 'failure', 'withdrawn']),
});

export const phaseSchema = z.enum([
  'deal-projects', // 2.1
  'deal-strategy', // 2.2
  'hire-staff', // 2.3
  'select-projects', // 2.5–2.6 (with mobilization, 11.x, and leaders, 7.x)
  'challenges', // 2.7 (advanced game)
  'legislation', // 2.8
  'action-rounds', // 2.9
  'end-of-turn', // 2.10, 20.x
  'game-over', // 21
]);

export const freeAtLastStateSchema = z.object({
  rng: z.array(z.number().int()),
  chance: z.enum(['auto', 'manual']),
  /** A user-supplied component set, validated; `null` = the reference set (kept out of the state to keep it small). */
  components: componentSetSchema.nullable(),
  /** Seats in Turn order (2.0). */
  seats: z.array(organizationSchema),
  turn: z.number().int().min(1).max(3),
  phase: phaseSchema,
  actionRound: z.number().int().min(0),
  orgs: z.record(z.string(), orgStateSchema),
  /** 2.1 Project cards dealt face up, by state id. */
  offered: z.record(z.string(), z.number().int()),
  projects: z.record(z.string(), projectSchema),
  supply: cubesSchema,
  /** X Value Track positions (index into components.xTracks.*.values). */
  xTrack: z.object({ red: z.number().int(), white: z.number().int(), blue: z.number().int() }),
  /** 23.5 the Failure Marker track's starting space (0 in the standard game). */
  failureTrackStart: z.number().int().min(0),
  decks: z.object({
    /** 9.3 the Strategy draw pile, unordered: draws are chance nodes. */
    strategy: z.array(z.string()),
    strategyDiscard: z.array(z.string()),
    /** 9.3 starred events played, out of the game. */
    strategyRemoved: z.array(z.string()),
    /** 9.3 starred events with a lasting impact, kept on the board while in effect. */
    lastingEvents: z.array(z.string()),
    /** 3.7 the March on Washington display: cards being played this Action Round. */
    display: z.array(z.string()),
    projects: z.array(z.number().int()),
    projectDiscard: z.array(z.number().int()),
    /** 9.9.1 the 20 general Legislation cards still to draw, unordered. */
    legislation: z.array(z.string()),
    /** 9.9.1 the 1964 Civil Rights Act and 1965 Voting Rights Act provisions, for Turn 3. */
    civilRightsAct: z.array(z.string()),
    votingRightsAct: z.array(z.string()),
    /** 2.8, 9.11 laws in effect by stack. */
    laws: z.object({ S: z.array(z.string()), A: z.array(z.string()), V: z.array(z.string()) }),
    /** 2.8 provisions held up in committee. */
    legislationDiscard: z.array(z.string()),
    /** 3.6.6, 9.10 one-time and Federal Legislation, out of the game. */
    legislationRemoved: z.array(z.string()),
  }),
  /** Everything the game waits for, top last (task-schema.ts); the flow task, with its bookkeeping, at the bottom. */
  tasks: z.array(taskSchema),
  /** The advanced game and the variants of section 23 (state/ext.ts); absent in the basic game. */
  ext: extStateSchema.optional(),
});

export type Cubes = z.infer<typeof cubesSchema>;
export type OrgState = z.infer<typeof orgStateSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Phase = z.infer<typeof phaseSchema>;
export type NonViolence = z.infer<typeof nonViolenceSchema>;
export type VpCategory = keyof z.infer<typeof vpBreakdownSchema>;
/** The Free at Last game state. */
export type FreeAtLastState = z.infer<typeof freeAtLastStateSchema>;
