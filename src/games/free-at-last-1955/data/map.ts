import type { City } from './schema.js';

/*
 * 2.1 The map: ten states of two or three cities. The rulebook names Washington DC (part of
 * Virginia), Birmingham (stronghold 3), Atlanta (stronghold 1), Montgomery, Little Rock, Greensboro,
 * Oxford, and the states of 10.0.1 and 10.2; the rest is reconstructed from the places of the
 * movement's history. 10.0.1 fixes the reward kinds of Alabama (Freedom Track) and Mississippi
 * (Non-violence); the others' rewards are reconstructed.
 */

const R = 'the map is not in the rulebook';

/** 2.1 The ten states. */
export const states = [
  { id: 'alabama', name: 'Alabama', source: { rule: '10.0.1, 10.2.6' } },
  { id: 'arkansas', name: 'Arkansas', source: { rule: '10.2.2 (Little Rock)' } },
  { id: 'florida', name: 'Florida', source: { rule: '10.2.5' } },
  { id: 'georgia', name: 'Georgia', source: { rule: '2.3, 10.2.5' } },
  { id: 'louisiana', name: 'Louisiana', source: { rule: '10.2.5' } },
  { id: 'mississippi', name: 'Mississippi', source: { rule: '10.0.1, 10.2.7' } },
  { id: 'north-carolina', name: 'North Carolina', source: { rule: '10.2.3 (Greensboro)' } },
  { id: 'south-carolina', name: 'South Carolina', source: { rule: '10.2.5' } },
  { id: 'tennessee', name: 'Tennessee', source: { reconstructed: 'the tenth state of 2.1 (Nashville sit-ins, Memphis)' } },
  { id: 'virginia', name: 'Virginia', source: { rule: '2.1 (Washington DC is part of Virginia)' } },
];

/** 2.1 The cities, their 2.3 stronghold factors and 10.0.1 free-city rewards. */
export const cities: City[] = [
  { id: 'birmingham', name: 'Birmingham', state: 'alabama', stronghold: 3, reward: { kind: 'freedom', n: 1 }, source: { rule: '2.3 (stronghold 3), 10.0.1 (Alabama: Freedom Track)' } },
  { id: 'montgomery', name: 'Montgomery', state: 'alabama', stronghold: 0, reward: { kind: 'freedom', n: 1 }, source: { rule: '10.2.1, 10.0.1' } },
  { id: 'selma', name: 'Selma', state: 'alabama', stronghold: 2, reward: { kind: 'freedom', n: 1 }, source: { reconstructed: `${R}; 10.0.1 reward` } },
  { id: 'little-rock', name: 'Little Rock', state: 'arkansas', stronghold: 0, reward: { kind: 'units', n: 2 }, source: { reconstructed: `10.2.2; ${R} (reward)` } },
  { id: 'pine-bluff', name: 'Pine Bluff', state: 'arkansas', stronghold: 0, reward: { kind: 'cards', n: 1 }, source: { reconstructed: R } },
  { id: 'tallahassee', name: 'Tallahassee', state: 'florida', stronghold: 0, reward: { kind: 'ops', n: 1 }, source: { reconstructed: R } },
  { id: 'st-augustine', name: 'St. Augustine', state: 'florida', stronghold: 1, reward: { kind: 'units', n: 1 }, source: { reconstructed: R } },
  { id: 'atlanta', name: 'Atlanta', state: 'georgia', stronghold: 1, reward: { kind: 'ops', n: 2 }, source: { reconstructed: `2.3 (stronghold 1); ${R} (reward)` } },
  { id: 'albany', name: 'Albany', state: 'georgia', stronghold: 1, reward: { kind: 'units', n: 2 }, source: { reconstructed: R } },
  { id: 'savannah', name: 'Savannah', state: 'georgia', stronghold: 0, reward: { kind: 'cards', n: 1 }, source: { reconstructed: R } },
  { id: 'new-orleans', name: 'New Orleans', state: 'louisiana', stronghold: 0, reward: { kind: 'cards', n: 2 }, source: { reconstructed: R } },
  { id: 'baton-rouge', name: 'Baton Rouge', state: 'louisiana', stronghold: 0, reward: { kind: 'units', n: 1 }, source: { reconstructed: R } },
  { id: 'jackson', name: 'Jackson', state: 'mississippi', stronghold: 2, reward: { kind: 'nonviolence', n: 1 }, source: { reconstructed: `${R}; 10.0.1 reward` } },
  { id: 'oxford', name: 'Oxford', state: 'mississippi', stronghold: 1, reward: { kind: 'nonviolence', n: 1 }, source: { reconstructed: `10.2.4; ${R} (stronghold); 10.0.1 reward` } },
  { id: 'greenwood', name: 'Greenwood', state: 'mississippi', stronghold: 0, reward: { kind: 'nonviolence', n: 1 }, source: { reconstructed: `${R}; 10.0.1 reward` } },
  { id: 'greensboro', name: 'Greensboro', state: 'north-carolina', stronghold: 0, reward: { kind: 'units', n: 2 }, source: { reconstructed: `10.2.3; ${R} (reward)` } },
  { id: 'durham', name: 'Durham', state: 'north-carolina', stronghold: 0, reward: { kind: 'cards', n: 1 }, source: { reconstructed: R } },
  { id: 'charlotte', name: 'Charlotte', state: 'north-carolina', stronghold: 0, reward: { kind: 'ops', n: 1 }, source: { reconstructed: R } },
  { id: 'charleston', name: 'Charleston', state: 'south-carolina', stronghold: 0, reward: { kind: 'units', n: 1 }, source: { reconstructed: R } },
  { id: 'orangeburg', name: 'Orangeburg', state: 'south-carolina', stronghold: 1, reward: { kind: 'ops', n: 1 }, source: { reconstructed: R } },
  { id: 'nashville', name: 'Nashville', state: 'tennessee', stronghold: 0, reward: { kind: 'units', n: 2 }, source: { reconstructed: R } },
  { id: 'memphis', name: 'Memphis', state: 'tennessee', stronghold: 0, reward: { kind: 'cards', n: 1 }, source: { reconstructed: R } },
  { id: 'washington-dc', name: 'Washington DC', state: 'virginia', stronghold: 0, reward: { kind: 'ops', n: 2 }, source: { reconstructed: `2.1 (part of Virginia); ${R} (reward)` } },
  { id: 'richmond', name: 'Richmond', state: 'virginia', stronghold: 1, reward: { kind: 'units', n: 1 }, source: { reconstructed: R } },
  { id: 'farmville', name: 'Farmville', state: 'virginia', stronghold: 0, reward: { kind: 'cards', n: 1 }, source: { reconstructed: R } },
];
