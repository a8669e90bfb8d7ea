import { cards } from './cards.js';
import { elections, president1955 } from './elections.js';
import { leaders } from './leaders.js';
import { cities, states } from './map.js';
import { componentSetSchema, type ComponentSet, type Counts, type FreedomEvent } from './schema.js';

/*
 * The reference component set of this project: the rulebook's names and numbers, the rest
 * reconstructed (each entry's `source` says which). docs/free-at-last-1955/components.md lists them.
 */

/** 10.2 The seven Freedom Events, as the rulebook gives them. */
export const freedomEvents: FreedomEvent[] = [
  { id: 'montgomery', name: 'Montgomery Bus Boycott', cards: ['rosa-parks', 'king-takes-command'], goal: 'A', cities: ['montgomery'], states: [], source: { rule: '10.2.1' } },
  { id: 'little-rock', name: 'Little Rock Central High integrated', cards: ['little-rock-nine'], goal: 'S', cities: ['little-rock'], states: [], source: { rule: '10.2.2' } },
  { id: 'greensboro', name: 'Greensboro Lunch Counters integrated', cards: ['greensboro-sit-ins'], goal: 'A', cities: ['greensboro'], states: [], source: { rule: '10.2.3' } },
  { id: 'ole-miss', name: 'Ole Miss integrated', cards: ['james-meredith'], goal: 'S', cities: ['oxford'], states: [], source: { rule: '10.2.4' } },
  { id: 'march', name: 'March on Washington successful', cards: ['march-on-washington'], goal: 'V', cities: [], states: ['georgia', 'louisiana', 'south-carolina', 'florida'], source: { rule: '10.2.5' } },
  { id: 'civil-rights-act', name: 'Civil Rights Act adopted', cards: ['civil-rights-act-proposed'], goal: 'A', cities: [], states: ['alabama'], source: { rule: '10.2.6' } },
  { id: 'voting-rights-act', name: 'Voting Rights Act adopted', cards: ['voting-rights-act-proposed'], goal: 'V', cities: [], states: ['mississippi'], source: { rule: '10.2.7' } },
];

/** Every count the rules need: the rulebook's where it gives them, the rest reconstructed. */
export const counts: Counts = {
  units: { B: 60, S: 8, N: 8, P: 40, W: 45, K: 6 }, // reconstructed: the counter mix is not in the rulebook
  stacking: 10, // 3.3
  handSize: 8, // 5.1
  actionsPerYear: 6, // 5.2
  nonviolenceStart: 5, // reconstructed: the track's length and start are not printed (2.5)
  nonviolenceMax: 6, // reconstructed
  firstYear: 1955, // 2.7
  lastYear: 1965, // 2.7
  electionYears: [1956, 1960, 1964], // 5.4, 8.1
  eliminationAfter: 1959, // 5.3
  eliminationStates: 3, // 5.3
  freedomBonus: [-10, 0, 1, 3, 6, 10, 15, 21], // 10.2 table
  bands: { decisive: 40, marginal: 36, marginalSegregationist: 32 }, // 10.3
  recruitment: {
    civilRights: [{ B: 1 }, { B: 2 }, { B: 3 }], // 6.1 table
    segregationist: [{ W: 1 }, { W: 1, P: 1 }, { W: 1, P: 2 }], // 6.1 table
  },
  mediaLow: 2, // 7.1.1
  mediaHigh: 5, // 7.1.1
};

/** The reference component set (validated at load). */
export const referenceComponents: ComponentSet = componentSetSchema.parse({
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
      [1, 2, 2, 3, 3, 4, 5],
    ],
    source: { reconstructed: 'the Confrontation Results Table is missing from the rulebook (7.1)' },
  },
  counts,
  setup: {
    units: [
      ...[['montgomery', 3], ['birmingham', 2], ['atlanta', 2], ['little-rock', 2], ['greensboro', 2], ['jackson', 1], ['washington-dc', 2], ['nashville', 2], ['tallahassee', 1], ['new-orleans', 1], ['orangeburg', 1], ['durham', 1]].map(([city, n]) => ({ city: city as string, unit: 'B' as const, n: n as number })),
      ...[['birmingham', 3], ['montgomery', 2], ['selma', 1], ['jackson', 3], ['oxford', 1], ['little-rock', 2], ['atlanta', 1], ['albany', 1], ['tallahassee', 1], ['new-orleans', 1], ['baton-rouge', 1], ['orangeburg', 1], ['richmond', 1], ['greensboro', 1], ['memphis', 1]].map(([city, n]) => ({ city: city as string, unit: 'P' as const, n: n as number })),
      ...[['birmingham', 2], ['montgomery', 2], ['selma', 2], ['jackson', 2], ['oxford', 1], ['greenwood', 2], ['little-rock', 1], ['pine-bluff', 1], ['atlanta', 1], ['albany', 1], ['savannah', 1], ['tallahassee', 1], ['st-augustine', 2], ['new-orleans', 1], ['baton-rouge', 1], ['charleston', 1], ['orangeburg', 1], ['richmond', 1], ['farmville', 2], ['greensboro', 1], ['charlotte', 1], ['durham', 1], ['memphis', 1], ['nashville', 1]].map(([city, n]) => ({ city: city as string, unit: 'W' as const, n: n as number })),
    ],
    klan: [{ state: 'alabama', n: 1 }, { state: 'mississippi', n: 1 }],
    president: president1955,
    source: { reconstructed: 'the rulebook gives no starting setup' },
  },
});
