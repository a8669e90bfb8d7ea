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
  { id: 'montgomery', name: 'Montgomery Bus Boycott', cards: ['Rosa Parks', 'King Takes Command'], goal: 'A', cities: ['Montgomery'], states: [], source: { rule: '10.2.1' } },
  { id: 'littleRock', name: 'Little Rock Central High integrated', cards: ['Little Rock Nine'], goal: 'S', cities: ['Little Rock'], states: [], source: { rule: '10.2.2' } },
  { id: 'greensboro', name: 'Greensboro Lunch Counters integrated', cards: ['Greensboro Sit Ins'], goal: 'A', cities: ['Greensboro'], states: [], source: { rule: '10.2.3' } },
  { id: 'oleMiss', name: 'Ole Miss integrated', cards: ['James Meredith'], goal: 'S', cities: ['Oxford'], states: [], source: { rule: '10.2.4' } },
  { id: 'march', name: 'March on Washington successful', cards: ['March on Washington'], goal: 'V', cities: [], states: ['Georgia', 'Louisiana', 'South Carolina', 'Florida'], source: { rule: '10.2.5' } },
  { id: 'civilRightsAct', name: 'Civil Rights Act adopted', cards: ['Civil Rights Act Proposed'], goal: 'A', cities: [], states: ['Alabama'], source: { rule: '10.2.6' } },
  { id: 'votingRightsAct', name: 'Voting Rights Act adopted', cards: ['Voting Rights Act Proposed'], goal: 'V', cities: [], states: ['Mississippi'], source: { rule: '10.2.7' } },
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
      ...[['Montgomery', 3], ['Birmingham', 2], ['Atlanta', 2], ['Little Rock', 2], ['Greensboro', 2], ['Jackson', 1], ['Washington DC', 2], ['Nashville', 2], ['Tallahassee', 1], ['New Orleans', 1], ['Orangeburg', 1], ['Durham', 1]].map(([city, n]) => ({ city: city as string, unit: 'B' as const, n: n as number })),
      ...[['Birmingham', 3], ['Montgomery', 2], ['Selma', 1], ['Jackson', 3], ['Oxford', 1], ['Little Rock', 2], ['Atlanta', 1], ['Albany', 1], ['Tallahassee', 1], ['New Orleans', 1], ['Baton Rouge', 1], ['Orangeburg', 1], ['Richmond', 1], ['Greensboro', 1], ['Memphis', 1]].map(([city, n]) => ({ city: city as string, unit: 'P' as const, n: n as number })),
      ...[['Birmingham', 2], ['Montgomery', 2], ['Selma', 2], ['Jackson', 2], ['Oxford', 1], ['Greenwood', 2], ['Little Rock', 1], ['Pine Bluff', 1], ['Atlanta', 1], ['Albany', 1], ['Savannah', 1], ['Tallahassee', 1], ['St. Augustine', 2], ['New Orleans', 1], ['Baton Rouge', 1], ['Charleston', 1], ['Orangeburg', 1], ['Richmond', 1], ['Farmville', 2], ['Greensboro', 1], ['Charlotte', 1], ['Durham', 1], ['Memphis', 1], ['Nashville', 1]].map(([city, n]) => ({ city: city as string, unit: 'W' as const, n: n as number })),
    ],
    klan: [{ state: 'Alabama', n: 1 }, { state: 'Mississippi', n: 1 }],
    president: president1955,
    source: { reconstructed: 'the rulebook gives no starting setup' },
  },
});
