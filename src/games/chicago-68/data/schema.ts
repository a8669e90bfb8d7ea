import * as z from 'zod/mini';
import { provenanceSchema } from '../../../core/provenance.js';
import { crossCheck } from './cross-check.js';

/*
 * The component schema of Chicago '68: the single source of truth for the printed components the
 * rulebook omits (DESIGN.md §2). Every record carries a `source`: the rulebook section that fixes
 * it, or `reconstructed` with a one-line reason. A user-supplied set is parsed by `componentSetSchema`.
 */

/** An upper bound on every count and list of a component set, far above any printed one: a broken set cannot make the rules run for ever. */
export const MAX_COUNT = 1000;

/** Where a value comes from: a rulebook section, or reconstructed by this project (with why). */
export const sourceSchema = provenanceSchema;

/** 2.1 The two sides. */
export const sideSchema = z.enum(['establishment', 'demonstrators']);
/** 2.7.1 The four factions, each with its own hand of Action Cards. */
export const factionSchema = z.enum(['mayor', 'police', 'yippies', 'mobe']);
/** 2.2.1 Kinds of City Area. */
export const areaKindSchema = z.enum(['park', 'street', 'transit', 'jail']);

/** A City Area (2.2). */
export const areaSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  kind: areaKindSchema,
  /** 2.2.2 starred ★ areas count for MEET THE PRESS. */
  star: z.boolean(),
  /** 2.2.3 Capital Bonus. */
  capital: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  /** 2.2.4 Exposure Bonus: blue for the Establishment, red for the Demonstrators. */
  blue: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  red: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  /**
   * The area's paths, topmost first then counterclockwise (the Machine's SUPPORT, Appendix 5); every
   * path touching the area exactly once (checked by `componentSetSchema`).
   */
  orientation: z.optional(z.array(z.string()).check(z.maxLength(MAX_COUNT))),
  source: sourceSchema,
});

/** A Path between two City Areas (2.2.1). */
export const pathSchema = z.strictObject({ id: z.string().check(z.minLength(1)), a: z.string(), b: z.string(), source: sourceSchema });

/** Where an effect happens. */
export const whereSchema = z.union([
  z.enum(['choice', 'requirement', 'conflict']),
  z.strictObject({ area: z.string() }),
]);

/**
 * The small set of effect primitives that Street Theater, Policy, Tactics, Mob Chaos and Incendiary
 * cards are built from. The rules interpret each one (rules/effects.ts); data never holds code.
 * Amounts are for the card's side (`by` overrides who chooses and who gains).
 */
const by = z.optional(sideSchema);
export const effectSchema = z.discriminatedUnion('op', [
  /** Gain (or, negative, lose) Exposure (2.12). */
  z.strictObject({ op: z.literal('exposure'), amount: z.number().check(z.int(), z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT)), by }),
  /** Raise or lower Instability (2.11). */
  z.strictObject({ op: z.literal('instability'), amount: z.number().check(z.int(), z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT)) }),
  /** Add to (or take from) the Municipal Budget (2.5.3). */
  z.strictObject({ op: z.literal('capital'), amount: z.number().check(z.int(), z.minimum(-MAX_COUNT), z.maximum(MAX_COUNT)) }),
  /** Place MOBE units from the Demonstrator supply. */
  z.strictObject({ op: z.literal('mobe'), level: z.union([z.literal(1), z.literal(2)]), count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)), at: whereSchema }),
  /** Place an Agitator from the supply. */
  z.strictObject({ op: z.literal('agitator'), at: whereSchema }),
  /** Place Lv1 Police Platoons from the Reserves. */
  z.strictObject({ op: z.literal('police'), count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)), at: whereSchema }),
  /** Arrest Demonstrators (2.3.4); the Establishment picks which. */
  z.strictObject({ op: z.literal('arrest'), count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)), at: whereSchema }),
  /** Injure Police Platoons (2.3.3); the Demonstrators pick which. */
  z.strictObject({ op: z.literal('injure'), count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)), at: whereSchema }),
  /** Move Injured Platoons back to the Reserves. */
  z.strictObject({ op: z.literal('heal'), count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)) }),
  /** Release jailed Demonstrators to a Park without paying bail. */
  z.strictObject({ op: z.literal('release'), count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)) }),
  /** Place a -1 Capital token (Glossary) in an area. */
  z.strictObject({ op: z.literal('minusCapital'), at: whereSchema }),
  /** Place Barricades from the Demonstrator supply on paths adjacent to Demonstrators. */
  z.strictObject({ op: z.literal('barricade'), count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)) }),
  /** Remove Barriers of one kind (anywhere on the map; chosen by the acting side). */
  z.strictObject({ op: z.literal('removeBarrier'), kind: z.enum(['barricade', 'barbedWire']), count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)) }),
  /** Move Barbed Wire or Tear Gas from the general supply to the Police Supply (2.5.3). */
  z.strictObject({ op: z.literal('policeSupply'), item: z.enum(['barbedWire', 'tearGas']), count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)) }),
  /** Place a National Guard token (2.4.3). */
  z.strictObject({ op: z.literal('nationalGuard'), at: whereSchema }),
  /** Place a Tear Gas token from the general supply (2.4.2). */
  z.strictObject({ op: z.literal('tearGas'), at: whereSchema }),
  /** Add Delegates to the Delegate Bag (2.5.2). */
  z.strictObject({ op: z.literal('delegate'), color: z.enum(['blue', 'red']), count: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)) }),
  /** Place a Rally Flag from the supply (2.4.1). */
  z.strictObject({ op: z.literal('flag'), at: whereSchema }),
  /** Remove a Rally Flag. */
  z.strictObject({ op: z.literal('removeFlag'), at: whereSchema }),
  /** Draw a Mayor Policy card into the Policy splay (2.8.1). */
  z.strictObject({ op: z.literal('policyDraw') }),
  /** Add a special card to the Police hand (2.7.1). */
  z.strictObject({ op: z.literal('policeCard'), card: z.string() }),
  /** SMOKE 'EM: TEARGAS may be used in areas without TAC Forces (Appendix 3). */
  z.strictObject({ op: z.literal('smokeEm') }),
  /** Resolve an Action Card's effect as a free action (it is not played from a hand). */
  z.strictObject({ op: z.literal('action'), card: z.string() }),
]);

/** An Action Card (Appendices 1–4). */
export const actionCardSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  faction: factionSchema,
  copies: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)),
  /** 3.1 Conflict Cards may be discarded to remove a Barrier (2.9.3). */
  conflict: z.boolean(),
  /** In the starting hand (false: added by a Policy or an Opportunity card). */
  starting: z.boolean(),
  text: z.string(),
  source: sourceSchema,
});

/** A Street Theater card (2.7.3, 2.9.6). */
export const streetTheaterSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  kind: z.enum(['event', 'opportunity', 'counterrevolutionary']),
  /** Agitator location requirement: an area name, 'Grant Park' (either Grant Park area) or 'any'. */
  location: z.string(),
  /** Opportunity cards need two Agitators there (2.7.3). */
  agitators: z.number().check(z.int(), z.minimum(0), z.maximum(2)),
  effects: z.array(effectSchema).check(z.maxLength(MAX_COUNT)),
  /** Opportunity cards: the Action Card gained and the hands it may join. */
  grants: z.optional(z.strictObject({ card: z.string(), hands: z.array(factionSchema).check(z.minLength(1)) })),
  text: z.string(),
  source: sourceSchema,
});

/** A Mayor Policy card (2.7.2). */
export const policySchema = z.strictObject({ name: z.string().check(z.minLength(1)), effects: z.array(effectSchema).check(z.maxLength(MAX_COUNT)), text: z.string(), source: sourceSchema });
/** A Tactics card (2.7.4, 2.9.4): a once-per-round free action during a Police turn. */
export const tacticSchema = z.strictObject({ name: z.string().check(z.minLength(1)), effects: z.array(effectSchema).check(z.maxLength(MAX_COUNT)), text: z.string(), source: sourceSchema });
/** A Mob Chaos card (2.7.5): a Day and a Night effect. */
export const mobChaosSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  day: z.array(effectSchema).check(z.maxLength(MAX_COUNT)),
  night: z.array(effectSchema).check(z.maxLength(MAX_COUNT)),
  /** Solo setup 2: one of the 11 cards with SOLO crossed out, removed when playing against the Machine. */
  notSolo: z.optional(z.boolean()),
  text: z.string(),
  source: sourceSchema,
});
/** An Incendiary Counter-revolutionary card (6.3.4), resolved when drawn. */
export const incendiarySchema = z.strictObject({ name: z.string().check(z.minLength(1)), effects: z.array(effectSchema).check(z.maxLength(MAX_COUNT)), text: z.string(), source: sourceSchema });

/** Every count of the Components list, and the reconstructed values the rules depend on. */
export const countsSchema = z.strictObject({
  policeL1: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  /** Components: the small blue cubes, shared by Lv1 Platoons, Humphrey Delegates and (unlimited, 2.5.1) Capital; bounds the blue Delegates in play. */
  smallBlue: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)), 57),
  policeL2: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  tac: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  smallRed: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  mobeL2: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  agitators: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  rallyFlags: z.array(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT))).check(z.maxLength(MAX_COUNT)),
  nationalGuard: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  barbedWire: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  barricades: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  tearGas: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  minusCapital: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  pinkDelegates: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  posts: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  /** Reconstructed: Lv1 Platoons in the Reserves at setup, Police Supply at setup. */
  reservesL1: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  policeSupplyBarbedWire: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  policeSupplyTearGas: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  /** Reconstructed track sizes. */
  delegateTrack: z.number().check(z.int(), z.minimum(5), z.maximum(MAX_COUNT)),
  exposureTrack: z.number().check(z.int(), z.minimum(3), z.maximum(MAX_COUNT)),
  /** Reconstructed starting Municipal Budget and Policy splay. */
  startingCapital: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  startingPolicies: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT)),
  /** 6.1 Turn cards per faction in the Variable Turn Order deck. */
  turnCardsPerFaction: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)),
});

/** A Machine Mayor or Machine Police Action card (Appendix 5); its rule is in rules/solo/cards. */
export const machineActionSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  faction: z.enum(['mayor', 'police']),
  conflict: z.boolean(),
  text: z.string(),
  source: sourceSchema,
});

/** A Machine Tactics card: when it resolves (solo TACTICS CARDS: when drawn, at the end of the round, or ongoing). */
export const machineTacticSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  when: z.enum(['drawn', 'endOfRound', 'ongoing']),
  effects: z.array(effectSchema).check(z.maxLength(MAX_COUNT)),
  text: z.string(),
  source: sourceSchema,
});

/** The solo and co-op components (Components: Solo / Co-op). */
export const machineComponentsSchema = z.strictObject({
  actions: z.array(machineActionSchema).check(z.maxLength(MAX_COUNT)),
  tactics: z.array(machineTacticSchema).check(z.maxLength(MAX_COUNT), z.minLength(1)),
  policies: z.array(policySchema).check(z.maxLength(MAX_COUNT), z.minLength(1)),
  /** 8 Active tokens. */
  activeTokens: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)),
  /** Machine Policies in the splay: "the first three spaces on the splay" (solo setup 1). */
  splay: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_COUNT)),
});

/** Each area's orientation, when given, lists every path touching it exactly once. */
function orientationIssues(set: { areas: z.infer<typeof areaSchema>[]; paths: z.infer<typeof pathSchema>[] }): string[] {
  return set.areas.flatMap((a) => {
    if (a.orientation === undefined) return [];
    const touching = set.paths.filter((p) => p.a === a.name || p.b === a.name).map((p) => p.id).sort();
    const listed = [...a.orientation].sort();
    return JSON.stringify(touching) === JSON.stringify(listed) ? [] : [`${a.name}: orientation ${a.orientation.join(', ')} is not its paths ${touching.join(', ')}`];
  });
}

/**
 * The counted components the starred areas use up: setup 8 puts a Lv2 Platoon in every starred area but
 * Grant Park East and one more in the Convention Hall, setup 5 one beside "+2 UNIT" and setup 9 three
 * more (11 in all); 6.3.2 a Post in every starred area but Grant Park East (6).
 */
function starIssues(set: { areas: z.infer<typeof areaSchema>[]; counts: z.infer<typeof countsSchema> }): string[] {
  const starred = set.areas.filter((a) => a.star && a.name !== 'Grant Park East').length;
  const out: string[] = [];
  if (starred !== set.counts.posts) out.push(`${starred} starred areas besides Grant Park East for ${set.counts.posts} Police Posts (6.3.2: one in each)`);
  if (set.counts.policeL2 !== starred + 5) out.push(`${set.counts.policeL2} Lv2 Platoons where setup places ${starred + 5} (8: one per starred area but Grant Park East and one in the Convention Hall; 5: one; 9: three)`);
  return out;
}

/** A complete component set: the reference set of this project, or a user's own (validated). */
export const componentSetSchema = z.strictObject({
  areas: z.array(areaSchema).check(z.maxLength(MAX_COUNT), z.minLength(2)),
  paths: z.array(pathSchema).check(z.maxLength(MAX_COUNT), z.minLength(1)),
  /** Setup step 7 barriers. */
  setupBarricades: z.array(z.string()).check(z.maxLength(MAX_COUNT)),
  setupBarbedWire: z.array(z.string()).check(z.maxLength(MAX_COUNT)),
  actionCards: z.array(actionCardSchema).check(z.maxLength(MAX_COUNT)),
  streetTheater: z.array(streetTheaterSchema).check(z.maxLength(MAX_COUNT)),
  policies: z.array(policySchema).check(z.maxLength(MAX_COUNT), z.minLength(1)),
  tactics: z.array(tacticSchema).check(z.maxLength(MAX_COUNT), z.minLength(1)),
  mobChaos: z.array(mobChaosSchema).check(z.maxLength(MAX_COUNT), z.minLength(1)),
  incendiary: z.array(incendiarySchema).check(z.maxLength(MAX_COUNT)),
  /** The solo and co-op components; the reference ones when absent. */
  machine: z.optional(machineComponentsSchema),
  counts: countsSchema,
}).check(z.superRefine((set, ctx) => {
  crossCheck(set, ctx);
  for (const message of orientationIssues(set)) ctx.addIssue({ code: 'custom', message, path: ['areas'] });
  for (const message of starIssues(set)) ctx.addIssue({ code: 'custom', message, path: ['counts'] });
}));

export type Source = z.infer<typeof sourceSchema>;
export type Side = z.infer<typeof sideSchema>;
export type Faction = z.infer<typeof factionSchema>;
export type Area = z.infer<typeof areaSchema>;
export type Path = z.infer<typeof pathSchema>;
export type Where = z.infer<typeof whereSchema>;
export type Effect = z.infer<typeof effectSchema>;
export type ActionCard = z.infer<typeof actionCardSchema>;
export type StreetTheaterCard = z.infer<typeof streetTheaterSchema>;
export type PolicyCard = z.infer<typeof policySchema>;
export type TacticCard = z.infer<typeof tacticSchema>;
export type MobChaosCard = z.infer<typeof mobChaosSchema>;
export type IncendiaryCard = z.infer<typeof incendiarySchema>;
export type Counts = z.infer<typeof countsSchema>;
export type MachineAction = z.infer<typeof machineActionSchema>;
export type MachineTactic = z.infer<typeof machineTacticSchema>;
export type MachineComponents = z.infer<typeof machineComponentsSchema>;
export type ComponentSet = z.infer<typeof componentSetSchema>;
