import { decisionQuestionSchema } from '../../core/question.js';
import * as z from 'zod/mini';
import { exclude } from '../../core/zod.js';
import { candidateSchema, componentSetSchema, goalSchema, sideSchema, unitSchema } from './data/schema.js';
import { taskSchema } from './task-schema.js';

/*
 * Config, state, action and view schemas of Free At Last (1955–65); the TypeScript types are
 * inferred from them. The state is plain JSON: the deck is an unordered list (a draw is a chance
 * node), the RNG lives in it, and the pending work is the task stack.
 */

const n = z.number().check(z.int());
const perSide = <T extends z.ZodMiniType>(t: T) => z.object({ civilRights: t, segregationist: t });

/**
 * What a chance node of Free At Last (1955–65) is (`ask` at a chance node; docs/free-at-last-1955/questions.md):
 * a Strategy card drawn, or which die is rolled, for whom and where.
 */
export const chanceQuestionSchema = z.union([
  z.strictObject({ chance: z.literal('draw'), deck: z.literal('strategy'), for: sideSchema }),
  z.strictObject({ chance: z.literal('die'), die: z.literal('media'), city: z.string() }),
  z.strictObject({ chance: z.literal('die'), die: z.literal('confrontation'), for: sideSchema, city: z.string() }),
  z.strictObject({ chance: z.literal('die'), die: z.literal('avoidance'), for: sideSchema, city: z.string(), bonus: n }),
  z.strictObject({ chance: z.literal('die'), die: z.literal('klan'), leader: z.string(), state: z.string() }),
  z.strictObject({ chance: z.literal('die'), die: z.literal('entrenchment'), for: z.literal('segregationist'), city: z.string() }),
  z.strictObject({ chance: z.literal('die'), die: z.literal('election'), candidate: z.string() }),
]);

/** The config: chance mode and, optionally, a user's own component set (validated). */
export const configSchema = z.strictObject({
  chance: z._default(z.enum(['auto', 'manual']), 'auto'),
  /** A component set of your own (see components.md); the reference set when absent. */
  components: z.optional(componentSetSchema),
});

/** The units of one city (3.0): B, S, N for civil rights; P, W for the segregationist (K are per state). */
const cityUnitsSchema = z.object({
  /** 3.2.1 B units (Blacks): civil rights protesters. */
  B: n,
  /** 3.2.2 S units (Students, SNCC): cross state lines. */
  S: n,
  /** 3.2.3 N units (Northern Whites): cross state lines. */
  N: n,
  /** 3.1.1 P units (Police): the state and local authorities. */
  P: n,
  /** 3.1.2 W units (Whites): Citizens Councils and supporters of segregation. */
  W: n,
});

const cityStateSchema = z.object({
  /** The units in the city, by kind (strength factors). */
  u: cityUnitsSchema,
  /** 2.1 Integration markers: S, A, V. */
  m: z.object({ S: z.boolean(), A: z.boolean(), V: z.boolean() }),
  /** 6.3.2 E marker (entrenched political power). */
  e: z.boolean(),
  /** 2.3.1 No Stronghold marker. */
  ns: z.boolean(),
});

const leaderStateSchema = z.object({
  /** Where he is; null once eliminated (9.0). */
  city: z.nullable(z.string()),
  /** 4.1 Activations this year. */
  activations: n,
  /** 4.4 His special ability is spent (for this year or this game, as its chart entry says). */
  used: z.boolean(),
});

/** 7.0 The confrontation under way. */
const confrontationSchema = z.object({
  attacker: sideSchema,
  city: z.string(),
  /** 7.1 step 1: the goal of a protest; null for a mass arrest. */
  goal: z.nullable(goalSchema),
  leader: z.string(),
  defLeader: z.nullable(z.string()),
  /** 7.1.1 The attacker asked for a media roll; its result once rolled. */
  media: z.boolean(),
  mediaResult: z.nullable(z.enum(['low', 'normal', 'high'])),
  /** 7.2.2 The defender tried to avoid it and failed. */
  avoidFailed: z.boolean(),
  /** 6.5 The confrontation cards played in this confrontation. */
  cards: perSide(z.array(z.string())),
  /** 4.4 Special ability die modifiers used. */
  abilities: perSide(n),
  rolls: perSide(z.nullable(n)),
  /** Losses each side inflicted (7.1 step 6). */
  inflicted: z.nullable(perSide(n)),
});

export const stateSchema = z.object({
  rng: z.array(n),
  chance: z.enum(['auto', 'manual']),
  components: z.nullable(componentSetSchema),
  year: n,
  cities: z.record(z.string(), cityStateSchema),
  /** 9.0 K units per state. */
  klan: z.record(z.string(), n),
  supply: z.record(unitSchema, n),
  leaders: z.record(z.string(), leaderStateSchema),
  /** 2.4 Freedom Track. */
  freedom: n,
  /** 2.5 Non-violence Commitment Track: 0 is Non-violence Abandoned. */
  nonviolence: n,
  /** 2.6, 10.2 Freedom Events: opened by their card, won by their protest. */
  freedomEvents: z.record(z.string(), z.enum(['open', 'won'])),
  /** 8.2 The President whose ratings are the political climate. */
  climate: candidateSchema,
  hands: perSide(z.array(z.string())),
  deck: z.array(z.string()),
  discard: z.array(z.string()),
  /** Cards out of the game (red/blue events 6.4, spent confrontation cards 6.5). */
  removed: z.array(z.string()),
  /** 6.5 Confrontation cards kept in front of their owner. */
  inFront: perSide(z.array(z.string())),
  /** 5.2 Actions left this year. */
  actionsLeft: perSide(n),
  onMove: sideSchema,
  /** 10.0.1 Free-city Ops bonus waiting for the next card played for Ops. */
  opsBonus: n,
  /** 2.5 We Shall Overcome is in effect this year. */
  overcome: z.boolean(),
  conf: z.nullable(confrontationSchema),
  /** 8.1 The election under way: each side's face-down card and candidate, the dice. */
  election: z.nullable(z
    .object({
      commits: perSide(z.nullable(z.object({ card: z.string(), candidate: n }))),
      rolls: z.array(n),
    })),
  tasks: z.array(taskSchema),
  outcome: z.nullable(z
    .object({
      code: z.enum(['decisive-civil-rights', 'marginal-civil-rights', 'marginal-segregationist', 'decisive-segregationist', 'movement-eliminated', 'nonviolence-abandoned']),
      winner: sideSchema,
      points: z.nullable(n),
      reason: z.string(),
    })),
});

const card = z.string();
const unit = exclude(unitSchema, ['K']);

/**
 * Actions: the year's plays (each names its card, or `null` for the free 1-Ops action of 5.2), the
 * answers to the questions the rules ask (each names what it picks) and chance outcomes (`die`, `draw`).
 */
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('recruit'), card: z.nullable(card) }).check(z.meta({ section: '6.1', description: 'One of the side\'s 6 actions of the year: recruit units with the card\'s Ops (card null: the free 1-Ops action of 5.2).' })),
  z.strictObject({ type: z.literal('activate'), card: z.nullable(card), leader: z.string() }).check(z.meta({ section: '6.2', description: 'One of the side\'s actions: activate one of its leaders on the map with enough Ops for his activations this year (card null: 1 Ops).' })),
  z.strictObject({ type: z.literal('cities'), card: z.nullable(card) }).check(z.meta({ section: '6.3', description: 'One of the side\'s actions: activate as many cities as the card\'s Ops (card null: 1 Ops).' })),
  z.strictObject({ type: z.literal('event'), card }).check(z.meta({ section: '6.4', description: 'One of the side\'s actions: play a card of its colour or black as an event, not before the card\'s year.' })),
  z.strictObject({ type: z.literal('pass') }).check(z.meta({ section: '6.6', description: 'One of the side\'s actions: spend it without playing a card (the cards are held).' })),
  z.strictObject({ type: z.literal('city'), city: z.string() }).check(z.meta({ section: '6.1–6.3', description: 'When a city is asked for: where recruits or an event\'s units go, which city to activate, where the leader moves, where avoiding units retreat (7.2.1).' })),
  z.strictObject({ type: z.literal('state'), state: z.string() }).check(z.meta({ section: '9.0', description: 'When an event or a failed leader elimination adds a K unit: the state it goes to.' })),
  z.strictObject({ type: z.literal('move'), unit, to: z.string() }).check(z.meta({ section: '6.3.1', description: 'In an activated city: one unit moves to a city within its range.' })),
  z.strictObject({ type: z.literal('bring'), unit }).check(z.meta({ section: '4.2', description: 'When an activated leader moves: one more unit of his city goes with him, up to his leadership rating.' })),
  z.strictObject({ type: z.literal('stay') }).check(z.meta({ section: '6.2', description: 'When an activated leader may move: he stays in his city.' })),
  z.strictObject({ type: z.literal('attack'), goal: z.nullable(goalSchema) }).check(z.meta({ section: '7.1', description: 'After an activated leader moves, if the other side has units in his city: a protest with its goal (civil rights) or a mass arrest (goal null).' })),
  z.strictObject({ type: z.literal('leader'), leader: z.string() }).check(z.meta({ section: '3.3', description: 'When the defender has several leaders in the attacked city: the one who defends.' })),
  z.strictObject({ type: z.literal('avoid'), ability: z.boolean() }).check(z.meta({ section: '7.2.1', description: 'When a confrontation is declared, before cards or dice: the defender tries to avoid it (with his leader\'s 4.4 ability if true).' })),
  z.strictObject({ type: z.literal('media') }).check(z.meta({ section: '7.1.1', description: 'In a confrontation, once: the attacker asks for a national media roll.' })),
  z.strictObject({ type: z.literal('card'), card }).check(z.meta({ section: '6.5', description: 'In a confrontation: either side plays a held card as a confrontation card.' })),
  z.strictObject({ type: z.literal('ability') }).check(z.meta({ section: '4.4', description: 'In a confrontation: use the special ability of the side\'s leader, if ready.' })),
  z.strictObject({ type: z.literal('loss'), unit }).check(z.meta({ section: '7.1', description: 'After the confrontation roll: the losing units are chosen one at a time (W before P allowed, never K).' })),
  z.strictObject({ type: z.literal('entrench') }).check(z.meta({ section: '6.3.2', description: 'In a city the segregationist activated: its W units try to entrench instead of moving.' })),
  z.strictObject({ type: z.literal('discard'), card }).check(z.meta({ section: '6.6', description: 'At the end of the year: discard an unplayed card.' })),
  z.strictObject({ type: z.literal('commit'), card, candidate: n.check(z.minimum(0), z.maximum(1)) }).check(z.meta({ section: '8.1', description: 'After the 1956, 1960 and 1964 turns: commit a held card face down to a candidate.' })),
  z.strictObject({ type: z.literal('done') }).check(z.meta({ section: '5.2', description: 'Whenever a question may be left: no (more) moves, cards, units, discards, attack, avoidance or commitment.' })),
  z.strictObject({ type: z.literal('die'), face: n.check(z.minimum(1), z.maximum(6)) }).check(z.meta({ section: '7.1', description: 'Chance (manual mode): a die roll (media, confrontation, avoidance, entrenchment, elections, the Klan).' })),
  z.strictObject({ type: z.literal('draw'), card }).check(z.meta({ section: '5.1', description: 'Chance (manual mode): the card drawn from the deck.' })),
]);

export const viewSchema = z.object({
  /** The seat whose view this is (`civilRights`, `segregationist`), or null for a spectator. */
  seat: z.nullable(z.string()),
  /** The year being played, 1955–1965 (5.0). */
  year: n,
  /** The seat that decides now; null once the game is over. */
  toMove: z.nullable(z.string()),
  /** What is being asked now, in words. */
  prompt: z.string(),
  /** Each city by name: its units (`u`), Integration markers (`m`), E marker (`e`) and No Stronghold marker (`ns`). */
  cities: stateSchema.shape.cities,
  /** 9.0 K units per state. */
  klan: stateSchema.shape.klan,
  /** Units not on the map, by kind (B, S, N, P, W, K). */
  supply: stateSchema.shape.supply,
  /** Each leader by name: his city (null once eliminated), activations this year, ability spent. */
  leaders: stateSchema.shape.leaders,
  /** 2.4 The Freedom Track's position. */
  freedom: n,
  /** 2.5 The Non-violence Commitment Track's position (0: Non-violence Abandoned). */
  nonviolence: n,
  /** 10.2 Each Freedom Event by id: open or won. */
  freedomEvents: stateSchema.shape.freedomEvents,
  /** 8.2 The President whose ratings are the political climate. */
  climate: candidateSchema,
  /** The seat's own hand (empty for a spectator). */
  hand: z.array(z.string()),
  /** How many cards each side holds. */
  handSizes: perSide(n),
  /** How many cards are left in the deck (its order is hidden). */
  deckSize: n,
  /** The discard pile. */
  discard: z.array(z.string()),
  /** Cards out of the game (red/blue events 6.4, spent confrontation cards 6.5). */
  removed: z.array(z.string()),
  /** 6.5 Confrontation cards kept in front of their owner, per side. */
  inFront: stateSchema.shape.inFront,
  /** 5.2 Actions left this year, per side. */
  actionsLeft: stateSchema.shape.actionsLeft,
  /** The side whose action it is this year (civil rights moves first). */
  onMove: sideSchema,
  /** 10.0.1 Free-city Ops bonus waiting for the next card played for Ops. */
  opsBonus: n,
  /** 2.5 We Shall Overcome is in effect this year. */
  overcome: z.boolean(),
  /** 7.0 The confrontation under way (its city, leaders, cards, dice), or null. */
  conf: stateSchema.shape.conf,
  /** 8.1 Who has committed a card face down; the seat's own commitment. */
  election: z.nullable(z.object({ committed: perSide(z.boolean()), own: z.nullable(z.object({ card: z.string(), candidate: n })), rolls: z.array(n) })),
  /** The legal actions of the seat whose view this is (empty when it is not to move). */
  legal: z.array(actionSchema),
  /** What is being asked now, as data (`ask`: public, the same for every seat); null once the game is over. */
  ask: z.nullable(z.union([chanceQuestionSchema, decisionQuestionSchema])),
  /** The game's component set when the config gave one (public); null for the reference set. */
  components: z.nullable(componentSetSchema),
  /** The end of the game: its code, the winner, the points and the reason; null while it runs. */
  outcome: stateSchema.shape.outcome,
});

export type Config = z.output<typeof configSchema>;
/** The config as a user writes it (every key optional; defaults are filled in by parsing). */
export type ConfigInput = z.input<typeof configSchema>;
/** A seat: the civil rights side or the segregationist side. */
export type Seat = z.infer<typeof sideSchema>;
export type State = z.infer<typeof stateSchema>;
export type Action = z.infer<typeof actionSchema>;
export type View = z.infer<typeof viewSchema>;
export type CityState = z.infer<typeof cityStateSchema>;
export type CityUnits = z.infer<typeof cityUnitsSchema>;
export type Confrontation = z.infer<typeof confrontationSchema>;
