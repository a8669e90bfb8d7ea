import type { Named, NamedSet } from './ids.js';
import type { MachineAction, MachineTactic, PolicyCard } from './schema.js';

/*
 * The solo and co-op components (Components: Solo / Co-op): 5 Machine Mayor and 5 Machine Police
 * Action cards (names and effects printed in Appendix 5; the rules are in rules/solo/cards), 6
 * Machine Tactics and 18 Machine Mayor Policy cards. The rulebook names two Tactics (RAID ON THE
 * MCCARTHY SUITE, TACTICAL SUPPORT) and no Policy: the rest are this project's reference set.
 */

const app5 = { rule: 'Appendix 5' };

/** Appendix 5: the Machine's Action cards, in two decks (MACHINE ACTION CARDS). */
export const machineActions: Named<MachineAction>[] = [
  { name: 'ARM THE POLICE', faction: 'mayor', conflict: false, text: 'Two Barbed Wire to the Police Supply; two Lv1 Platoons into starred areas with no Police; remove a Barricade between the two areas of highest Priority.', source: app5 },
  { name: 'PARTY BOSSES', faction: 'mayor', conflict: false, text: 'Controls Hilton Hotel: a blue Delegate into the bag. Otherwise RAID ON THE MCCARTHY SUITE becomes the Current Tactic.', source: app5 },
  { name: 'POWER BROKER', faction: 'mayor', conflict: false, text: '3 Capital or less: 1 Capital per Platoon from the Reserves into the area of highest Priority. 4 or more: WORK THE MACHINE.', source: app5 },
  { name: 'PRESS CONFERENCE', faction: 'mayor', conflict: false, text: 'Draw and resolve a Policy; gain 1 Exposure per blue Delegate on the Delegate Track.', source: app5 },
  { name: 'STATE OVERSIGHT', faction: 'mayor', conflict: false, text: 'Under 2 Capital: +3 Capital. Otherwise activate Policies left to right for 2 Capital each, discard them, shift and refill the splay.', source: app5 },
  { name: 'ADVANCE', faction: 'police', conflict: true, text: 'One TAC Force or two Platoons into the area of highest Priority; arrest one weaker Demonstrator (Lv2 MOBE > Agitator > Lv1 MOBE).', source: app5 },
  { name: 'DRAW DOWN', faction: 'police', conflict: false, text: 'Injured Lv1 Platoons to the Reserves (none: 2 Exposure); Instability −1.', source: app5 },
  { name: 'MASS ARREST', faction: 'police', conflict: true, text: 'Four adjacent Police units into the area of highest Priority; arrest up to four weaker Demonstrators (Agitator > Lv2 MOBE > Lv1 MOBE).', source: app5 },
  { name: 'SUPPORT', faction: 'police', conflict: false, text: 'Barbed Wire around the area of highest Priority; remove a Barricade; move a Platoon in from the neighbour of lowest Priority.', source: app5 },
  { name: 'TEARGAS', faction: 'police', conflict: true, text: 'Both TAC Forces to the two reachable areas of highest Priority; Tear Gas (or, with none left, an arrest) where they meet Demonstrators.', source: app5 },
];

const tac = { reconstructed: 'Machine Tactics not printed in the rulebook; authored for the reference set' };

/** The 6 Machine Tactics cards; a new one is drawn at the start of every round. */
export const machineTactics: Named<MachineTactic>[] = [
  { name: 'RAID ON THE MCCARTHY SUITE', when: 'drawn', effects: [{ op: 'arrest', count: 2, at: { area: 'Hilton Hotel' } }], text: 'When it becomes the Current Tactic: arrest two Demonstrators in the Hilton Hotel.', source: { reconstructed: 'named in Appendix 5 (PARTY BOSSES); effect authored' } },
  { name: 'TACTICAL SUPPORT', when: 'ongoing', effects: [], text: 'While current: SUPPORT also arrests one Demonstrator weaker than the Platoon it moves.', source: { reconstructed: 'named in Appendix 5 (SUPPORT: "a conflict may be initiated"); effect authored' } },
  { name: 'CURFEW', when: 'endOfRound', effects: [{ op: 'arrest', count: 1, at: 'choice' }], text: 'At the end of the round: arrest one Demonstrator in the area of highest Priority.', source: tac },
  { name: 'PRESS BRIEFING', when: 'drawn', effects: [{ op: 'exposure', amount: 1 }], text: 'When drawn: gain 1 Exposure.', source: tac },
  { name: 'BULLDOZERS', when: 'drawn', effects: [{ op: 'removeBarrier', kind: 'barricade', count: 1 }], text: 'When drawn: remove a Barricade next to the area of highest Priority.', source: tac },
  { name: 'NIGHT STICKS', when: 'endOfRound', effects: [{ op: 'instability', amount: -1 }], text: 'At the end of the round: Instability −1.', source: tac },
];

const pol = { reconstructed: 'Machine Policies not printed in the rulebook; authored for the reference set' };

/** The 18 Machine Mayor Policy cards (each costs 2 Capital and is discarded after use, solo POLICY CARDS). */
export const machinePolicies: Named<PolicyCard>[] = [
  { name: 'CITY PAYROLL', effects: [{ op: 'capital', amount: 3 }], text: 'Add 3 Capital.', source: pol },
  { name: 'PRECINCT CAPTAINS', effects: [{ op: 'delegate', color: 'blue', count: 1 }], text: 'Add a Humphrey Delegate to the bag.', source: pol },
  { name: 'LOYAL DELEGATES', effects: [{ op: 'delegate', color: 'blue', count: 2 }, { op: 'instability', amount: 1 }], text: 'Add 2 Humphrey Delegates to the bag; Instability +1.', source: pol },
  { name: 'SPECIAL DEPUTIES', effects: [{ op: 'police', count: 2, at: 'choice' }], text: 'Place 2 Lv1 Platoons from the Reserves in the area of highest Priority.', source: pol },
  { name: 'RESERVE CALL-UP', effects: [{ op: 'heal', count: 2 }], text: 'Move 2 Injured Platoons to the Reserves.', source: pol },
  { name: 'GUARD MOBILIZED', effects: [{ op: 'nationalGuard', at: 'choice' }], text: 'A National Guard token in the area of highest Priority.', source: pol },
  { name: 'WIRE ORDER', effects: [{ op: 'policeSupply', item: 'barbedWire', count: 2 }], text: 'Move 2 Barbed Wire to the Police Supply.', source: pol },
  { name: 'GAS ORDER', effects: [{ op: 'policeSupply', item: 'tearGas', count: 2 }], text: 'Move 2 Tear Gas to the Police Supply.', source: pol },
  { name: 'PRESS SECRETARY', effects: [{ op: 'exposure', amount: 2 }], text: 'Gain 2 Exposure.', source: pol },
  { name: 'PARK CLOSURE', effects: [{ op: 'arrest', count: 1, at: 'choice' }], text: 'Arrest one Demonstrator in the area of highest Priority.', source: pol },
  { name: 'SWEEP ORDER', effects: [{ op: 'arrest', count: 2, at: 'choice' }, { op: 'instability', amount: 1 }], text: 'Arrest two Demonstrators in the area of highest Priority; Instability +1.', source: pol },
  { name: 'PERMIT REVOKED', effects: [{ op: 'removeFlag', at: 'choice' }], text: 'Remove the Rally Flag of highest Priority.', source: pol },
  { name: 'STREET CLEANING', effects: [{ op: 'removeBarrier', kind: 'barricade', count: 1 }], text: 'Remove a Barricade.', source: pol },
  { name: 'COOLING OFF', effects: [{ op: 'instability', amount: -1 }], text: 'Instability −1.', source: pol },
  { name: 'FRIENDLY EDITORS', effects: [{ op: 'exposure', amount: 1 }, { op: 'instability', amount: -1 }], text: 'Gain 1 Exposure; Instability −1.', source: pol },
  { name: 'CONVENTION SECURITY', effects: [{ op: 'police', count: 1, at: { area: 'Convention Hall' } }], text: 'Place a Lv1 Platoon from the Reserves in the Convention Hall.', source: pol },
  { name: 'RIOT ACT', effects: [{ op: 'tearGas', at: 'choice' }, { op: 'instability', amount: 1 }], text: 'Tear Gas in the area of highest Priority; Instability +1.', source: pol },
  { name: 'FEDERAL FUNDS', effects: [{ op: 'capital', amount: 2 }, { op: 'exposure', amount: 1 }], text: 'Add 2 Capital; gain 1 Exposure.', source: pol },
];

/** The reference solo and co-op components. */
export const machineComponents: NamedSet['machine'] = {
  actions: machineActions,
  tactics: machineTactics,
  policies: machinePolicies,
  activeTokens: 8, // Components: 8 Active Tokens
  splay: 3, // solo setup 1: "the first three spaces on the splay"
};
