import type { Named } from './ids.js';
import type { ActionCard } from './schema.js';

/* The Action Cards of Appendices 1–4, with their printed names and texts (abridged). */

const app = (n: number) => ({ rule: `Appendix ${n}` });

/** Every Action Card. */
export const actionCards: Named<ActionCard>[] = [
  // Appendix 1: Mayor
  { name: 'AUTHORIZE BARBED WIRE', faction: 'mayor', copies: 1, conflict: false, starting: true, text: 'Add two Barbed Wire tokens to the Police Supply.', source: app(1) },
  { name: 'DEPLOY OFFICERS', faction: 'mayor', copies: 1, conflict: false, starting: true, text: 'Place Lv1 Platoons from the Reserves in any City Areas, paying 1 Capital each.', source: app(1) },
  { name: 'GREASE PALMS', faction: 'mayor', copies: 1, conflict: false, starting: true, text: 'Add 3 Capital to the Municipal Budget.', source: app(1) },
  { name: 'MANDATE', faction: 'mayor', copies: 1, conflict: false, starting: true, text: 'Pay to activate Policies: 2, 4, 6… Capital per activation of each Policy.', source: app(1) },
  { name: 'STRATEGY OF CONFRONTATION', faction: 'mayor', copies: 1, conflict: false, starting: true, text: 'Place a Tactics card of your choice in the Current Tactics space.', source: app(1) },
  { name: 'WORK THE MACHINE', faction: 'mayor', copies: 1, conflict: false, starting: true, text: 'Pay 3 Capital, place a blue Delegate on the Delegate Track; skip this round’s Delegate Vote.', source: app(1) },
  // Appendix 2: Yippies
  { name: 'AGITATE', faction: 'yippies', copies: 2, conflict: false, starting: true, text: 'Replace a MOBE with an Agitator, then draw a Street Theater card per Agitator on the map.', source: app(2) },
  { name: 'LEAD', faction: 'yippies', copies: 2, conflict: false, starting: true, text: 'Move an Agitator up to two areas, picking up and dropping off units.', source: app(2) },
  { name: 'RALLY', faction: 'yippies', copies: 1, conflict: false, starting: true, text: 'Place a Rally Flag in each controlled area without one, gaining its red Exposure.', source: app(2) },
  // Appendix 2: MOBE
  { name: 'CLASH', faction: 'mobe', copies: 2, conflict: true, starting: true, text: 'Injure a Platoon weaker than all Demonstrators there; red Exposure; Instability +1.', source: app(2) },
  { name: 'MARCH', faction: 'mobe', copies: 2, conflict: false, starting: true, text: 'Move Demonstrators from one area to an adjacent one, continuing through friendly areas.', source: app(2) },
  { name: 'SPEECHIFY', faction: 'mobe', copies: 1, conflict: false, starting: true, text: 'Activate one Rally Flag: place Lv1 MOBEs equal to its value.', source: app(2) },
  // Appendix 3: Police
  { name: 'ADVANCE', faction: 'police', copies: 1, conflict: true, starting: true, text: 'Move a Platoon or TAC Force and arrest a weaker Demonstrator there; blue Exposure.', source: app(3) },
  { name: 'DEPLOY BARBED WIRE', faction: 'police', copies: 1, conflict: false, starting: true, text: 'Place Barbed Wire from the Police Supply on paths adjacent to Platoons.', source: app(3) },
  { name: 'MASS ARREST', faction: 'police', copies: 1, conflict: true, starting: true, text: 'Arrest up to four weaker Demonstrators in one area; blue Exposure.', source: app(3) },
  { name: 'MOVE', faction: 'police', copies: 1, conflict: false, starting: true, text: 'Move any Platoons and TAC Forces to adjacent areas.', source: app(3) },
  { name: 'TEARGAS', faction: 'police', copies: 1, conflict: true, starting: true, text: 'Tear Gas up to two areas with a TAC Force and Demonstrators; Instability +1.', source: app(3) },
  // Appendix 4: additional
  { name: 'DRAW DOWN', faction: 'police', copies: 1, conflict: false, starting: false, text: 'Return a Lv1 Platoon to the Reserves; Instability −1 or 2 Exposure.', source: app(4) },
  { name: 'FLAMETHROWERS', faction: 'police', copies: 1, conflict: false, starting: false, text: 'Permanently remove a Demonstrator with a National Guard; lose 2 Exposure.', source: app(4) },
  { name: 'RAPID DEPLOYMENT', faction: 'police', copies: 1, conflict: false, starting: false, text: 'Move two Platoons into an adjacent uncontrolled area; Exposure if now controlled.', source: app(4) },
  { name: 'STREET FIGHTING MAN', faction: 'mobe', copies: 1, conflict: true, starting: false, text: 'Injure a Lv1 Platoon in an area with a Lv2 MOBE; Exposure.', source: app(4) },
];
