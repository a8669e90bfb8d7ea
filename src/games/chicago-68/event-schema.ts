import * as z from 'zod/mini';
import { factionSchema, sideSchema } from './data/schema.js';
import { actionSchema } from './schema.js';

/*
 * The events of Chicago '68, what `step` and `start` report: a zod discriminated union on `type`,
 * each variant with when it happens and its rule section (`npm run docs:events` writes
 * docs/chicago-68/events.md from it). Events carry names in words (units as "2 Lv1 MOBE", areas and
 * cards by name), so that a log needs no state; `why` says which card or rule caused it.
 */

const n = z.number().check(z.int());
const area = z.string();
const card = z.string();
/** Units in words: `Agitator`, `3 Lv1 MOBE`, `Lv2 Platoon`… */
const units = z.string();
/** The card or rule that caused it, in words. */
const why = z.string();
/** The rules against the Machine (solo and co-op). */
const solo = 'The Solo & Co-op Rules';
/** The solo/co-op Machine did it. */
const byMachine = z.literal('the Machine');

/** Every event of Chicago '68. */
export const eventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('round'), round: n, time: z.enum(['Day', 'Night']) }).check(z.meta({ section: '1.1', description: 'A round begins.' })),
  z.strictObject({ type: z.literal('phase'), phase: z.enum(['Leadership (1.3)', 'Rank-and-File (1.4)', 'Variable Turn Order (6.1)']) }).check(z.meta({ section: '1.3–1.4', description: 'A phase of the round begins.' })),
  z.strictObject({ type: z.literal('turn'), faction: factionSchema }).check(z.meta({ section: '2.9', description: "A faction's turn begins." })),
  z.strictObject({ type: z.literal('turnCard'), faction: factionSchema }).check(z.meta({ section: '6.1', description: 'Variable Turn Order: the drawn Turn card names the faction acting next.' })),
  z.strictObject({ type: z.literal('played'), faction: factionSchema, card, with: z.optional(z.literal('+1 ACTION')) }).check(z.meta({ section: '2.9', description: 'A faction plays an Action Card (`with`: the +1 ACTION bonus tile for a second card).' })),
  z.strictObject({ type: z.literal('resolved'), faction: factionSchema, card, free: z.literal(true) }).check(z.meta({ section: '2.9.2', description: 'A card is resolved as a free action (a Tactics card or an effect says so).' })),
  z.strictObject({ type: z.literal('passed'), faction: factionSchema }).check(z.meta({ section: '1.4', description: 'A faction passes for the rest of the phase.' })),
  z.strictObject({ type: z.literal('discarded'), faction: factionSchema, card, why }).check(z.meta({ section: '2.9.3', description: 'A faction discards a card (to remove a Barrier).' })),
  z.strictObject({ type: z.literal('placed'), units, area, why }).check(z.meta({ section: '2.3', description: 'Units (or a token) are placed in an area.' })),
  z.strictObject({ type: z.literal('moved'), units, from: area, to: area, why: z.optional(why), by: z.optional(byMachine) }).check(z.meta({ section: '2.10', description: 'Units move from one area to another.' })),
  z.strictObject({ type: z.literal('removed'), units, area, to: z.enum(['the game', 'the Reserves', 'the supply']), why: z.optional(why) }).check(z.meta({ section: '2.5.2', description: 'Units leave the board.' })),
  z.strictObject({ type: z.literal('replaced'), unit: units, by: units, area }).check(z.meta({ section: 'Appendix 2', description: 'A unit is replaced by another (a MOBE by an Agitator).' })),
  z.strictObject({ type: z.literal('released'), unit: units, to: area }).check(z.meta({ section: '1.2', description: 'A jailed unit is released to a park.' })),
  z.strictObject({ type: z.literal('arrested'), unit: units, area }).check(z.meta({ section: '2.3.4', description: 'A Demonstrator unit is arrested and jailed.' })),
  z.strictObject({ type: z.literal('injured'), unit: units, area, inPost: z.optional(z.literal(true)), replacedBy: z.optional(units) }).check(z.meta({ section: '2.3.3', description: 'A Police unit is injured (in its Post; replaced by a Lv1 Platoon).' })),
  z.strictObject({ type: z.literal('healed'), units, to: z.literal('the Reserves'), why }).check(z.meta({ section: '2.3.3', description: 'Injured Police units go back to the Reserves.' })),
  z.strictObject({ type: z.literal('conflict'), by: sideSchema, area, units: n, mobChaos: z.boolean() }).check(z.meta({ section: '3.1', description: 'A conflict in an area, by a side with so many units (Mob Chaos: the Mob Chaos rules apply).' })),
  z.strictObject({ type: z.literal('mobChaos'), card, effect: z.enum(['Day', 'Night']), area: z.optional(area) }).check(z.meta({ section: '2.7.5', description: 'A Mob Chaos card is resolved (its Day or Night effect, where it strikes).' })),
  z.strictObject({ type: z.literal('exposure'), side: sideSchema, change: n, marker: z.string(), overflow: z.optional(z.literal(true)) }).check(z.meta({ section: '2.12.1', description: 'A side gains Exposure; the marker now reads `marker` (overflow: past the end of the track, 2.12.2).' })),
  z.strictObject({ type: z.literal('instability'), from: n, to: n, mobChaosDue: z.optional(z.literal(true)) }).check(z.meta({ section: '2.11', description: 'Instability changes (past 13: a Mob Chaos card is due).' })),
  z.strictObject({ type: z.literal('capital'), change: n, budget: n, why }).check(z.meta({ section: '2.5.3', description: 'The Municipal Budget changes.' })),
  z.strictObject({ type: z.literal('delegate'), color: z.enum(['blue', 'red', 'pink']), count: z.optional(n), to: z.enum(['track', 'bag']), from: z.optional(area), why }).check(z.meta({ section: '4.4', description: 'Delegates go to the Delegate Track or the Delegate Bag (count absent: one).' })),
  z.strictObject({ type: z.literal('flagPlaced'), area, value: n, why: z.optional(why) }).check(z.meta({ section: 'Appendix 2', description: 'A Rally Flag is placed.' })),
  z.strictObject({ type: z.literal('flagRemoved'), area, value: n, why }).check(z.meta({ section: '2.4.1', description: 'A Rally Flag leaves an area.' })),
  z.strictObject({ type: z.literal('tearGas'), area }).check(z.meta({ section: '2.4.2', description: 'Tear Gas is placed: every Demonstrator must leave.' })),
  z.strictObject({ type: z.literal('tearGasCleared'), area }).check(z.meta({ section: '2.4.2', description: 'The Tear Gas goes back to the general supply.' })),
  z.strictObject({ type: z.literal('barrierPlaced'), barrier: z.enum(['Barricade', 'Barbed Wire']), path: z.string(), by: z.optional(byMachine) }).check(z.meta({ section: '2.10.1', description: 'A Barrier is placed on a path.' })),
  z.strictObject({ type: z.literal('barrierRemoved'), barrier: z.enum(['Barricade', 'Barbed Wire']), path: z.string(), why: z.optional(why) }).check(z.meta({ section: '2.9.3', description: 'A Barrier is removed from a path.' })),
  z.strictObject({ type: z.literal('armoredJeep'), from: area, to: z.string() }).check(z.meta({ section: '6.3.3', description: 'Daley Dozer: the Armored Jeep moves (to a path).' })),
  z.strictObject({ type: z.literal('policeSupply'), added: z.string(), why: z.optional(why) }).check(z.meta({ section: '2.5.2', description: 'Barbed Wire or Tear Gas is added to the Police Supply.' })),
  z.strictObject({ type: z.literal('policy'), card, activation: z.optional(n), by: z.optional(z.string()), text: z.optional(z.string()) }).check(z.meta({ section: '2.8.1', description: 'A Policy is activated (its activation number; by a Machine card in solo/co-op).' })),
  z.strictObject({ type: z.literal('policySplay'), card, replacing: z.optional(card) }).check(z.meta({ section: '2.8.1', description: 'A card enters the Policy splay.' })),
  z.strictObject({ type: z.literal('policySkipped'), card, why }).check(z.meta({ section: solo, description: 'Solo/co-op: the Machine skips a Policy.' })),
  z.strictObject({ type: z.literal('policySplayRefreshed'), kept: z.array(card) }).check(z.meta({ section: solo, description: "Solo/co-op: the Machine's Policy splay shifts left and is refilled." })),
  z.strictObject({ type: z.literal('streetTheater'), card, text: z.string() }).check(z.meta({ section: '2.9.6', description: 'A Street Theater card is resolved.' })),
  z.strictObject({ type: z.literal('streetTheaterSplay'), card }).check(z.meta({ section: '2.7', description: 'A card enters the Street Theater splay.' })),
  z.strictObject({ type: z.literal('streetTheaterDiscarded'), card }).check(z.meta({ section: '2.8.2', description: 'A card is discarded from the Street Theater splay.' })),
  z.strictObject({ type: z.literal('counterrevolutionaryDiscarded'), card, agitatorFrom: area }).check(z.meta({ section: '2.9.5', description: 'A Counterrevolutionary card is discarded by removing an Agitator.' })),
  z.strictObject({ type: z.literal('cardGained'), faction: factionSchema, card, why: z.optional(why) }).check(z.meta({ section: '2.7.3', description: "A card joins a faction's hand." })),
  z.strictObject({ type: z.literal('tactic'), card, text: z.string() }).check(z.meta({ section: '2.9.4', description: 'A Tactics card takes effect.' })),
  z.strictObject({ type: z.literal('tacticsCard'), card, why: z.optional(why), text: z.optional(z.string()) }).check(z.meta({ section: '2.7.4', description: 'A card becomes the Current Tactic.' })),
  z.strictObject({ type: z.literal('bonusTile'), tile: z.string(), side: sideSchema, level: n }).check(z.meta({ section: '2.11.5', description: 'A side claims a bonus tile at this Instability level.' })),
  z.strictObject({ type: z.literal('postFilled'), area, unit: units, by: byMachine }).check(z.meta({ section: '6.3.2', description: 'Police Posts: a Police unit stands in the Post of an area.' })),
  z.strictObject({ type: z.literal('active'), area, count: n }).check(z.meta({ section: solo, description: 'Solo/co-op: an Active token is placed (`count` there now).' })),
  z.strictObject({ type: z.literal('activeMoved'), from: area, to: area }).check(z.meta({ section: solo, description: 'Solo/co-op: all Active tokens are out, one moves.' })),
  z.strictObject({ type: z.literal('activeCleared'), area, count: n }).check(z.meta({ section: solo, description: 'Solo/co-op: Active tokens leave an area without Demonstrators.' })),
  z.strictObject({ type: z.literal('machineCard'), faction: z.enum(['mayor', 'police']), card }).check(z.meta({ section: solo, description: "Solo/co-op: the Machine's faction draws a Machine card." })),
  z.strictObject({ type: z.literal('machineNoEffect'), faction: z.enum(['mayor', 'police']), card }).check(z.meta({ section: solo, description: 'Solo/co-op: a Machine card has no effect; the Machine draws another.' })),
  z.strictObject({ type: z.literal('machineIdle'), faction: z.enum(['mayor', 'police']), why }).check(z.meta({ section: solo, description: "Solo/co-op: the Machine's faction does nothing." })),
  z.strictObject({ type: z.literal('machineExtraAction'), faction: z.enum(['mayor', 'police']), why }).check(z.meta({ section: solo, description: 'Solo/co-op: the Machine takes one more action.' })),
  z.strictObject({ type: z.literal('machinePriority'), card, area, order: z.enum(['highest', 'lowest']), why }).check(z.meta({ section: solo, description: 'Solo/co-op: the area a Machine card picks by Priority, and the rule that chose it.' })),
  z.strictObject({ type: z.literal('machineChoice'), task: z.string(), choice: actionSchema, why }).check(z.meta({ section: solo, description: "Solo/co-op: the Machine's answer to an Establishment question (the task kind) and why." })),
  z.strictObject({ type: z.literal('gameOver'), winners: z.array(sideSchema), reason: z.string() }).check(z.meta({ section: '5', description: 'The game is over: the winning sides (none: both lose) and the reason.' })),
]);

/** An event of Chicago '68. */
export type Event = z.infer<typeof eventSchema>;
