import type { Named } from './ids.js';
import type { TacticCard } from './schema.js';

/*
 * The Tactics deck (2.7.4). The rulebook names TACTICAL SUPPORT and RAID ON THE MCCARTHY SUITE (in
 * Appendix 5); the deck size and the effects are this project's reference set.
 */

const rec = { reconstructed: 'Tactics deck not printed in the rulebook; authored for the reference set' };

/** The Tactics cards; each is a once-per-round free action during a Police turn (2.9.4). */
export const tactics: Named<TacticCard>[] = [
  { name: 'RAID ON THE MCCARTHY SUITE', effects: [{ op: 'arrest', count: 2, at: { area: 'Hilton Hotel' } }], text: 'Arrest two Demonstrators in the Hilton Hotel.', source: { reconstructed: 'named in Appendix 5; effect authored' } },
  { name: 'TACTICAL SUPPORT', effects: [{ op: 'action', card: 'ADVANCE' }], text: 'Resolve an ADVANCE.', source: { reconstructed: 'named in Appendix 5 (a conflict may be initiated); effect authored' } },
  { name: 'INFILTRATORS', effects: [{ op: 'removeFlag', at: 'choice' }], text: 'Remove a Rally Flag.', source: rec },
  { name: 'SHOW OF FORCE', effects: [{ op: 'exposure', amount: 1 }], text: 'Gain 1 Exposure.', source: rec },
  { name: 'SWEEP THE PARKS', effects: [{ op: 'arrest', count: 1, at: 'choice' }], text: 'Arrest one Demonstrator anywhere.', source: rec },
  { name: 'CHECKPOINTS', effects: [{ op: 'removeBarrier', kind: 'barricade', count: 1 }], text: 'Remove a Barricade.', source: rec },
];
