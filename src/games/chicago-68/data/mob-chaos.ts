import type { Named } from './ids.js';
import type { MobChaosCard } from './schema.js';

/*
 * The Mob Chaos deck (2.7.5): each card has a Day and a Night effect. The solo rules mention 11
 * cards marked "SOLO crossed out", so the deck has more than 11; this reference set has 18, and marks
 * (reconstructed) 11 of them `notSolo`: those whose effects mostly help or hurt the Establishment's budget
 * and Barriers, leaving the Machine the 7 that act on units in the conflict area.
 */

const rec = { reconstructed: 'Mob Chaos deck not printed in the rulebook; authored for the reference set' };
const E = 'establishment' as const;
const D = 'demonstrators' as const;

/** The Mob Chaos cards. */
export const mobChaos: Named<MobChaosCard>[] = [
  { name: 'Police Riot', day: [{ op: 'arrest', count: 1, at: 'conflict' }], night: [{ op: 'arrest', count: 2, at: 'conflict' }, { op: 'exposure', amount: 2, by: D }], text: 'Arrests where the conflict was; at night the press sees it.', source: rec },
  { name: 'Bottles and Bricks', day: [{ op: 'injure', count: 1, at: 'conflict' }], night: [{ op: 'injure', count: 1, at: 'conflict' }, { op: 'instability', amount: 1 }], text: 'Injure a Platoon where the conflict was.', source: rec },
  { name: 'Tear Gas Drifts', day: [{ op: 'tearGas', at: 'conflict' }], night: [{ op: 'tearGas', at: 'conflict' }, { op: 'instability', amount: 1 }], text: 'Tear Gas where the conflict was.', source: rec },
  { name: 'Guard Called In', day: [{ op: 'nationalGuard', at: 'choice' }], night: [{ op: 'nationalGuard', at: 'conflict' }], text: 'A National Guard token is placed.', source: rec },
  { name: 'Curfew Sweep', day: [{ op: 'exposure', amount: 1, by: E }], night: [{ op: 'arrest', count: 2, at: 'choice' }], text: 'Night curfew arrests.', source: rec },
  { name: 'Crowd Swells', day: [{ op: 'mobe', level: 1, count: 2, at: 'conflict' }], night: [{ op: 'mobe', level: 1, count: 1, at: 'conflict' }], text: 'Onlookers join the crowd.', source: rec },
  { name: 'Reporters Beaten', day: [{ op: 'exposure', amount: 2, by: D }], night: [{ op: 'exposure', amount: 3, by: D }], text: 'The press turns on the police.', source: rec },
  { name: 'Looting Rumors', notSolo: true, day: [{ op: 'exposure', amount: 1, by: E }], night: [{ op: 'exposure', amount: 2, by: E }], text: 'The Mayor blames the mob.', source: rec },
  { name: 'Reinforcements', notSolo: true, day: [{ op: 'police', count: 1, at: 'conflict' }], night: [{ op: 'police', count: 2, at: 'choice' }], text: 'Platoons from the Reserves.', source: rec },
  { name: 'Ambulances', notSolo: true, day: [{ op: 'heal', count: 1 }], night: [{ op: 'heal', count: 2 }], text: 'Injured officers return.', source: rec },
  { name: 'Paddy Wagons Full', notSolo: true, day: [{ op: 'release', count: 1 }], night: [{ op: 'release', count: 2 }], text: 'The jail overflows.', source: rec },
  { name: 'Burning Barricades', notSolo: true, day: [{ op: 'barricade', count: 1 }], night: [{ op: 'barricade', count: 2 }], text: 'Barricades go up.', source: rec },
  { name: 'Wire Trampled', notSolo: true, day: [{ op: 'removeBarrier', kind: 'barbedWire', count: 1, }], night: [{ op: 'removeBarrier', kind: 'barbedWire', count: 2 }], text: 'Barbed Wire torn down.', source: rec },
  { name: 'City Hall Panics', notSolo: true, day: [{ op: 'capital', amount: -2 }], night: [{ op: 'capital', amount: -3 }], text: 'Budget spent on overtime.', source: rec },
  { name: 'Calm Returns', notSolo: true, day: [{ op: 'instability', amount: -2 }], night: [{ op: 'instability', amount: -1 }], text: 'Tempers cool.', source: rec },
  { name: 'Fires Downtown', notSolo: true, day: [{ op: 'instability', amount: 1 }], night: [{ op: 'minusCapital', at: 'choice' }, { op: 'instability', amount: 1 }], text: 'The Loop burns.', source: rec },
  { name: 'Flag Torn Down', notSolo: true, day: [{ op: 'removeFlag', at: 'conflict' }], night: [{ op: 'removeFlag', at: 'choice' }], text: 'A Rally Flag falls.', source: rec },
  { name: 'Delegates Shaken', notSolo: true, day: [{ op: 'delegate', color: 'red', count: 1 }], night: [{ op: 'delegate', color: 'blue', count: 1 }], text: 'Delegates react to the violence.', source: rec },
];
