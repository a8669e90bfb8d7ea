import * as z from 'zod/mini';
import { exclude } from '../../../core/zod.js';
import { provenanceSchema } from '../../../core/provenance.js';

/*
 * The zod schemas of a component set of Free At Last (1955–65): the map, the leaders, the strategy
 * cards, the elections, the Confrontation Results Table, the tracks and the setup. Every entry names
 * its `source`: the rulebook section that fixes it (`rule`), or `reconstructed` with a one-line reason.
 */

const n = z.number().check(z.int());
/** Bounds far above any printed value (docs/security.md §4): a user's set cannot make a game endless or huge. */
export const MAX_COUNT = 1000;
const MAX_HAND = 100;
const MAX_ACTIONS = 20;
const MAX_YEARS = 20;
/** Where a value comes from: a rulebook section (`{ rule: '2.3' }`), or reconstructed by this project with a one-line reason. */
export const sourceSchema = provenanceSchema;

/**
 * A component's id: kebab-case, stable across versions; actions, events, views, states and records
 * name components by id, display names are for words only (issue 36). A user's set gives its own.
 */
export const idSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is kebab-case: lower-case letters and digits joined by single hyphens'));

/** The two sides (2 players). */
export const sideSchema = z.enum(['civilRights', 'segregationist']);
/** 3.1–3.2 Unit types: P, W, K (segregationist); B, S, N (civil rights). */
export const unitSchema = z.enum(['B', 'S', 'N', 'P', 'W', 'K']);
/** 2.1 The three goals of a city: Schools, public Accommodations, Voting rights. */
export const goalSchema = z.enum(['S', 'A', 'V']);

/** 10.0.1 What a free city gives the civil rights player. */
export const rewardSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('units'), n: n.check(z.minimum(1)) }),
  z.strictObject({ kind: z.literal('ops'), n: n.check(z.minimum(1)) }),
  z.strictObject({ kind: z.literal('cards'), n: n.check(z.minimum(1)) }),
  z.strictObject({ kind: z.literal('freedom'), n: n.check(z.minimum(1)) }),
  z.strictObject({ kind: z.literal('nonviolence'), n: n.check(z.minimum(1)) }),
]);

export const citySchema = z.strictObject({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  /** Its state, by id. */
  state: idSchema,
  /** 2.3 Stronghold factor, 0 for none. */
  stronghold: n.check(z.minimum(0), z.maximum(5)),
  reward: rewardSchema,
  source: sourceSchema,
});

/** A unit placement of an event: `own` is the player's basic unit (B or W), `state` limits where. */
export const effectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('place'), unit: z.enum(['B', 'S', 'N', 'P', 'W', 'own']), n: n.check(z.minimum(1)), state: z.nullable(z.string()) }),
  z.strictObject({ kind: z.literal('remove'), unit: z.enum(['B', 'S', 'N', 'P', 'W', 'opponent']), n: n.check(z.minimum(1)) }),
  z.strictObject({ kind: z.literal('klan'), n: n.check(z.minimum(1)) }),
  z.strictObject({ kind: z.literal('entrench'), n: n.check(z.minimum(1)) }),
  z.strictObject({ kind: z.literal('freedom'), n: n.check(z.minimum(1)) }),
  z.strictObject({ kind: z.literal('nonviolence'), n: n.check(z.refine((x) => x !== 0)) }),
  z.strictObject({ kind: z.literal('draw'), n: n.check(z.minimum(1)) }),
  z.strictObject({ kind: z.literal('freedomEvent'), event: z.string().check(z.minLength(1)) }),
  z.strictObject({ kind: z.literal('overcome') }),
]);

/** 6.0 A strategy card: Ops 1–3, red (civil rights), blue (segregationist) or black (either), its year (6.4). */
export const cardSchema = z.strictObject({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  ops: n.check(z.minimum(1), z.maximum(3)),
  color: z.enum(['red', 'blue', 'black']),
  year: n.check(z.minimum(1955), z.maximum(1965)),
  text: z.string(),
  effects: z.array(effectSchema),
  source: sourceSchema,
});

/** 4.4 A leader special ability: a die modifier when leading a confrontation, or on an avoidance roll. */
export const abilitySchema = z.strictObject({
  kind: z.enum(['drm', 'avoid']),
  n: n.check(z.minimum(1), z.maximum(3)),
  per: z.enum(['game', 'year', 'always']),
});

/** 4.0 A leader: side, reach (national or one state), start city, ratings 1–3 (4.2) and tactics (4.3). */
export const leaderSchema = z.strictObject({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  side: sideSchema,
  scope: z.enum(['national', 'state']),
  /** Its state and start city, by id. */
  state: idSchema,
  city: idSchema,
  leadership: n.check(z.minimum(1), z.maximum(3)),
  tactical: n.check(z.minimum(0), z.maximum(3)),
  ability: abilitySchema,
  source: sourceSchema,
});

/** 8.2 A candidate's ratings: popularity, and the S, A and V protest modifiers if elected. */
export const candidateSchema = z.strictObject({ name: z.string().check(z.minLength(1)), popularity: n, S: n, A: n, V: n, source: sourceSchema });

export const electionSchema = z.strictObject({ year: n.check(z.minimum(1955), z.maximum(1965)), candidates: z.tuple([candidateSchema, candidateSchema]) });

/** 10.2 A Freedom Event: the cards that open it and the protest that completes it. */
export const freedomEventSchema = z.strictObject({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  /** The cards that open it, by id. */
  cards: z.array(z.string()).check(z.minLength(1)),
  goal: goalSchema,
  /** Cities, or whole states, where the winning protest counts (by id). */
  cities: z.array(z.string()),
  states: z.array(z.string()),
  source: sourceSchema,
});

/** 7.0 The Confrontation Results Table: columns by factors, rows by modified roll, losses inflicted. */
export const crtSchema = z.strictObject({
  /** The smallest number of factors of each column, ascending from 0. */
  columns: z.array(n.check(z.minimum(0))).check(z.minLength(1)),
  /** The modified roll of the first row; each further row is one more; rolls beyond are clamped. */
  firstRow: n,
  /** Losses inflicted: one list per column, one entry per row. */
  losses: z.array(z.array(n.check(z.minimum(0))).check(z.minLength(1))).check(z.minLength(1)),
  source: sourceSchema,
});

export const countsSchema = z.strictObject({
  /** Units in the game per type (the supply limits). */
  units: z.record(unitSchema, n.check(z.minimum(0), z.maximum(MAX_COUNT))),
  /** 3.3 Units per side per city. */
  stacking: n.check(z.minimum(1), z.maximum(MAX_COUNT)),
  /** 5.1 Hand size after the deal. */
  handSize: n.check(z.minimum(1), z.maximum(MAX_HAND)),
  /** 5.2 Actions per player per year. */
  actionsPerYear: n.check(z.minimum(1), z.maximum(MAX_ACTIONS)),
  /** 2.5 The Non-violence Commitment Track: 0 is Non-violence Abandoned. */
  nonviolenceStart: n.check(z.minimum(1), z.maximum(MAX_COUNT)),
  nonviolenceMax: n.check(z.minimum(1), z.maximum(MAX_COUNT)),
  /** 2.7 The first and last year. */
  firstYear: n.check(z.minimum(1900), z.maximum(2100)),
  lastYear: n.check(z.minimum(1900), z.maximum(2100)),
  /** 5.4 Years after which an election is held. */
  electionYears: z.array(n),
  /** 5.3 The victory check of three states without B units applies after this year. */
  eliminationAfter: n,
  eliminationStates: n.check(z.minimum(1)),
  /** 10.2 Bonus points by number of successful Freedom Events (0, 1, …). */
  freedomBonus: z.array(n).check(z.minLength(1)),
  /** 10.3 Victory bands: decisive and marginal civil rights, marginal segregationist (below: decisive). */
  bands: z.strictObject({ decisive: n, marginal: n, marginalSegregationist: n }),
  /** 6.1 Recruitment by Ops value 1–3. */
  recruitment: z.strictObject({ civilRights: z.array(z.record(z.string(), n)), segregationist: z.array(z.record(z.string(), n)) }),
  /** 7.1.1 Media: this roll or less is low attention, this roll or more high. */
  mediaLow: n,
  mediaHigh: n,
});

export const setupSchema = z.strictObject({
  units: z.array(z.strictObject({ city: z.string(), unit: exclude(unitSchema, ['K']), n: n.check(z.minimum(1)) })),
  klan: z.array(z.strictObject({ state: z.string(), n: n.check(z.minimum(1)) })),
  /** 8.2 The political climate at the start: the sitting President's ratings. */
  president: candidateSchema,
  source: sourceSchema,
});

export const componentSetSchema = z
  .strictObject({
    states: z.array(z.strictObject({ id: idSchema, name: z.string().check(z.minLength(1)), source: sourceSchema })).check(z.minLength(1), z.maxLength(MAX_COUNT)),
    cities: z.array(citySchema).check(z.minLength(2), z.maxLength(MAX_COUNT)),
    leaders: z.array(leaderSchema).check(z.maxLength(MAX_COUNT)),
    cards: z.array(cardSchema).check(z.minLength(1), z.maxLength(MAX_COUNT)),
    elections: z.array(electionSchema).check(z.maxLength(MAX_COUNT)),
    freedomEvents: z.array(freedomEventSchema).check(z.maxLength(MAX_COUNT)),
    crt: crtSchema,
    counts: countsSchema,
    setup: setupSchema,
  }).check(z.superRefine((set, ctx) => {
    const states = new Set(set.states.map((s) => s.id));
    const cities = new Set(set.cities.map((c) => c.id));
    const cards = new Set(set.cards.map((c) => c.id));
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    const unique = (what: string, ids: string[]) => {
      if (new Set(ids).size !== ids.length) issue(`${what} ids must be unique`);
    };
    unique('state', set.states.map((s) => s.id));
    unique('city', set.cities.map((c) => c.id));
    unique('card', set.cards.map((c) => c.id));
    unique('leader', set.leaders.map((l) => l.id));
    unique('Freedom Event', set.freedomEvents.map((f) => f.id));
    for (const c of set.cities) if (!states.has(c.state)) issue(`city ${c.id}: unknown state ${c.state}`);
    for (const l of set.leaders) {
      const city = set.cities.find((c) => c.id === l.city);
      if (!city) issue(`leader ${l.id}: unknown city ${l.city}`);
      else if (city.state !== l.state) issue(`leader ${l.id}: ${l.city} is not in ${l.state}`);
    }
    for (const c of set.cards) {
      for (const e of c.effects) {
        if (e.kind === 'place' && e.state !== null && !states.has(e.state)) issue(`card ${c.id}: unknown state ${e.state}`);
        if (e.kind === 'freedomEvent' && !set.freedomEvents.some((f) => f.id === e.event)) issue(`card ${c.id}: unknown Freedom Event ${e.event}`);
      }
    }
    for (const f of set.freedomEvents) {
      for (const c of f.cards) if (!cards.has(c)) issue(`Freedom Event ${f.id}: unknown card ${c}`);
      for (const c of f.cities) if (!cities.has(c)) issue(`Freedom Event ${f.id}: unknown city ${c}`);
      for (const s of f.states) if (!states.has(s)) issue(`Freedom Event ${f.id}: unknown state ${s}`);
    }
    for (const u of set.setup.units) if (!cities.has(u.city)) issue(`setup: unknown city ${u.city}`);
    for (const k of set.setup.klan) if (!states.has(k.state)) issue(`setup: unknown state ${k.state}`);
    const crt = set.crt;
    if (crt.columns.length !== crt.losses.length) issue('CRT: one list of losses per column');
    if (crt.columns[0] !== 0 || crt.columns.some((c, i) => i > 0 && c <= crt.columns[i - 1]!)) issue('CRT: columns must start at 0 and ascend');
    if (new Set(crt.losses.map((l) => l.length)).size > 1) issue('CRT: every column needs the same number of rows');
    const k = set.counts;
    if (k.nonviolenceStart > k.nonviolenceMax) issue('counts: the Non-violence start is beyond the track');
    if (k.firstYear > k.lastYear) issue('counts: firstYear after lastYear');
    if (k.lastYear - k.firstYear >= MAX_YEARS) issue(`counts: more than ${MAX_YEARS} years`);
    if (k.recruitment.civilRights.length < 1 || k.recruitment.segregationist.length < 1) issue('counts: recruitment needs a row per Ops value');
    const placed: Record<string, number> = {};
    for (const u of set.setup.units) placed[u.unit] = (placed[u.unit] ?? 0) + u.n;
    placed['K'] = set.setup.klan.reduce((t, x) => t + x.n, 0);
    for (const [unit, count] of Object.entries(placed)) if (count > (k.units[unit as keyof typeof k.units] ?? 0)) issue(`setup places ${count} ${unit}, more than the ${k.units[unit as keyof typeof k.units] ?? 0} in the game`);
  }));

export type Side = z.infer<typeof sideSchema>;
export type Unit = z.infer<typeof unitSchema>;
export type Goal = z.infer<typeof goalSchema>;
export type City = z.infer<typeof citySchema>;
export type Card = z.infer<typeof cardSchema>;
export type Effect = z.infer<typeof effectSchema>;
export type Leader = z.infer<typeof leaderSchema>;
export type Candidate = z.infer<typeof candidateSchema>;
export type FreedomEvent = z.infer<typeof freedomEventSchema>;
export type ComponentSet = z.infer<typeof componentSetSchema>;
export type Counts = z.infer<typeof countsSchema>;
