import * as z from 'zod/mini';
import { colorSchema, organizationSchema, projectTypeSchema } from './data/schema.js';

/*
 * The events of Free at Last, what `step` and `start` report: a zod discriminated union on `type`,
 * each variant with when it happens and its rule section (`npm run docs:events` writes
 * docs/free-at-last/events.md from it). Cards, leaders and Challenges are named by their ids in the
 * component set, Projects by their number.
 */

const n = z.number().check(z.int());
const org = organizationSchema;
const card = z.string();
const leader = z.string();
const project = n;
const color = colorSchema;
const die = colorSchema;
/** A face of a die: a number, an X, or the white die's K. */
const face = z.union([n, z.literal('X'), z.literal('K')]);
/** What a die is rolled for (3.6, 15.3–22.x). */
const purpose = z.enum(['red-cubes', 'white-cubes', 'blue-cubes', 'leader', 'ldf', 'seg-attorney', 'registrar', 'doj', 'fate']);
/** A project action (13.3). */
const mode = z.enum(['protest', 'picket', 'exam', 'injunction', 'advance', 'bamn']);
/** A Project's stage. */
const stage = z.enum(['protest', 'exam', 'school-year', 'classes', 'courthouse', 'bamn-white', 'bamn-blue', 'done']);
/** Where cubes are: `supply`, `project:SNCC`, `eliminated:CORE`, `criminal:NAACP`… */
const zone = z.string();
/** The rule, card or reason behind it, in words. */
const why = z.string();

/** Every event of Free at Last. */
export const eventSchema = z.discriminatedUnion('type', [
  // the Turn and its phases
  z.strictObject({ type: z.literal('projectDealt'), card: project, state: z.string(), discarded: z.boolean() }),
  z.strictObject({ type: z.literal('cardDrawn'), org }),
  z.strictObject({ type: z.literal('hire'), org, discard: z.nullable(card) }),
  z.strictObject({ type: z.literal('staffHired'), org, leader }),
  z.strictObject({ type: z.literal('redrawDiscard'), org }),
  z.strictObject({ type: z.literal('projectSelected'), org, card: project, title: z.string(), state: z.string() }),
  z.strictObject({ type: z.literal('mobilized'), org, cards: n, red: n }),
  z.strictObject({ type: z.literal('leaderAssigned'), org, leader }),
  z.strictObject({ type: z.literal('freedomRider'), org, leader }),
  z.strictObject({ type: z.literal('segReinforcement'), color, target: org }),
  z.strictObject({ type: z.literal('turnEnd'), turn: n }),
  // Action Rounds
  z.strictObject({ type: z.literal('pass'), org }),
  z.strictObject({ type: z.literal('preempt'), org }),
  z.strictObject({ type: z.literal('play'), org, card, rank: n, color }),
  z.strictObject({ type: z.literal('extraCard'), org, card }),
  z.strictObject({ type: z.literal('actionLost'), org, mode }),
  z.strictObject({ type: z.literal('discard'), org: z.optional(org), card, why: z.optional(why) }),
  z.strictObject({ type: z.literal('discardDown'), org, card }),
  z.strictObject({ type: z.literal('event'), org, card, name: z.string(), target: z.nullable(org), law: z.nullable(z.string()) }),
  z.strictObject({ type: z.literal('fundraiser'), from: org, to: org, card, stars: n }),
  z.strictObject({ type: z.literal('fundraiserRefused'), from: org, to: org }),
  z.strictObject({ type: z.literal('burnBabyBurn'), orgs: z.array(org) }),
  z.strictObject({ type: z.literal('burnDiscard'), org, card }),
  z.strictObject({ type: z.literal('nonViolenceLowered'), org, level: z.enum(['inter-racialism', 'black-leadership', 'black-power', 'black-separatism']) }),
  // Stars, Failure Markers, VPs
  z.strictObject({ type: z.literal('star'), org, count: n, why }),
  z.strictObject({ type: z.literal('stars'), org, count: n, why: z.optional(why) }),
  z.strictObject({ type: z.literal('starSpent'), org, for: z.optional(z.enum(['draw', 'cancel a Challenge'])), count: z.optional(n), why: z.optional(why) }),
  z.strictObject({ type: z.literal('failure'), org, count: n, why: z.optional(why) }),
  z.strictObject({ type: z.literal('vp'), org, category: z.enum(['segCubes', 'redCubes', 'litigation']), vp: n, why }),
  z.strictObject({ type: z.literal('freedomMarkerVps'), org, vp: n }),
  z.strictObject({ type: z.literal('demoralization'), color, orgs: z.array(org) }),
  // cubes and the X tracks
  z.strictObject({ type: z.literal('cubes'), color, count: n, from: zone, to: zone, why }),
  z.strictObject({ type: z.literal('xMove'), die, direction: z.enum(['up', 'down']), value: n }),
  z.strictObject({ type: z.literal('xMoved'), die, direction: z.enum(['up', 'down']), value: z.optional(n), why: z.optional(why) }),
  // project actions
  z.strictObject({ type: z.literal('projectAction'), org, mode, cards: z.array(card), stage: z.optional(stage), attorney: z.optional(z.nullable(z.string())), coCounsel: z.optional(z.nullable(z.string())) }),
  z.strictObject({ type: z.literal('strikeFirst'), org }),
  z.strictObject({ type: z.literal('strikeFirstBackfired'), org }),
  z.strictObject({ type: z.literal('localFigure'), org, name: z.string(), side: z.enum(['civil-rights', 'seg']) }),
  z.strictObject({ type: z.literal('staffCommitted'), org, staff: leader, to: purpose }),
  z.strictObject({ type: z.literal('staffReroll'), org, die, purpose }),
  z.strictObject({ type: z.literal('roll'), org, die, face, value: n, purpose, subsequent: z.boolean(), leaders: z.array(leader), reading: z.enum(['plain', 'x', 'exempt', 'minus-one']), modifier: n }),
  z.strictObject({ type: z.literal('xReroll'), die }),
  z.strictObject({ type: z.literal('dieResult'), org, die, purpose, face, value: n, struckOut: z.boolean(), klan: z.boolean(), x: z.boolean(), subsequent: z.nullable(face) }),
  z.strictObject({ type: z.literal('hits'), org, side: z.enum(['red', 'white', 'blue', 'leader', 'ldf', 'seg-attorney', 'registrar', 'doj']), hits: n }),
  z.strictObject({ type: z.literal('overkill'), org, count: n }),
  z.strictObject({ type: z.literal('overkillRemoved'), org, count: n }),
  z.strictObject({ type: z.literal('klan'), org, killed: z.array(z.string()) }),
  z.strictObject({ type: z.literal('freedomRidersLost'), org, riders: z.array(leader) }),
  z.strictObject({ type: z.literal('advanced'), org, count: n }),
  z.strictObject({ type: z.literal('stageComplete'), org, stage }),
  z.strictObject({ type: z.literal('registrar'), org, localFigure: z.nullable(z.string()), activated: z.boolean() }),
  z.strictObject({ type: z.literal('dojAttorney'), org }),
  z.strictObject({ type: z.literal('projectSuccess'), org, card: project, freedomMarker: projectTypeSchema }),
  z.strictObject({ type: z.literal('projectFailure'), org, card: project }),
  z.strictObject({ type: z.literal('projectWithdrawn'), org }),
  z.strictObject({ type: z.literal('eventLeader'), org, leader }),
  z.strictObject({ type: z.literal('eventLeaderEliminated'), org }),
  z.strictObject({ type: z.literal('eventLeaderFate'), org, fate: z.enum(['killed by his own followers', 'killed by the police', 'escaped to Cuba', 'went into hiding']) }),
  // litigation
  z.strictObject({ type: z.literal('litigation'), org, result: z.enum(['won', 'lost', 'tie', 'reversed on appeal']), appeal: z.optional(z.boolean()), court: z.optional(z.literal('supreme')) }),
  z.strictObject({ type: z.literal('response'), org, card, hits: n }),
  z.strictObject({ type: z.literal('appealDiscard'), org, card }),
  z.strictObject({ type: z.literal('appealFiled'), org }),
  z.strictObject({ type: z.literal('appealRefund'), org, card }),
  z.strictObject({ type: z.literal('supremeCourt'), orgs: z.array(org) }),
  // Legislation
  z.strictObject({ type: z.literal('federalLegislation'), card }),
  z.strictObject({ type: z.literal('lawHeldUp'), card }),
  z.strictObject({ type: z.literal('lawPassed'), card, area: z.enum(['S', 'A', 'V', 'federal']) }),
  z.strictObject({ type: z.literal('lawImplemented'), card }),
  // Challenges
  z.strictObject({ type: z.literal('challengeDealt'), org, card, name: z.string(), category: z.enum(['S', 'A', 'V', 'M', 'ALL', 'ANY']) }),
  z.strictObject({ type: z.literal('challengeImplemented'), card, org: z.nullable(org), name: z.optional(z.string()) }),
  z.strictObject({ type: z.literal('challengeWhiteCube'), org, card }),
  z.strictObject({ type: z.literal('challengeGiven'), from: org, to: org, card, project: z.string() }),
  z.strictObject({ type: z.literal('challengeFailed'), org, card, name: z.string() }),
  z.strictObject({ type: z.literal('challengeCancelled'), card, name: z.string() }),
  z.strictObject({ type: z.literal('challengesCancelled'), cards: z.array(card), why }),
  z.strictObject({ type: z.literal('challengeShareOffered'), from: org, to: org, card }),
  z.strictObject({ type: z.literal('challengeShareRefused'), from: org, to: org }),
  z.strictObject({ type: z.literal('cubesWithdrawn'), org, color, count: n, why }),
  // the solitaire variant
  z.strictObject({ type: z.literal('soloDraw'), card, name: z.string() }),
  z.strictObject({ type: z.literal('soloImplemented'), card, name: z.string() }),
]);

/** An event of Free at Last. */
export type Event = z.infer<typeof eventSchema>;
