import type { Named } from './ids.js';
import type { IncendiaryCard } from './schema.js';

/*
 * The 7 Incendiary Counter-revolutionary cards of AGENTS OF CHAOS (6.3.4). FBI INFORMER!, SELLOUT!
 * and GOVERNMENT MOLE! are named in the solo rules; effects and the other four are reconstructed.
 */

const rec = { reconstructed: 'Incendiary cards not printed in the rulebook; authored for the reference set' };
const E = 'establishment' as const;

/** The Incendiary Counter-revolutionaries, resolved as soon as they are drawn (6.3.4). */
export const incendiary: Named<IncendiaryCard>[] = [
  { name: 'FBI INFORMER!', effects: [{ op: 'arrest', count: 2, at: 'choice' }], text: 'The Establishment arrests two Demonstrators in one area.', source: { reconstructed: 'named in the solo rules; effect authored' } },
  { name: 'SELLOUT!', effects: [{ op: 'arrest', count: 1, at: 'choice' }, { op: 'exposure', amount: 1, by: E }], text: 'Arrest a Demonstrator; the Establishment gains 1 Exposure.', source: { reconstructed: 'named in the solo rules; effect authored' } },
  { name: 'GOVERNMENT MOLE!', effects: [{ op: 'exposure', amount: 2, by: E }], text: 'The Establishment gains 2 Exposure.', source: { reconstructed: 'named in the solo rules; effect authored' } },
  { name: 'AGENT PROVOCATEUR!', effects: [{ op: 'instability', amount: 2 }], text: 'Instability +2.', source: rec },
  { name: 'RED SQUAD FILES!', effects: [{ op: 'delegate', color: 'blue', count: 1 }], text: 'Add a Humphrey Delegate to the bag.', source: rec },
  { name: 'BAD TRIP!', effects: [{ op: 'removeFlag', at: 'choice' }], text: 'The Establishment removes a Rally Flag.', source: rec },
  { name: 'SNITCH!', effects: [{ op: 'exposure', amount: 1, by: E }, { op: 'capital', amount: 2 }], text: 'The Establishment gains 1 Exposure and 2 Capital.', source: rec },
];
