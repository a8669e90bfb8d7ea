import { decisionQuestionSchema } from '../../core/question.js';
import * as z from 'zod/mini';
import { componentSetSchema, factionSchema, sideSchema } from './data/schema.js';
import { tallySchema, taskSchema, turnSchema } from './task-schema.js';

/*
 * Config, state, action and view schemas of Chicago '68; the TypeScript types are inferred from them.
 * The state is plain JSON: decks are unordered lists (draws are chance nodes), the RNG lives in it.
 * City Areas and cards are named by id everywhere (areas' and paths' records, hands, decks, splays,
 * actions); their display names are in the component set, for words only (issue 36).
 */

/** The optional Incendiary Events (6.3), each on or off. */
export const incendiaryConfigSchema = z.strictObject({
  pigasus: z._default(z.boolean(), false),
  policePosts: z._default(z.boolean(), false),
  daleyDozer: z._default(z.boolean(), false),
  agentsOfChaos: z._default(z.boolean(), false),
});

/** The config: player count (6.2), optional rules (6.x), first-game setup, components, solo and co-op play. */
export const configSchema = z.strictObject({
  /**
   * The competitive game, or the Demonstrators against the Machine (The Solo & Co-op Rules): `solo`, one
   * seat plays the Yippies and the MOBE; `coop`, one seat each. `players` and `split` apply to `competitive` only.
   */
  mode: z._default(z.enum(['competitive', 'solo', 'coop']), 'competitive'),
  /** 2 players (one per side) or 3–4 (6.2: one player per faction). */
  players: z._default(z.union([z.literal(2), z.literal(3), z.literal(4)]), 2),
  /** With 3 players, which side is split between two players. */
  split: z._default(sideSchema, 'demonstrators'),
  /** 6.1 Variable Turn Order deck. */
  variableTurnOrder: z._default(z.boolean(), false),
  incendiary: z._default(incendiaryConfigSchema, { pigasus: false, policePosts: false, daleyDozer: false, agentsOfChaos: false }),
  /** Setup: Unbirthday Party for LBJ (6), the suggested Police setup (9) and Grant Park West (10). */
  firstGame: z._default(z.boolean(), false),
  chance: z._default(z.enum(['auto', 'manual']), 'auto'),
  /** A user's own component set (validated); the reference set when absent. */
  components: z.optional(componentSetSchema),
}).check(z.refine((c) => !(c.mode === 'solo' && c.variableTurnOrder), { message: 'Variable Turn Order is a co-op option (solo setup 7)', path: ['variableTurnOrder'] }));

const n = z.number().check(z.int());

/** The Machine's part of the state (solo and co-op): Active tokens, its decks and discards. */
const machineStateSchema = z.object({
  mode: z.enum(['solo', 'coop']),
  /** Active tokens per City Area (areas with none are left out), and those not on the map. */
  active: z.record(z.string(), n),
  activeSupply: n,
  /** The Machine Mayor and Machine Police decks (unordered: a draw is a chance node) and their discards. */
  decks: z.object({ mayor: z.array(z.string()), police: z.array(z.string()) }),
  discards: z.object({ mayor: z.array(z.string()), police: z.array(z.string()) }),
  /** Machine Tactics discards (the draw deck is `tacticsDeck`). */
  tacticsDiscard: z.array(z.string()),
  /** The card being resolved had an effect (MACHINE ACTION CARDS: a card with none is replaced). */
  effect: z.boolean(),
});
/** Units in a City Area (2.3): MOBE Lv1/Lv2, Agitators, Pigasus; Platoons Lv1/Lv2, TAC Forces. */
export const unitsSchema = z.object({
  /** Lv1 MOBE units. */
  m1: n,
  /** Lv2 MOBE units. */
  m2: n,
  /** Agitators. */
  ag: n,
  /** Pigasus (6.3.1). */
  pig: n,
  /** Lv1 Platoons. */
  p1: n,
  /** Lv2 Platoons. */
  p2: n,
  /** TAC Forces. */
  tac: n,
});
export const unitKeySchema = z.enum(['m1', 'm2', 'ag', 'pig', 'p1', 'p2', 'tac']);

const areaStateSchema = z.object({
  /** 2.3 The units in the area, by kind. */
  u: unitsSchema,
  /** 2.4.1 Rally Flag value, or null. */
  flag: z.nullable(n),
  /** 2.4.2 Tear Gas token. */
  gas: z.boolean(),
  /** 2.4.3 National Guard tokens. */
  ng: n,
  /** -1 Capital tokens (Glossary). */
  minus: n,
  /** 6.3.2 Police Post: absent (null), empty (''), or holding one unit. */
  post: z.nullable(z.enum(['', 'p1', 'p2', 'tac'])),
});

export const stateSchema = z.object({
  rng: z.array(n),
  chance: z.enum(['auto', 'manual']),
  components: z.nullable(componentSetSchema),
  seats: z.array(z.string()),
  factionSeat: z.record(factionSchema, z.string()),
  vtoOn: z.boolean(),
  inc: incendiaryConfigSchema,
  firstGame: z.boolean(),
  round: n,
  phase: z.enum(['setup', 'round', 'final', 'over']),
  areas: z.record(z.string(), areaStateSchema),
  paths: z.record(z.string(), z.object({ barricade: z.boolean(), wire: z.boolean() })),
  jeep: z.nullable(z.string()),
  supply: z.object({ m1: n, m2: n, ag: n, flags: z.array(n), barricades: n, pink: n }),
  box: z.object({ m1: n, m2: n, ag: n, pig: n, p1: n, p2: n, tac: n, posts: n }),
  police: z.object({ reserves: z.object({ p1: n, p2: n }), injured: z.object({ p1: n, p2: n }), wire: n, gas: n }),
  general: z.object({ wire: n, gas: n, ng: n, minus: n }),
  bonusUnits: z.object({ p2: n, m2: n }),
  capital: n,
  exposure: n,
  instability: n,
  levelsReached: z.array(n),
  tiles: z.record(z.enum(['splay', 'action', 'unit', 'exp']), z.nullable(sideSchema)),
  extraUsed: z.record(sideSchema, z.boolean()),
  /** 2.11.5 "+1 ACTION" is the picking player's: the faction that claimed it when its side is split (6.2). */
  actionHolder: z.nullable(factionSchema),
  delegates: z.object({ track: z.array(z.enum(['blue', 'red', 'pink'])), bag: z.object({ blue: n, red: n, pink: n }) }),
  noVote: z.boolean(),
  hands: z.record(factionSchema, z.array(z.string())),
  discards: z.record(factionSchema, z.array(z.string())),
  stSplay: z.array(z.string()),
  stDeck: z.array(z.string()),
  stDiscard: z.array(z.string()),
  policySplay: z.array(z.object({ card: z.string(), paid: n })),
  policyDeck: z.array(z.string()),
  policyDiscard: z.array(z.string()),
  tactic: z.nullable(z.string()),
  tacticUsed: z.boolean(),
  tacticsDeck: z.array(z.string()),
  mobDeck: z.array(z.string()),
  mobDiscard: z.array(z.string()),
  smokeEm: z.boolean(),
  mobThisTurn: z.boolean(),
  chaosPending: z.boolean(),
  vtoDeck: z.array(factionSchema),
  /** The phase under way's tally (1.3–1.4), or null outside a phase (task-schema.ts). */
  tally: z.nullable(tallySchema),
  /** The turn under way (1.3–1.4), or null between turns (task-schema.ts). */
  turn: z.nullable(turnSchema),
  /** The pending tasks, top of the stack last (task-schema.ts). */
  tasks: z.array(taskSchema),
  outcome: z.nullable(z.object({ winners: z.array(sideSchema), reason: z.string(), major: z.boolean() })),
  /** Solo and co-op: the Machine (null in the competitive game). */
  machine: z.nullable(machineStateSchema),
});

const unit = z.enum(['m1', 'm2', 'ag', 'pig', 'p1', 'p2', 'tac']);

/**
 * Actions: the card action, passing and ending a turn, the free actions of 2.9, the answers to the
 * questions cards and rules ask (each names what it picks), and chance outcomes (`draw`).
 */
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), card: z.string() }).check(z.meta({ section: '2.9.1', description: 'On the faction\'s turn, before its card action (or again with the +1 ACTION tile, 2.11.5): play an Action Card from its hand whose action can be carried out.' })),
  z.strictObject({ type: z.literal('pass') }).check(z.meta({ section: '1.3–1.4', description: 'On the faction\'s turn, instead of a card action: pass, forfeiting its further actions this phase.' })),
  z.strictObject({ type: z.literal('endTurn') }).check(z.meta({ section: '2.9.2', description: 'On the faction\'s turn, after its card action: end the turn (free actions are taken before this).' })),
  z.strictObject({ type: z.literal('removeBarrier'), card: z.string(), path: z.string() }).check(z.meta({ section: '2.9.3', description: 'A free action of the faction on turn (or in the Variable Turn Order window, 6.1.2): discard a Conflict Card to remove a Barrier its units face.' })),
  z.strictObject({ type: z.literal('streetTheater'), card: z.string() }).check(z.meta({ section: '2.9.6', description: 'A free action on a Yippie or MOBE turn: activate a Street Theater card of the splay whose Agitator location requirement is met.' })),
  z.strictObject({ type: z.literal('discardCounter'), card: z.string(), area: z.string() }).check(z.meta({ section: '2.9.5', description: 'A free action on a Yippie or MOBE turn: remove the Agitator in an area to discard a Counterrevolutionary card of the splay.' })),
  z.strictObject({ type: z.literal('tactic') }).check(z.meta({ section: '2.9.4', description: 'A free action on a Police turn: use the current Tactics card, once per round.' })),
  z.strictObject({ type: z.literal('post'), area: z.string(), unit: z.enum(['', 'p1', 'p2', 'tac']) }).check(z.meta({ section: '6.3.2', description: 'With Police Posts, a free action on a Police turn: move a Police unit into (unit) or out of (\'\') the Post of its area.' })),
  z.strictObject({ type: z.literal('area'), area: z.string() }).check(z.meta({ section: '2.9.1', description: 'When a card, setup or a rule asks for an area: where to place, act, march or move to. Against the Machine also a chance outcome (manual mode): the area drawn among areas of equal Priority (`priorityTie`) or among its equal answers (`machineTie`).' })),
  z.strictObject({ type: z.literal('path'), path: z.string() }).check(z.meta({ section: '2.10.1', description: 'When a card asks for a path between two areas: where a Barrier goes, or where the Armored Jeep moves (6.3.3).' })),
  z.strictObject({ type: z.literal('unit'), area: z.string(), unit: z.enum([...unit.options, 'post']) }).check(z.meta({ section: '3.1', description: 'When a card or rule asks for one unit in an area: the target of a conflict, a unit to move or place (post: the Platoon in its Police Post).' })),
  z.strictObject({ type: z.literal('move'), unit, from: z.string(), to: z.string() }).check(z.meta({ section: '2.4.2', description: 'When units must leave Tear Gas, are released from Jail (1.2) or are moved by a card: one unit from an area to another.' })),
  z.strictObject({ type: z.literal('escort'), unit: z.enum(['m1', 'm2', 'ag', 'pig']) }).check(z.meta({ section: 'Appendix 2', description: 'During MARCH or LEAD: one more Demonstrator unit joins the group.' })),
  z.strictObject({ type: z.literal('flag'), area: z.string(), value: n }).check(z.meta({ section: 'Appendix 2', description: 'During RALLY: place a Rally Flag of this value in this area.' })),
  z.strictObject({ type: z.literal('card'), card: z.string() }).check(z.meta({ section: '2.8', description: 'When a card is asked for (by id): a Policy to activate, a Tactics card to make current, a splay card to replace.' })),
  z.strictObject({ type: z.literal('discardDrawn') }).check(z.meta({ section: '2.8.2', description: 'When a card is drawn into a full splay: discard it instead of replacing a card.' })),
  z.strictObject({ type: z.literal('tile'), tile: z.enum(['splay', 'action', 'unit', 'exp']) }).check(z.meta({ section: '2.11.3–2.11.4', description: 'When the side reaches an Instability level that earns a bonus: claim an available Instability Bonus tile. Against the Machine also a chance outcome (manual mode, `machineTie`): the tile it takes at random.' })),
  z.strictObject({ type: z.literal('benefit'), benefit: z.enum(['instability', 'exposure']) }).check(z.meta({ section: 'Appendix 4', description: 'During DRAW DOWN: Instability −1 or 2 Exposure.' })),
  z.strictObject({ type: z.literal('hand'), faction: factionSchema }).check(z.meta({ section: '2.7.3', description: 'When an Opportunity card is activated and may go to either hand: the faction whose hand takes it.' })),
  z.strictObject({ type: z.literal('done') }).check(z.meta({ section: '2.9.2', description: 'Whenever a question may be left: stop, decline, skip, or go with the units chosen.' })),
  z.strictObject({ type: z.literal('draw'), item: z.string() }).check(z.meta({ section: '2.7', description: 'Chance (manual mode): the card (or Delegate, Variable Turn Order card, Machine card) drawn; which deck, for what, is `ask` (questions.md). The Machine\'s random picks are `area`, `tile` and its other answers.' })),
]);

/**
 * What a chance node of Chicago '68 is (`ask` at a chance node; docs/chicago-68/questions.md): a card
 * or Delegate drawn (from which deck, for what), or, against the Machine, a Machine card drawn, a
 * random pick among areas of equal Priority, or among the Machine's equally good answers.
 */
export const chanceQuestionSchema = z.union([
  z.strictObject({ chance: z.literal('draw'), deck: z.enum(['st', 'mob', 'policy', 'bag', 'vto']), purpose: z.enum(['splay', 'mob', 'vote', 'nominate', 'vto']), area: z.nullable(z.string()) }),
  z.strictObject({ chance: z.literal('draw'), deck: z.enum(['machine mayor', 'machine police', 'machine tactics', 'machine policy']), for: z.enum(['mayor', 'police', 'machine']) }),
  z.strictObject({ chance: z.literal('priorityTie'), card: z.string(), faction: factionSchema, order: z.enum(['highest', 'lowest']), areas: z.array(z.string()) }),
  z.strictObject({ chance: z.literal('machineTie'), question: z.string(), faction: factionSchema, options: n }),
]);

export const viewSchema = z.object({
  /** The seat whose view this is (a side or a faction), or null for a spectator. */
  seat: z.nullable(z.string()),
  /** The round being played (1–5; 1–4 against the Machine). */
  round: n,
  /** Where the game stands: `setup`, `round`, `final` (the Final Nomination after the last round) or `over`. */
  phase: z.string(),
  /** The seat that decides now; null once the game is over. */
  toMove: z.nullable(z.string()),
  /** What is being asked now, in words. */
  prompt: z.string(),
  /** Each City Area (and the Jail) by id: units, Rally Flag, Tear Gas, National Guard, −1 Capital tokens, Police Post. */
  areas: z.record(z.string(), areaStateSchema),
  /** Each path between two areas by id: whether it holds a Barricade or Barbed Wire (2.10). */
  paths: z.record(z.string(), z.object({ barricade: z.boolean(), wire: z.boolean() })),
  /** 6.3.3 The path of the Armored Jeep, by id, or null. */
  jeep: z.nullable(z.string()),
  /** The Demonstrators' units, Rally Flags, Barricades and pink Delegates not on the map. */
  supply: stateSchema.shape.supply,
  /** Units out of play (the box: removed Pigasus, unclaimed bonus units…) and unused Police Posts, by kind. */
  box: stateSchema.shape.box,
  /** Police Reserves and Injured Platoons, Barbed Wire and Tear Gas counters in stock. */
  police: stateSchema.shape.police,
  /** General supply of Barbed Wire, Tear Gas, National Guard and −1 Capital tokens. */
  general: stateSchema.shape.general,
  /** The +2 UNIT Instability bonus units not yet claimed (a Lv2 Platoon, a Lv2 MOBE; setup 5). */
  bonusUnits: stateSchema.shape.bonusUnits,
  /** 2.11.1 The Establishment's Capital. */
  capital: n,
  /** 2.11.2 The Demonstrators' Exposure. */
  exposure: n,
  /** 2.11.3 The Instability track. */
  instability: n,
  /** 2.11.3–2.11.4 Instability Bonus tiles: the side that holds each, or null. */
  tiles: stateSchema.shape.tiles,
  /** 2.12 The Delegates on the track (blue, red, pink), and those left in the bag. */
  delegates: stateSchema.shape.delegates,
  /** The hands of the factions this seat plays, by faction (others' are hidden). */
  hands: z.record(z.string(), z.array(z.string())),
  /** How many cards each faction holds. */
  handSizes: z.record(z.string(), n),
  /** Each faction's discard pile. */
  discards: stateSchema.shape.discards,
  /** 2.9.6 The Street Theater splay. */
  stSplay: z.array(z.string()),
  /** How many Street Theater cards are left in the deck. */
  stDeckSize: n,
  /** Discarded Street Theater cards. */
  stDiscard: z.array(z.string()),
  /** 2.8 The Policy splay: each Policy by id, with the Capital paid on it. */
  policySplay: stateSchema.shape.policySplay,
  /** How many Policy cards are left in the deck. */
  policyDeckSize: n,
  /** 2.9.4 The current Tactics card, or null. */
  tactic: z.nullable(z.string()),
  /** Whether the current Tactics card was used this round. */
  tacticUsed: z.boolean(),
  /** The Tactics cards the Police may make current (none against the Machine: face down). */
  tacticsAvailable: z.array(z.string()),
  /** How many Mob Chaos cards are left in the deck. */
  mobDeckSize: n,
  /** Discarded Mob Chaos cards. */
  mobDiscard: z.array(z.string()),
  /** The Policy SMOKE 'EM is in effect: TEARGAS may be used in areas without TAC Forces. */
  smokeEm: z.boolean(),
  /** The faction on turn, and whether it took its card action. */
  turn: z.nullable(z.object({ faction: factionSchema, card: z.boolean() })),
  /** 6.1 How many Variable Turn Order cards are left. */
  vtoDeckSize: n,
  /** The legal actions of the seat whose view this is (empty when it is not to move). */
  legal: z.array(actionSchema),
  /** What is being asked now, as data (`ask`: public, the same for every seat); null once the game is over. */
  ask: z.nullable(z.union([chanceQuestionSchema, decisionQuestionSchema])),
  /** The game's component set when the config gave one (public); null for the reference set. */
  components: z.nullable(componentSetSchema),
  /** The end of the game: the winning sides, the reason, whether it is a major victory; null while it runs. */
  outcome: stateSchema.shape.outcome,
  /** Solo and co-op: Active tokens, the Machine decks' sizes and discards (null in the competitive game). */
  machine: z.nullable(z.object({
    active: z.record(z.string(), n),
    activeSupply: n,
    deckSizes: z.object({ mayor: n, police: n, tactics: n }),
    discards: z.object({ mayor: z.array(z.string()), police: z.array(z.string()), tactics: z.array(z.string()) }),
  })),
});

export type Config = z.output<typeof configSchema>;
/** The config as a user writes it (every key optional; defaults are filled in by parsing). */
export type ConfigInput = z.input<typeof configSchema>;
/** A seat: a side (2 players, solo), a faction (4 players, co-op) or either (3 players). */
export type Seat = z.infer<typeof sideSchema> | z.infer<typeof factionSchema>;
export type State = z.infer<typeof stateSchema>;
export type Action = z.infer<typeof actionSchema>;
export type View = z.infer<typeof viewSchema>;
export type Units = z.infer<typeof unitsSchema>;
export type UnitKey = z.infer<typeof unitKeySchema>;
export type AreaState = z.infer<typeof areaStateSchema>;
export type MachineState = z.infer<typeof machineStateSchema>;
export type { Task } from './task-schema.js';
