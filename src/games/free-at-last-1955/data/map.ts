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
  { name: 'Alabama', source: { rule: '10.0.1, 10.2.6' } },
  { name: 'Arkansas', source: { rule: '10.2.2 (Little Rock)' } },
  { name: 'Florida', source: { rule: '10.2.5' } },
  { name: 'Georgia', source: { rule: '2.3, 10.2.5' } },
  { name: 'Louisiana', source: { rule: '10.2.5' } },
  { name: 'Mississippi', source: { rule: '10.0.1, 10.2.7' } },
  { name: 'North Carolina', source: { rule: '10.2.3 (Greensboro)' } },
  { name: 'South Carolina', source: { rule: '10.2.5' } },
  { name: 'Tennessee', source: { reconstructed: 'the tenth state of 2.1 (Nashville sit-ins, Memphis)' } },
  { name: 'Virginia', source: { rule: '2.1 (Washington DC is part of Virginia)' } },
];

/** 2.1 The cities, their 2.3 stronghold factors and 10.0.1 free-city rewards. */
export const cities: City[] = [
  { name: 'Birmingham', state: 'Alabama', stronghold: 3, reward: { kind: 'freedom', n: 1 }, source: { rule: '2.3 (stronghold 3), 10.0.1 (Alabama: Freedom Track)' } },
  { name: 'Montgomery', state: 'Alabama', stronghold: 0, reward: { kind: 'freedom', n: 1 }, source: { rule: '10.2.1, 10.0.1' } },
  { name: 'Selma', state: 'Alabama', stronghold: 2, reward: { kind: 'freedom', n: 1 }, source: { reconstructed: `${R}; 10.0.1 reward` } },
  { name: 'Little Rock', state: 'Arkansas', stronghold: 0, reward: { kind: 'units', n: 2 }, source: { reconstructed: `10.2.2; ${R} (reward)` } },
  { name: 'Pine Bluff', state: 'Arkansas', stronghold: 0, reward: { kind: 'cards', n: 1 }, source: { reconstructed: R } },
  { name: 'Tallahassee', state: 'Florida', stronghold: 0, reward: { kind: 'ops', n: 1 }, source: { reconstructed: R } },
  { name: 'St. Augustine', state: 'Florida', stronghold: 1, reward: { kind: 'units', n: 1 }, source: { reconstructed: R } },
  { name: 'Atlanta', state: 'Georgia', stronghold: 1, reward: { kind: 'ops', n: 2 }, source: { reconstructed: `2.3 (stronghold 1); ${R} (reward)` } },
  { name: 'Albany', state: 'Georgia', stronghold: 1, reward: { kind: 'units', n: 2 }, source: { reconstructed: R } },
  { name: 'Savannah', state: 'Georgia', stronghold: 0, reward: { kind: 'cards', n: 1 }, source: { reconstructed: R } },
  { name: 'New Orleans', state: 'Louisiana', stronghold: 0, reward: { kind: 'cards', n: 2 }, source: { reconstructed: R } },
  { name: 'Baton Rouge', state: 'Louisiana', stronghold: 0, reward: { kind: 'units', n: 1 }, source: { reconstructed: R } },
  { name: 'Jackson', state: 'Mississippi', stronghold: 2, reward: { kind: 'nonviolence', n: 1 }, source: { reconstructed: `${R}; 10.0.1 reward` } },
  { name: 'Oxford', state: 'Mississippi', stronghold: 1, reward: { kind: 'nonviolence', n: 1 }, source: { reconstructed: `10.2.4; ${R} (stronghold); 10.0.1 reward` } },
  { name: 'Greenwood', state: 'Mississippi', stronghold: 0, reward: { kind: 'nonviolence', n: 1 }, source: { reconstructed: `${R}; 10.0.1 reward` } },
  { name: 'Greensboro', state: 'North Carolina', stronghold: 0, reward: { kind: 'units', n: 2 }, source: { reconstructed: `10.2.3; ${R} (reward)` } },
  { name: 'Durham', state: 'North Carolina', stronghold: 0, reward: { kind: 'cards', n: 1 }, source: { reconstructed: R } },
  { name: 'Charlotte', state: 'North Carolina', stronghold: 0, reward: { kind: 'ops', n: 1 }, source: { reconstructed: R } },
  { name: 'Charleston', state: 'South Carolina', stronghold: 0, reward: { kind: 'units', n: 1 }, source: { reconstructed: R } },
  { name: 'Orangeburg', state: 'South Carolina', stronghold: 1, reward: { kind: 'ops', n: 1 }, source: { reconstructed: R } },
  { name: 'Nashville', state: 'Tennessee', stronghold: 0, reward: { kind: 'units', n: 2 }, source: { reconstructed: R } },
  { name: 'Memphis', state: 'Tennessee', stronghold: 0, reward: { kind: 'cards', n: 1 }, source: { reconstructed: R } },
  { name: 'Washington DC', state: 'Virginia', stronghold: 0, reward: { kind: 'ops', n: 2 }, source: { reconstructed: `2.1 (part of Virginia); ${R} (reward)` } },
  { name: 'Richmond', state: 'Virginia', stronghold: 1, reward: { kind: 'units', n: 1 }, source: { reconstructed: R } },
  { name: 'Farmville', state: 'Virginia', stronghold: 0, reward: { kind: 'cards', n: 1 }, source: { reconstructed: R } },
];
