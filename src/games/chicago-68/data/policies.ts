import type { Named } from './ids.js';
import type { PolicyCard } from './schema.js';

/*
 * The 21 Mayor Policy mini cards (Components). SMOKE 'EM (Appendix 3) and the three that add DRAW
 * DOWN, FLAMETHROWERS and RAPID DEPLOYMENT to the Police hand (2.7.1, Appendix 4) are named by the
 * rulebook; the others are this project's reference set.
 */

const rec = { reconstructed: 'Policy list not printed in the rulebook; authored for the reference set' };

/** The Mayor Policy deck. */
export const policies: Named<PolicyCard>[] = [
  { name: "SMOKE 'EM", effects: [{ op: 'smokeEm' }], text: 'TEARGAS may now be used in areas without TAC Forces.', source: { rule: 'Appendix 3 (TEARGAS note)' } },
  { name: 'DRAW DOWN', effects: [{ op: 'policeCard', card: 'DRAW DOWN' }], text: 'Add DRAW DOWN to the Police hand.', source: { rule: '2.7.1, Appendix 4' } },
  { name: 'FLAMETHROWERS', effects: [{ op: 'policeCard', card: 'FLAMETHROWERS' }], text: 'Add FLAMETHROWERS to the Police hand.', source: { rule: '2.7.1, Appendix 4' } },
  { name: 'RAPID DEPLOYMENT', effects: [{ op: 'policeCard', card: 'RAPID DEPLOYMENT' }], text: 'Add RAPID DEPLOYMENT to the Police hand.', source: { rule: '2.7.1, Appendix 4' } },
  { name: 'CALL OUT THE GUARD', effects: [{ op: 'nationalGuard', at: 'choice' }], text: 'Place a National Guard token in any City Area.', source: rec },
  { name: 'ISSUE GAS MASKS', effects: [{ op: 'policeSupply', item: 'tearGas', count: 2 }], text: 'Move 2 Tear Gas tokens to the Police Supply.', source: rec },
  { name: 'REQUISITION WIRE', effects: [{ op: 'policeSupply', item: 'barbedWire', count: 2 }], text: 'Move 2 Barbed Wire tokens to the Police Supply.', source: rec },
  { name: 'PRESS OFFICE', effects: [{ op: 'exposure', amount: 2 }], text: 'Gain 2 Exposure.', source: rec },
  { name: 'PARK CURFEW', effects: [{ op: 'arrest', count: 1, at: 'choice' }], text: 'Arrest one Demonstrator anywhere.', source: rec },
  { name: 'SHOOT TO KILL ORDER', effects: [{ op: 'arrest', count: 2, at: 'choice' }, { op: 'instability', amount: 2 }], text: 'Arrest two Demonstrators in one area; Instability +2.', source: rec },
  { name: 'PATRONAGE JOBS', effects: [{ op: 'delegate', color: 'blue', count: 1 }], text: 'Add a Humphrey Delegate to the bag.', source: rec },
  { name: 'DELEGATE CREDENTIALS', effects: [{ op: 'delegate', color: 'blue', count: 2 }, { op: 'instability', amount: 1 }], text: 'Add 2 Humphrey Delegates to the bag; Instability +1.', source: rec },
  { name: 'RESTORE ORDER', effects: [{ op: 'instability', amount: -1 }], text: 'Instability −1.', source: rec },
  { name: 'CALM THE CITY', effects: [{ op: 'instability', amount: -2 }, { op: 'exposure', amount: -1 }], text: 'Instability −2; lose 1 Exposure.', source: rec },
  { name: 'RETURN TO DUTY', effects: [{ op: 'heal', count: 2 }], text: 'Move 2 Injured Platoons to the Reserves.', source: rec },
  { name: 'OVERTIME PAY', effects: [{ op: 'police', count: 2, at: 'choice' }], text: 'Place 2 Lv1 Platoons from the Reserves.', source: rec },
  { name: 'CLEAR THE BARRICADES', effects: [{ op: 'removeBarrier', kind: 'barricade', count: 2 }], text: 'Remove 2 Barricades.', source: rec },
  { name: 'INJUNCTION', effects: [{ op: 'removeFlag', at: 'choice' }], text: 'Remove a Rally Flag.', source: rec },
  { name: 'PERMIT DENIED', effects: [{ op: 'minusCapital', at: 'choice' }, { op: 'exposure', amount: 1 }], text: 'Place a −1 Capital token; gain 1 Exposure.', source: rec },
  { name: 'FEDERAL GRANT', effects: [{ op: 'capital', amount: 5 }], text: 'Add 5 Capital to the Municipal Budget.', source: rec },
  { name: 'MEDIA BLACKOUT', effects: [{ op: 'exposure', amount: 1 }, { op: 'instability', amount: -1 }], text: 'Gain 1 Exposure; Instability −1.', source: rec },
];
