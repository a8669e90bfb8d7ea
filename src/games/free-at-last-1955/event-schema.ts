import * as z from 'zod/mini';
import { exclude } from '../../core/zod.js';
import { goalSchema, sideSchema, unitSchema } from './data/schema.js';
import { stateSchema } from './schema.js';

/*
 * The events of Free At Last (1955–65), what `step` and `start` report: a zod discriminated union on
 * `type`, each variant with when it happens and its rule section (`npm run docs:events` writes
 * docs/free-at-last-1955/events.md from it). Cities, leaders, cards and candidates are named as in the
 * component set.
 */

const n = z.number().check(z.int());
const city = z.string();
const leader = z.string();
const card = z.string();
const unit = exclude(unitSchema, ['K']);
/** One side's line of the Confrontation Results Table (7.3). */
const crtLine = z.strictObject({
  /** The side's total strength factors. */
  factors: n,
  /** The CRT column (0-based). */
  column: n,
  /** The die modifier (leaders, cards, media). */
  modifier: n,
  /** The modified roll. */
  total: n,
  /** The losses this side inflicts. */
  losses: n,
});

/** Every event of Free At Last (1955–65). */
export const eventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('year'), year: n }).check(z.meta({ section: '5.0', description: 'A new year begins.' })),
  z.strictObject({ type: z.literal('drew'), seat: sideSchema }).check(z.meta({ section: '5.1', description: 'A side draws a Strategy card (which one only its own view shows).' })),
  z.strictObject({ type: z.literal('reshuffle'), cards: n }).check(z.meta({ section: '5.1', description: 'The discard pile becomes the deck (`cards` in it).' })),
  z.strictObject({ type: z.literal('play'), seat: sideSchema, card: z.nullable(card), use: z.enum(['recruit', 'activate', 'cities', 'event']), leader: z.optional(leader) }).check(z.meta({ section: '5.2', description: 'A side plays a card (null: the free 1-Ops action) for one use; `leader` is the one activated.' })),
  z.strictObject({ type: z.literal('pass'), seat: sideSchema }).check(z.meta({ section: '5.2', description: 'A side holds instead of playing.' })),
  z.strictObject({ type: z.literal('opsBonus'), used: n }).check(z.meta({ section: '10.0.1', description: 'The free-city Ops bonus is added to a civil rights play.' })),
  z.strictObject({ type: z.literal('placed'), seat: sideSchema, unit, city }).check(z.meta({ section: '6.1', description: 'A unit is placed in a city (recruitment or an event).' })),
  z.strictObject({ type: z.literal('removed'), seat: sideSchema, unit, city }).check(z.meta({ section: '6.4', description: 'A unit is removed from a city by an event.' })),
  z.strictObject({ type: z.literal('moved'), seat: sideSchema, unit, from: city, to: city }).check(z.meta({ section: '6.2', description: 'A unit moves (escorted by a leader, or by city activation).' })),
  z.strictObject({ type: z.literal('leaderMoved'), leader, from: city, to: city }).check(z.meta({ section: '6.2', description: 'A leader moves.' })),
  z.strictObject({ type: z.literal('cityActivated'), seat: sideSchema, city }).check(z.meta({ section: '6.3', description: 'A side activates a city.' })),
  z.strictObject({ type: z.literal('entrench'), city, face: z.optional(n), w: z.optional(n), success: z.boolean() }).check(z.meta({ section: '6.3.2', description: 'An attempt to entrench a city: the die `face` against its `w` units (neither for an event that entrenches).' })),
  z.strictObject({ type: z.literal('entrenchmentLost'), city }).check(z.meta({ section: '6.3.2', description: 'A city loses its E marker: no W units left.' })),
  z.strictObject({ type: z.literal('confrontation'), attacker: sideSchema, kind: z.enum(['protest', 'mass arrest']), city, goal: z.nullable(goalSchema), leader }).check(z.meta({ section: '7.0', description: 'A leader begins a confrontation (a protest for a goal, or a mass arrest).' })),
  z.strictObject({ type: z.literal('media'), seat: sideSchema }).check(z.meta({ section: '7.1.1', description: 'The attacker asks for national media attention.' })),
  z.strictObject({ type: z.literal('mediaRoll'), face: n, result: z.enum(['low', 'normal', 'high']) }).check(z.meta({ section: '7.1.1', description: 'The media die and the attention it gives.' })),
  z.strictObject({ type: z.literal('ability'), leader, drm: n }).check(z.meta({ section: '4.4', description: "A leader's special ability adds to his side's roll." })),
  z.strictObject({ type: z.literal('confrontationCard'), seat: sideSchema, card }).check(z.meta({ section: '6.5', description: 'A side plays a confrontation card.' })),
  z.strictObject({ type: z.literal('confrontationRoll'), seat: sideSchema, face: n }).check(z.meta({ section: '7.1', description: "A side's confrontation die." })),
  z.strictObject({ type: z.literal('crt'), civilRights: crtLine, segregationist: crtLine }).check(z.meta({ section: '7.3', description: 'The Confrontation Results Table: each side\'s factors, column, roll and the losses it inflicts.' })),
  z.strictObject({ type: z.literal('loss'), seat: sideSchema, unit, city }).check(z.meta({ section: '7.1', description: 'A side loses a unit in the confrontation.' })),
  z.strictObject({ type: z.literal('confrontationWon'), winner: z.union([sideSchema, z.literal('tie')]), city }).check(z.meta({ section: '7.0.2', description: 'Who won the confrontation (a tie: both lose).' })),
  z.strictObject({ type: z.literal('noStronghold'), city }).check(z.meta({ section: '2.3.1', description: 'A city is no longer a stronghold.' })),
  z.strictObject({ type: z.literal('avoidAttempt'), leader, ability: z.boolean() }).check(z.meta({ section: '7.2.1', description: 'A leader tries to avoid the confrontation (`ability`: with his special ability).' })),
  z.strictObject({ type: z.literal('avoidRoll'), face: n, rating: n, success: z.boolean() }).check(z.meta({ section: '7.2.1', description: 'The avoidance die against the leader\'s rating.' })),
  z.strictObject({ type: z.literal('avoided'), seat: sideSchema, from: city, to: city }).check(z.meta({ section: '7.2.1', description: 'The avoiding side moves away.' })),
  z.strictObject({ type: z.literal('freedom'), by: n, now: n, why: z.string() }).check(z.meta({ section: '2.4', description: 'The Freedom Track moves (`why` in words).' })),
  z.strictObject({ type: z.literal('nonviolence'), by: n, now: n, why: z.string() }).check(z.meta({ section: '2.5', description: 'Non-violence moves (`why` in words).' })),
  z.strictObject({ type: z.literal('marker'), city, goal: goalSchema }).check(z.meta({ section: '2.1', description: 'An integration marker is placed in a city.' })),
  z.strictObject({ type: z.literal('freeCity'), city, reward: z.enum(['units', 'ops', 'cards', 'freedom', 'nonviolence']), n }).check(z.meta({ section: '10.0.1', description: 'A city becomes free and gives its reward.' })),
  z.strictObject({ type: z.literal('freedomEventOpen'), event: z.string() }).check(z.meta({ section: '10.2', description: 'A Freedom Event is opened.' })),
  z.strictObject({ type: z.literal('freedomEventWon'), event: z.string(), name: z.string() }).check(z.meta({ section: '10.2', description: 'A Freedom Event is won.' })),
  z.strictObject({ type: z.literal('klanAttack'), leader, state: z.string(), face: n, need: n, eliminated: z.boolean() }).check(z.meta({ section: '9.0', description: 'The Klan strikes at a leader: the die against what it needs.' })),
  z.strictObject({ type: z.literal('klan'), state: z.string() }).check(z.meta({ section: '3.1.3', description: 'A K unit is added in a state.' })),
  z.strictObject({ type: z.literal('discarded'), seat: sideSchema, card }).check(z.meta({ section: '6.6', description: 'A side discards a card at the end of the year.' })),
  z.strictObject({ type: z.literal('committed'), seat: sideSchema }).check(z.meta({ section: '8.1', description: 'A side commits a card face down to a candidate.' })),
  z.strictObject({ type: z.literal('electionRoll'), candidate: z.string(), face: n }).check(z.meta({ section: '8.1', description: 'The die rolled for a candidate.' })),
  z.strictObject({ type: z.literal('electionTie'), totals: z.array(n) }).check(z.meta({ section: '8.1', description: 'The election is tied: both candidates roll again.' })),
  z.strictObject({ type: z.literal('revealed'), seat: sideSchema, card, candidate: z.string() }).check(z.meta({ section: '8.1', description: 'A committed card is revealed.' })),
  z.strictObject({ type: z.literal('elected'), name: z.string(), totals: z.array(n), S: n, A: n, V: n }).check(z.meta({ section: '8.2', description: "The election's winner, the totals and his S, A and V modifiers." })),
  z.strictObject({ type: z.literal('gameOver'), code: stateSchema.shape.outcome.def.innerType.shape.code, winner: sideSchema, reason: z.string() }).check(z.meta({ section: '5.3, 10.3', description: 'The game is over: its end code, the winner and the reason.' })),
]);

/** An event of Free At Last (1955–65). */
export type Event = z.infer<typeof eventSchema>;
