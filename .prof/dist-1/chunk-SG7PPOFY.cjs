"use strict";Object.defineProperty(exports, "__esModule", {value: true}); function _interopRequireWildcard(obj) { if (obj && obj.__esModule) { return obj; } else { var newObj = {}; if (obj != null) { for (var key in obj) { if (Object.prototype.hasOwnProperty.call(obj, key)) { newObj[key] = obj[key]; } } } newObj.default = obj; return newObj; } } function _nullishCoalesce(lhs, rhsFn) { if (lhs != null) { return lhs; } else { return rhsFn(); } } function _optionalChain(ops) { let lastAccessLHS = undefined; let value = ops[0]; let i = 1; while (i < ops.length) { const op = ops[i]; const fn = ops[i + 1]; i += 2; if ((op === 'optionalAccess' || op === 'optionalCall') && value == null) { return undefined; } if (op === 'access' || op === 'optionalAccess') { lastAccessLHS = value; value = fn(value); } else if (op === 'call' || op === 'optionalCall') { value = fn((...args) => value.call(lastAccessLHS, ...args)); lastAccessLHS = undefined; } } return value; }










var _chunk3YMKZICEcjs = require('./chunk-3YMKZICE.cjs');




var _chunk3UZP6QSXcjs = require('./chunk-3UZP6QSX.cjs');




















var _chunkVUZDBBJQcjs = require('./chunk-VUZDBBJQ.cjs');

// src/games/free-at-last-1955/data/cards.ts
var R = "no card list in the rulebook";
var place = (unit3, n5, state = null) => ({ kind: "place", unit: unit3, n: n5, state });
var remove = (unit3, n5) => ({ kind: "remove", unit: unit3, n: n5 });
var fe = (event) => ({ kind: "freedomEvent", event });
var card = (name, ops, color, year, text, effects2, source = { reconstructed: R }) => ({ name, ops, color, year, text, effects: effects2, source });
var cards = [
  // red: the civil rights player's events (6.4)
  card("Rosa Parks", 2, "red", 1955, "Opens the Montgomery Bus Boycott (10.2.1). Place 2 B in Alabama.", [fe("montgomery"), place("B", 2, "Alabama")], { reconstructed: `10.2.1 (name, event); ${R} (Ops, year, text)` }),
  card("King Takes Command", 3, "red", 1956, "Opens the Montgomery Bus Boycott (10.2.1). Non-violence +1.", [fe("montgomery"), { kind: "nonviolence", n: 1 }], { reconstructed: `10.2.1 (name, event); ${R} (Ops, year, text)` }),
  card("Little Rock Nine", 2, "red", 1957, "Opens Little Rock Central High (10.2.2). Place 2 B in Arkansas.", [fe("littleRock"), place("B", 2, "Arkansas")], { reconstructed: `10.2.2 (name, event); ${R} (Ops, year, text)` }),
  card("Greensboro Sit Ins", 2, "red", 1960, "Opens the Greensboro Lunch Counters (10.2.3). Place 2 S.", [fe("greensboro"), place("S", 2)], { reconstructed: `10.2.3 (name, event); ${R} (Ops, year, text)` }),
  card("James Meredith", 2, "red", 1962, "Opens Ole Miss (10.2.4). Place 1 N.", [fe("oleMiss"), place("N", 1)], { reconstructed: `10.2.4 (name, event); ${R} (Ops, year, text)` }),
  card("March on Washington", 3, "red", 1963, "Opens the March on Washington (10.2.5). Freedom Track +1.", [fe("march"), { kind: "freedom", n: 1 }], { reconstructed: `10.2.5 (name, event); ${R} (Ops, year, text)` }),
  card("Civil Rights Act Proposed", 3, "red", 1963, "Opens the Civil Rights Act (10.2.6).", [fe("civilRightsAct")], { reconstructed: `10.2.6 (name, event); ${R} (Ops, year, text)` }),
  card("Voting Rights Act Proposed", 3, "red", 1964, "Opens the Voting Rights Act (10.2.7).", [fe("votingRightsAct")], { reconstructed: `10.2.7 (name, event); ${R} (Ops, year, text)` }),
  card("We Shall Overcome", 1, "red", 1955, "Until the end of the year, winning a mass arrest advances the Freedom Track (2.5). Non-violence +1.", [{ kind: "overcome" }, { kind: "nonviolence", n: 1 }], { reconstructed: `2.5 (name, effect); ${R} (Ops, year)` }),
  card("SCLC Founded", 2, "red", 1957, "Non-violence +1. Place 1 B.", [{ kind: "nonviolence", n: 1 }, place("B", 1)]),
  card("Nashville Workshops", 1, "red", 1958, "Non-violence +1.", [{ kind: "nonviolence", n: 1 }]),
  card("SNCC Founded", 2, "red", 1960, "Place 3 S.", [place("S", 3)]),
  card("Freedom Rides", 2, "red", 1961, "Place 2 S and 1 N.", [place("S", 2), place("N", 1)]),
  card("Albany Movement", 2, "red", 1961, "Place 3 B in Georgia.", [place("B", 3, "Georgia")]),
  card("Birmingham Campaign", 3, "red", 1963, "Place 3 B in Alabama.", [place("B", 3, "Alabama")]),
  card("Freedom Vote", 1, "red", 1963, "Place 2 B in Mississippi.", [place("B", 2, "Mississippi")]),
  card("Freedom Summer", 3, "red", 1964, "Place 3 N.", [place("N", 3)]),
  card("Federal Injunction", 2, "red", 1958, "Remove 2 W.", [remove("W", 2)]),
  // blue: the segregationist player's events (6.4)
  card("Citizens' Councils", 2, "blue", 1955, "Place 3 W.", [place("W", 3)]),
  card("Emmett Till Verdict", 1, "blue", 1955, "Non-violence \u22121.", [{ kind: "nonviolence", n: -1 }]),
  card("Klan Revival", 2, "blue", 1955, "Place a K unit in a state.", [{ kind: "klan", n: 1 }]),
  card("Southern Manifesto", 2, "blue", 1956, "Place 2 W, then entrench a city with W units.", [place("W", 2), { kind: "entrench", n: 1 }]),
  card("Massive Resistance", 3, "blue", 1956, "Entrench two cities with W units.", [{ kind: "entrench", n: 2 }]),
  card("State Sovereignty Commission", 2, "blue", 1956, "Place 2 P in Mississippi.", [place("P", 2, "Mississippi")]),
  card("Interposition", 1, "blue", 1957, "Place 2 P.", [place("P", 2)]),
  card("Church Bombings", 3, "blue", 1957, "Place a K unit in a state. Remove 1 B.", [{ kind: "klan", n: 1 }, remove("B", 1)]),
  card("Freedom Riders Attacked", 2, "blue", 1961, "Remove 2 S.", [remove("S", 2)]),
  card("Fire Hoses and Dogs", 2, "blue", 1963, "Non-violence \u22121.", [{ kind: "nonviolence", n: -1 }]),
  card("Segregation Forever", 3, "blue", 1963, "Place 2 P and 1 W.", [place("P", 2), place("W", 1)]),
  card("Economic Reprisals", 1, "blue", 1955, "Remove 2 B.", [remove("B", 2)]),
  // black: either side's events (6.4), back to the discard pile after play
  card("Television News", 1, "black", 1955, "Draw 1 card.", [{ kind: "draw", n: 1 }]),
  card("Supreme Court Ruling", 2, "black", 1955, "Place 2 of your basic units (B or W).", [place("own", 2)]),
  card("Northern Newspapers", 1, "black", 1956, "Draw 1 card.", [{ kind: "draw", n: 1 }]),
  card("Cold War Politics", 2, "black", 1957, "Draw 2 cards.", [{ kind: "draw", n: 2 }]),
  card("Local Elections", 2, "black", 1958, "Place 2 of your basic units (B or W).", [place("own", 2)]),
  card("Economic Boycott", 3, "black", 1955, "Remove 2 of your opponent's basic units (B or W).", [remove("opponent", 2)]),
  card("Presidential Speech", 2, "black", 1960, "Place 1 of your basic units (B or W) and draw 1 card.", [place("own", 1), { kind: "draw", n: 1 }]),
  card("Federal Marshals", 3, "black", 1961, "Place 3 of your basic units (B or W).", [place("own", 3)])
];

// src/games/free-at-last-1955/data/elections.ts
var R2 = "8.2 gives no candidate ratings";
var president1955 = { name: "Dwight D. Eisenhower", popularity: 3, S: 1, A: 0, V: 0, source: { reconstructed: R2 } };
var elections = [
  { year: 1956, candidates: [president1955, { name: "Adlai Stevenson", popularity: 1, S: 0, A: 0, V: 1, source: { reconstructed: R2 } }] },
  { year: 1960, candidates: [{ name: "John F. Kennedy", popularity: 2, S: 1, A: 1, V: 1, source: { reconstructed: R2 } }, { name: "Richard Nixon", popularity: 2, S: 1, A: 0, V: 0, source: { reconstructed: R2 } }] },
  { year: 1964, candidates: [{ name: "Lyndon B. Johnson", popularity: 3, S: 1, A: 2, V: 2, source: { reconstructed: R2 } }, { name: "Barry Goldwater", popularity: 1, S: -1, A: -1, V: -1, source: { reconstructed: R2 } }] }
];

// src/games/free-at-last-1955/data/leaders.ts
var R3 = "no leader list or special abilities chart in the rulebook (4.4)";
var leaders = [
  { name: "Martin Luther King Jr.", side: "civilRights", scope: "national", state: "Alabama", city: "Montgomery", leadership: 3, tactical: 2, ability: { kind: "drm", n: 1, per: "year" }, source: { reconstructed: R3 } },
  { name: "Ralph Abernathy", side: "civilRights", scope: "national", state: "Alabama", city: "Montgomery", leadership: 2, tactical: 1, ability: { kind: "avoid", n: 1, per: "always" }, source: { reconstructed: R3 } },
  { name: "Fred Shuttlesworth", side: "civilRights", scope: "state", state: "Alabama", city: "Birmingham", leadership: 2, tactical: 1, ability: { kind: "drm", n: 2, per: "game" }, source: { reconstructed: R3 } },
  { name: "Medgar Evers", side: "civilRights", scope: "state", state: "Mississippi", city: "Jackson", leadership: 2, tactical: 1, ability: { kind: "drm", n: 1, per: "year" }, source: { reconstructed: R3 } },
  { name: "Daisy Bates", side: "civilRights", scope: "state", state: "Arkansas", city: "Little Rock", leadership: 1, tactical: 1, ability: { kind: "avoid", n: 1, per: "year" }, source: { reconstructed: R3 } },
  { name: "Bull Connor", side: "segregationist", scope: "state", state: "Alabama", city: "Birmingham", leadership: 2, tactical: 2, ability: { kind: "drm", n: 1, per: "year" }, source: { reconstructed: R3 } },
  { name: "George Wallace", side: "segregationist", scope: "state", state: "Alabama", city: "Montgomery", leadership: 3, tactical: 1, ability: { kind: "avoid", n: 1, per: "always" }, source: { reconstructed: R3 } },
  { name: "Ross Barnett", side: "segregationist", scope: "state", state: "Mississippi", city: "Jackson", leadership: 2, tactical: 1, ability: { kind: "drm", n: 2, per: "game" }, source: { reconstructed: R3 } },
  { name: "Orval Faubus", side: "segregationist", scope: "state", state: "Arkansas", city: "Little Rock", leadership: 2, tactical: 1, ability: { kind: "avoid", n: 1, per: "year" }, source: { reconstructed: R3 } }
];

// src/games/free-at-last-1955/data/map.ts
var R4 = "the map is not in the rulebook";
var states = [
  { name: "Alabama", source: { rule: "10.0.1, 10.2.6" } },
  { name: "Arkansas", source: { rule: "10.2.2 (Little Rock)" } },
  { name: "Florida", source: { rule: "10.2.5" } },
  { name: "Georgia", source: { rule: "2.3, 10.2.5" } },
  { name: "Louisiana", source: { rule: "10.2.5" } },
  { name: "Mississippi", source: { rule: "10.0.1, 10.2.7" } },
  { name: "North Carolina", source: { rule: "10.2.3 (Greensboro)" } },
  { name: "South Carolina", source: { rule: "10.2.5" } },
  { name: "Tennessee", source: { reconstructed: "the tenth state of 2.1 (Nashville sit-ins, Memphis)" } },
  { name: "Virginia", source: { rule: "2.1 (Washington DC is part of Virginia)" } }
];
var cities = [
  { name: "Birmingham", state: "Alabama", stronghold: 3, reward: { kind: "freedom", n: 1 }, source: { rule: "2.3 (stronghold 3), 10.0.1 (Alabama: Freedom Track)" } },
  { name: "Montgomery", state: "Alabama", stronghold: 0, reward: { kind: "freedom", n: 1 }, source: { rule: "10.2.1, 10.0.1" } },
  { name: "Selma", state: "Alabama", stronghold: 2, reward: { kind: "freedom", n: 1 }, source: { reconstructed: `${R4}; 10.0.1 reward` } },
  { name: "Little Rock", state: "Arkansas", stronghold: 0, reward: { kind: "units", n: 2 }, source: { reconstructed: `10.2.2; ${R4} (reward)` } },
  { name: "Pine Bluff", state: "Arkansas", stronghold: 0, reward: { kind: "cards", n: 1 }, source: { reconstructed: R4 } },
  { name: "Tallahassee", state: "Florida", stronghold: 0, reward: { kind: "ops", n: 1 }, source: { reconstructed: R4 } },
  { name: "St. Augustine", state: "Florida", stronghold: 1, reward: { kind: "units", n: 1 }, source: { reconstructed: R4 } },
  { name: "Atlanta", state: "Georgia", stronghold: 1, reward: { kind: "ops", n: 2 }, source: { reconstructed: `2.3 (stronghold 1); ${R4} (reward)` } },
  { name: "Albany", state: "Georgia", stronghold: 1, reward: { kind: "units", n: 2 }, source: { reconstructed: R4 } },
  { name: "Savannah", state: "Georgia", stronghold: 0, reward: { kind: "cards", n: 1 }, source: { reconstructed: R4 } },
  { name: "New Orleans", state: "Louisiana", stronghold: 0, reward: { kind: "cards", n: 2 }, source: { reconstructed: R4 } },
  { name: "Baton Rouge", state: "Louisiana", stronghold: 0, reward: { kind: "units", n: 1 }, source: { reconstructed: R4 } },
  { name: "Jackson", state: "Mississippi", stronghold: 2, reward: { kind: "nonviolence", n: 1 }, source: { reconstructed: `${R4}; 10.0.1 reward` } },
  { name: "Oxford", state: "Mississippi", stronghold: 1, reward: { kind: "nonviolence", n: 1 }, source: { reconstructed: `10.2.4; ${R4} (stronghold); 10.0.1 reward` } },
  { name: "Greenwood", state: "Mississippi", stronghold: 0, reward: { kind: "nonviolence", n: 1 }, source: { reconstructed: `${R4}; 10.0.1 reward` } },
  { name: "Greensboro", state: "North Carolina", stronghold: 0, reward: { kind: "units", n: 2 }, source: { reconstructed: `10.2.3; ${R4} (reward)` } },
  { name: "Durham", state: "North Carolina", stronghold: 0, reward: { kind: "cards", n: 1 }, source: { reconstructed: R4 } },
  { name: "Charlotte", state: "North Carolina", stronghold: 0, reward: { kind: "ops", n: 1 }, source: { reconstructed: R4 } },
  { name: "Charleston", state: "South Carolina", stronghold: 0, reward: { kind: "units", n: 1 }, source: { reconstructed: R4 } },
  { name: "Orangeburg", state: "South Carolina", stronghold: 1, reward: { kind: "ops", n: 1 }, source: { reconstructed: R4 } },
  { name: "Nashville", state: "Tennessee", stronghold: 0, reward: { kind: "units", n: 2 }, source: { reconstructed: R4 } },
  { name: "Memphis", state: "Tennessee", stronghold: 0, reward: { kind: "cards", n: 1 }, source: { reconstructed: R4 } },
  { name: "Washington DC", state: "Virginia", stronghold: 0, reward: { kind: "ops", n: 2 }, source: { reconstructed: `2.1 (part of Virginia); ${R4} (reward)` } },
  { name: "Richmond", state: "Virginia", stronghold: 1, reward: { kind: "units", n: 1 }, source: { reconstructed: R4 } },
  { name: "Farmville", state: "Virginia", stronghold: 0, reward: { kind: "cards", n: 1 }, source: { reconstructed: R4 } }
];

// src/games/free-at-last-1955/data/schema.ts
var _zod = require('zod'); var z = _interopRequireWildcard(_zod); var z4 = _interopRequireWildcard(_zod); var z3 = _interopRequireWildcard(_zod); var z2 = _interopRequireWildcard(_zod);
var n = z.number().int();
var MAX_COUNT = 1e3;
var MAX_HAND = 100;
var MAX_ACTIONS = 20;
var MAX_YEARS = 20;
var sourceSchema = _chunk3YMKZICEcjs.provenanceSchema;
var sideSchema = z.enum(["civilRights", "segregationist"]);
var unitSchema = z.enum(["B", "S", "N", "P", "W", "K"]);
var goalSchema = z.enum(["S", "A", "V"]);
var rewardSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("units"), n: n.min(1) }),
  z.strictObject({ kind: z.literal("ops"), n: n.min(1) }),
  z.strictObject({ kind: z.literal("cards"), n: n.min(1) }),
  z.strictObject({ kind: z.literal("freedom"), n: n.min(1) }),
  z.strictObject({ kind: z.literal("nonviolence"), n: n.min(1) })
]);
var citySchema = z.strictObject({
  name: z.string().min(1),
  state: z.string().min(1),
  /** 2.3 Stronghold factor, 0 for none. */
  stronghold: n.min(0).max(5),
  reward: rewardSchema,
  source: sourceSchema
});
var effectSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("place"), unit: z.enum(["B", "S", "N", "P", "W", "own"]), n: n.min(1), state: z.string().nullable() }),
  z.strictObject({ kind: z.literal("remove"), unit: z.enum(["B", "S", "N", "P", "W", "opponent"]), n: n.min(1) }),
  z.strictObject({ kind: z.literal("klan"), n: n.min(1) }),
  z.strictObject({ kind: z.literal("entrench"), n: n.min(1) }),
  z.strictObject({ kind: z.literal("freedom"), n: n.min(1) }),
  z.strictObject({ kind: z.literal("nonviolence"), n: n.refine((x) => x !== 0) }),
  z.strictObject({ kind: z.literal("draw"), n: n.min(1) }),
  z.strictObject({ kind: z.literal("freedomEvent"), event: z.string().min(1) }),
  z.strictObject({ kind: z.literal("overcome") })
]);
var cardSchema = z.strictObject({
  name: z.string().min(1),
  ops: n.min(1).max(3),
  color: z.enum(["red", "blue", "black"]),
  year: n.min(1955).max(1965),
  text: z.string(),
  effects: z.array(effectSchema),
  source: sourceSchema
});
var abilitySchema = z.strictObject({
  kind: z.enum(["drm", "avoid"]),
  n: n.min(1).max(3),
  per: z.enum(["game", "year", "always"])
});
var leaderSchema = z.strictObject({
  name: z.string().min(1),
  side: sideSchema,
  scope: z.enum(["national", "state"]),
  state: z.string().min(1),
  city: z.string().min(1),
  leadership: n.min(1).max(3),
  tactical: n.min(0).max(3),
  ability: abilitySchema,
  source: sourceSchema
});
var candidateSchema = z.strictObject({ name: z.string().min(1), popularity: n, S: n, A: n, V: n, source: sourceSchema });
var electionSchema = z.strictObject({ year: n.min(1955).max(1965), candidates: z.tuple([candidateSchema, candidateSchema]) });
var freedomEventSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  cards: z.array(z.string()).min(1),
  goal: goalSchema,
  /** Cities, or whole states, where the winning protest counts. */
  cities: z.array(z.string()),
  states: z.array(z.string()),
  source: sourceSchema
});
var crtSchema = z.strictObject({
  /** The smallest number of factors of each column, ascending from 0. */
  columns: z.array(n.min(0)).min(1),
  /** The modified roll of the first row; each further row is one more; rolls beyond are clamped. */
  firstRow: n,
  /** Losses inflicted: one list per column, one entry per row. */
  losses: z.array(z.array(n.min(0)).min(1)).min(1),
  source: sourceSchema
});
var countsSchema = z.strictObject({
  /** Units in the game per type (the supply limits). */
  units: z.record(unitSchema, n.min(0).max(MAX_COUNT)),
  /** 3.3 Units per side per city. */
  stacking: n.min(1).max(MAX_COUNT),
  /** 5.1 Hand size after the deal. */
  handSize: n.min(1).max(MAX_HAND),
  /** 5.2 Actions per player per year. */
  actionsPerYear: n.min(1).max(MAX_ACTIONS),
  /** 2.5 The Non-violence Commitment Track: 0 is Non-violence Abandoned. */
  nonviolenceStart: n.min(1).max(MAX_COUNT),
  nonviolenceMax: n.min(1).max(MAX_COUNT),
  /** 2.7 The first and last year. */
  firstYear: n.min(1900).max(2100),
  lastYear: n.min(1900).max(2100),
  /** 5.4 Years after which an election is held. */
  electionYears: z.array(n),
  /** 5.3 The victory check of three states without B units applies after this year. */
  eliminationAfter: n,
  eliminationStates: n.min(1),
  /** 10.2 Bonus points by number of successful Freedom Events (0, 1, …). */
  freedomBonus: z.array(n).min(1),
  /** 10.3 Victory bands: decisive and marginal civil rights, marginal segregationist (below: decisive). */
  bands: z.strictObject({ decisive: n, marginal: n, marginalSegregationist: n }),
  /** 6.1 Recruitment by Ops value 1–3. */
  recruitment: z.strictObject({ civilRights: z.array(z.record(z.string(), n)), segregationist: z.array(z.record(z.string(), n)) }),
  /** 7.1.1 Media: this roll or less is low attention, this roll or more high. */
  mediaLow: n,
  mediaHigh: n
});
var setupSchema = z.strictObject({
  units: z.array(z.strictObject({ city: z.string(), unit: unitSchema.exclude(["K"]), n: n.min(1) })),
  klan: z.array(z.strictObject({ state: z.string(), n: n.min(1) })),
  /** 8.2 The political climate at the start: the sitting President's ratings. */
  president: candidateSchema,
  source: sourceSchema
});
var componentSetSchema = z.strictObject({
  states: z.array(z.strictObject({ name: z.string().min(1), source: sourceSchema })).min(1).max(MAX_COUNT),
  cities: z.array(citySchema).min(2).max(MAX_COUNT),
  leaders: z.array(leaderSchema).max(MAX_COUNT),
  cards: z.array(cardSchema).min(1).max(MAX_COUNT),
  elections: z.array(electionSchema).max(MAX_COUNT),
  freedomEvents: z.array(freedomEventSchema).max(MAX_COUNT),
  crt: crtSchema,
  counts: countsSchema,
  setup: setupSchema
}).superRefine((set2, ctx) => {
  const states2 = new Set(set2.states.map((s) => s.name));
  const cities4 = new Set(set2.cities.map((c) => c.name));
  const cards4 = new Set(set2.cards.map((c) => c.name));
  const issue = (message) => ctx.addIssue({ code: "custom", message });
  const unique = (what, names) => {
    if (new Set(names).size !== names.length) issue(`${what} names must be unique`);
  };
  unique("state", set2.states.map((s) => s.name));
  unique("city", set2.cities.map((c) => c.name));
  unique("card", set2.cards.map((c) => c.name));
  unique("leader", set2.leaders.map((l) => l.name));
  for (const c of set2.cities) if (!states2.has(c.state)) issue(`city ${c.name}: unknown state ${c.state}`);
  for (const l of set2.leaders) {
    const city3 = set2.cities.find((c) => c.name === l.city);
    if (!city3) issue(`leader ${l.name}: unknown city ${l.city}`);
    else if (city3.state !== l.state) issue(`leader ${l.name}: ${l.city} is not in ${l.state}`);
  }
  for (const c of set2.cards) {
    for (const e of c.effects) {
      if (e.kind === "place" && e.state !== null && !states2.has(e.state)) issue(`card ${c.name}: unknown state ${e.state}`);
      if (e.kind === "freedomEvent" && !set2.freedomEvents.some((f) => f.id === e.event)) issue(`card ${c.name}: unknown Freedom Event ${e.event}`);
    }
  }
  for (const f of set2.freedomEvents) {
    for (const c of f.cards) if (!cards4.has(c)) issue(`Freedom Event ${f.id}: unknown card ${c}`);
    for (const c of f.cities) if (!cities4.has(c)) issue(`Freedom Event ${f.id}: unknown city ${c}`);
    for (const s of f.states) if (!states2.has(s)) issue(`Freedom Event ${f.id}: unknown state ${s}`);
  }
  for (const u of set2.setup.units) if (!cities4.has(u.city)) issue(`setup: unknown city ${u.city}`);
  for (const k2 of set2.setup.klan) if (!states2.has(k2.state)) issue(`setup: unknown state ${k2.state}`);
  const crt2 = set2.crt;
  if (crt2.columns.length !== crt2.losses.length) issue("CRT: one list of losses per column");
  if (crt2.columns[0] !== 0 || crt2.columns.some((c, i) => i > 0 && c <= crt2.columns[i - 1])) issue("CRT: columns must start at 0 and ascend");
  if (new Set(crt2.losses.map((l) => l.length)).size > 1) issue("CRT: every column needs the same number of rows");
  const k = set2.counts;
  if (k.nonviolenceStart > k.nonviolenceMax) issue("counts: the Non-violence start is beyond the track");
  if (k.firstYear > k.lastYear) issue("counts: firstYear after lastYear");
  if (k.lastYear - k.firstYear >= MAX_YEARS) issue(`counts: more than ${MAX_YEARS} years`);
  if (k.recruitment.civilRights.length < 1 || k.recruitment.segregationist.length < 1) issue("counts: recruitment needs a row per Ops value");
  const placed = {};
  for (const u of set2.setup.units) placed[u.unit] = (_nullishCoalesce(placed[u.unit], () => ( 0))) + u.n;
  placed["K"] = set2.setup.klan.reduce((t, x) => t + x.n, 0);
  for (const [unit3, count] of Object.entries(placed)) if (count > (_nullishCoalesce(k.units[unit3], () => ( 0)))) issue(`setup places ${count} ${unit3}, more than the ${_nullishCoalesce(k.units[unit3], () => ( 0))} in the game`);
});

// src/games/free-at-last-1955/data/components.ts
var freedomEvents = [
  { id: "montgomery", name: "Montgomery Bus Boycott", cards: ["Rosa Parks", "King Takes Command"], goal: "A", cities: ["Montgomery"], states: [], source: { rule: "10.2.1" } },
  { id: "littleRock", name: "Little Rock Central High integrated", cards: ["Little Rock Nine"], goal: "S", cities: ["Little Rock"], states: [], source: { rule: "10.2.2" } },
  { id: "greensboro", name: "Greensboro Lunch Counters integrated", cards: ["Greensboro Sit Ins"], goal: "A", cities: ["Greensboro"], states: [], source: { rule: "10.2.3" } },
  { id: "oleMiss", name: "Ole Miss integrated", cards: ["James Meredith"], goal: "S", cities: ["Oxford"], states: [], source: { rule: "10.2.4" } },
  { id: "march", name: "March on Washington successful", cards: ["March on Washington"], goal: "V", cities: [], states: ["Georgia", "Louisiana", "South Carolina", "Florida"], source: { rule: "10.2.5" } },
  { id: "civilRightsAct", name: "Civil Rights Act adopted", cards: ["Civil Rights Act Proposed"], goal: "A", cities: [], states: ["Alabama"], source: { rule: "10.2.6" } },
  { id: "votingRightsAct", name: "Voting Rights Act adopted", cards: ["Voting Rights Act Proposed"], goal: "V", cities: [], states: ["Mississippi"], source: { rule: "10.2.7" } }
];
var counts2 = {
  units: { B: 60, S: 8, N: 8, P: 40, W: 45, K: 6 },
  // reconstructed: the counter mix is not in the rulebook
  stacking: 10,
  // 3.3
  handSize: 8,
  // 5.1
  actionsPerYear: 6,
  // 5.2
  nonviolenceStart: 5,
  // reconstructed: the track's length and start are not printed (2.5)
  nonviolenceMax: 6,
  // reconstructed
  firstYear: 1955,
  // 2.7
  lastYear: 1965,
  // 2.7
  electionYears: [1956, 1960, 1964],
  // 5.4, 8.1
  eliminationAfter: 1959,
  // 5.3
  eliminationStates: 3,
  // 5.3
  freedomBonus: [-10, 0, 1, 3, 6, 10, 15, 21],
  // 10.2 table
  bands: { decisive: 40, marginal: 36, marginalSegregationist: 32 },
  // 10.3
  recruitment: {
    civilRights: [{ B: 1 }, { B: 2 }, { B: 3 }],
    // 6.1 table
    segregationist: [{ W: 1 }, { W: 1, P: 1 }, { W: 1, P: 2 }]
    // 6.1 table
  },
  mediaLow: 2,
  // 7.1.1
  mediaHigh: 5
  // 7.1.1
};
var referenceComponents = componentSetSchema.parse({
  states,
  cities,
  leaders,
  cards,
  elections,
  freedomEvents,
  // reconstructed: 7.1 says the CRT is not included; columns by factors 0, 1–2, 3–4, 5–6, 7–9, 10–12, 13+; rows 1 to 7+
  crt: {
    columns: [0, 1, 3, 5, 7, 10, 13],
    firstRow: 1,
    losses: [
      [0, 0, 0, 0, 1, 1, 1],
      [0, 0, 0, 1, 1, 1, 2],
      [0, 0, 1, 1, 1, 2, 2],
      [0, 1, 1, 1, 2, 2, 3],
      [0, 1, 1, 2, 2, 3, 3],
      [1, 1, 2, 2, 3, 3, 4],
      [1, 2, 2, 3, 3, 4, 5]
    ],
    source: { reconstructed: "the Confrontation Results Table is missing from the rulebook (7.1)" }
  },
  counts: counts2,
  setup: {
    units: [
      ...[["Montgomery", 3], ["Birmingham", 2], ["Atlanta", 2], ["Little Rock", 2], ["Greensboro", 2], ["Jackson", 1], ["Washington DC", 2], ["Nashville", 2], ["Tallahassee", 1], ["New Orleans", 1], ["Orangeburg", 1], ["Durham", 1]].map(([city3, n5]) => ({ city: city3, unit: "B", n: n5 })),
      ...[["Birmingham", 3], ["Montgomery", 2], ["Selma", 1], ["Jackson", 3], ["Oxford", 1], ["Little Rock", 2], ["Atlanta", 1], ["Albany", 1], ["Tallahassee", 1], ["New Orleans", 1], ["Baton Rouge", 1], ["Orangeburg", 1], ["Richmond", 1], ["Greensboro", 1], ["Memphis", 1]].map(([city3, n5]) => ({ city: city3, unit: "P", n: n5 })),
      ...[["Birmingham", 2], ["Montgomery", 2], ["Selma", 2], ["Jackson", 2], ["Oxford", 1], ["Greenwood", 2], ["Little Rock", 1], ["Pine Bluff", 1], ["Atlanta", 1], ["Albany", 1], ["Savannah", 1], ["Tallahassee", 1], ["St. Augustine", 2], ["New Orleans", 1], ["Baton Rouge", 1], ["Charleston", 1], ["Orangeburg", 1], ["Richmond", 1], ["Farmville", 2], ["Greensboro", 1], ["Charlotte", 1], ["Durham", 1], ["Memphis", 1], ["Nashville", 1]].map(([city3, n5]) => ({ city: city3, unit: "W", n: n5 }))
    ],
    klan: [{ state: "Alabama", n: 1 }, { state: "Mississippi", n: 1 }],
    president: president1955,
    source: { reconstructed: "the rulebook gives no starting setup" }
  }
});

// src/games/free-at-last-1955/rules/lookups.ts
var cache = /* @__PURE__ */ new WeakMap();
function board(s) {
  const set2 = _nullishCoalesce(s.components, () => ( referenceComponents));
  let b = cache.get(set2);
  if (!b) {
    const citiesOf2 = new Map(set2.states.map((st) => [st.name, []]));
    for (const c of set2.cities) citiesOf2.get(c.state).push(c.name);
    b = {
      set: set2,
      cityNames: set2.cities.map((c) => c.name),
      stateNames: set2.states.map((st) => st.name),
      city: new Map(set2.cities.map((c) => [c.name, c])),
      citiesOf: citiesOf2,
      card: new Map(set2.cards.map((c) => [c.name, c])),
      leader: new Map(set2.leaders.map((l) => [l.name, l])),
      leaderNames: set2.leaders.map((l) => l.name),
      freedomEvent: new Map(set2.freedomEvents.map((f) => [f.id, f]))
    };
    cache.set(set2, b);
  }
  return b;
}
var other = (side) => side === "civilRights" ? "segregationist" : "civilRights";
var cityUnitsOf = (side) => side === "civilRights" ? ["B", "S", "N"] : ["P", "W"];
var stateOf = (s, city3) => board(s).city.get(city3).state;
var inEventCities = (s, f, city3) => f.cities.includes(city3) || f.states.includes(stateOf(s, city3));
var restoresNonviolence = (card4) => card4.effects.some((e) => e.kind === "nonviolence" && e.n > 0);
function sideUnits(s, city3, side) {
  const u = s.cities[city3].u;
  return side === "civilRights" ? u.B + u.S + u.N : u.P + u.W;
}
function hasRoom(s, city3, side, n5 = 1) {
  return sideUnits(s, city3, side) + n5 <= board(s).set.counts.stacking;
}
var sideOfUnit = (u) => u === "B" || u === "S" || u === "N" ? "civilRights" : "segregationist";
var crossesStates = (u) => u === "S" || u === "N";
function leadersIn(s, city3, side) {
  const b = board(s);
  return b.leaderNames.filter((l) => s.leaders[l].city === city3 && b.leader.get(l).side === side);
}
function isFree(s, city3) {
  const m = s.cities[city3].m;
  return m.S && m.A && m.V;
}
function abilityReady(s, leader2, kind) {
  const a = board(s).leader.get(leader2).ability;
  return a.kind === kind && (a.per === "always" || !s.leaders[leader2].used);
}
var sideName = (side) => side === "civilRights" ? "civil rights" : "segregationist";

// src/games/free-at-last-1955/census.ts
function unitCensus(s) {
  const cities4 = board(s).cityNames;
  const out = {};
  for (const u of ["B", "S", "N", "P", "W"]) out[u] = cities4.reduce((t, c) => t + s.cities[c].u[u], 0) + s.supply[u];
  out["K"] = Object.values(s.klan).reduce((t, k) => t + k, 0) + s.supply.K;
  return out;
}
function cardCensus(s) {
  const commits = s.election ? [_optionalChain([s, 'access', _2 => _2.election, 'access', _3 => _3.commits, 'access', _4 => _4.civilRights, 'optionalAccess', _5 => _5.card]), _optionalChain([s, 'access', _6 => _6.election, 'access', _7 => _7.commits, 'access', _8 => _8.segregationist, 'optionalAccess', _9 => _9.card])].filter((c) => c !== void 0) : [];
  const conf = s.conf ? [...s.conf.cards.civilRights, ...s.conf.cards.segregationist] : [];
  return [...s.deck, ...s.hands.civilRights, ...s.hands.segregationist, ...s.discard, ...s.removed, ...s.inFront.civilRights, ...s.inFront.segregationist, ...conf, ...commits].sort();
}

// src/games/free-at-last-1955/check-state.ts
var limitsCache = /* @__PURE__ */ new WeakMap();
function limitsOf(set2) {
  let l = limitsCache.get(set2);
  if (l) return l;
  const k = set2.counts;
  const years = k.lastYear - k.firstYear + 1;
  const effects2 = set2.cards.flatMap((c) => c.effects);
  const sum = (xs) => xs.reduce((t, x) => t + x.n, 0);
  const rewards = (kind) => sum(set2.cities.map((c) => c.reward).filter((r) => r.kind === kind));
  l = {
    // 2.4 one space per protest won (at most one S, A and V marker per city, 2.1), events (each card at most once a year) and 10.0.1 Alabama's free cities
    freedom: 3 * set2.cities.length + years * sum(effects2.filter((e) => e.kind === "freedom")) + rewards("freedom"),
    // 5.1 the deal, plus every draw an event or a free city can give
    hand: k.handSize + sum(effects2.filter((e) => e.kind === "draw")) + rewards("cards"),
    // 10.0.1 the free cities' Ops bonuses
    opsBonus: rewards("ops"),
    presidents: /* @__PURE__ */ new Set([set2.setup.president.name, ...set2.elections.flatMap((e) => e.candidates.map((c) => c.name))])
  };
  limitsCache.set(set2, l);
  return l;
}
function checkFreeAtLast1955State(s) {
  const b = board(s);
  const k = b.set.counts;
  const lim = limitsOf(b.set);
  const out = [];
  out.push(..._chunk3YMKZICEcjs.collectionProblems.call(void 0, "Cities", Object.keys(s.cities), b.cityNames));
  out.push(..._chunk3YMKZICEcjs.collectionProblems.call(void 0, "Klan states", Object.keys(s.klan), b.stateNames));
  out.push(..._chunk3YMKZICEcjs.collectionProblems.call(void 0, "Leaders", Object.keys(s.leaders), b.leaderNames));
  if (out.length > 0) return out;
  for (const [u, n5] of Object.entries(unitCensus(s))) if (n5 !== k.units[u]) out.push(`${u} units: ${n5} in play and supply, the set has ${k.units[u]}`);
  for (const [c, x] of Object.entries(s.cities)) {
    if (Object.values(x.u).some((n5) => n5 < 0)) out.push(`negative units in ${c}`);
    if (x.u.B + x.u.S + x.u.N > k.stacking || x.u.P + x.u.W > k.stacking) out.push(`more than ${k.stacking} units of a side in ${c} (3.3)`);
  }
  if (Object.values(s.klan).some((n5) => n5 < 0) || Object.values(s.supply).some((n5) => n5 < 0)) out.push("a negative K or supply count");
  out.push(..._chunk3YMKZICEcjs.collectionProblems.call(void 0, "Cards", cardCensus(s), b.set.cards.map((c) => c.name)));
  for (const [l, x] of Object.entries(s.leaders)) {
    if (x.city !== null && !b.city.has(x.city)) out.push(`leader ${l} in an unknown city ${x.city}`);
    if (x.activations < 0 || x.activations > k.actionsPerYear) out.push(`leader ${l} activated ${x.activations} times this year (4.1)`);
  }
  if (s.year < k.firstYear || s.year > k.lastYear) out.push(`year ${s.year} outside ${k.firstYear}\u2013${k.lastYear} (2.7)`);
  if (s.freedom < 0 || s.freedom > lim.freedom) out.push(`Freedom Track ${s.freedom} outside 0\u2013${lim.freedom} (2.4)`);
  if (s.nonviolence < 0 || s.nonviolence > k.nonviolenceMax) out.push(`Non-violence ${s.nonviolence} off the track (2.5)`);
  if (s.opsBonus < 0 || s.opsBonus > lim.opsBonus) out.push(`Ops bonus ${s.opsBonus} outside 0\u2013${lim.opsBonus} (10.0.1)`);
  for (const side of ["civilRights", "segregationist"]) {
    const left = s.actionsLeft[side];
    if (left < 0 || left > k.actionsPerYear) out.push(`${side} has ${left} actions left, outside 0\u2013${k.actionsPerYear} (5.2)`);
    if (s.hands[side].length > lim.hand) out.push(`${side} holds ${s.hands[side].length} cards, more than ${lim.hand} (5.1)`);
  }
  for (const f of Object.keys(s.freedomEvents)) if (!b.freedomEvent.has(f)) out.push(`unknown Freedom Event ${f}`);
  if (!lim.presidents.has(s.climate.name)) out.push(`the climate's President ${s.climate.name} is no candidate of the set (8.2)`);
  out.push(...confrontationProblems(s), ...electionProblems(s), ...taskProblems(s));
  return out;
}
function confrontationProblems(s) {
  const c = s.conf;
  if (c === null) return [];
  const b = board(s);
  const out = [];
  if (!b.city.has(c.city)) out.push(`a confrontation in an unknown city ${c.city}`);
  for (const l of [c.leader, c.defLeader]) if (l !== null && !b.leader.has(l)) out.push(`a confrontation led by an unknown leader ${l}`);
  for (const r of Object.values(c.rolls)) if (r !== null && (r < 1 || r > 6)) out.push(`a confrontation roll of ${r}`);
  return out;
}
function electionProblems(s) {
  const e = s.election;
  if (e === null) return [];
  const out = [];
  for (const x of Object.values(e.commits)) if (x !== null && x.candidate !== 0 && x.candidate !== 1) out.push(`a commitment to candidate ${x.candidate} (8.1)`);
  if (e.rolls.some((r) => r < 1 || r > 6) || e.rolls.length > 2) out.push(`election rolls ${e.rolls.join()} (8.1)`);
  return out;
}
function taskProblems(s) {
  const b = board(s);
  const out = [];
  const known = {
    city: (x) => b.city.has(x),
    from: (x) => b.city.has(x),
    state: (x) => b.citiesOf.has(x),
    leader: (x) => b.leader.has(x),
    card: (x) => b.card.has(x)
  };
  const closing = s.tasks.filter((t) => t.kind === "yearEnd" || t.kind === "nextYear").length;
  const bottom = _optionalChain([s, 'access', _10 => _10.tasks, 'access', _11 => _11[0], 'optionalAccess', _12 => _12.kind]);
  if (s.outcome === null && (closing !== 1 || bottom !== "yearEnd" && bottom !== "nextYear")) out.push("the task stack must hold the year's closing task at its bottom, and only there");
  if (s.outcome !== null && s.tasks.length > 0) out.push("the game has an outcome, but tasks are pending");
  for (const t of s.tasks) {
    for (const [field, v] of Object.entries(t)) {
      if (typeof v === "string" && known[field] && !known[field](v)) out.push(`a ${t.kind} task names an unknown ${field} ${v}`);
      if (typeof v === "number" && v < 0) out.push(`a ${t.kind} task has ${field} ${v}`);
    }
    if (t.kind === "cityAct") {
      for (const c of [...t.done, ...Object.keys(t.arrived)]) if (!b.city.has(c)) out.push(`a cityAct task names an unknown city ${c}`);
    }
  }
  return out;
}

// src/games/free-at-last-1955/rules/updates.ts
function put(ctx, key, value2) {
  if (ctx.state[key] !== value2) ctx.draft()[key] = value2;
}
function change(ctx, key, f) {
  put(ctx, key, f(ctx.state[key]));
}
function changeCity(ctx, city3, f) {
  change(ctx, "cities", (cities4) => _chunk3UZP6QSXcjs.set.call(void 0, cities4, city3, f(cities4[city3])));
}
function addUnits(ctx, city3, unit3, n5) {
  if (n5 === 0) return;
  changeCity(ctx, city3, (c) => _chunk3UZP6QSXcjs.setIn.call(void 0, c, ["u", unit3], c.u[unit3] + n5));
  change(ctx, "supply", (sup) => _chunk3UZP6QSXcjs.set.call(void 0, sup, unit3, sup[unit3] - n5));
}
function moveUnits(ctx, from, to, unit3, n5 = 1) {
  changeCity(ctx, from, (c) => _chunk3UZP6QSXcjs.setIn.call(void 0, c, ["u", unit3], c.u[unit3] - n5));
  changeCity(ctx, to, (c) => _chunk3UZP6QSXcjs.setIn.call(void 0, c, ["u", unit3], c.u[unit3] + n5));
}
function addKlan(ctx, state) {
  if (ctx.state.supply.K <= 0) return false;
  change(ctx, "klan", (k) => _chunk3UZP6QSXcjs.set.call(void 0, k, state, (_nullishCoalesce(k[state], () => ( 0))) + 1));
  change(ctx, "supply", (sup) => _chunk3UZP6QSXcjs.set.call(void 0, sup, "K", sup.K - 1));
  return true;
}
function changeLeader(ctx, leader2, f) {
  change(ctx, "leaders", (ls) => _chunk3UZP6QSXcjs.set.call(void 0, ls, leader2, f(ls[leader2])));
}
function advanceFreedom(ctx, n5, why) {
  put(ctx, "freedom", ctx.state.freedom + n5);
  ctx.emit({ type: "freedom", by: n5, now: ctx.state.freedom, why });
}
function moveNonviolence(ctx, n5, why) {
  const max = board(ctx.state).set.counts.nonviolenceMax;
  const now = Math.max(0, Math.min(max, ctx.state.nonviolence + n5));
  if (now === ctx.state.nonviolence) return;
  put(ctx, "nonviolence", now);
  ctx.emit({ type: "nonviolence", by: n5, now, why });
}
function addToHand(ctx, side, card4) {
  change(ctx, "hands", (h) => _chunk3UZP6QSXcjs.set.call(void 0, h, side, [...h[side], card4].sort()));
}
function takeFromHand(ctx, side, card4) {
  change(ctx, "hands", (h) => _chunk3UZP6QSXcjs.set.call(void 0, h, side, without(h[side], card4)));
}
function without(list, item) {
  const i = list.indexOf(item);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}
function pile(ctx, key, card4) {
  change(ctx, key, (p) => [...p, card4]);
}
function perSide(o, side, f) {
  return _chunk3UZP6QSXcjs.update.call(void 0, o, side, f);
}

// src/games/free-at-last-1955/rules/recruitment.ts
function recruits(s, side, ops) {
  const table = board(s).set.counts.recruitment[side];
  const row = table[Math.min(ops, table.length) - 1];
  return Object.entries(row).filter(([, n5]) => n5 > 0).map(([unit3, n5]) => ({ kind: "place", seat: side, unit: unit3, left: n5, state: null }));
}
function placeOptions(s, t) {
  if (t.left <= 0 || s.supply[t.unit] <= 0) return [];
  const b = board(s);
  const cities4 = t.state === null ? b.cityNames : _nullishCoalesce(b.citiesOf.get(t.state), () => ( []));
  return cities4.filter((c) => hasRoom(s, c, sideOfUnit(t.unit))).map((city3) => ({ type: "city", city: city3 }));
}
var recruitmentTasks = {
  place: {
    decider: (s, t) => placeOptions(s, t).length > 0 ? t.seat : "auto",
    actions: placeOptions,
    answer(ctx, t, a) {
      if (a.type !== "city") return;
      addUnits(ctx, a.city, t.unit, 1);
      ctx.emit({ type: "placed", seat: t.seat, unit: t.unit, city: a.city });
      if (t.left <= 1) ctx.pop();
      else ctx.replaceTop({ ...t, left: t.left - 1 });
    },
    run: (ctx) => ctx.pop(),
    prompt: (_s, t) => `${sideName(t.seat)}: place a ${t.unit} unit (${t.left} left) in a city${t.state ? ` of ${t.state}` : ""} (6.1, 3.3)`,
    explain: () => ({ reason: "Units are placed from the supply in a city with room for them (at most 10 units per side)", rule: "3.3" })
  }
};

// src/games/free-at-last-1955/rules/leader-activation.ts
function activationCost(s, leader2) {
  return Math.min(3, s.leaders[leader2].activations + 1);
}
function reach(s, leader2) {
  const b = board(s);
  const l = b.leader.get(leader2);
  const here = s.leaders[leader2].city;
  const cities4 = l.side === "civilRights" && l.scope === "national" ? b.cityNames : b.citiesOf.get(l.state);
  return cities4.filter((c) => c !== here);
}
function attacks(s, leader2) {
  const l = board(s).leader.get(leader2);
  const city3 = s.leaders[leader2].city;
  const c = s.cities[city3];
  if (l.side === "civilRights") return ["S", "A", "V"].filter((g) => !c.m[g]).map((goal) => ({ type: "attack", goal }));
  return stateOf(s, city3) === l.state && !isFree(s, city3) && c.u.B + c.u.S + c.u.N > 0 ? [{ type: "attack", goal: null }] : [];
}
function escorts(s, t) {
  if (t.left <= 0) return [];
  const l = board(s).leader.get(t.leader);
  const to = s.leaders[t.leader].city;
  const crossing = stateOf(s, to) !== stateOf(s, t.from);
  if (!hasRoom(s, to, l.side)) return [];
  return cityUnitsOf(l.side).filter((u) => s.cities[t.from].u[u] > 0 && (!crossing || crossesStates(u))).map((unit3) => ({ type: "bring", unit: unit3 }));
}
function options(s, t) {
  if (t.stage === "move") return [{ type: "stay" }, ...reach(s, t.leader).map((city3) => ({ type: "city", city: city3 }))];
  if (t.stage === "escort") return [...escorts(s, t), { type: "done" }];
  return [...attacks(s, t.leader), { type: "done" }];
}
var leaderActivationTasks = {
  activation: {
    decider: (s, t) => board(s).leader.get(t.leader).side,
    actions: options,
    answer(ctx, t, a) {
      const side = board(ctx.state).leader.get(t.leader).side;
      if (a.type === "stay") return ctx.replaceTop({ ...t, stage: "attack" });
      if (a.type === "city") {
        changeLeader(ctx, t.leader, (l) => ({ ...l, city: a.city }));
        ctx.emit({ type: "leaderMoved", leader: t.leader, from: t.from, to: a.city });
        return ctx.replaceTop({ ...t, stage: "escort" });
      }
      if (a.type === "bring") {
        const to = ctx.state.leaders[t.leader].city;
        moveUnits(ctx, t.from, to, a.unit);
        ctx.emit({ type: "moved", seat: side, unit: a.unit, from: t.from, to });
        return ctx.replaceTop({ ...t, left: t.left - 1 });
      }
      if (a.type === "done" && t.stage === "escort") return ctx.replaceTop({ ...t, stage: "attack" });
      ctx.pop();
      if (a.type === "attack") ctx.push({ kind: "confront", attacker: side, leader: t.leader, city: ctx.state.leaders[t.leader].city, goal: a.goal });
    },
    prompt(s, t) {
      const who2 = `${sideName(board(s).leader.get(t.leader).side)}: ${t.leader}`;
      if (t.stage === "move") return `${who2} is activated: move to a city, or stay (6.2)`;
      if (t.stage === "escort") return t.left > 0 ? `${who2}: bring a unit from ${t.from} (${t.left} more at most), or done (4.2)` : `${who2}: no more units may come from ${t.from}: done (4.2)`;
      return `${who2}: attack ${s.leaders[t.leader].city} (a protest names its goal), or done (7.1)`;
    },
    explain(_s, t, a) {
      if (a.type === "city") return { reason: "Segregationist and statewide leaders move only within their state; national leaders anywhere", rule: "6.2" };
      if (a.type === "bring") return { reason: "Only units that started in his city, up to his leadership rating; B, P and W units do not cross state lines", rule: "4.2" };
      if (a.type === "attack") return { reason: "A protest names a goal not yet won in the city; a mass arrest needs civil rights units there, in his state, and not in a free city", rule: t.stage === "attack" ? "7.1" : "6.2" };
      return void 0;
    }
  }
};

// src/games/free-at-last-1955/rules/plays.ts
function mover(s) {
  return s.actionsLeft[s.onMove] > 0 ? s.onMove : other(s.onMove);
}
function eventPlayable(s, side, card4) {
  const c = board(s).card.get(card4);
  const color = side === "civilRights" ? "red" : "blue";
  return (c.color === color || c.color === "black") && s.year >= c.year;
}
var opsOf = (s, card4) => card4 === null ? 1 : board(s).card.get(card4).ops;
function playsWith(s, side, card4) {
  const ops = opsOf(s, card4);
  const b = board(s);
  const out = [{ type: "recruit", card: card4 }, { type: "cities", card: card4 }];
  for (const leader2 of b.leaderNames) {
    if (b.leader.get(leader2).side === side && s.leaders[leader2].city !== null && activationCost(s, leader2) <= ops) out.push({ type: "activate", card: card4, leader: leader2 });
  }
  if (card4 !== null && eventPlayable(s, side, card4)) out.push({ type: "event", card: card4 });
  return out;
}
function opsWithBonus(ctx, side, card4) {
  const ops = opsOf(ctx.state, card4);
  if (side !== "civilRights" || ctx.state.opsBonus === 0) return ops;
  const bonus = ctx.state.opsBonus;
  put(ctx, "opsBonus", 0);
  ctx.emit({ type: "opsBonus", used: bonus });
  return ops + bonus;
}
var playTasks = {
  plays: {
    decider: (s) => s.actionsLeft.civilRights + s.actionsLeft.segregationist > 0 ? mover(s) : "auto",
    actions(s) {
      const side = mover(s);
      return [...s.hands[side].flatMap((card4) => playsWith(s, side, card4)), ...playsWith(s, side, null), { type: "pass" }];
    },
    answer(ctx, _t, a) {
      const side = mover(ctx.state);
      change(ctx, "actionsLeft", (left) => ({ ...left, [side]: left[side] - 1 }));
      const rest = ctx.state.actionsLeft[other(side)];
      put(ctx, "onMove", rest > 0 ? other(side) : side);
      if (a.type === "pass") return void ctx.emit({ type: "pass", seat: side });
      if (a.type !== "recruit" && a.type !== "cities" && a.type !== "activate" && a.type !== "event") return;
      const card4 = a.card;
      if (card4 !== null) {
        takeFromHand(ctx, side, card4);
        pile(ctx, a.type === "event" && board(ctx.state).card.get(card4).color !== "black" ? "removed" : "discard", card4);
      }
      ctx.emit({ type: "play", seat: side, card: card4, use: a.type, ...a.type === "activate" ? { leader: a.leader } : {} });
      const tasks = [];
      if (a.type === "recruit") tasks.push(...recruits(ctx.state, side, opsWithBonus(ctx, side, card4)));
      if (a.type === "cities") tasks.push({ kind: "cityAct", seat: side, left: opsWithBonus(ctx, side, card4), done: [], city: null, arrived: {} });
      if (a.type === "activate") {
        const at = ctx.state.leaders[a.leader];
        change(ctx, "leaders", (ls) => ({ ...ls, [a.leader]: { ...at, activations: at.activations + 1 } }));
        tasks.push({ kind: "activation", leader: a.leader, stage: "move", from: at.city, left: board(ctx.state).leader.get(a.leader).leadership });
      }
      if (a.type === "event") tasks.push({ kind: "event", seat: side, card: a.card, effects: board(ctx.state).card.get(a.card).effects, next: 0 });
      ctx.push(...tasks);
    },
    run: (ctx) => ctx.pop(),
    ask: (s) => ({ decision: "plays", year: s.year, actionsLeft: s.actionsLeft[mover(s)] }),
    prompt: (s) => `${sideName(mover(s))}: play a card (recruit, activate a leader or cities, event), take the free 1-Ops action, or pass \u2014 ${s.actionsLeft[mover(s)]} actions left in ${s.year} (5.2)`,
    explain(s, _t, a) {
      const side = mover(s);
      if ((a.type === "recruit" || a.type === "cities" || a.type === "activate" || a.type === "event") && a.card !== null && !s.hands[side].includes(a.card)) return { reason: `${a.card} is not in your hand`, rule: "6.0" };
      if (a.type === "event") return { reason: "Events are played by their side (red: civil rights, blue: segregationist, black: either) and not before their year", rule: "6.4" };
      if (a.type === "activate") return { reason: "A leader on the board costs 1, 2, then 3 Ops for his first, second and later activations of the year", rule: "4.1" };
      return void 0;
    }
  }
};

// src/games/free-at-last-1955/describe-event.ts
var SIDE = { civilRights: "civil rights", segregationist: "segregationist" };
var GOAL = { S: "school integration", A: "public accommodations", V: "voting rights" };
function crtLine(v) {
  const l = v;
  const roll = l.modifier === 0 ? `roll ${l.total}` : `roll ${l.total - l.modifier}${l.modifier > 0 ? "+" : ""}${l.modifier} = ${l.total}`;
  return `${l.factors} factors, column ${l.column + 1}, ${roll}: ${l.losses} ${l.losses === 1 ? "loss" : "losses"} inflicted`;
}
function describeEvent(e) {
  const side = (x) => _nullishCoalesce(SIDE[String(x)], () => ( String(x)));
  switch (e.type) {
    case "year":
      return `The year ${String(e.year)} begins`;
    case "drew":
      return `The ${side(e.seat)} player draws a card`;
    case "reshuffle":
      return `The discard pile becomes the deck (${String(e.cards)} cards)`;
    case "play":
      return `The ${side(e.seat)} player ${e.card === null ? "takes the free 1-Ops action" : `plays ${String(e.card)}`} to ${String(e.use)}${e.leader ? ` ${String(e.leader)}` : ""}`;
    case "pass":
      return `The ${side(e.seat)} player holds`;
    case "placed":
      return `A ${String(e.unit)} unit is placed in ${String(e.city)}`;
    case "removed":
      return `A ${String(e.unit)} unit is removed from ${String(e.city)}`;
    case "moved":
      return `A ${String(e.unit)} unit moves from ${String(e.from)} to ${String(e.to)}`;
    case "leaderMoved":
      return `${String(e.leader)} moves from ${String(e.from)} to ${String(e.to)}`;
    case "confrontation":
      return `${String(e.leader)} leads a ${String(e.kind)} in ${String(e.city)}${e.goal ? ` for ${GOAL[String(e.goal)]}` : ""}`;
    case "confrontationWon":
      return e.winner === "tie" ? `The confrontation in ${String(e.city)} is a tie: both sides lose` : `The ${side(e.winner)} player wins the confrontation in ${String(e.city)}`;
    case "freedom":
      return `The Freedom Track advances to ${String(e.now)} (${String(e.why)})`;
    case "nonviolence":
      return `Non-violence moves to ${String(e.now)} (${String(e.why)})`;
    case "marker":
      return `${_chunk3YMKZICEcjs.capitalized.call(void 0, _chunk3YMKZICEcjs.withArticle.call(void 0, String(e.goal)))} marker is placed in ${String(e.city)}`;
    case "freeCity":
      return `${String(e.city)} is a free city: reward ${String(e.reward)} ${String(e.n)}`;
    case "confrontationCard":
      return `The ${side(e.seat)} player plays ${String(e.card)} as a confrontation card`;
    case "media":
      return "The attacker asks for national media attention";
    case "mediaRoll":
      return `Media roll ${String(e.face)}: ${String(e.result)} attention`;
    case "confrontationRoll":
      return `The ${side(e.seat)} player rolls ${String(e.face)}`;
    case "crt":
      return `Confrontation Results Table: civil rights ${crtLine(e.civilRights)}; segregationist ${crtLine(e.segregationist)}`;
    case "loss":
      return `The ${side(e.seat)} player loses a ${String(e.unit)} unit in ${String(e.city)}`;
    case "avoidAttempt":
      return `${String(e.leader)} tries to avoid the confrontation`;
    case "avoidRoll":
      return `Avoidance roll ${String(e.face)} against ${String(e.rating)}: ${e.success ? "avoided" : "failed"}`;
    case "avoided":
      return `The ${side(e.seat)} player avoids the confrontation, moving from ${String(e.from)} to ${String(e.to)}`;
    case "klanAttack":
      return `The Klan strikes at ${String(e.leader)}: ${String(e.face)} (needs ${String(e.need)}) \u2014 ${e.eliminated ? "he is eliminated" : "he survives"}`;
    case "klan":
      return `A K unit is added in ${String(e.state)}`;
    case "entrench":
      return `Entrenchment in ${String(e.city)}: ${e.success ? "an E marker is placed" : "failed"}`;
    case "entrenchmentLost":
      return `${String(e.city)} loses its E marker (no W units left)`;
    case "noStronghold":
      return `${String(e.city)} is no longer a stronghold`;
    case "freedomEventOpen":
      return `Freedom Event ${String(e.event)} is opened`;
    case "freedomEventWon":
      return `Freedom Event won: ${String(e.name)}`;
    case "discarded":
      return `The ${side(e.seat)} player discards ${String(e.card)}`;
    case "committed":
      return `The ${side(e.seat)} player commits a card face down`;
    case "revealed":
      return `The ${side(e.seat)} player revealed ${String(e.card)} for ${String(e.candidate)}`;
    case "electionRoll":
      return `${String(e.candidate)} rolls ${String(e.face)}`;
    case "electionTie":
      return "The election is tied: both roll again";
    case "cityActivated":
      return `The ${side(e.seat)} player activates ${String(e.city)}`;
    case "ability":
      return `${String(e.leader)} uses his special ability (+${String(e.drm)})`;
    case "opsBonus":
      return `The free-city Ops bonus (+${String(e.used)}) is used`;
    case "elected":
      return `${String(e.name)} wins the election`;
    case "gameOver":
      return `Game over: ${String(e.reason)}`;
    default:
      return void 0;
  }
}

// src/games/free-at-last-1955/describe.ts
function who(s) {
  const t = s.tasks[s.tasks.length - 1];
  if (t === void 0) return "nobody";
  if ("seat" in t && typeof t.seat === "string") return SIDE[t.seat];
  if ("seats" in t && t.seats.length > 0) return SIDE[t.seats[0]];
  if ("side" in t) return SIDE[t.side];
  if (t.kind === "plays") return SIDE[mover(s)];
  if (t.kind === "activation") return SIDE[board(s).leader.get(t.leader).side];
  if (t.kind === "klanPlace" || t.kind === "entrenchPick") return SIDE.segregationist;
  if (s.conf !== null) return SIDE[s.conf.attacker === "civilRights" ? "segregationist" : "civilRights"];
  return "the player";
}
var using = (card4) => card4 === null ? "the free 1-Ops action" : card4;
function describeAction(s, a) {
  const p = who(s);
  switch (a.type) {
    case "recruit":
      return `${p} recruits with ${using(a.card)}`;
    case "activate":
      return `${p} activates ${a.leader} with ${using(a.card)}`;
    case "cities":
      return `${p} activates cities with ${using(a.card)}`;
    case "event":
      return `${p} plays ${a.card} as an event`;
    case "pass":
      return `${p} holds (passes an action)`;
    case "city":
      return `${p} chooses ${a.city}`;
    case "state":
      return `${p} chooses ${a.state}`;
    case "move":
      return `${p} moves a ${a.unit} unit to ${a.to}`;
    case "bring":
      return `${p} brings a ${a.unit} unit along`;
    case "stay":
      return `${p} stays in place`;
    case "attack":
      return a.goal === null ? `${p} makes a mass arrest` : `${p} protests for ${GOAL[a.goal]}`;
    case "leader":
      return `${p} has ${a.leader} defend`;
    case "avoid":
      return `${p} tries to avoid the confrontation${a.ability ? " with the leader\u2019s ability" : ""}`;
    case "media":
      return `${p} asks for national media attention`;
    case "card":
      return `${p} plays ${a.card} as a confrontation card`;
    case "ability":
      return `${p} uses the leader\u2019s special ability`;
    case "loss":
      return `${p} loses a ${a.unit} unit`;
    case "entrench":
      return `${p} tries to entrench the city`;
    case "discard":
      return `${p} discards ${a.card}`;
    case "commit":
      return `${p} commits a card face down to candidate ${a.candidate}`;
    case "done":
      return `${p} is done`;
    case "die":
      return `a ${a.face} is rolled`;
    case "draw":
      return `${a.card} is drawn`;
  }
}

// src/games/free-at-last-1955/event-schema.ts


// src/games/free-at-last-1955/schema.ts


// src/games/free-at-last-1955/task-schema.ts

var n2 = z2.number().int();
var city = z2.string();
var task = (kind, fields) => z2.object({ kind: z2.literal(kind), ...fields });
var units = z2.object({ B: n2, S: n2, N: n2, P: n2, W: n2 });
var taskSchema = z2.discriminatedUnion("kind", [
  // 5.0 the year (rules/year.ts)
  task("year", {}),
  task("draw", { seat: sideSchema, left: n2.nullable() }),
  task("plays", {}),
  task("yearEnd", {}),
  task("discard", { seats: z2.array(sideSchema) }),
  task("yearChecks", {}),
  task("nextYear", {}),
  // 6 strategy cards (rules/recruitment.ts, events.ts, city-activation.ts, leader-activation.ts)
  task("place", { seat: sideSchema, unit: unitSchema.exclude(["K"]), left: n2, state: z2.string().nullable() }),
  task("removeUnits", { seat: sideSchema, unit: unitSchema.exclude(["K"]), left: n2 }),
  task("klanPlace", { left: n2 }),
  task("entrenchPick", { left: n2 }),
  task("event", { seat: sideSchema, card: z2.string(), effects: z2.array(effectSchema), next: n2 }),
  task("cityAct", { seat: sideSchema, left: n2, done: z2.array(city), city: city.nullable(), arrived: z2.record(z2.string(), units) }),
  task("entrenchRoll", { city }),
  task("activation", { leader: z2.string(), stage: z2.enum(["move", "escort", "attack"]), from: city, left: n2 }),
  // 7 confrontations (rules/confrontation.ts, avoidance.ts, losses.ts, leader-elimination.ts)
  task("confront", { attacker: sideSchema, leader: z2.string(), city, goal: goalSchema.nullable() }),
  task("confLeader", {}),
  task("confAvoid", {}),
  task("avoidRoll", { bonus: n2 }),
  task("avoidMove", {}),
  task("confCards", { seats: z2.array(sideSchema) }),
  task("mediaRoll", {}),
  task("confRoll", { side: sideSchema }),
  task("klanRoll", { state: z2.string() }),
  task("confResolve", {}),
  task("losses", { side: sideSchema, left: n2 }),
  task("confEnd", {}),
  // 10.0.1 free cities (rules/free-cities.ts)
  task("freeCity", { city }),
  // 8 elections (rules/elections.ts)
  task("commit", { seats: z2.array(sideSchema) }),
  task("electionRoll", { i: n2 }),
  task("electionResolve", {})
]);

// src/games/free-at-last-1955/schema.ts
var n3 = z3.number().int();
var perSide2 = (t) => z3.object({ civilRights: t, segregationist: t });
var chanceQuestionSchema = z3.union([
  z3.strictObject({ chance: z3.literal("draw"), deck: z3.literal("strategy"), for: sideSchema }),
  z3.strictObject({ chance: z3.literal("die"), die: z3.literal("media"), city: z3.string() }),
  z3.strictObject({ chance: z3.literal("die"), die: z3.literal("confrontation"), for: sideSchema, city: z3.string() }),
  z3.strictObject({ chance: z3.literal("die"), die: z3.literal("avoidance"), for: sideSchema, city: z3.string(), bonus: n3 }),
  z3.strictObject({ chance: z3.literal("die"), die: z3.literal("klan"), leader: z3.string(), state: z3.string() }),
  z3.strictObject({ chance: z3.literal("die"), die: z3.literal("entrenchment"), for: z3.literal("segregationist"), city: z3.string() }),
  z3.strictObject({ chance: z3.literal("die"), die: z3.literal("election"), candidate: z3.string() })
]);
var configSchema = z3.strictObject({
  chance: z3.enum(["auto", "manual"]).default("auto"),
  /** A component set of your own (see components.md); the reference set when absent. */
  components: componentSetSchema.optional()
});
var cityUnitsSchema = z3.object({
  /** 3.2.1 B units (Blacks): civil rights protesters. */
  B: n3,
  /** 3.2.2 S units (Students, SNCC): cross state lines. */
  S: n3,
  /** 3.2.3 N units (Northern Whites): cross state lines. */
  N: n3,
  /** 3.1.1 P units (Police): the state and local authorities. */
  P: n3,
  /** 3.1.2 W units (Whites): Citizens Councils and supporters of segregation. */
  W: n3
});
var cityStateSchema = z3.object({
  /** The units in the city, by kind (strength factors). */
  u: cityUnitsSchema,
  /** 2.1 Integration markers: S, A, V. */
  m: z3.object({ S: z3.boolean(), A: z3.boolean(), V: z3.boolean() }),
  /** 6.3.2 E marker (entrenched political power). */
  e: z3.boolean(),
  /** 2.3.1 No Stronghold marker. */
  ns: z3.boolean()
});
var leaderStateSchema = z3.object({
  /** Where he is; null once eliminated (9.0). */
  city: z3.string().nullable(),
  /** 4.1 Activations this year. */
  activations: n3,
  /** 4.4 His special ability is spent (for this year or this game, as its chart entry says). */
  used: z3.boolean()
});
var confrontationSchema = z3.object({
  attacker: sideSchema,
  city: z3.string(),
  /** 7.1 step 1: the goal of a protest; null for a mass arrest. */
  goal: goalSchema.nullable(),
  leader: z3.string(),
  defLeader: z3.string().nullable(),
  /** 7.1.1 The attacker asked for a media roll; its result once rolled. */
  media: z3.boolean(),
  mediaResult: z3.enum(["low", "normal", "high"]).nullable(),
  /** 7.2.2 The defender tried to avoid it and failed. */
  avoidFailed: z3.boolean(),
  /** 6.5 The confrontation cards played in this confrontation. */
  cards: perSide2(z3.array(z3.string())),
  /** 4.4 Special ability die modifiers used. */
  abilities: perSide2(n3),
  rolls: perSide2(n3.nullable()),
  /** Losses each side inflicted (7.1 step 6). */
  inflicted: perSide2(n3).nullable()
});
var stateSchema = z3.object({
  rng: z3.array(n3),
  chance: z3.enum(["auto", "manual"]),
  components: componentSetSchema.nullable(),
  year: n3,
  cities: z3.record(z3.string(), cityStateSchema),
  /** 9.0 K units per state. */
  klan: z3.record(z3.string(), n3),
  supply: z3.record(unitSchema, n3),
  leaders: z3.record(z3.string(), leaderStateSchema),
  /** 2.4 Freedom Track. */
  freedom: n3,
  /** 2.5 Non-violence Commitment Track: 0 is Non-violence Abandoned. */
  nonviolence: n3,
  /** 2.6, 10.2 Freedom Events: opened by their card, won by their protest. */
  freedomEvents: z3.record(z3.string(), z3.enum(["open", "won"])),
  /** 8.2 The President whose ratings are the political climate. */
  climate: candidateSchema,
  hands: perSide2(z3.array(z3.string())),
  deck: z3.array(z3.string()),
  discard: z3.array(z3.string()),
  /** Cards out of the game (red/blue events 6.4, spent confrontation cards 6.5). */
  removed: z3.array(z3.string()),
  /** 6.5 Confrontation cards kept in front of their owner. */
  inFront: perSide2(z3.array(z3.string())),
  /** 5.2 Actions left this year. */
  actionsLeft: perSide2(n3),
  onMove: sideSchema,
  /** 10.0.1 Free-city Ops bonus waiting for the next card played for Ops. */
  opsBonus: n3,
  /** 2.5 We Shall Overcome is in effect this year. */
  overcome: z3.boolean(),
  conf: confrontationSchema.nullable(),
  /** 8.1 The election under way: each side's face-down card and candidate, the dice. */
  election: z3.object({
    commits: perSide2(z3.object({ card: z3.string(), candidate: n3 }).nullable()),
    rolls: z3.array(n3)
  }).nullable(),
  tasks: z3.array(taskSchema),
  outcome: z3.object({
    code: z3.enum(["decisive-civil-rights", "marginal-civil-rights", "marginal-segregationist", "decisive-segregationist", "movement-eliminated", "nonviolence-abandoned"]),
    winner: sideSchema,
    points: n3.nullable(),
    reason: z3.string()
  }).nullable()
});
var card2 = z3.string();
var unit = unitSchema.exclude(["K"]);
var actionSchema = z3.discriminatedUnion("type", [
  z3.strictObject({ type: z3.literal("recruit"), card: card2.nullable() }).meta({ section: "6.1", description: "One of the side's 6 actions of the year: recruit units with the card's Ops (card null: the free 1-Ops action of 5.2)." }),
  z3.strictObject({ type: z3.literal("activate"), card: card2.nullable(), leader: z3.string() }).meta({ section: "6.2", description: "One of the side's actions: activate one of its leaders on the map with enough Ops for his activations this year (card null: 1 Ops)." }),
  z3.strictObject({ type: z3.literal("cities"), card: card2.nullable() }).meta({ section: "6.3", description: "One of the side's actions: activate as many cities as the card's Ops (card null: 1 Ops)." }),
  z3.strictObject({ type: z3.literal("event"), card: card2 }).meta({ section: "6.4", description: "One of the side's actions: play a card of its colour or black as an event, not before the card's year." }),
  z3.strictObject({ type: z3.literal("pass") }).meta({ section: "6.6", description: "One of the side's actions: spend it without playing a card (the cards are held)." }),
  z3.strictObject({ type: z3.literal("city"), city: z3.string() }).meta({ section: "6.1\u20136.3", description: "When a city is asked for: where recruits or an event's units go, which city to activate, where the leader moves, where avoiding units retreat (7.2.1)." }),
  z3.strictObject({ type: z3.literal("state"), state: z3.string() }).meta({ section: "9.0", description: "When an event or a failed leader elimination adds a K unit: the state it goes to." }),
  z3.strictObject({ type: z3.literal("move"), unit, to: z3.string() }).meta({ section: "6.3.1", description: "In an activated city: one unit moves to a city within its range." }),
  z3.strictObject({ type: z3.literal("bring"), unit }).meta({ section: "4.2", description: "When an activated leader moves: one more unit of his city goes with him, up to his leadership rating." }),
  z3.strictObject({ type: z3.literal("stay") }).meta({ section: "6.2", description: "When an activated leader may move: he stays in his city." }),
  z3.strictObject({ type: z3.literal("attack"), goal: goalSchema.nullable() }).meta({ section: "7.1", description: "After an activated leader moves, if the other side has units in his city: a protest with its goal (civil rights) or a mass arrest (goal null)." }),
  z3.strictObject({ type: z3.literal("leader"), leader: z3.string() }).meta({ section: "3.3", description: "When the defender has several leaders in the attacked city: the one who defends." }),
  z3.strictObject({ type: z3.literal("avoid"), ability: z3.boolean() }).meta({ section: "7.2.1", description: "When a confrontation is declared, before cards or dice: the defender tries to avoid it (with his leader's 4.4 ability if true)." }),
  z3.strictObject({ type: z3.literal("media") }).meta({ section: "7.1.1", description: "In a confrontation, once: the attacker asks for a national media roll." }),
  z3.strictObject({ type: z3.literal("card"), card: card2 }).meta({ section: "6.5", description: "In a confrontation: either side plays a held card as a confrontation card." }),
  z3.strictObject({ type: z3.literal("ability") }).meta({ section: "4.4", description: "In a confrontation: use the special ability of the side's leader, if ready." }),
  z3.strictObject({ type: z3.literal("loss"), unit }).meta({ section: "7.1", description: "After the confrontation roll: the losing units are chosen one at a time (W before P allowed, never K)." }),
  z3.strictObject({ type: z3.literal("entrench") }).meta({ section: "6.3.2", description: "In a city the segregationist activated: its W units try to entrench instead of moving." }),
  z3.strictObject({ type: z3.literal("discard"), card: card2 }).meta({ section: "6.6", description: "At the end of the year: discard an unplayed card." }),
  z3.strictObject({ type: z3.literal("commit"), card: card2, candidate: n3.min(0).max(1) }).meta({ section: "8.1", description: "After the 1956, 1960 and 1964 turns: commit a held card face down to a candidate." }),
  z3.strictObject({ type: z3.literal("done") }).meta({ section: "5.2", description: "Whenever a question may be left: no (more) moves, cards, units, discards, attack, avoidance or commitment." }),
  z3.strictObject({ type: z3.literal("die"), face: n3.min(1).max(6) }).meta({ section: "7.1", description: "Chance (manual mode): a die roll (media, confrontation, avoidance, entrenchment, elections, the Klan)." }),
  z3.strictObject({ type: z3.literal("draw"), card: card2 }).meta({ section: "5.1", description: "Chance (manual mode): the card drawn from the deck." })
]);
var viewSchema = z3.object({
  /** The seat whose view this is (`civilRights`, `segregationist`), or null for a spectator. */
  seat: z3.string().nullable(),
  /** The year being played, 1955–1965 (5.0). */
  year: n3,
  /** The seat that decides now; null once the game is over. */
  toMove: z3.string().nullable(),
  /** What is being asked now, in words. */
  prompt: z3.string(),
  /** Each city by name: its units (`u`), Integration markers (`m`), E marker (`e`) and No Stronghold marker (`ns`). */
  cities: stateSchema.shape.cities,
  /** 9.0 K units per state. */
  klan: stateSchema.shape.klan,
  /** Units not on the map, by kind (B, S, N, P, W, K). */
  supply: stateSchema.shape.supply,
  /** Each leader by name: his city (null once eliminated), activations this year, ability spent. */
  leaders: stateSchema.shape.leaders,
  /** 2.4 The Freedom Track's position. */
  freedom: n3,
  /** 2.5 The Non-violence Commitment Track's position (0: Non-violence Abandoned). */
  nonviolence: n3,
  /** 10.2 Each Freedom Event by id: open or won. */
  freedomEvents: stateSchema.shape.freedomEvents,
  /** 8.2 The President whose ratings are the political climate. */
  climate: candidateSchema,
  /** The seat's own hand (empty for a spectator). */
  hand: z3.array(z3.string()),
  /** How many cards each side holds. */
  handSizes: perSide2(n3),
  /** How many cards are left in the deck (its order is hidden). */
  deckSize: n3,
  /** The discard pile. */
  discard: z3.array(z3.string()),
  /** Cards out of the game (red/blue events 6.4, spent confrontation cards 6.5). */
  removed: z3.array(z3.string()),
  /** 6.5 Confrontation cards kept in front of their owner, per side. */
  inFront: stateSchema.shape.inFront,
  /** 5.2 Actions left this year, per side. */
  actionsLeft: stateSchema.shape.actionsLeft,
  /** The side whose action it is this year (civil rights moves first). */
  onMove: sideSchema,
  /** 10.0.1 Free-city Ops bonus waiting for the next card played for Ops. */
  opsBonus: n3,
  /** 2.5 We Shall Overcome is in effect this year. */
  overcome: z3.boolean(),
  /** 7.0 The confrontation under way (its city, leaders, cards, dice), or null. */
  conf: stateSchema.shape.conf,
  /** 8.1 Who has committed a card face down; the seat's own commitment. */
  election: z3.object({ committed: perSide2(z3.boolean()), own: z3.object({ card: z3.string(), candidate: n3 }).nullable(), rolls: z3.array(n3) }).nullable(),
  /** The legal actions of the seat whose view this is (empty when it is not to move). */
  legal: z3.array(actionSchema),
  /** What is being asked now, as data (`ask`: public, the same for every seat); null once the game is over. */
  ask: z3.union([chanceQuestionSchema, _chunkVUZDBBJQcjs.decisionQuestionSchema]).nullable(),
  /** The game's component set when the config gave one (public); null for the reference set. */
  components: componentSetSchema.nullable(),
  /** The end of the game: its code, the winner, the points and the reason; null while it runs. */
  outcome: stateSchema.shape.outcome
});

// src/games/free-at-last-1955/event-schema.ts
var n4 = z4.number().int();
var city2 = z4.string();
var leader = z4.string();
var card3 = z4.string();
var unit2 = unitSchema.exclude(["K"]);
var crtLine2 = z4.strictObject({
  /** The side's total strength factors. */
  factors: n4,
  /** The CRT column (0-based). */
  column: n4,
  /** The die modifier (leaders, cards, media). */
  modifier: n4,
  /** The modified roll. */
  total: n4,
  /** The losses this side inflicts. */
  losses: n4
});
var eventSchema = z4.discriminatedUnion("type", [
  z4.strictObject({ type: z4.literal("year"), year: n4 }).meta({ section: "5.0", description: "A new year begins." }),
  z4.strictObject({ type: z4.literal("drew"), seat: sideSchema }).meta({ section: "5.1", description: "A side draws a Strategy card (which one only its own view shows)." }),
  z4.strictObject({ type: z4.literal("reshuffle"), cards: n4 }).meta({ section: "5.1", description: "The discard pile becomes the deck (`cards` in it)." }),
  z4.strictObject({ type: z4.literal("play"), seat: sideSchema, card: card3.nullable(), use: z4.enum(["recruit", "activate", "cities", "event"]), leader: leader.optional() }).meta({ section: "5.2", description: "A side plays a card (null: the free 1-Ops action) for one use; `leader` is the one activated." }),
  z4.strictObject({ type: z4.literal("pass"), seat: sideSchema }).meta({ section: "5.2", description: "A side holds instead of playing." }),
  z4.strictObject({ type: z4.literal("opsBonus"), used: n4 }).meta({ section: "10.0.1", description: "The free-city Ops bonus is added to a civil rights play." }),
  z4.strictObject({ type: z4.literal("placed"), seat: sideSchema, unit: unit2, city: city2 }).meta({ section: "6.1", description: "A unit is placed in a city (recruitment or an event)." }),
  z4.strictObject({ type: z4.literal("removed"), seat: sideSchema, unit: unit2, city: city2 }).meta({ section: "6.4", description: "A unit is removed from a city by an event." }),
  z4.strictObject({ type: z4.literal("moved"), seat: sideSchema, unit: unit2, from: city2, to: city2 }).meta({ section: "6.2", description: "A unit moves (escorted by a leader, or by city activation)." }),
  z4.strictObject({ type: z4.literal("leaderMoved"), leader, from: city2, to: city2 }).meta({ section: "6.2", description: "A leader moves." }),
  z4.strictObject({ type: z4.literal("cityActivated"), seat: sideSchema, city: city2 }).meta({ section: "6.3", description: "A side activates a city." }),
  z4.strictObject({ type: z4.literal("entrench"), city: city2, face: n4.optional(), w: n4.optional(), success: z4.boolean() }).meta({ section: "6.3.2", description: "An attempt to entrench a city: the die `face` against its `w` units (neither for an event that entrenches)." }),
  z4.strictObject({ type: z4.literal("entrenchmentLost"), city: city2 }).meta({ section: "6.3.2", description: "A city loses its E marker: no W units left." }),
  z4.strictObject({ type: z4.literal("confrontation"), attacker: sideSchema, kind: z4.enum(["protest", "mass arrest"]), city: city2, goal: goalSchema.nullable(), leader }).meta({ section: "7.0", description: "A leader begins a confrontation (a protest for a goal, or a mass arrest)." }),
  z4.strictObject({ type: z4.literal("media"), seat: sideSchema }).meta({ section: "7.1.1", description: "The attacker asks for national media attention." }),
  z4.strictObject({ type: z4.literal("mediaRoll"), face: n4, result: z4.enum(["low", "normal", "high"]) }).meta({ section: "7.1.1", description: "The media die and the attention it gives." }),
  z4.strictObject({ type: z4.literal("ability"), leader, drm: n4 }).meta({ section: "4.4", description: "A leader's special ability adds to his side's roll." }),
  z4.strictObject({ type: z4.literal("confrontationCard"), seat: sideSchema, card: card3 }).meta({ section: "6.5", description: "A side plays a confrontation card." }),
  z4.strictObject({ type: z4.literal("confrontationRoll"), seat: sideSchema, face: n4 }).meta({ section: "7.1", description: "A side's confrontation die." }),
  z4.strictObject({ type: z4.literal("crt"), civilRights: crtLine2, segregationist: crtLine2 }).meta({ section: "7.3", description: "The Confrontation Results Table: each side's factors, column, roll and the losses it inflicts." }),
  z4.strictObject({ type: z4.literal("loss"), seat: sideSchema, unit: unit2, city: city2 }).meta({ section: "7.1", description: "A side loses a unit in the confrontation." }),
  z4.strictObject({ type: z4.literal("confrontationWon"), winner: z4.union([sideSchema, z4.literal("tie")]), city: city2 }).meta({ section: "7.0.2", description: "Who won the confrontation (a tie: both lose)." }),
  z4.strictObject({ type: z4.literal("noStronghold"), city: city2 }).meta({ section: "2.3.1", description: "A city is no longer a stronghold." }),
  z4.strictObject({ type: z4.literal("avoidAttempt"), leader, ability: z4.boolean() }).meta({ section: "7.2.1", description: "A leader tries to avoid the confrontation (`ability`: with his special ability)." }),
  z4.strictObject({ type: z4.literal("avoidRoll"), face: n4, rating: n4, success: z4.boolean() }).meta({ section: "7.2.1", description: "The avoidance die against the leader's rating." }),
  z4.strictObject({ type: z4.literal("avoided"), seat: sideSchema, from: city2, to: city2 }).meta({ section: "7.2.1", description: "The avoiding side moves away." }),
  z4.strictObject({ type: z4.literal("freedom"), by: n4, now: n4, why: z4.string() }).meta({ section: "2.4", description: "The Freedom Track moves (`why` in words)." }),
  z4.strictObject({ type: z4.literal("nonviolence"), by: n4, now: n4, why: z4.string() }).meta({ section: "2.5", description: "Non-violence moves (`why` in words)." }),
  z4.strictObject({ type: z4.literal("marker"), city: city2, goal: goalSchema }).meta({ section: "2.1", description: "An integration marker is placed in a city." }),
  z4.strictObject({ type: z4.literal("freeCity"), city: city2, reward: z4.enum(["units", "ops", "cards", "freedom", "nonviolence"]), n: n4 }).meta({ section: "10.0.1", description: "A city becomes free and gives its reward." }),
  z4.strictObject({ type: z4.literal("freedomEventOpen"), event: z4.string() }).meta({ section: "10.2", description: "A Freedom Event is opened." }),
  z4.strictObject({ type: z4.literal("freedomEventWon"), event: z4.string(), name: z4.string() }).meta({ section: "10.2", description: "A Freedom Event is won." }),
  z4.strictObject({ type: z4.literal("klanAttack"), leader, state: z4.string(), face: n4, need: n4, eliminated: z4.boolean() }).meta({ section: "9.0", description: "The Klan strikes at a leader: the die against what it needs." }),
  z4.strictObject({ type: z4.literal("klan"), state: z4.string() }).meta({ section: "3.1.3", description: "A K unit is added in a state." }),
  z4.strictObject({ type: z4.literal("discarded"), seat: sideSchema, card: card3 }).meta({ section: "6.6", description: "A side discards a card at the end of the year." }),
  z4.strictObject({ type: z4.literal("committed"), seat: sideSchema }).meta({ section: "8.1", description: "A side commits a card face down to a candidate." }),
  z4.strictObject({ type: z4.literal("electionRoll"), candidate: z4.string(), face: n4 }).meta({ section: "8.1", description: "The die rolled for a candidate." }),
  z4.strictObject({ type: z4.literal("electionTie"), totals: z4.array(n4) }).meta({ section: "8.1", description: "The election is tied: both candidates roll again." }),
  z4.strictObject({ type: z4.literal("revealed"), seat: sideSchema, card: card3, candidate: z4.string() }).meta({ section: "8.1", description: "A committed card is revealed." }),
  z4.strictObject({ type: z4.literal("elected"), name: z4.string(), totals: z4.array(n4), S: n4, A: n4, V: n4 }).meta({ section: "8.2", description: "The election's winner, the totals and his S, A and V modifiers." }),
  z4.strictObject({ type: z4.literal("gameOver"), code: stateSchema.shape.outcome.unwrap().shape.code, winner: sideSchema, reason: z4.string() }).meta({ section: "5.3, 10.3", description: "The game is over: its end code, the winner and the reason." })
]);

// src/games/free-at-last-1955/bots/determinize.ts
var SIDES = ["civilRights", "segregationist"];
function determinize(s, seat, random) {
  const hidden = SIDES.filter((x) => x !== seat);
  const commits = s.election ? hidden.filter((x) => s.election.commits[x] !== null) : [];
  const pool = [...s.deck, ...hidden.flatMap((x) => s.hands[x]), ...commits.map((x) => s.election.commits[x].card)].sort();
  const dealt = _chunkVUZDBBJQcjs.shuffled.call(void 0, pool, random);
  const hands = { ...s.hands };
  for (const x of hidden) hands[x] = dealt.splice(0, s.hands[x].length).sort();
  let election = s.election;
  if (election !== null && commits.length > 0) {
    const c = { ...election.commits };
    for (const x of commits) c[x] = { card: dealt.shift(), candidate: random.int(2) };
    election = { ...election, commits: c };
  }
  return { ...s, hands, election, deck: dealt.sort(), rng: [..._chunkVUZDBBJQcjs.drawRng.call(void 0, random)] };
}

// src/games/free-at-last-1955/rules/crt.ts
function factors(s, c, side) {
  const city3 = s.cities[c.city];
  if (side === "civilRights") return city3.u.B + city3.u.S + city3.u.N;
  const stronghold2 = c.attacker === "civilRights" && !city3.ns ? board(s).city.get(c.city).stronghold : 0;
  return city3.u.P + stronghold2;
}
function shift(s, c, side) {
  const sign = side === "civilRights" ? 1 : -1;
  let n5 = 0;
  if (c.mediaResult === "high") n5 += sign;
  if (c.mediaResult === "low") n5 -= sign;
  if (c.attacker === "civilRights" && s.cities[c.city].e) n5 -= sign;
  if (c.avoidFailed) n5 += side === c.attacker ? 1 : -1;
  return n5;
}
function modifier(s, c, side) {
  const b = board(s);
  const cards4 = [...s.inFront[side], ...c.cards[side]].reduce((t, card4) => t + b.card.get(card4).ops, 0);
  const leader2 = side === c.attacker ? c.leader : c.defLeader;
  const tactical = leader2 === null ? 0 : b.leader.get(leader2).tactical;
  const climate = side === "civilRights" && c.attacker === "civilRights" && c.goal !== null ? s.climate[c.goal] : 0;
  return cards4 + tactical + c.abilities[side] + climate;
}
function line(s, c, side, die) {
  const crt2 = board(s).set.crt;
  const f = factors(s, c, side);
  let base = 0;
  crt2.columns.forEach((min, i) => {
    if (f >= min) base = i;
  });
  const column2 = Math.max(0, Math.min(crt2.columns.length - 1, base + shift(s, c, side)));
  const m = modifier(s, c, side);
  const rows = crt2.losses[column2];
  const row = Math.max(0, Math.min(rows.length - 1, die + m - crt2.firstRow));
  return { factors: f, column: column2, modifier: m, total: die + m, losses: rows[row] };
}
var defenders = (s, c) => leadersIn(s, c.city, c.attacker === "civilRights" ? "segregationist" : "civilRights");

// src/games/free-at-last-1955/rules/draw.ts
function wanted(s, t) {
  const want = _nullishCoalesce(t.left, () => ( board(s).set.counts.handSize - s.hands[t.seat].length));
  return s.deck.length + s.discard.length === 0 ? 0 : Math.max(0, want);
}
var drawTask = (seat, n5) => ({ kind: "draw", seat, left: n5 });
var drawTasks = {
  draw: {
    decider: (s, t) => wanted(s, t) > 0 && s.deck.length > 0 ? "chance" : "auto",
    outcomes: (s) => _chunkVUZDBBJQcjs.countedOutcomes.call(void 0, s.deck, (card4) => ({ type: "draw", card: card4 })),
    answer(ctx, t, a) {
      if (a.type !== "draw") return;
      put(ctx, "deck", without(ctx.state.deck, a.card));
      addToHand(ctx, t.seat, a.card);
      ctx.emit({ type: "drew", seat: t.seat });
      if (t.left !== null) ctx.replaceTop({ ...t, left: t.left - 1 });
    },
    run(ctx, t) {
      if (wanted(ctx.state, t) === 0) return ctx.pop();
      put(ctx, "deck", [...ctx.state.discard].sort());
      put(ctx, "discard", []);
      ctx.emit({ type: "reshuffle", cards: ctx.state.deck.length });
    },
    prompt: (_s, t) => `a card is drawn for the ${sideName(t.seat)} player`,
    ask: (_s, t) => ({ chance: "draw", deck: "strategy", for: t.seat })
  }
};

// src/games/free-at-last-1955/rules/free-cities.ts
function placeMarker(ctx, city3, goal) {
  if (ctx.state.cities[city3].m[goal]) return;
  changeCity(ctx, city3, (c) => ({ ...c, m: { ...c.m, [goal]: true } }));
  ctx.emit({ type: "marker", city: city3, goal });
  if (isFree(ctx.state, city3)) ctx.push({ kind: "freeCity", city: city3 });
}
var freeCityTasks = {
  freeCity: {
    decider: () => "auto",
    run(ctx, t) {
      ctx.pop();
      const reward = board(ctx.state).city.get(t.city).reward;
      ctx.emit({ type: "freeCity", city: t.city, reward: reward.kind, n: reward.n });
      if (reward.kind === "units") ctx.push({ kind: "place", seat: "civilRights", unit: "B", left: reward.n, state: null });
      if (reward.kind === "ops") put(ctx, "opsBonus", ctx.state.opsBonus + reward.n);
      if (reward.kind === "cards") ctx.push(drawTask("civilRights", reward.n));
      if (reward.kind === "freedom") advanceFreedom(ctx, reward.n, `free city ${t.city}`);
      if (reward.kind === "nonviolence") moveNonviolence(ctx, reward.n, `free city ${t.city}`);
    }
  }
};

// src/games/free-at-last-1955/rules/dice.ts
var FACES = [1, 2, 3, 4, 5, 6];
var dieOutcomes = () => _chunkVUZDBBJQcjs.countedOutcomes.call(void 0, FACES, (face) => ({ type: "die", face }));

// src/games/free-at-last-1955/rules/confrontation.ts
var confOf = (s) => s.conf;
var defender = (c) => other(c.attacker);
function changeConf(ctx, f) {
  put(ctx, "conf", f(confOf(ctx.state)));
}
var CONFRONTATION_KINDS = ["confLeader", "confAvoid", "avoidRoll", "avoidMove", "confCards", "mediaRoll", "confRoll", "klanRoll", "confResolve", "losses", "confEnd"];
function cardOffers(s, seat) {
  const c = confOf(s);
  const out = [];
  if (seat === c.attacker && !c.media) out.push({ type: "media" });
  const leader2 = seat === c.attacker ? c.leader : c.defLeader;
  if (leader2 !== null && c.abilities[seat] === 0 && abilityReady(s, leader2, "drm")) out.push({ type: "ability" });
  for (const card4 of s.hands[seat]) out.push({ type: "card", card: card4 });
  out.push({ type: "done" });
  return out;
}
function winnerOf(c) {
  const i = c.inflicted;
  return i.civilRights === i.segregationist ? "tie" : i.civilRights > i.segregationist ? "civilRights" : "segregationist";
}
function freedomEvents2(ctx, c) {
  const s = ctx.state;
  for (const [id, status] of Object.entries(s.freedomEvents)) {
    const f = board(s).freedomEvent.get(id);
    if (status !== "open" || f.goal !== c.goal) continue;
    if (!inEventCities(s, f, c.city)) continue;
    change(ctx, "freedomEvents", (fe2) => ({ ...fe2, [id]: "won" }));
    ctx.emit({ type: "freedomEventWon", event: id, name: f.name });
  }
}
var confrontationTasks = {
  confront: {
    decider: () => "auto",
    run(ctx, t) {
      ctx.pop();
      put(ctx, "conf", {
        attacker: t.attacker,
        city: t.city,
        goal: t.goal,
        leader: t.leader,
        defLeader: null,
        media: false,
        mediaResult: null,
        avoidFailed: false,
        cards: { civilRights: [], segregationist: [] },
        abilities: { civilRights: 0, segregationist: 0 },
        rolls: { civilRights: null, segregationist: null },
        inflicted: null
      });
      ctx.emit({ type: "confrontation", attacker: t.attacker, kind: t.attacker === "civilRights" ? "protest" : "mass arrest", city: t.city, goal: t.goal, leader: t.leader });
      const att = t.attacker;
      ctx.push(
        { kind: "confLeader" },
        { kind: "confAvoid" },
        { kind: "confCards", seats: [att, other(att)] },
        { kind: "mediaRoll" },
        { kind: "confRoll", side: att },
        { kind: "confRoll", side: other(att) },
        { kind: "confResolve" }
      );
    }
  },
  // 3.3 one leader defends: the defender chooses when several stand in the city
  confLeader: {
    decider: (s) => defenders(s, confOf(s)).length > 1 ? defender(confOf(s)) : "auto",
    actions: (s) => defenders(s, confOf(s)).map((leader2) => ({ type: "leader", leader: leader2 })),
    answer(ctx, _t, a) {
      if (a.type !== "leader") return;
      ctx.pop();
      changeConf(ctx, (c) => ({ ...c, defLeader: a.leader }));
    },
    run(ctx) {
      ctx.pop();
      const only = _nullishCoalesce(defenders(ctx.state, confOf(ctx.state))[0], () => ( null));
      changeConf(ctx, (c) => ({ ...c, defLeader: only }));
    },
    prompt: (s) => `${sideName(defender(confOf(s)))}: which leader defends ${confOf(s).city}? (3.3)`,
    ask: (s) => ({ decision: "confLeader", city: confOf(s).city, attacker: confOf(s).leader })
  },
  confCards: _chunkVUZDBBJQcjs.windowHandler.call(void 0, {
    offers: (s, _t, seat) => cardOffers(s, seat),
    answer(ctx, _t, seat, a) {
      const side = seat;
      if (a.type === "media") {
        changeConf(ctx, (c) => ({ ...c, media: true }));
        ctx.emit({ type: "media", seat });
        return "again";
      }
      if (a.type === "ability") {
        const c = confOf(ctx.state);
        const leader2 = side === c.attacker ? c.leader : c.defLeader;
        const ability = board(ctx.state).leader.get(leader2).ability;
        if (ability.per !== "always") changeLeader(ctx, leader2, (l) => ({ ...l, used: true }));
        changeConf(ctx, (x) => ({ ...x, abilities: { ...x.abilities, [side]: ability.n } }));
        ctx.emit({ type: "ability", leader: leader2, drm: ability.n });
        return "again";
      }
      if (a.type === "card") {
        takeFromHand(ctx, side, a.card);
        changeConf(ctx, (c) => ({ ...c, cards: { ...c.cards, [side]: [...c.cards[side], a.card] } }));
        ctx.emit({ type: "confrontationCard", seat, card: a.card });
        return "again";
      }
      return "next";
    },
    ask: (s) => ({ decision: "confCards", city: confOf(s).city }),
    prompt: (s, _t, seat) => `${sideName(seat)}: ${seat === confOf(s).attacker ? "ask for media attention, " : ""}play confrontation cards${cardOffers(s, seat).some((a) => a.type === "ability") ? ", use your leader\u2019s ability" : ""}, or done (7.1, 6.5)`,
    explain: (_s, _t, _seat, a) => a.type === "media" ? { reason: "Only the attacker asks for media attention, once", rule: "7.1.1" } : a.type === "card" ? { reason: "Confrontation cards come from your hand", rule: "6.5" } : void 0
  }),
  // 7.1.1 1–2 low attention, 5–6 high, else normal
  mediaRoll: {
    decider: (s) => confOf(s).media ? "chance" : "auto",
    outcomes: dieOutcomes,
    answer(ctx, _t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      const { mediaLow, mediaHigh } = board(ctx.state).set.counts;
      const result = a.face <= mediaLow ? "low" : a.face >= mediaHigh ? "high" : "normal";
      changeConf(ctx, (c) => ({ ...c, mediaResult: result }));
      ctx.emit({ type: "mediaRoll", face: a.face, result });
    },
    run: (ctx) => ctx.pop(),
    prompt: () => "the media attention die is rolled (7.1.1)",
    ask: (s) => ({ chance: "die", die: "media", city: confOf(s).city })
  },
  confRoll: {
    decider: () => "chance",
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      changeConf(ctx, (c2) => ({ ...c2, rolls: { ...c2.rolls, [t.side]: a.face } }));
      ctx.emit({ type: "confrontationRoll", seat: t.side, face: a.face });
      const c = confOf(ctx.state);
      const state = stateOf(ctx.state, c.city);
      if (t.side === "civilRights" && c.attacker === "civilRights" && a.face === 6 && (_nullishCoalesce(ctx.state.klan[state], () => ( 0))) > 0) ctx.push({ kind: "klanRoll", state });
    },
    prompt: (_s, t) => `the ${sideName(t.side)} confrontation die is rolled (7.1)`,
    ask: (s, t) => ({ chance: "die", die: "confrontation", for: t.side, city: confOf(s).city })
  },
  confResolve: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      const s = ctx.state;
      const c = confOf(s);
      const cr = line(s, c, "civilRights", c.rolls.civilRights);
      const seg = line(s, c, "segregationist", c.rolls.segregationist);
      changeConf(ctx, (x) => ({ ...x, inflicted: { civilRights: cr.losses, segregationist: seg.losses } }));
      ctx.emit({ type: "crt", civilRights: cr, segregationist: seg });
      const att = c.attacker;
      const def = other(att);
      const inflictedBy = { civilRights: cr.losses, segregationist: seg.losses };
      ctx.push({ kind: "losses", side: def, left: inflictedBy[att] }, { kind: "losses", side: att, left: inflictedBy[def] }, { kind: "confEnd" });
    }
  },
  confEnd: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      const c = confOf(ctx.state);
      const won = winnerOf(c);
      for (const side of ["civilRights", "segregationist"]) {
        if (won === side) change(ctx, "inFront", (f) => ({ ...f, [side]: [...f[side], ...c.cards[side]] }));
        else {
          for (const card4 of [...ctx.state.inFront[side], ...c.cards[side]]) pile(ctx, "removed", card4);
          change(ctx, "inFront", (f) => ({ ...f, [side]: [] }));
        }
      }
      ctx.emit({ type: "confrontationWon", winner: won, city: c.city });
      if (won === "civilRights" && c.attacker === "civilRights") {
        advanceFreedom(ctx, 1, "protest won (2.4)");
        const city3 = ctx.state.cities[c.city];
        if (board(ctx.state).city.get(c.city).stronghold > 0 && !city3.ns && city3.u.P + city3.u.W === 0) {
          changeCity(ctx, c.city, (x) => ({ ...x, ns: true }));
          ctx.emit({ type: "noStronghold", city: c.city });
        }
        freedomEvents2(ctx, c);
        placeMarker(ctx, c.city, c.goal);
      } else if (won === "segregationist") moveNonviolence(ctx, -1, "confrontation won by the segregationist (2.5)");
      else if (won === "civilRights" && ctx.state.overcome) advanceFreedom(ctx, 1, "mass arrest won with We Shall Overcome (2.5)");
      put(ctx, "conf", null);
    }
  }
};

// src/games/free-at-last-1955/rules/avoidance.ts
function refuges(s) {
  const c = confOf(s);
  const side = other(c.attacker);
  const n5 = sideUnits(s, c.city, side);
  return board(s).citiesOf.get(stateOf(s, c.city)).filter((x) => x !== c.city && hasRoom(s, x, side, n5));
}
function avoidOptions(s) {
  const c = confOf(s);
  if (c.defLeader === null || refuges(s).length === 0) return [];
  return [{ type: "avoid", ability: false }, ...abilityReady(s, c.defLeader, "avoid") ? [{ type: "avoid", ability: true }] : [], { type: "done" }];
}
var avoidanceTasks = {
  confAvoid: {
    decider: (s) => avoidOptions(s).length > 0 ? other(confOf(s).attacker) : "auto",
    actions: avoidOptions,
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type !== "avoid") return;
      const leader2 = confOf(ctx.state).defLeader;
      const ability = board(ctx.state).leader.get(leader2).ability;
      if (a.ability && ability.per !== "always") changeLeader(ctx, leader2, (l) => ({ ...l, used: true }));
      ctx.emit({ type: "avoidAttempt", leader: leader2, ability: a.ability });
      ctx.push({ kind: "avoidRoll", bonus: a.ability ? ability.n : 0 });
    },
    run: (ctx) => ctx.pop(),
    ask: (s) => ({ decision: "confAvoid", city: confOf(s).city, leader: confOf(s).defLeader }),
    prompt: (s) => `${sideName(other(confOf(s).attacker))}: try to avoid the confrontation with ${confOf(s).defLeader} (roll \u2264 his leadership), or done (7.2.1)`,
    explain: () => ({ reason: "Avoiding needs a leader of yours in the city and another city of the state with room for your units", rule: "7.2.1" })
  },
  avoidRoll: {
    decider: () => "chance",
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      const c = confOf(ctx.state);
      const rating = board(ctx.state).leader.get(c.defLeader).leadership + t.bonus;
      const success = a.face <= rating;
      ctx.emit({ type: "avoidRoll", face: a.face, rating, success });
      if (success) ctx.push({ kind: "avoidMove" });
      else changeConf(ctx, (x) => ({ ...x, avoidFailed: true }));
    },
    prompt: () => "the avoidance die is rolled (7.2.1)",
    ask: (s, t) => ({ chance: "die", die: "avoidance", for: other(confOf(s).attacker), city: confOf(s).city, bonus: t.bonus })
  },
  avoidMove: {
    decider: (s) => other(confOf(s).attacker),
    actions: (s) => refuges(s).map((city3) => ({ type: "city", city: city3 })),
    answer(ctx, _t, a) {
      if (a.type !== "city") return;
      const c = confOf(ctx.state);
      const side = other(c.attacker);
      for (const u of cityUnitsOf(side)) {
        const n5 = ctx.state.cities[c.city].u[u];
        if (n5 > 0) moveUnits(ctx, c.city, a.city, u, n5);
      }
      changeLeader(ctx, c.defLeader, (l) => ({ ...l, city: a.city }));
      ctx.emit({ type: "avoided", seat: side, from: c.city, to: a.city });
      for (const t of ctx.state.tasks.filter((x) => CONFRONTATION_KINDS.includes(x.kind))) ctx.remove(t);
      put(ctx, "conf", null);
      if (c.attacker === "civilRights") placeMarker(ctx, c.city, c.goal);
      else moveNonviolence(ctx, -1, "mass arrest avoided (7.2.2)");
    },
    ask: (s) => ({ decision: "avoidMove", city: confOf(s).city, leader: confOf(s).defLeader }),
    prompt: (s) => `${sideName(other(confOf(s).attacker))}: the confrontation is avoided \u2014 move your units and leader to another city of the state (7.2.1)`
  }
};

// src/games/free-at-last-1955/rules/city-activation.ts
var none = { B: 0, S: 0, N: 0, P: 0, W: 0 };
function movable(s, t, city3, u) {
  return s.cities[city3].u[u] - (_nullishCoalesce(_optionalChain([t, 'access', _13 => _13.arrived, 'access', _14 => _14[city3], 'optionalAccess', _15 => _15[u]]), () => ( 0)));
}
function moves(s, t, city3) {
  const b = board(s);
  const home = stateOf(s, city3);
  const out = [];
  for (const unit3 of cityUnitsOf(t.seat)) {
    if (movable(s, t, city3, unit3) <= 0) continue;
    const targets = crossesStates(unit3) ? b.cityNames : b.citiesOf.get(home);
    for (const to of targets) if (to !== city3 && hasRoom(s, to, t.seat)) out.push({ type: "move", unit: unit3, to });
  }
  return out;
}
function canMoveFrom(s, t, city3) {
  const b = board(s);
  for (const unit3 of cityUnitsOf(t.seat)) {
    if (movable(s, t, city3, unit3) <= 0) continue;
    const targets = crossesStates(unit3) ? b.cityNames : b.citiesOf.get(stateOf(s, city3));
    if (targets.some((to) => to !== city3 && hasRoom(s, to, t.seat))) return true;
  }
  return false;
}
var canEntrench = (s, t, city3) => t.seat === "segregationist" && s.cities[city3].u.W > 0 && !s.cities[city3].e;
function options2(s, t) {
  if (t.city !== null) return [...moves(s, t, t.city), ...canEntrench(s, t, t.city) ? [{ type: "entrench" }] : [], { type: "done" }];
  if (t.left <= 0) return [];
  const cities4 = board(s).cityNames.filter((c) => !t.done.includes(c) && (canMoveFrom(s, t, c) || canEntrench(s, t, c)));
  return [...cities4.map((city3) => ({ type: "city", city: city3 })), { type: "done" }];
}
var cityActivationTasks = {
  cityAct: {
    decider: (s, t) => options2(s, t).length > 0 ? t.seat : "auto",
    actions: options2,
    answer(ctx, t, a) {
      if (a.type === "city") {
        ctx.emit({ type: "cityActivated", seat: t.seat, city: a.city });
        return ctx.replaceTop({ ...t, city: a.city, left: t.left - 1, done: [...t.done, a.city] });
      }
      if (a.type === "move" && t.city !== null) {
        const unit3 = a.unit;
        moveUnits(ctx, t.city, a.to, unit3);
        ctx.emit({ type: "moved", seat: t.seat, unit: unit3, from: t.city, to: a.to });
        const at = _nullishCoalesce(t.arrived[a.to], () => ( none));
        return ctx.replaceTop({ ...t, arrived: { ...t.arrived, [a.to]: { ...at, [unit3]: at[unit3] + 1 } } });
      }
      if (a.type === "entrench" && t.city !== null) {
        ctx.replaceTop({ ...t, city: null });
        return ctx.push({ kind: "entrenchRoll", city: t.city });
      }
      if (t.city !== null) ctx.replaceTop({ ...t, city: null });
      else ctx.pop();
    },
    run: (ctx) => ctx.pop(),
    prompt: (_s, t) => t.city === null ? `${sideName(t.seat)}: activate a city (${t.left} left), or done (6.3)` : `${sideName(t.seat)}: move a unit from ${t.city}${t.seat === "segregationist" ? ", attempt to entrench it" : ""}, or done (6.3.1, 6.3.2)`,
    explain: (_s, t, a) => a.type === "move" ? { reason: "P, B and W units move within their state, S and N anywhere; units that arrived by this card do not move again; at most 10 units per side in a city", rule: "6.3.1" } : a.type === "entrench" ? { reason: "Only W units can entrench, in a city not yet entrenched", rule: "6.3.2" } : a.type === "city" && t.city === null ? { reason: "Each city is activated once per card, one per Ops", rule: "6.3" } : void 0
  },
  entrenchRoll: {
    decider: () => "chance",
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      const w = ctx.state.cities[t.city].u.W;
      const success = a.face <= w;
      if (success) changeCity(ctx, t.city, (c) => ({ ...c, e: true }));
      ctx.emit({ type: "entrench", city: t.city, face: a.face, w, success });
    },
    prompt: (_s, t) => `the segregationist rolls to entrench ${t.city} (6.3.2)`,
    ask: (_s, t) => ({ chance: "die", die: "entrenchment", for: "segregationist", city: t.city })
  }
};

// src/games/free-at-last-1955/rules/elections.ts
function candidatesOf(s) {
  return _optionalChain([board, 'call', _16 => _16(s), 'access', _17 => _17.set, 'access', _18 => _18.elections, 'access', _19 => _19.find, 'call', _20 => _20((e) => e.year === s.year), 'optionalAccess', _21 => _21.candidates]);
}
function openElection(ctx) {
  const s = ctx.state;
  if (!board(s).set.counts.electionYears.includes(s.year) || candidatesOf(s) === void 0) return [];
  put(ctx, "election", { commits: { civilRights: null, segregationist: null }, rolls: [] });
  return [{ kind: "commit", seats: ["civilRights", "segregationist"] }, { kind: "electionRoll", i: 0 }, { kind: "electionRoll", i: 1 }, { kind: "electionResolve" }];
}
var electionTasks = {
  commit: _chunkVUZDBBJQcjs.windowHandler.call(void 0, {
    offers(s, _t, seat) {
      const hand = s.hands[seat];
      return [...hand.flatMap((card4) => [0, 1].map((candidate) => ({ type: "commit", card: card4, candidate }))), { type: "done" }];
    },
    answer(ctx, _t, seat, a) {
      if (a.type !== "commit") return "next";
      const side = seat;
      takeFromHand(ctx, side, a.card);
      put(ctx, "election", { ...ctx.state.election, commits: perSide(ctx.state.election.commits, side, () => ({ card: a.card, candidate: a.candidate })) });
      ctx.emit({ type: "committed", seat });
      return "next";
    },
    ask: (s) => ({ decision: "commit", candidates: candidatesOf(s).map((c) => c.name) }),
    prompt(s, _t, seat) {
      const [a, b] = candidatesOf(s);
      return `${sideName(seat)}: commit a held card face down to ${a.name} (0) or ${b.name} (1), or done (8.1)`;
    }
  }),
  electionRoll: {
    decider: () => "chance",
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      put(ctx, "election", { ...ctx.state.election, rolls: [...ctx.state.election.rolls, a.face] });
      ctx.emit({ type: "electionRoll", candidate: candidatesOf(ctx.state)[t.i].name, face: a.face });
    },
    prompt: (s, t) => `the die is rolled for ${candidatesOf(s)[t.i].name} (8.1)`,
    ask: (s, t) => ({ chance: "die", die: "election", candidate: candidatesOf(s)[t.i].name })
  },
  electionResolve: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      const s = ctx.state;
      const e = s.election;
      const candidates = candidatesOf(s);
      const b = board(s);
      const totals = candidates.map((c, i) => {
        let total = c.popularity + e.rolls[i];
        for (const commit of [e.commits.civilRights, e.commits.segregationist]) if (_optionalChain([commit, 'optionalAccess', _22 => _22.candidate]) === i) total += b.card.get(commit.card).ops;
        return total;
      });
      if (totals[0] === totals[1]) {
        ctx.emit({ type: "electionTie", totals });
        put(ctx, "election", { ...e, rolls: [] });
        ctx.push({ kind: "electionRoll", i: 0 }, { kind: "electionRoll", i: 1 }, { kind: "electionResolve" });
        return;
      }
      const winner = candidates[totals[0] > totals[1] ? 0 : 1];
      for (const side of ["civilRights", "segregationist"]) {
        const commit = e.commits[side];
        if (commit === null) continue;
        ctx.emit({ type: "revealed", seat: side, card: commit.card, candidate: candidates[commit.candidate].name });
        pile(ctx, "discard", commit.card);
      }
      put(ctx, "climate", winner);
      put(ctx, "election", null);
      ctx.emit({ type: "elected", name: winner.name, totals, S: winner.S, A: winner.A, V: winner.V });
    }
  }
};

// src/games/free-at-last-1955/rules/events.ts
var basic = (side) => side === "civilRights" ? "B" : "W";
var effects = {
  place: (ctx, e, t) => ctx.push({ kind: "place", seat: t.seat, unit: e.unit === "own" ? basic(t.seat) : e.unit, left: e.n, state: e.state }),
  remove: (ctx, e, t) => ctx.push({ kind: "removeUnits", seat: t.seat, unit: e.unit === "opponent" ? basic(other(t.seat)) : e.unit, left: e.n }),
  klan: (ctx, e) => ctx.push({ kind: "klanPlace", left: e.n }),
  entrench: (ctx, e) => ctx.push({ kind: "entrenchPick", left: e.n }),
  freedom: (ctx, e, t) => advanceFreedom(ctx, e.n, t.card),
  nonviolence: (ctx, e, t) => moveNonviolence(ctx, e.n, t.card),
  draw: (ctx, e, t) => ctx.push(drawTask(t.seat, e.n)),
  // 10.2 the card half of a Freedom Event: its protest must be won afterwards
  freedomEvent(ctx, e) {
    if (ctx.state.freedomEvents[e.event] === "won") return;
    change(ctx, "freedomEvents", (f) => ({ ...f, [e.event]: "open" }));
    ctx.emit({ type: "freedomEventOpen", event: e.event });
  },
  // 2.5 We Shall Overcome: winning a mass arrest advances the Freedom Track this year
  overcome: (ctx) => put(ctx, "overcome", true)
};
function removeOptions(s, t) {
  if (t.left <= 0) return [];
  return board(s).cityNames.filter((c) => s.cities[c].u[t.unit] > 0).map((city3) => ({ type: "city", city: city3 }));
}
var klanOptions = (s, t) => t.left > 0 && s.supply.K > 0 ? board(s).stateNames.map((state) => ({ type: "state", state })) : [];
var entrenchOptions = (s, t) => t.left > 0 ? board(s).cityNames.filter((c) => s.cities[c].u.W > 0 && !s.cities[c].e).map((city3) => ({ type: "city", city: city3 })) : [];
function counted2(ctx, t) {
  if (t.left <= 1) ctx.pop();
  else ctx.replaceTop({ ...t, left: t.left - 1 });
}
var eventTasks = {
  event: _chunkVUZDBBJQcjs.effectListHandler.call(void 0, effects),
  removeUnits: {
    decider: (s, t) => removeOptions(s, t).length > 0 ? t.seat : "auto",
    actions: removeOptions,
    answer(ctx, t, a) {
      if (a.type !== "city") return;
      addUnits(ctx, a.city, t.unit, -1);
      ctx.emit({ type: "removed", seat: t.seat, unit: t.unit, city: a.city });
      counted2(ctx, t);
    },
    run: (ctx) => ctx.pop(),
    prompt: (_s, t) => `${sideName(t.seat)}: remove a ${t.unit} unit (${t.left} left) (6.4)`
  },
  klanPlace: {
    decider: (s, t) => klanOptions(s, t).length > 0 ? "segregationist" : "auto",
    actions: klanOptions,
    answer(ctx, t, a) {
      if (a.type !== "state") return;
      addKlan(ctx, a.state);
      ctx.emit({ type: "klan", state: a.state });
      counted2(ctx, t);
    },
    run: (ctx) => ctx.pop(),
    prompt: () => "segregationist: place a K unit in a state (3.1.3)"
  },
  entrenchPick: {
    decider: (s, t) => entrenchOptions(s, t).length > 0 ? "segregationist" : "auto",
    actions: entrenchOptions,
    answer(ctx, t, a) {
      if (a.type !== "city") return;
      changeCity(ctx, a.city, (c) => ({ ...c, e: true }));
      ctx.emit({ type: "entrench", city: a.city, success: true });
      counted2(ctx, t);
    },
    run: (ctx) => ctx.pop(),
    prompt: () => "segregationist: entrench a city with W units (6.3.2)"
  }
};

// src/games/free-at-last-1955/rules/leader-elimination.ts
var leaderEliminationTasks = {
  klanRoll: {
    decider: () => "chance",
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      const leader2 = confOf(ctx.state).leader;
      const need = 7 - (_nullishCoalesce(ctx.state.klan[t.state], () => ( 0)));
      const eliminated = a.face >= need;
      ctx.emit({ type: "klanAttack", leader: leader2, state: t.state, face: a.face, need, eliminated });
      if (eliminated) changeLeader(ctx, leader2, (l) => ({ ...l, city: null }));
      else if (addKlan(ctx, t.state)) ctx.emit({ type: "klan", state: t.state });
    },
    prompt: (s, t) => `the Klan strikes at ${confOf(s).leader} in ${t.state} (9.0)`,
    ask: (s, t) => ({ chance: "die", die: "klan", leader: confOf(s).leader, state: t.state })
  }
};

// src/games/free-at-last-1955/rules/losses.ts
var present = (s, t) => cityUnitsOf(t.side).filter((u) => s.cities[confOf(s).city].u[u] > 0);
var lossTasks = {
  losses: {
    decider: (s, t) => t.left > 0 && present(s, t).length > 1 ? t.side : "auto",
    actions: (s, t) => present(s, t).map((unit3) => ({ type: "loss", unit: unit3 })),
    answer(ctx, t, a) {
      if (a.type !== "loss") return;
      take(ctx, t, a.unit);
    },
    run(ctx, t) {
      const types = present(ctx.state, t);
      if (t.left <= 0 || types.length === 0) return ctx.pop();
      take(ctx, t, types[0]);
    },
    prompt: (_s, t) => `${sideName(t.side)}: take a loss (${t.left} left) \u2014 choose the unit type (7.1)`
  }
};
function take(ctx, t, unit3) {
  addUnits(ctx, confOf(ctx.state).city, unit3, -1);
  ctx.emit({ type: "loss", seat: t.side, unit: unit3, city: confOf(ctx.state).city });
  if (t.left <= 1) ctx.pop();
  else ctx.replaceTop({ ...t, left: t.left - 1 });
}

// src/games/free-at-last-1955/rules/victory.ts
function statesWithoutB(s) {
  const b = board(s);
  return b.stateNames.filter((st) => b.citiesOf.get(st).every((c) => s.cities[c].u.B === 0));
}
var eventsWon = (s) => Object.values(s.freedomEvents).filter((v) => v === "won").length;
function points(s) {
  const bonus = board(s).set.counts.freedomBonus;
  return s.freedom + bonus[Math.min(eventsWon(s), bonus.length - 1)];
}
function band(s, total) {
  const { decisive, marginal, marginalSegregationist } = board(s).set.counts.bands;
  const said = (what) => `${what} with ${total} points (10.3)`;
  if (total >= decisive) return { code: "decisive-civil-rights", winner: "civilRights", points: total, reason: said("Decisive civil rights victory") };
  if (total >= marginal) return { code: "marginal-civil-rights", winner: "civilRights", points: total, reason: said("Marginal civil rights victory") };
  if (total >= marginalSegregationist) return { code: "marginal-segregationist", winner: "segregationist", points: total, reason: said("Marginal segregationist victory") };
  return { code: "decisive-segregationist", winner: "segregationist", points: total, reason: said("Decisive segregationist victory") };
}
function endGame(ctx, outcome) {
  put(ctx, "outcome", outcome);
  ctx.emit({ type: "gameOver", code: outcome.code, winner: outcome.winner, reason: outcome.reason });
}
function checkVictory(ctx) {
  const s = ctx.state;
  const counts4 = board(s).set.counts;
  const lost = statesWithoutB(s);
  if (s.year > counts4.eliminationAfter && lost.length >= counts4.eliminationStates) {
    return endGame(ctx, { code: "movement-eliminated", winner: "segregationist", points: null, reason: `The civil rights movement is eliminated in ${lost.join(", ")} (5.3)` });
  }
  if (s.nonviolence === 0) endGame(ctx, { code: "nonviolence-abandoned", winner: "segregationist", points: null, reason: "Non-violence is abandoned (2.5, 5.3)" });
}

// src/games/free-at-last-1955/rules/year.ts
var sides = ["civilRights", "segregationist"];
var yearTasks = {
  year: {
    decider: () => "auto",
    run(ctx) {
      const s = ctx.state;
      ctx.pop();
      ctx.emit({ type: "year", year: s.year });
      const actions = board(s).set.counts.actionsPerYear;
      put(ctx, "actionsLeft", { civilRights: actions, segregationist: actions });
      put(ctx, "onMove", "civilRights");
      ctx.push(drawTask("civilRights", null), drawTask("segregationist", null), { kind: "plays" }, { kind: "yearEnd" });
    }
  },
  yearEnd: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      const s = ctx.state;
      for (const side of sides) for (const c of s.inFront[side]) pile(ctx, "removed", c);
      put(ctx, "inFront", { civilRights: [], segregationist: [] });
      const b = board(s);
      change(ctx, "leaders", (ls) => {
        const next = { ...ls };
        for (const [name, l] of Object.entries(ls)) next[name] = { ...l, activations: 0, used: l.used && b.leader.get(name).ability.per === "game" };
        return next;
      });
      put(ctx, "overcome", false);
      const tasks = [{ kind: "discard", seats: [...sides] }, { kind: "yearChecks" }, ...openElection(ctx), { kind: "nextYear" }];
      ctx.push(...tasks);
    }
  },
  // 6.6 unplayed cards may be discarded at the end of a year: every seat is asked (public information)
  discard: _chunkVUZDBBJQcjs.windowHandler.call(void 0, {
    offers: (s, _t, seat) => [...s.hands[seat].map((card4) => ({ type: "discard", card: card4 })), { type: "done" }],
    answer(ctx, _t, seat, a) {
      if (a.type !== "discard") return "next";
      takeFromHand(ctx, seat, a.card);
      pile(ctx, "discard", a.card);
      ctx.emit({ type: "discarded", seat, card: a.card });
      return "again";
    },
    prompt: (_s, _t, seat) => `${sideName(seat)}: discard cards you do not want to hold into next year, or done (6.6)`,
    ask: (s) => ({ decision: "discard", year: s.year })
  }),
  yearChecks: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      checkVictory(ctx);
    }
  },
  nextYear: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      const s = ctx.state;
      if (s.year >= board(s).set.counts.lastYear) return endGame(ctx, band(s, points(s)));
      put(ctx, "year", s.year + 1);
      ctx.push({ kind: "year" });
    }
  }
};

// src/games/free-at-last-1955/rules/handlers.ts
var handlers = {
  ...yearTasks,
  ...drawTasks,
  ...playTasks,
  ...recruitmentTasks,
  ...leaderActivationTasks,
  ...cityActivationTasks,
  ...eventTasks,
  ...confrontationTasks,
  ...avoidanceTasks,
  ...lossTasks,
  ...leaderEliminationTasks,
  ...freeCityTasks,
  ...electionTasks
};

// src/games/free-at-last-1955/rules/task-machine.ts
function settle(ctx) {
  for (const city3 of board(ctx.state).cityNames) {
    const c = ctx.state.cities[city3];
    if (c.e && c.u.W === 0) {
      changeCity(ctx, city3, (x) => ({ ...x, e: false }));
      ctx.emit({ type: "entrenchmentLost", city: city3 });
    }
  }
  if (ctx.state.outcome !== null && ctx.state.tasks.length > 0) put(ctx, "tasks", []);
}
var freeAtLast1955TaskMachine = _chunkVUZDBBJQcjs.taskMachine.call(void 0, {
  name: "free-at-last-1955",
  handlers,
  over: (s) => s.outcome !== null,
  settle
});

// src/games/free-at-last-1955/rules/sections.ts
var taskSections = {
  year: "5.0",
  draw: "5.1",
  plays: "5.2",
  yearEnd: "5.2",
  discard: "6.6",
  yearChecks: "5.3",
  nextYear: "5.0",
  place: "6.1",
  removeUnits: "6.4",
  klanPlace: "3.1.3",
  entrenchPick: "6.3.2",
  event: "6.4",
  cityAct: "6.3",
  entrenchRoll: "6.3.2",
  activation: "6.2",
  confront: "7.1",
  confLeader: "3.3",
  confAvoid: "7.2.1",
  avoidRoll: "7.2.1",
  avoidMove: "7.2.1",
  confCards: "6.5",
  mediaRoll: "7.1.1",
  confRoll: "7.1",
  klanRoll: "9.0",
  confResolve: "7.1",
  losses: "7.1",
  confEnd: "7.0.2",
  freeCity: "10.0.1",
  commit: "8.1",
  electionRoll: "8.1",
  electionResolve: "8.2"
};

// src/games/free-at-last-1955/illegal.ts
function explainIllegal(s, a) {
  const why = freeAtLast1955TaskMachine.explainIllegal(s, a);
  const task2 = s.tasks[s.tasks.length - 1];
  if (_optionalChain([why, 'optionalAccess', _23 => _23.rule]) !== void 0 || task2 === void 0) return why;
  return { reason: _nullishCoalesce(_optionalChain([why, 'optionalAccess', _24 => _24.reason]), () => ( `Not one of the answers to: ${freeAtLast1955TaskMachine.prompt(s)}`)), rule: taskSections[task2.kind] };
}

// src/games/free-at-last-1955/result.ts
function resultOf(s) {
  const o = s.outcome;
  if (o === null) return null;
  const win = o.code.startsWith("marginal") ? 1 : 2;
  const scores = { civilRights: o.winner === "civilRights" ? win : 0, segregationist: o.winner === "segregationist" ? win : 0 };
  return { scores, winners: [o.winner], reason: o.reason, code: o.code };
}

// src/games/free-at-last-1955/rules/setup.ts
function initialState(c, rng) {
  const set2 = _nullishCoalesce(c.components, () => ( referenceComponents));
  const cities4 = {};
  for (const city3 of set2.cities) cities4[city3.name] = { u: { B: 0, S: 0, N: 0, P: 0, W: 0 }, m: { S: false, A: false, V: false }, e: false, ns: false };
  const supply = { ...set2.counts.units };
  for (const u of set2.setup.units) {
    cities4[u.city].u[u.unit] += u.n;
    supply[u.unit] -= u.n;
  }
  const klan = {};
  for (const st of set2.states) klan[st.name] = 0;
  for (const k of set2.setup.klan) {
    klan[k.state] = klan[k.state] + k.n;
    supply.K -= k.n;
  }
  const leaders4 = {};
  for (const l of set2.leaders) leaders4[l.name] = { city: l.city, activations: 0, used: false };
  return {
    rng: [...rng],
    chance: c.chance,
    components: _nullishCoalesce(c.components, () => ( null)),
    year: set2.counts.firstYear,
    cities: cities4,
    klan,
    supply,
    leaders: leaders4,
    freedom: 0,
    nonviolence: set2.counts.nonviolenceStart,
    freedomEvents: {},
    climate: set2.setup.president,
    hands: { civilRights: [], segregationist: [] },
    deck: set2.cards.map((card4) => card4.name).sort(),
    discard: [],
    removed: [],
    inFront: { civilRights: [], segregationist: [] },
    actionsLeft: { civilRights: 0, segregationist: 0 },
    onMove: "civilRights",
    opsBonus: 0,
    overcome: false,
    conf: null,
    election: null,
    tasks: [{ kind: "year" }],
    outcome: null
  };
}

// src/games/free-at-last-1955/spaces/action-space.ts
var sorted = (xs) => [...new Set(xs)].sort();
function build(set2) {
  const cards4 = sorted(set2.cards.map((c) => c.name));
  const ops = [null, ...cards4];
  const cities4 = set2.cities.map((c) => c.name);
  return _chunkVUZDBBJQcjs.actionSpace.call(void 0, 
    _chunkVUZDBBJQcjs.actionTypesOf.call(void 0, actionSchema, {
      card: cards4,
      "recruit.card": ops,
      "activate.card": ops,
      "cities.card": ops,
      city: cities4,
      to: cities4,
      state: set2.states.map((s) => s.name),
      leader: set2.leaders.map((l) => l.name)
    })
  );
}
var spaceOf = _chunkVUZDBBJQcjs.cachedBy.call(void 0, build);
var freeAtLast1955ActionSpace = (s) => spaceOf(_nullishCoalesce(s.components, () => ( referenceComponents)));

// src/games/free-at-last-1955/spaces/observation.ts
var INF = Number.POSITIVE_INFINITY;
var sides2 = sideSchema.options;
var goals = goalSchema.options;
var cityUnits = ["B", "S", "N", "P", "W"];
var outcomes = stateSchema.shape.outcome.unwrap().shape.code.options;
var flag = (b) => b ? 1 : 0;
function cityParts(city3, stacking) {
  const c = (v) => v.cities[city3];
  const p = `cities.${city3}.`;
  return [
    ...cityUnits.map((u) => _chunkVUZDBBJQcjs.scalar.call(void 0, `${p}${u}`, `${u} units (3.0)`, 0, stacking, (v) => _nullishCoalesce(_optionalChain([c, 'call', _25 => _25(v), 'optionalAccess', _26 => _26.u, 'access', _27 => _27[u]]), () => ( 0)))),
    ...goals.map((g) => _chunkVUZDBBJQcjs.scalar.call(void 0, `${p}m.${g}`, `${g} Integration marker (2.1)`, 0, 1, (v) => flag(_optionalChain([c, 'call', _28 => _28(v), 'optionalAccess', _29 => _29.m, 'access', _30 => _30[g]])))),
    _chunkVUZDBBJQcjs.scalar.call(void 0, `${p}e`, "E marker (6.3.2)", 0, 1, (v) => flag(_optionalChain([c, 'call', _31 => _31(v), 'optionalAccess', _32 => _32.e]))),
    _chunkVUZDBBJQcjs.scalar.call(void 0, `${p}ns`, "No Stronghold marker (2.3.1)", 0, 1, (v) => flag(_optionalChain([c, 'call', _33 => _33(v), 'optionalAccess', _34 => _34.ns])))
  ];
}
function confrontationParts(cities4, leaders4, cards4) {
  const c = (v) => _nullishCoalesce(v.conf, () => ( void 0));
  return [
    _chunkVUZDBBJQcjs.scalar.call(void 0, "conf.active", "a confrontation is under way", 0, 1, (v) => flag(v.conf !== null)),
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "conf.attacker", "the attacking side", sides2, (v) => _optionalChain([c, 'call', _35 => _35(v), 'optionalAccess', _36 => _36.attacker])),
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "conf.city", "the city attacked", cities4, (v) => _optionalChain([c, 'call', _37 => _37(v), 'optionalAccess', _38 => _38.city])),
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "conf.goal", "the protest goal (none: a mass arrest)", [null, ...goals], (v) => _nullishCoalesce(_optionalChain([c, 'call', _39 => _39(v), 'optionalAccess', _40 => _40.goal]), () => ( null))),
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "conf.leader", "the attacking leader", leaders4, (v) => _optionalChain([c, 'call', _41 => _41(v), 'optionalAccess', _42 => _42.leader])),
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "conf.defLeader", "the defending leader", leaders4, (v) => _nullishCoalesce(_optionalChain([c, 'call', _43 => _43(v), 'optionalAccess', _44 => _44.defLeader]), () => ( void 0))),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "conf.media", "a media roll was asked for (7.1.1)", 0, 1, (v) => flag(_optionalChain([c, 'call', _45 => _45(v), 'optionalAccess', _46 => _46.media]))),
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "conf.mediaResult", "the media roll", ["low", "normal", "high"], (v) => _nullishCoalesce(_optionalChain([c, 'call', _47 => _47(v), 'optionalAccess', _48 => _48.mediaResult]), () => ( void 0))),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "conf.avoidFailed", "the defender failed to avoid it (7.2.2)", 0, 1, (v) => flag(_optionalChain([c, 'call', _49 => _49(v), 'optionalAccess', _50 => _50.avoidFailed]))),
    ...sides2.flatMap((x) => [
      _chunkVUZDBBJQcjs.counts.call(void 0, `conf.cards.${x}`, `confrontation cards played by ${x} (6.5)`, cards4, 1, (v) => _nullishCoalesce(_optionalChain([c, 'call', _51 => _51(v), 'optionalAccess', _52 => _52.cards, 'access', _53 => _53[x]]), () => ( []))),
      _chunkVUZDBBJQcjs.scalar.call(void 0, `conf.abilities.${x}`, `${x}'s special ability modifiers (4.4)`, 0, INF, (v) => _nullishCoalesce(_optionalChain([c, 'call', _54 => _54(v), 'optionalAccess', _55 => _55.abilities, 'access', _56 => _56[x]]), () => ( 0))),
      _chunkVUZDBBJQcjs.scalar.call(void 0, `conf.rolls.${x}`, `${x}'s die (0: not rolled)`, 0, 6, (v) => _nullishCoalesce(_optionalChain([c, 'call', _57 => _57(v), 'optionalAccess', _58 => _58.rolls, 'access', _59 => _59[x]]), () => ( 0))),
      _chunkVUZDBBJQcjs.scalar.call(void 0, `conf.inflicted.${x}`, `losses ${x} inflicted (7.1 step 6)`, 0, INF, (v) => _nullishCoalesce(_optionalChain([c, 'call', _60 => _60(v), 'optionalAccess', _61 => _61.inflicted, 'optionalAccess', _62 => _62[x]]), () => ( 0)))
    ])
  ];
}
function build2(set2) {
  const k = set2.counts;
  const cities4 = set2.cities.map((c) => c.name);
  const leaders4 = set2.leaders.map((l) => l.name);
  const cards4 = [...new Set(set2.cards.map((c) => c.name))].sort();
  const candidates = [set2.setup.president, ...set2.elections.flatMap((e) => e.candidates)];
  const rating = (r) => [Math.min(...candidates.map((c) => c[r])), Math.max(...candidates.map((c) => c[r]))];
  const unitMax = Math.max(...Object.values(k.units));
  return _chunkVUZDBBJQcjs.observer.call(void 0, [
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "seat", "the observing seat (none: a spectator)", sides2, (v) => v.seat),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "toMove.self", "the observing seat decides now", 0, 1, (v) => flag(v.seat !== null && v.toMove === v.seat)),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "toMove.chance", "a chance node is waiting (manual chance mode)", 0, 1, (v) => flag(v.toMove === "chance")),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "year", "the year", k.firstYear, k.lastYear, (v) => v.year),
    ...cities4.flatMap((c) => cityParts(c, k.stacking)),
    ...set2.states.map((st) => _chunkVUZDBBJQcjs.scalar.call(void 0, `klan.${st.name}`, `K units in ${st.name} (9.0)`, 0, k.units.K, (v) => _nullishCoalesce(v.klan[st.name], () => ( 0)))),
    ...["B", "S", "N", "P", "W", "K"].map((u) => _chunkVUZDBBJQcjs.scalar.call(void 0, `supply.${u}`, `${u} units in the supply`, 0, unitMax, (v) => v.supply[u])),
    ...leaders4.flatMap((l) => [
      _chunkVUZDBBJQcjs.oneHot.call(void 0, `leaders.${l}.city`, `where ${l} is (all 0: eliminated, 9.0)`, cities4, (v) => _nullishCoalesce(_optionalChain([v, 'access', _63 => _63.leaders, 'access', _64 => _64[l], 'optionalAccess', _65 => _65.city]), () => ( void 0))),
      _chunkVUZDBBJQcjs.scalar.call(void 0, `leaders.${l}.activations`, "activations this year (4.1)", 0, INF, (v) => _nullishCoalesce(_optionalChain([v, 'access', _66 => _66.leaders, 'access', _67 => _67[l], 'optionalAccess', _68 => _68.activations]), () => ( 0))),
      _chunkVUZDBBJQcjs.scalar.call(void 0, `leaders.${l}.used`, "special ability spent (4.4)", 0, 1, (v) => flag(_optionalChain([v, 'access', _69 => _69.leaders, 'access', _70 => _70[l], 'optionalAccess', _71 => _71.used])))
    ]),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "freedom", "the Freedom Track (2.4)", 0, INF, (v) => v.freedom),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "nonviolence", "the Non-violence Commitment Track (2.5; 0: abandoned)", 0, k.nonviolenceMax, (v) => v.nonviolence),
    ...set2.freedomEvents.map((f) => _chunkVUZDBBJQcjs.oneHot.call(void 0, `freedomEvents.${f.id}`, `${f.name} (2.6, 10.2)`, ["open", "won"], (v) => v.freedomEvents[f.id])),
    ...["popularity", "S", "A", "V"].map((r) => _chunkVUZDBBJQcjs.scalar.call(void 0, `climate.${r}`, `the President's ${r} rating (8.2)`, ...rating(r), (v) => v.climate[r])),
    _chunkVUZDBBJQcjs.counts.call(void 0, "hand", "the observing seat's own hand", cards4, 1, (v) => v.hand),
    ...sides2.map((x) => _chunkVUZDBBJQcjs.scalar.call(void 0, `handSizes.${x}`, `cards in ${x}'s hand`, 0, cards4.length, (v) => v.handSizes[x])),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "deckSize", "cards in the deck", 0, cards4.length, (v) => v.deckSize),
    _chunkVUZDBBJQcjs.counts.call(void 0, "discard", "the discard pile", cards4, 1, (v) => v.discard),
    _chunkVUZDBBJQcjs.counts.call(void 0, "removed", "cards out of the game (6.4, 6.5)", cards4, 1, (v) => v.removed),
    ...sides2.map((x) => _chunkVUZDBBJQcjs.counts.call(void 0, `inFront.${x}`, `confrontation cards in front of ${x} (6.5)`, cards4, 1, (v) => v.inFront[x])),
    ...sides2.map((x) => _chunkVUZDBBJQcjs.scalar.call(void 0, `actionsLeft.${x}`, `${x}'s actions left this year (5.2)`, 0, INF, (v) => v.actionsLeft[x])),
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "onMove", "the side on move (5.2)", sides2, (v) => v.onMove),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "opsBonus", "the free-city Ops bonus waiting (10.0.1)", 0, INF, (v) => v.opsBonus),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "overcome", "We Shall Overcome is in effect (2.5)", 0, 1, (v) => flag(v.overcome)),
    ...confrontationParts(cities4, leaders4, cards4),
    _chunkVUZDBBJQcjs.scalar.call(void 0, "election.active", "an election is under way (8.1)", 0, 1, (v) => flag(v.election !== null)),
    ...sides2.map((x) => _chunkVUZDBBJQcjs.scalar.call(void 0, `election.committed.${x}`, `${x} committed a card face down`, 0, 1, (v) => flag(_optionalChain([v, 'access', _72 => _72.election, 'optionalAccess', _73 => _73.committed, 'access', _74 => _74[x]])))),
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "election.own.card", "the observing seat's own committed card", cards4, (v) => _optionalChain([v, 'access', _75 => _75.election, 'optionalAccess', _76 => _76.own, 'optionalAccess', _77 => _77.card])),
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "election.own.candidate", "the candidate it backs", [0, 1], (v) => _optionalChain([v, 'access', _78 => _78.election, 'optionalAccess', _79 => _79.own, 'optionalAccess', _80 => _80.candidate])),
    _chunkVUZDBBJQcjs.numbers.call(void 0, "election.rolls", "the dice rolled for the two candidates (0: not yet)", 2, 0, 6, (v) => _nullishCoalesce(_optionalChain([v, 'access', _81 => _81.election, 'optionalAccess', _82 => _82.rolls]), () => ( []))),
    _chunkVUZDBBJQcjs.oneHot.call(void 0, "outcome", "the end-reason code (all 0 while the game runs)", outcomes, (v) => _optionalChain([v, 'access', _83 => _83.outcome, 'optionalAccess', _84 => _84.code]))
  ]);
}
var observerOf = _chunkVUZDBBJQcjs.cachedBy.call(void 0, build2);
var freeAtLast1955Observer = (s) => observerOf(_nullishCoalesce(s.components, () => ( referenceComponents)));

// src/games/free-at-last-1955/view.ts
function promptOf(s) {
  return s.outcome ? `Game over: ${s.outcome.reason}` : freeAtLast1955TaskMachine.prompt(s);
}
function viewOf(s, seat) {
  const mine = seat === "civilRights" || seat === "segregationist" ? seat : null;
  const toMove = freeAtLast1955TaskMachine.toMove(s);
  const e = s.election;
  return {
    seat,
    year: s.year,
    toMove,
    prompt: promptOf(s),
    cities: s.cities,
    klan: s.klan,
    supply: s.supply,
    leaders: s.leaders,
    freedom: s.freedom,
    nonviolence: s.nonviolence,
    freedomEvents: s.freedomEvents,
    climate: s.climate,
    hand: mine === null ? [] : s.hands[mine],
    handSizes: { civilRights: s.hands.civilRights.length, segregationist: s.hands.segregationist.length },
    deckSize: s.deck.length,
    discard: s.discard,
    removed: s.removed,
    inFront: s.inFront,
    actionsLeft: s.actionsLeft,
    onMove: s.onMove,
    opsBonus: s.opsBonus,
    overcome: s.overcome,
    conf: s.conf,
    election: e === null ? null : { committed: { civilRights: e.commits.civilRights !== null, segregationist: e.commits.segregationist !== null }, own: mine === null ? null : e.commits[mine], rolls: e.rolls },
    legal: seat !== null && toMove === seat ? freeAtLast1955TaskMachine.legalActions(s) : [],
    ask: freeAtLast1955TaskMachine.ask(s),
    // its chance nodes are those of chanceQuestionSchema (test/questions.test.ts)
    components: s.components,
    outcome: s.outcome
  };
}

// src/games/free-at-last-1955/scenario.ts
function takeCard(d, card4, setter) {
  for (const list of [d.deck, d.discard]) {
    const i = list.indexOf(card4);
    if (i >= 0) return void list.splice(i, 1);
  }
  throw new Error(`${setter}: ${card4} is not in the deck or the discard pile (it would be taken from a hand, from in front of a side or from the removed cards)`);
}
function freeAtLast1955Scenario(state) {
  const next = (change2) => freeAtLast1955Scenario(_chunk3YMKZICEcjs.edited.call(void 0, state, change2));
  const settle2 = (change2) => freeAtLast1955Scenario(_chunk3YMKZICEcjs.settled.call(void 0, freeAtLast1955TaskMachine, _chunk3YMKZICEcjs.edited.call(void 0, state, change2)));
  return {
    state,
    units: (city3, units2) => next((d) => {
      for (const [k, v] of Object.entries(units2)) {
        d.cities[city3].u[k] += v;
        d.supply[k] -= v;
      }
    }),
    clearMap: () => next((d) => {
      for (const c of Object.values(d.cities)) {
        for (const k of ["B", "S", "N", "P", "W"]) {
          d.supply[k] += c.u[k];
          c.u[k] = 0;
        }
        c.e = false;
        c.ns = false;
      }
      for (const st of Object.keys(d.klan)) {
        d.supply.K += d.klan[st];
        d.klan[st] = 0;
      }
    }),
    klan: (st, n5) => next((d) => {
      d.supply.K += d.klan[st] - n5;
      d.klan[st] = n5;
    }),
    markers: (city3, goals2) => next((d) => goals2.forEach((g) => d.cities[city3].m[g] = true)),
    entrenched: (city3, on = true) => next((d) => void (d.cities[city3].e = on)),
    leader: (name, city3) => next((d) => void (d.leaders[name].city = city3)),
    hand: (side, cards4) => next((d) => {
      d.deck.push(...d.hands[side]);
      d.hands[side] = [];
      for (const c of cards4) takeCard(d, c, "hand");
      d.hands[side] = [...cards4].sort();
      d.deck.sort();
    }),
    inFront: (side, cards4) => next((d) => {
      for (const c of cards4) takeCard(d, c, "inFront");
      d.inFront[side].push(...cards4);
    }),
    deck: (cards4) => settle2((d) => {
      for (const c of cards4) takeCard(d, c, "deck");
      d.discard.push(...d.deck);
      d.deck = [...cards4].sort();
    }),
    tracks: (freedom, nonviolence) => next((d) => Object.assign(d, { freedom, nonviolence })),
    year: (year) => next((d) => void (d.year = year)),
    actionsLeft: (side, n5) => next((d) => void (d.actionsLeft[side] = n5)),
    at: (point, side) => settle2((d) => {
      if (side === void 0) throw new Error(`at('${point}'): say which side acts`);
      const i = d.tasks.findIndex((t) => t.kind === "plays");
      if (i < 0) throw new Error("at('plays'): no year under way");
      d.onMove = side;
      d.tasks = [...d.tasks.slice(0, i + 1), ...d.tasks.slice(i + 1).filter((t) => t.kind === "draw" && t.left === null)];
    }),
    edit: next
  };
}
function citiesOfState(s, state) {
  return [..._nullishCoalesce(board(s).citiesOf.get(state), () => ( []))];
}

// src/games/free-at-last-1955/choices.ts
var step = (key, label) => ({ key, label });
var GOAL2 = { S: "school integration", A: "public accommodations", V: "voting rights" };
var cardStep = (card4) => step(`card:${card4}`, _nullishCoalesce(card4, () => ( "the free 1-Ops action")));
function pathOf(a, where) {
  switch (a.type) {
    case "recruit":
      return [cardStep(a.card), step("recruit", "recruit units")];
    case "activate":
      return [cardStep(a.card), step("activate", "activate a leader"), step(a.leader, a.leader)];
    case "cities":
      return [cardStep(a.card), step("cities", "activate cities")];
    case "event":
      return [cardStep(a.card), step("event", "play it as an event")];
    case "card":
      return [cardStep(a.card), step("card", "play it as a confrontation card")];
    case "discard":
      return [cardStep(a.card), step("discard", "discard it")];
    case "commit":
      return [cardStep(a.card), step("commit", "commit it face down"), step(String(a.candidate), `to candidate ${a.candidate + 1}`)];
    case "city":
      return where(a.city);
    case "move":
      return [step(`unit:${a.unit}`, `move a ${a.unit} unit`), ...where(a.to)];
    case "state":
      return [step(`state:${a.state}`, a.state)];
    case "bring":
      return [step(`bring:${a.unit}`, `bring a ${a.unit} unit along`)];
    case "pass":
      return [step("pass", "hold (pass an action)")];
    case "stay":
      return [step("stay", "stay in place")];
    case "attack":
      return [step(`attack:${a.goal}`, a.goal === null ? "mass arrest" : `protest for ${GOAL2[a.goal]}`)];
    case "leader":
      return [step(`leader:${a.leader}`, `${a.leader} defends`)];
    case "avoid":
      return [step(`avoid:${a.ability}`, a.ability ? "try to avoid, with the leader\u2019s ability" : "try to avoid the confrontation")];
    case "media":
      return [step("media", "ask for national media attention")];
    case "ability":
      return [step("ability", "use the leader\u2019s special ability")];
    case "loss":
      return [step(`loss:${a.unit}`, `lose a ${a.unit} unit`)];
    case "entrench":
      return [step("entrench", "try to entrench the city")];
    case "done":
      return [step("done", "done")];
    case "die":
      return [step(`die:${a.face}`, `roll ${a.face}`)];
    case "draw":
      return [step(`draw:${a.card}`, `draw ${a.card}`)];
  }
}
function fal1955ChoicePaths(view) {
  const b = board(view);
  const picks = view.legal.filter((a) => a.type === "city" || a.type === "move").length;
  const where = (city3) => {
    const c = step(`city:${city3}`, city3);
    const state = _optionalChain([b, 'access', _85 => _85.city, 'access', _86 => _86.get, 'call', _87 => _87(city3), 'optionalAccess', _88 => _88.state]);
    return picks > _chunkVUZDBBJQcjs.MAX_CHOICES && state !== void 0 ? [step(`in:${state}`, state), c] : [c];
  };
  return view.legal.map((action) => ({ action, path: pathOf(action, where) }));
}

// src/games/free-at-last-1955/bots/odds.ts
var { crt, leaders: leaders2, cities: cities2 } = referenceComponents;
var leaderOf = new Map(leaders2.map((l) => [l.name, l]));
var stronghold = new Map(cities2.map((c) => [c.name, c.stronghold]));
var opsOf2 = new Map(referenceComponents.cards.map((c) => [c.name, c.ops]));
var cardOps = (cards4) => cards4.reduce((t, c) => t + (_nullishCoalesce(opsOf2.get(c), () => ( 1))), 0);
var byFactors = Array.from({ length: 21 }, (_, f) => crt.columns.reduce((base, min, i) => f >= min ? i : base, 0));
function column(factors2, shift2) {
  return Math.max(0, Math.min(crt.columns.length - 1, byFactors[Math.min(factors2, byFactors.length - 1)] + shift2));
}
var lossesAt = (col, total) => {
  const rows = crt.losses[col];
  return rows[Math.max(0, Math.min(rows.length - 1, total - crt.firstRow))];
};
function countOdds(crCol, crMod, segCol, segMod) {
  let win = 0;
  let lose = 0;
  for (let a = 1; a <= 6; a++) {
    const cr = lossesAt(crCol, a + crMod);
    for (let b = 1; b <= 6; b++) {
      const seg = lossesAt(segCol, b + segMod);
      if (cr > seg) win++;
      else if (seg > cr) lose++;
    }
  }
  return { win: win / 36, lose: lose / 36 };
}
var SPAN = crt.losses[0].length - 1;
var MODS = 2 * SPAN + 1;
var cache2 = [];
function crtOdds(crCol, crMod, segCol, segMod) {
  const cm = Math.max(-SPAN, Math.min(SPAN, crMod));
  const sm = Math.max(-SPAN, Math.min(SPAN, segMod));
  const key = ((crCol * MODS + cm + SPAN) * crt.columns.length + segCol) * MODS + sm + SPAN;
  return cache2[key] ??= countOdds(crCol, cm, segCol, sm);
}
function leaderMod(view, leader2) {
  const l = leader2 === null ? void 0 : leaderOf.get(leader2);
  if (!l) return 0;
  return l.tactical + (l.ability.kind === "drm" && !_optionalChain([view, 'access', _89 => _89.leaders, 'access', _90 => _90[l.name], 'optionalAccess', _91 => _91.used]) ? l.ability.n : 0);
}
var boards = /* @__PURE__ */ new WeakMap();
function boardOf(view) {
  let b = boards.get(view);
  if (b) return b;
  const defence = /* @__PURE__ */ new Map();
  for (const [name, l] of Object.entries(view.leaders)) {
    if (l.city === null || _optionalChain([leaderOf, 'access', _92 => _92.get, 'call', _93 => _93(name), 'optionalAccess', _94 => _94.side]) !== "segregationist") continue;
    defence.set(l.city, Math.max(_nullishCoalesce(defence.get(l.city), () => ( 0)), leaderMod(view, name)));
  }
  b = { crCards: cardOps(view.inFront.civilRights), segCards: cardOps(view.inFront.segregationist), defence };
  boards.set(view, b);
  return b;
}
function protestOdds(view, leader2, city3, goal, extra) {
  const b = boardOf(view);
  const c = view.cities[city3];
  const crFactors = Math.min(10, c.u.B + c.u.S + c.u.N + extra);
  const segFactors = c.u.P + (c.ns ? 0 : _nullishCoalesce(stronghold.get(city3), () => ( 0)));
  const e = c.e ? 1 : 0;
  const crMod = leaderMod(view, leader2) + view.climate[goal] + b.crCards;
  const segMod = (_nullishCoalesce(b.defence.get(city3), () => ( 0))) + b.segCards;
  return crtOdds(column(crFactors, -e), crMod, column(segFactors, e), segMod);
}
function confrontationOdds(view) {
  const k = view.conf;
  const c = view.cities[k.city];
  const protest = k.attacker === "civilRights";
  const segFactors = c.u.P + (protest && !c.ns ? _nullishCoalesce(stronghold.get(k.city), () => ( 0)) : 0);
  const media = k.mediaResult === "high" ? 1 : k.mediaResult === "low" ? -1 : 0;
  const e = protest && c.e ? 1 : 0;
  const avoided = k.avoidFailed ? protest ? 1 : -1 : 0;
  const tactical = (l) => l === null ? 0 : _nullishCoalesce(_optionalChain([leaderOf, 'access', _95 => _95.get, 'call', _96 => _96(l), 'optionalAccess', _97 => _97.tactical]), () => ( 0));
  const climate = protest && k.goal !== null ? view.climate[k.goal] : 0;
  const crMod = cardOps([...view.inFront.civilRights, ...k.cards.civilRights]) + k.abilities.civilRights + tactical(protest ? k.leader : k.defLeader) + climate;
  const segMod = cardOps([...view.inFront.segregationist, ...k.cards.segregationist]) + k.abilities.segregationist + tactical(protest ? k.defLeader : k.leader);
  return crtOdds(column(c.u.B + c.u.S + c.u.N, media - e + avoided), crMod, column(segFactors, -media + e - avoided), segMod);
}

// src/games/free-at-last-1955/bots/civil-rights.ts
var { cards: cards2, leaders: leaders3, cities: cities3, freedomEvents: freedomEvents3, counts: counts3 } = referenceComponents;
var cardOf = new Map(cards2.map((c) => [c.name, c]));
var leaderOf2 = new Map(leaders3.map((l) => [l.name, l]));
var cityOf = new Map(cities3.map((c) => [c.name, c]));
var citiesOf = /* @__PURE__ */ new Map();
for (const c of cities3) citiesOf.set(c.state, [..._nullishCoalesce(citiesOf.get(c.state), () => ( [])), c.name]);
var GOALS = ["S", "A", "V"];
var eventOfCard = (card4) => _optionalChain([cardOf, 'access', _98 => _98.get, 'call', _99 => _99(card4), 'optionalAccess', _100 => _100.effects, 'access', _101 => _101.find, 'call', _102 => _102((e) => e.kind === "freedomEvent"), 'optionalAccess', _103 => _103.event]);
var restores = (card4) => {
  const c = cardOf.get(card4);
  return c !== void 0 && restoresNonviolence(c);
};
var opsOf3 = (card4) => card4 === null ? 1 : _nullishCoalesce(_optionalChain([cardOf, 'access', _104 => _104.get, 'call', _105 => _105(card4), 'optionalAccess', _106 => _106.ops]), () => ( 1));
var matches = (f, city3, goal) => f.goal === goal && (f.cities.includes(city3) || f.states.includes(cityOf.get(city3).state));
var winnable = (view, f) => cities3.some((c) => matches(f, c.name, f.goal) && !view.cities[c.name].m[f.goal]);
var bIn = (view, state) => citiesOf.get(state).reduce((t, c) => t + view.cities[c].u.B, 0);
var lossCost = (view) => 1 + 6 / Math.max(1, view.nonviolence);
var eventsAt = /* @__PURE__ */ new Map();
for (const c of cities3) for (const goal of GOALS) eventsAt.set(c.name + goal, freedomEvents3.filter((f) => matches(f, c.name, goal)));
function gainOf(view, city3, goal) {
  const m = view.cities[city3].m;
  let g = 1;
  if ((m.S ? 1 : 0) + (m.A ? 1 : 0) + (m.V ? 1 : 0) === 2) {
    const r = cityOf.get(city3).reward;
    g += r.kind === "freedom" ? r.n : r.kind === "nonviolence" ? r.n * (view.nonviolence <= 3 ? 1.5 : 0.5) : 0.3 * r.n;
  }
  for (const f of eventsAt.get(city3 + goal)) {
    const status = view.freedomEvents[f.id];
    if (status === "open") {
      const won = Object.values(view.freedomEvents).filter((x) => x === "won").length;
      const bonus = counts3.freedomBonus;
      g += Math.max(3, bonus[Math.min(won + 1, bonus.length - 1)] - bonus[Math.min(won, bonus.length - 1)]);
    } else if (status === void 0 && !f.cards.every((x) => view.removed.includes(x))) {
      const left = cities3.filter((x) => matches(f, x.name, goal) && !view.cities[x.name].m[goal]).length;
      if (left <= 1) g -= 2;
    }
  }
  return g;
}
var cityIndex = new Map(cities3.map((c, i) => [c.name, i]));
var gains = /* @__PURE__ */ new WeakMap();
function gain(view, city3, goal) {
  let m = gains.get(view);
  if (!m) gains.set(view, m = new Float64Array(3 * cities3.length).fill(Number.NaN));
  const k = 3 * cityIndex.get(city3) + GOALS.indexOf(goal);
  if (Number.isNaN(m[k])) m[k] = gainOf(view, city3, goal);
  return m[k];
}
var value = (view, odds, city3, goal) => odds.win * gain(view, city3, goal) - odds.lose * lossCost(view);
function escorts2(view, leader2, from, to) {
  const u = view.cities[from].u;
  const sameState = cityOf.get(from).state === cityOf.get(to).state;
  const movable2 = u.S + u.N + (sameState ? u.B : 0);
  return Math.min(leaderOf2.get(leader2).leadership, movable2);
}
function plan(view, leader2) {
  const l = leaderOf2.get(leader2);
  const from = _optionalChain([view, 'access', _107 => _107.leaders, 'access', _108 => _108[leader2], 'optionalAccess', _109 => _109.city]);
  if (!from) return null;
  const reach2 = l.scope === "national" ? cities3.map((c) => c.name) : citiesOf.get(l.state);
  let top = null;
  for (const city3 of reach2) {
    const extra = city3 === from ? 0 : escorts2(view, leader2, from, city3);
    for (const goal of GOALS) {
      if (view.cities[city3].m[goal]) continue;
      const v = value(view, protestOdds(view, leader2, city3, goal, extra), city3, goal);
      if (top === null || v > top.value) top = { city: city3, value: v };
    }
  }
  return top;
}
function keep(view, card4) {
  const ev = eventOfCard(card4);
  const f = ev === void 0 ? void 0 : freedomEvents3.find((x) => x.id === ev);
  if (f && view.freedomEvents[f.id] === void 0 && winnable(view, f)) return 10;
  if (restores(card4)) return view.nonviolence <= 4 ? 8 : 4;
  return opsOf3(card4);
}
var spare = (view) => view.hand.filter((c) => keep(view, c) < 4);
function play(view, legal) {
  const events = legal.filter((a) => a.type === "event");
  const calm = events.find((a) => restores(a.card));
  if (calm && view.nonviolence <= 3) return calm;
  const open = events.find((a) => {
    const f = freedomEvents3.find((x) => x.id === eventOfCard(a.card));
    return f !== void 0 && view.freedomEvents[f.id] === void 0 && winnable(view, f);
  });
  if (open) return open;
  const recruits2 = legal.filter((a) => a.type === "recruit");
  const empty = [...citiesOf.keys()].filter((st) => bIn(view, st) === 0).length;
  if (view.year >= counts3.eliminationAfter && recruits2.length > 0 && (empty >= 2 || empty === 1 && view.actionsLeft.civilRights <= 2)) {
    return _chunk3YMKZICEcjs.best.call(void 0, recruits2, (a) => a.card === null ? 0.5 : opsOf3(a.card) - keep(view, a.card) / 4);
  }
  const activations = legal.filter((a) => a.type === "activate");
  const plans = /* @__PURE__ */ new Map();
  for (const a of activations) if (!plans.has(a.leader)) plans.set(a.leader, _nullishCoalesce(_optionalChain([plan, 'call', _110 => _110(view, a.leader), 'optionalAccess', _111 => _111.value]), () => ( -1)));
  const goodLeaders = [...plans].filter(([, v]) => v > 0.2);
  if (goodLeaders.length > 0) {
    const [leader2] = _chunk3YMKZICEcjs.best.call(void 0, goodLeaders, ([, v]) => v);
    const options3 = activations.filter((a) => a.leader === leader2);
    return _chunk3YMKZICEcjs.best.call(void 0, options3, (a) => a.card === null ? 100 : -keep(view, a.card) - opsOf3(a.card) / 10);
  }
  const units2 = events.find((a) => _optionalChain([cardOf, 'access', _112 => _112.get, 'call', _113 => _113(a.card), 'optionalAccess', _114 => _114.color]) === "red" && keep(view, a.card) < 4);
  if (units2) return units2;
  if (recruits2.length > 0) return _chunk3YMKZICEcjs.best.call(void 0, recruits2, (a) => a.card === null ? 0.5 : opsOf3(a.card) - keep(view, a.card));
  return void 0;
}
function activation(view, legal) {
  const moving = /^civil rights: (.+) is activated: move/.exec(view.prompt);
  if (moving) {
    const p = plan(view, moving[1]);
    const here = _optionalChain([view, 'access', _115 => _115.leaders, 'access', _116 => _116[moving[1]], 'optionalAccess', _117 => _117.city]);
    if (!p || p.city === here) return legal.find((a) => a.type === "stay");
    return legal.find((a) => a.type === "city" && a.city === p.city);
  }
  const bringing = /^civil rights: .+: bring a unit from (.+?) \(/.exec(view.prompt);
  if (bringing) {
    const from = bringing[1];
    const last = bIn(view, cityOf.get(from).state) <= 1;
    return _nullishCoalesce(legal.find((a) => a.type === "bring" && (a.unit !== "B" || !last)), () => ( legal.find((a) => a.type === "done")));
  }
  const attacking = /^civil rights: (.+): attack /.exec(view.prompt);
  const leader2 = _optionalChain([attacking, 'optionalAccess', _118 => _118[1]]);
  const city3 = leader2 === void 0 ? null : _optionalChain([view, 'access', _119 => _119.leaders, 'access', _120 => _120[leader2], 'optionalAccess', _121 => _121.city]);
  if (leader2 !== void 0 && city3) {
    const attacks2 = legal.filter((a) => a.type === "attack" && a.goal !== null);
    if (attacks2.length === 0) return void 0;
    const pick = _chunk3YMKZICEcjs.best.call(void 0, attacks2, (a) => value(view, protestOdds(view, leader2, city3, a.goal, 0), city3, a.goal));
    const v = value(view, protestOdds(view, leader2, city3, pick.goal, 0), city3, pick.goal);
    return v > 0 ? pick : legal.find((a) => a.type === "done");
  }
  return void 0;
}
function confront(view, legal) {
  if (!view.conf || !legal.some((a) => a.type === "card" || a.type === "ability" || a.type === "media")) return void 0;
  const odds = confrontationOdds(view);
  const attacking = view.conf.attacker === "civilRights";
  const enough = attacking ? odds.win >= 0.85 : odds.lose <= 0.15;
  if (enough) return legal.find((a) => a.type === "done");
  const ability = legal.find((a) => a.type === "ability");
  if (ability) return ability;
  const spared = spare(view);
  const playable = legal.filter((a) => a.type === "card" && spared.includes(a.card));
  if (playable.length > 0) return _chunk3YMKZICEcjs.best.call(void 0, playable, (a) => opsOf3(a.card));
  return legal.find((a) => a.type === "done");
}
function placeScore(view, city3) {
  const c = view.cities[city3];
  const inState = bIn(view, cityOf.get(city3).state);
  const seg = c.u.P + (c.ns ? 0 : cityOf.get(city3).stronghold);
  const missing2 = GOALS.filter((g) => !c.m[g]).length;
  return (inState === 0 ? 6 : inState === 1 ? 2 : 0) + missing2 - 0.4 * seg - 0.15 * (c.u.B + c.u.S + c.u.N);
}
function civilRightsChoice(view, legal) {
  if (legal.some((a) => a.type === "activate" || a.type === "recruit")) return play(view, legal);
  if (legal.some((a) => a.type === "stay" || a.type === "bring" || a.type === "attack")) return activation(view, legal);
  if (view.conf && legal.some((a) => a.type === "card" || a.type === "done")) {
    const c = confront(view, legal);
    if (c) return c;
  }
  if (/^civil rights: place a [BSN] unit/.test(view.prompt)) {
    const places = legal.filter((a) => a.type === "city");
    if (places.length > 0) return _chunk3YMKZICEcjs.best.call(void 0, places, (a) => placeScore(view, a.city));
  }
  return void 0;
}

// src/games/free-at-last-1955/bots/heuristic.ts
var cards3 = new Map(referenceComponents.cards.map((c) => [c.name, c]));
var leaderSide = new Map(referenceComponents.leaders.map((l) => [l.name, l.side]));
var elections2 = new Map(referenceComponents.elections.map((e) => [e.year, e.candidates]));
var ownColor = { civilRights: "red", segregationist: "blue" };
var opsOf4 = (card4) => card4 === null ? 1 : _nullishCoalesce(_optionalChain([cards3, 'access', _122 => _122.get, 'call', _123 => _123(card4), 'optionalAccess', _124 => _124.ops]), () => ( 1));
function strength(view, side, city3) {
  const c = view.cities[city3];
  if (!c) return 0;
  return side === "civilRights" ? c.u.B + 2 * c.u.S + 2 * c.u.N : c.u.P + c.u.W + (c.e ? 1 : 0);
}
var missing = (view, city3) => Object.values(_nullishCoalesce(_optionalChain([view, 'access', _125 => _125.cities, 'access', _126 => _126[city3], 'optionalAccess', _127 => _127.m]), () => ( {}))).filter((m) => !m).length;
function cityScore(view, side, city3) {
  const other2 = side === "civilRights" ? "segregationist" : "civilRights";
  const edge = strength(view, side, city3) - strength(view, other2, city3);
  if (/remove/.test(view.prompt)) return -edge;
  return edge + (side === "civilRights" ? missing(view, city3) : (_nullishCoalesce(_optionalChain([view, 'access', _128 => _128.cities, 'access', _129 => _129[city3], 'optionalAccess', _130 => _130.u, 'access', _131 => _131.B]), () => ( 0))) / 2);
}
function candidateScore(view, side, candidate) {
  const c = _optionalChain([elections2, 'access', _132 => _132.get, 'call', _133 => _133(view.year), 'optionalAccess', _134 => _134[candidate]]);
  if (!c) return 0;
  const ratings = c.S + c.A + c.V;
  return side === "civilRights" ? ratings : -ratings;
}
var lossOrder = { B: 3, P: 3, W: 1, S: 1, N: 1 };
function freeAtLast1955Heuristic(seed = 0) {
  const random = _chunkVUZDBBJQcjs.createRandom.call(void 0, seed);
  return {
    name: `free-at-last-1955-heuristic(${seed})`,
    choose({ player, view, legal }) {
      const side = player;
      const of = (type) => legal.filter((a) => a.type === type);
      const jitter = () => random.int(4) / 8;
      const mine = side === "civilRights" ? civilRightsChoice(view, legal) : void 0;
      if (mine) return mine;
      const events = of("event").filter((a) => _optionalChain([cards3, 'access', _135 => _135.get, 'call', _136 => _136(a.card), 'optionalAccess', _137 => _137.color]) === ownColor[side]);
      if (events.length > 0) return _chunk3YMKZICEcjs.best.call(void 0, events, (a) => (_optionalChain([cards3, 'access', _138 => _138.get, 'call', _139 => _139(a.card), 'optionalAccess', _140 => _140.effects, 'access', _141 => _141.some, 'call', _142 => _142((e) => e.kind === "freedomEvent")]) ? 10 : 0) + opsOf4(a.card) + jitter());
      const activations = of("activate");
      if (activations.length > 0 && random.int(3) > 0) return _chunk3YMKZICEcjs.best.call(void 0, activations, (a) => -opsOf4(a.card) + (_optionalChain([view, 'access', _143 => _143.leaders, 'access', _144 => _144[a.leader], 'optionalAccess', _145 => _145.city]) ? cityScore(view, side, view.leaders[a.leader].city) / 4 : 0) + jitter());
      const recruits2 = of("recruit");
      if (recruits2.length > 0) return _chunk3YMKZICEcjs.best.call(void 0, [...recruits2, ...of("cities")], (a) => (a.type === "recruit" ? 1 : 0) + opsOf4(a.card) + jitter());
      const ability = legal.find((a) => a.type === "ability" || a.type === "entrench");
      if (ability) return ability;
      const confrontationCards = of("card");
      if (confrontationCards.length > 0) return _chunk3YMKZICEcjs.best.call(void 0, confrontationCards, (a) => opsOf4(a.card));
      const attacks2 = of("attack");
      const edge = Math.max(...Object.entries(view.leaders).filter(([l, x]) => x.city !== null && leaderSide.get(l) === side).map(([, x]) => cityScore(view, side, x.city)));
      if (attacks2.length > 0 && (edge >= 2 || !legal.some((a) => a.type === "done"))) return attacks2[random.int(attacks2.length)];
      const commits = of("commit");
      if (commits.length > 0) return _chunk3YMKZICEcjs.best.call(void 0, commits, (a) => 3 * candidateScore(view, side, a.candidate) - opsOf4(a.card));
      const losses = of("loss");
      if (losses.length > 0) return _chunk3YMKZICEcjs.best.call(void 0, losses, (a) => _nullishCoalesce(lossOrder[a.unit], () => ( 0)));
      const places = of("city");
      if (places.length > 0) return _chunk3YMKZICEcjs.best.call(void 0, places, (a) => cityScore(view, side, a.city) + jitter());
      const moves2 = of("move");
      if (moves2.length > 0) return _chunk3YMKZICEcjs.best.call(void 0, moves2, (a) => cityScore(view, side, a.to) + jitter());
      const states2 = of("state");
      if (states2.length > 0) return states2[random.int(states2.length)];
      const calm = legal.find((a) => a.type === "done" || a.type === "stay");
      if (calm) return calm;
      return legal[random.int(legal.length)];
    }
  };
}

// src/games/free-at-last-1955/bots/evaluate.ts
var logistic = (x) => 1 / (1 + Math.exp(-x));
var trackGain = (left) => 1.97 * left + 0.126 * left * left;
var trackSpread = (left) => Math.max(0.5, 1.6 * Math.sqrt(left));
var OPEN_CHANCE = 0.7;
var POSSIBLE_CHANCE = [0.34, 0.42, 0.51];
var LATER_CHANCE = 0.9;
function reserve(s) {
  const { card: card4 } = board(s);
  let n5 = 0;
  for (const name of s.hands.civilRights) {
    const c = card4.get(name);
    if (c.color !== "blue" && restoresNonviolence(c)) n5 += 0.5;
  }
  return n5;
}
function eventChances(s) {
  const b = board(s);
  const { freedomEvents: freedomEvents4, counts: counts4 } = b.set;
  return freedomEvents4.map((f) => {
    const status = s.freedomEvents[f.id];
    if (status === "won") return 1;
    if (status === "open") return OPEN_CHANCE;
    if (f.cards.every((c) => s.removed.includes(c))) return 0;
    const target = b.cityNames.some((c) => inEventCities(s, f, c) && !s.cities[c].m[f.goal]);
    return target ? _nullishCoalesce(POSSIBLE_CHANCE[s.year - counts4.firstYear], () => ( LATER_CHANCE)) : 0;
  });
}
function wonCounts(chances) {
  let dist = [1];
  for (const p of chances) dist = [...dist, 0].map((q, k) => q * (1 - p) + (k > 0 ? dist[k - 1] * p : 0));
  return dist;
}
function civilRightsChance(s) {
  const { counts: counts4 } = board(s).set;
  const left = Math.max(0, counts4.lastYear - s.year + 1);
  const track = s.freedom + trackGain(left) - (counts4.bands.marginal - 0.5);
  const spread = trackSpread(left);
  const bonus = counts4.freedomBonus;
  let score = 0;
  wonCounts(eventChances(s)).forEach((q, k) => {
    score += q * logistic(1.702 * (track + bonus[Math.min(k, bonus.length - 1)]) / spread);
  });
  const nonviolence = logistic(1.7 * (s.nonviolence + reserve(s) - 1.5));
  const respite = 2 * Math.max(0, counts4.eliminationAfter + 1 - s.year);
  const movement = logistic(2 * (counts4.eliminationStates + respite - 0.5 - statesWithoutB(s).length));
  return score * nonviolence * movement;
}
function freeAtLast1955Evaluate(s, seat) {
  const p = civilRightsChance(s);
  return seat === "civilRights" ? p : 1 - p;
}

// src/games/free-at-last-1955/text-board.ts
var UNITS = ["B", "S", "N", "P", "W"];
var markers = (c) => [...["S", "A", "V"].filter((m) => c.m[m]), ...c.e ? ["E"] : [], ...c.ns ? ["NS"] : []].join(" ");
function freeAtLast1955TextBoard(v) {
  const leadersIn2 = (city3) => Object.entries(v.leaders).filter(([, l]) => l.city === city3).map(([name]) => name);
  const c = v.conf;
  return [
    `${v.year} \xB7 on move: ${v.onMove} \xB7 actions left ${_chunk3YMKZICEcjs.counted.call(void 0, v.actionsLeft)} \xB7 Freedom ${v.freedom} \xB7 Non-violence ${v.nonviolence}${v.opsBonus > 0 ? ` \xB7 Ops bonus ${v.opsBonus}` : ""}`,
    `President     ${v.climate.name} (S ${v.climate.S}, A ${v.climate.A}, V ${v.climate.V})`,
    ..._chunk3YMKZICEcjs.alignColumns.call(void 0, [["City", ...UNITS, "Markers", "Leaders"], ...Object.entries(v.cities).map(([city3, x]) => [city3, ...UNITS.map((u) => String(x.u[u] || ".")), markers(x), leadersIn2(city3).join(", ")])]),
    `Klan          ${_chunk3YMKZICEcjs.counted.call(void 0, v.klan)}`,
    `Supply        ${_chunk3YMKZICEcjs.counted.call(void 0, v.supply)}`,
    ...c ? [`Confrontation ${c.attacker} attacks ${c.city}${c.goal ? ` (goal ${c.goal})` : ""}: ${c.leader} vs ${_nullishCoalesce(c.defLeader, () => ( "no leader"))} \xB7 cards ${_chunk3YMKZICEcjs.counted.call(void 0, { civilRights: c.cards.civilRights.length, segregationist: c.cards.segregationist.length })}`] : [],
    `Freedom events ${_chunk3YMKZICEcjs.listed.call(void 0, Object.entries(v.freedomEvents).map(([e, s]) => `${e} ${s}`))}`,
    `In front      civil rights: ${_chunk3YMKZICEcjs.listed.call(void 0, v.inFront.civilRights)} \xB7 segregationist: ${_chunk3YMKZICEcjs.listed.call(void 0, v.inFront.segregationist)}`,
    `Deck          ${v.deckSize} \xB7 discard ${v.discard.length} \xB7 removed ${v.removed.length}`,
    ...v.seat === null ? [] : [`Your hand     ${_chunk3YMKZICEcjs.listed.call(void 0, v.hand)}`],
    ..._optionalChain([v, 'access', _146 => _146.election, 'optionalAccess', _147 => _147.own]) ? [`Your commitment ${v.election.own.card} to candidate ${v.election.own.candidate}`] : [],
    `Hand sizes    ${_chunk3YMKZICEcjs.counted.call(void 0, v.handSizes)}`
  ];
}
var freeAtLast1955Hand = (v) => v.seat === null ? [] : v.hand;

// src/games/free-at-last-1955/index.ts
var SEATS = ["civilRights", "segregationist"];
var rules = _chunkVUZDBBJQcjs.defineGame.call(void 0, {
  id: "free-at-last-1955",
  title: "Free At Last (1955\u201365)",
  version: "1",
  schemas: { config: configSchema, action: actionSchema, state: stateSchema, view: viewSchema, event: eventSchema },
  players: () => [...SEATS],
  setup: (c, rng) => freeAtLast1955TaskMachine.start(initialState(c, rng)),
  toMove: freeAtLast1955TaskMachine.toMove,
  legalActions: freeAtLast1955TaskMachine.legalActions,
  chanceOutcomes: freeAtLast1955TaskMachine.chanceOutcomes,
  apply: freeAtLast1955TaskMachine.apply,
  explainIllegal,
  checkState: checkFreeAtLast1955State,
  result: resultOf,
  view: viewOf,
  choicePaths: fal1955ChoicePaths,
  seatsOf: () => SEATS,
  prompt: promptOf,
  ask: freeAtLast1955TaskMachine.ask,
  describe: describeAction,
  describeEvent,
  determinize
});
var freeAtLast1955 = _chunkVUZDBBJQcjs.withSpaces.call(void 0, rules, {
  actionSpace: freeAtLast1955ActionSpace,
  observer: freeAtLast1955Observer
});
var freeAtLast1955Scenarios = {
  scenario: (config, seed = 1) => freeAtLast1955Scenario(freeAtLast1955.setup(config, seed)),
  from: freeAtLast1955Scenario
};
var freeAtLast1955Module = {
  game: freeAtLast1955,
  heuristic: freeAtLast1955Heuristic,
  evaluate: freeAtLast1955Evaluate,
  scenario: freeAtLast1955Scenarios,
  textBoard: { board: freeAtLast1955TextBoard, hand: freeAtLast1955Hand, reference: referenceComponents }
};
















































exports.cards = cards; exports.president1955 = president1955; exports.elections = elections; exports.leaders = leaders; exports.states = states; exports.cities = cities; exports.MAX_COUNT = MAX_COUNT; exports.sourceSchema = sourceSchema; exports.sideSchema = sideSchema; exports.unitSchema = unitSchema; exports.goalSchema = goalSchema; exports.rewardSchema = rewardSchema; exports.citySchema = citySchema; exports.effectSchema = effectSchema; exports.cardSchema = cardSchema; exports.abilitySchema = abilitySchema; exports.leaderSchema = leaderSchema; exports.candidateSchema = candidateSchema; exports.electionSchema = electionSchema; exports.freedomEventSchema = freedomEventSchema; exports.crtSchema = crtSchema; exports.countsSchema = countsSchema; exports.setupSchema = setupSchema; exports.componentSetSchema = componentSetSchema; exports.freedomEvents = freedomEvents; exports.counts = counts2; exports.referenceComponents = referenceComponents; exports.unitCensus = unitCensus; exports.cardCensus = cardCensus; exports.taskSchema = taskSchema; exports.chanceQuestionSchema = chanceQuestionSchema; exports.configSchema = configSchema; exports.stateSchema = stateSchema; exports.actionSchema = actionSchema; exports.viewSchema = viewSchema; exports.eventSchema = eventSchema; exports.statesWithoutB = statesWithoutB; exports.eventsWon = eventsWon; exports.points = points; exports.freeAtLast1955Scenario = freeAtLast1955Scenario; exports.citiesOfState = citiesOfState; exports.freeAtLast1955Heuristic = freeAtLast1955Heuristic; exports.freeAtLast1955Evaluate = freeAtLast1955Evaluate; exports.freeAtLast1955 = freeAtLast1955; exports.freeAtLast1955Scenarios = freeAtLast1955Scenarios; exports.freeAtLast1955Module = freeAtLast1955Module;
