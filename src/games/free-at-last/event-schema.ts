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
  z.strictObject({ type: z.literal('projectDealt'), card: project, state: z.string(), discarded: z.boolean() }).check(z.meta({ section: '2.1', description: 'A Project card is dealt face up in a state (or dealt and discarded).' })),
  z.strictObject({ type: z.literal('cardDrawn'), org }).check(z.meta({ section: '2.2', description: 'An organization draws a Strategy card (which one only its own view shows).' })),
  z.strictObject({ type: z.literal('hire'), org, discard: z.nullable(card) }).check(z.meta({ section: '6.3', description: 'An organization hires a Staffer, discarding a card (null: for free).' })),
  z.strictObject({ type: z.literal('staffHired'), org, leader }).check(z.meta({ section: '6.3', description: "A Staffer joins an organization's staff." })),
  z.strictObject({ type: z.literal('redrawDiscard'), org }).check(z.meta({ section: '2.5', description: 'An organization discards a Project card to draw another.' })),
  z.strictObject({ type: z.literal('projectSelected'), org, card: project, title: z.string(), state: z.string() }).check(z.meta({ section: '2.5', description: 'An organization selects its Project.' })),
  z.strictObject({ type: z.literal('mobilized'), org, cards: n, red: n }).check(z.meta({ section: '11.0', description: 'An organization mobilizes red cubes onto its Project with so many cards.' })),
  z.strictObject({ type: z.literal('leaderAssigned'), org, leader }).check(z.meta({ section: '7.1', description: 'A Protest Leader is assigned to a Project.' })),
  z.strictObject({ type: z.literal('freedomRider'), org, leader }).check(z.meta({ section: '7.4', description: 'CORE sends a Freedom Rider.' })),
  z.strictObject({ type: z.literal('segReinforcement'), color, target: org }).check(z.meta({ section: '2.6', description: "A SEG cube joins an organization's Project." })),
  z.strictObject({ type: z.literal('turnEnd'), turn: n }).check(z.meta({ section: '20.0', description: 'A Turn ends.' })),
  // Action Rounds
  z.strictObject({ type: z.literal('pass'), org }).check(z.meta({ section: '13.1', description: 'An organization passes its Action Round.' })),
  z.strictObject({ type: z.literal('preempt'), org }).check(z.meta({ section: '10.4', description: 'An organization takes a pre-emptive Action Round.' })),
  z.strictObject({ type: z.literal('play'), org, card, rank: n, color }).check(z.meta({ section: '13.2', description: 'An organization plays a Strategy card for its colour and rank.' })),
  z.strictObject({ type: z.literal('extraCard'), org, card }).check(z.meta({ section: '14.5', description: 'An organization adds a card to the action.' })),
  z.strictObject({ type: z.literal('actionLost'), org, mode }).check(z.meta({ section: '13.3', description: "An organization's chosen action is lost: its Project no longer allows it (ruling 13.3)." })),
  z.strictObject({ type: z.literal('discard'), org: z.optional(org), card, why: z.optional(why) }).check(z.meta({ section: '9.4', description: 'A card is discarded.' })),
  z.strictObject({ type: z.literal('discardDown'), org, card }).check(z.meta({ section: '20.1', description: 'An organization discards down to its hand limit.' })),
  z.strictObject({ type: z.literal('event'), org, card, name: z.string(), target: z.nullable(org), law: z.nullable(z.string()) }).check(z.meta({ section: '9.3', description: 'An organization plays a card as an event (on a target organization; passing a law).' })),
  z.strictObject({ type: z.literal('fundraiser'), from: org, to: org, card, stars: n }).check(z.meta({ section: '10.1', description: 'A Fundraiser card is given to another organization, for Stars.' })),
  z.strictObject({ type: z.literal('fundraiserRefused'), from: org, to: org }).check(z.meta({ section: '10.1', description: 'A Fundraiser offer is refused.' })),
  z.strictObject({ type: z.literal('burnBabyBurn'), orgs: z.array(org) }).check(z.meta({ section: '9.6', description: 'Burn, Baby, Burn!: these organizations must discard a card or lower Non-Violence.' })),
  z.strictObject({ type: z.literal('burnDiscard'), org, card }).check(z.meta({ section: '9.6', description: 'An organization discards a card to Burn, Baby, Burn!.' })),
  z.strictObject({ type: z.literal('nonViolenceLowered'), org, level: z.enum(['inter-racialism', 'black-leadership', 'black-power', 'black-separatism']) }).check(z.meta({ section: '9.8', description: 'An organization lowers its Non-Violence Commitment.' })),
  // Stars, Failure Markers, VPs
  z.strictObject({ type: z.literal('star'), org, count: n, why }).check(z.meta({ section: '4.0', description: 'An organization gains Stars (a starred card, a Local Figure, a rule).' })),
  z.strictObject({ type: z.literal('stars'), org, count: n, why: z.optional(why) }).check(z.meta({ section: '4.0', description: 'An organization gains Stars from an event.' })),
  z.strictObject({ type: z.literal('starSpent'), org, for: z.optional(z.enum(['draw', 'cancel a Challenge'])), count: z.optional(n), why: z.optional(why) }).check(z.meta({ section: '4.1', description: 'An organization spends Stars (for a draw, to cancel a Challenge, or as `why` says).' })),
  z.strictObject({ type: z.literal('failure'), org, count: n, why: z.optional(why) }).check(z.meta({ section: '4.2', description: 'An organization receives Failure Markers.' })),
  z.strictObject({ type: z.literal('vp'), org, category: z.enum(['segCubes', 'redCubes', 'litigation']), vp: n, why }).check(z.meta({ section: '1.2', description: 'An organization scores VPs.' })),
  z.strictObject({ type: z.literal('freedomMarkerVps'), org, vp: n }).check(z.meta({ section: '20.4', description: 'End of Turn scoring for Freedom Markers.' })),
  z.strictObject({ type: z.literal('demoralization'), color, orgs: z.array(org) }).check(z.meta({ section: '20.3', description: 'Demoralization of cubes of a colour: the organizations affected.' })),
  // cubes and the X tracks
  z.strictObject({ type: z.literal('cubes'), color, count: n, from: zone, to: zone, why }).check(z.meta({ section: '5.0', description: 'Cubes move between zones.' })),
  z.strictObject({ type: z.literal('xMove'), die, direction: z.enum(['up', 'down']), value: n }).check(z.meta({ section: '3.6', description: 'A Local Figure moves an X value track.' })),
  z.strictObject({ type: z.literal('xMoved'), die, direction: z.enum(['up', 'down']), value: z.optional(n), why: z.optional(why) }).check(z.meta({ section: '3.6', description: 'An event or Challenge moves an X value track.' })),
  // project actions
  z.strictObject({ type: z.literal('projectAction'), org, mode, cards: z.array(card), stage: z.optional(stage), attorney: z.optional(z.nullable(z.string())), coCounsel: z.optional(z.nullable(z.string())) }).check(z.meta({ section: '13.3', description: 'An organization takes a project action with these cards (an injunction: with its LDF attorney and co-counsel).' })),
  z.strictObject({ type: z.literal('strikeFirst'), org }).check(z.meta({ section: '15.8', description: 'An organization announces Strike First.' })),
  z.strictObject({ type: z.literal('strikeFirstBackfired'), org }).check(z.meta({ section: '15.10', description: 'Strike First backfires.' })),
  z.strictObject({ type: z.literal('localFigure'), org, name: z.string(), side: z.enum(['civil-rights', 'seg']) }).check(z.meta({ section: '15.2', description: 'A Local Figure is activated.' })),
  z.strictObject({ type: z.literal('staffCommitted'), org, staff: leader, to: purpose }).check(z.meta({ section: '15.18', description: 'A Staffer is committed to a roll for his special ability.' })),
  z.strictObject({ type: z.literal('staffReroll'), org, die, purpose }).check(z.meta({ section: '15.18', description: 'A committed CORE Staffer re-rolls a die.' })),
  z.strictObject({ type: z.literal('roll'), org, die, face, value: n, purpose, subsequent: z.boolean(), leaders: z.array(leader), reading: z.enum(['plain', 'x', 'exempt', 'minus-one']), modifier: n }).check(z.meta({ section: '15.3', description: 'A die is rolled: its face and the value it reads (`subsequent`: the 3.6 roll after an X).' })),
  z.strictObject({ type: z.literal('xReroll'), die }).check(z.meta({ section: '3.6', description: 'An X is re-rolled (Legislation).' })),
  z.strictObject({ type: z.literal('dieResult'), org, die, purpose, face, value: n, struckOut: z.boolean(), klan: z.boolean(), x: z.boolean(), subsequent: z.nullable(face) }).check(z.meta({ section: '15.11', description: 'What a die counts once kept: its value, a Strike Out, a Klan attack.' })),
  z.strictObject({ type: z.literal('hits'), org, side: z.enum(['red', 'white', 'blue', 'leader', 'ldf', 'seg-attorney', 'registrar', 'doj']), hits: n }).check(z.meta({ section: '15.4', description: "Hits scored on an organization's Project by one side." })),
  z.strictObject({ type: z.literal('overkill'), org, count: n }).check(z.meta({ section: '15.6', description: 'Overkill buttons are placed on a Project.' })),
  z.strictObject({ type: z.literal('overkillRemoved'), org, count: n }).check(z.meta({ section: '4.1', description: 'Overkill buttons are removed.' })),
  z.strictObject({ type: z.literal('klan'), org, killed: z.array(z.string()) }).check(z.meta({ section: '15.12', description: 'A Klan attack kills these leaders (or a Local Figure).' })),
  z.strictObject({ type: z.literal('freedomRidersLost'), org, riders: z.array(leader) }).check(z.meta({ section: '7.4', description: 'CORE loses Freedom Riders.' })),
  z.strictObject({ type: z.literal('advanced'), org, count: n }).check(z.meta({ section: '17.9', description: 'Red cubes advance through the school year.' })),
  z.strictObject({ type: z.literal('stageComplete'), org, stage }).check(z.meta({ section: '17.7', description: 'A stage of a Project is complete.' })),
  z.strictObject({ type: z.literal('registrar'), org, localFigure: z.nullable(z.string()), activated: z.boolean() }).check(z.meta({ section: '18.3', description: 'The registrar faces a V Project (a Local Figure, activated or not).' })),
  z.strictObject({ type: z.literal('dojAttorney'), org }).check(z.meta({ section: '18.3', description: 'The D.O.J. Staff Attorney is called in.' })),
  z.strictObject({ type: z.literal('projectSuccess'), org, card: project, freedomMarker: projectTypeSchema }).check(z.meta({ section: '15.16', description: 'A Project succeeds and earns a Freedom Marker.' })),
  z.strictObject({ type: z.literal('projectFailure'), org, card: project }).check(z.meta({ section: '15.17', description: 'A Project fails.' })),
  z.strictObject({ type: z.literal('projectWithdrawn'), org }).check(z.meta({ section: '19.8', description: 'A Project is withdrawn.' })),
  z.strictObject({ type: z.literal('eventLeader'), org, leader }).check(z.meta({ section: '19.1', description: 'An Event Leader takes over a Project.' })),
  z.strictObject({ type: z.literal('eventLeaderEliminated'), org }).check(z.meta({ section: '19.10', description: 'The Event Leader is eliminated.' })),
  z.strictObject({ type: z.literal('eventLeaderFate'), org, fate: z.enum(['killed by his own followers', 'killed by the police', 'escaped to Cuba', 'went into hiding']) }).check(z.meta({ section: '19.10', description: "The Event Leader's fate." })),
  // litigation
  z.strictObject({ type: z.literal('litigation'), org, result: z.enum(['won', 'lost', 'tie', 'reversed on appeal']), appeal: z.optional(z.boolean()), court: z.optional(z.literal('supreme')) }).check(z.meta({ section: '22.10', description: 'The result of a Litigation action (on appeal; at the Supreme Court).' })),
  z.strictObject({ type: z.literal('response'), org, card, hits: n }).check(z.meta({ section: '9.7', description: 'A Response card adds LDF hits.' })),
  z.strictObject({ type: z.literal('appealDiscard'), org, card }).check(z.meta({ section: '22.12', description: 'An organization discards a card for an appeal.' })),
  z.strictObject({ type: z.literal('appealFiled'), org }).check(z.meta({ section: '22.12', description: 'An appeal is filed to the Supreme Court.' })),
  z.strictObject({ type: z.literal('appealRefund'), org, card }).check(z.meta({ section: '22.16', description: 'A consolidated appeal costs three cards: a card comes back.' })),
  z.strictObject({ type: z.literal('supremeCourt'), orgs: z.array(org) }).check(z.meta({ section: '22.15', description: 'The Supreme Court hears the criminal cases of these organizations.' })),
  // Legislation
  z.strictObject({ type: z.literal('federalLegislation'), card }).check(z.meta({ section: '9.10', description: 'A Federal Legislation card is drawn.' })),
  z.strictObject({ type: z.literal('lawHeldUp'), card }).check(z.meta({ section: '9.9', description: 'A law is held up in Congress.' })),
  z.strictObject({ type: z.literal('lawPassed'), card, area: z.enum(['S', 'A', 'V', 'federal']) }).check(z.meta({ section: '9.9', description: 'A law passes (for S, A or V Projects).' })),
  z.strictObject({ type: z.literal('lawImplemented'), card }).check(z.meta({ section: '9.9', description: 'A law is implemented.' })),
  // Challenges
  z.strictObject({ type: z.literal('challengeDealt'), org, card, name: z.string(), category: z.enum(['S', 'A', 'V', 'M', 'ALL', 'ANY']) }).check(z.meta({ section: '2.7', description: 'A Challenge card is dealt to an organization.' })),
  z.strictObject({ type: z.literal('challengeImplemented'), card, org: z.nullable(org), name: z.optional(z.string()) }).check(z.meta({ section: '9.12', description: 'A Challenge is implemented (on an organization, or on all).' })),
  z.strictObject({ type: z.literal('challengeWhiteCube'), org, card }).check(z.meta({ section: '9.12', description: 'A Challenge is taken as a white cube.' })),
  z.strictObject({ type: z.literal('challengeGiven'), from: org, to: org, card, project: z.string() }).check(z.meta({ section: '9.14', description: "A Challenge is given to another organization's Project." })),
  z.strictObject({ type: z.literal('challengeFailed'), org, card, name: z.string() }).check(z.meta({ section: '4.2', description: 'A lasting Challenge fails.' })),
  z.strictObject({ type: z.literal('challengeCancelled'), card, name: z.string() }).check(z.meta({ section: '9.15', description: 'A Challenge is cancelled.' })),
  z.strictObject({ type: z.literal('challengesCancelled'), cards: z.array(card), why }).check(z.meta({ section: '9.15', description: 'Every Challenge is cancelled.' })),
  z.strictObject({ type: z.literal('challengeShareOffered'), from: org, to: org, card }).check(z.meta({ section: '9.15', description: 'An organization offers to share the cost of cancelling a Challenge.' })),
  z.strictObject({ type: z.literal('challengeShareRefused'), from: org, to: org }).check(z.meta({ section: '9.15', description: 'The offer to share is refused.' })),
  z.strictObject({ type: z.literal('cubesWithdrawn'), org, color, count: n, why }).check(z.meta({ section: '9.15.1', description: 'Cubes of a cancelled M Challenge are withdrawn.' })),
  // the solitaire variant
  z.strictObject({ type: z.literal('soloDraw'), card, name: z.string() }).check(z.meta({ section: '23.1', description: 'Solitaire: a Strategy card is drawn for the SEG.' })),
  z.strictObject({ type: z.literal('soloImplemented'), card, name: z.string() }).check(z.meta({ section: '23.1', description: 'Solitaire: the drawn card is implemented.' })),
]);

/** An event of Free at Last. */
export type Event = z.infer<typeof eventSchema>;
