import type { Task } from '../task-schema.js';

/*
 * The rulebook section that governs each kind of task: cited when an action is refused while that
 * task waits (issue 12). Card tasks cite their card's appendix; solo and co-op tasks their part of
 * The Solo & Co-op Rules.
 */

const mayorCard = 'Appendix 1';
const demonstratorCard = 'Appendix 2';
const policeCard = 'Appendix 3';
const additionalCard = 'Appendix 4';
const solo = 'The Solo & Co-op Rules';

/** The rule section of each task kind. */
export const taskSections: Readonly<Record<Task['kind'], string>> = {
  seq: '1.1',
  drawPolicies: '2.8.1',
  setupPlace: 'Setup 9',
  setupPark: 'Setup 10–11',
  setupPost: '6.3.2',
  bail: '1.2',
  phase: '1.3–1.4',
  turn: '2.9',
  endOfTurn: '2.11.2',
  vtoWindow: '6.1.2',
  pigasusMove: '6.3.1',
  dozer: '6.3.3',
  nominate: '4.6',
  draw: '2.7',
  effects: '2.9.1',
  effectAt: '2.9.1',
  arrestPick: '2.3.4',
  injurePick: '2.3.3',
  releasePick: '2.3.4',
  barrierPlace: '2.10.1',
  barrierRemove: '2.10.1',
  freeCard: '2.9.1',
  stPlace: '2.8.2',
  opportunityHand: '2.7.3',
  gasLeave: '2.4.2',
  bonus: '2.11.5',
  bonusUnit: '2.11.5',
  overflowD: '2.12.2',
  overflowE: '2.12.3',
  policyPlace: '2.8.1',
  authorizeBarbedWire: mayorCard,
  deployOfficers: mayorCard,
  greasePalms: mayorCard,
  mandate: mayorCard,
  strategyOfConfrontation: mayorCard,
  workTheMachine: mayorCard,
  clash: demonstratorCard,
  march: demonstratorCard,
  marchDest: demonstratorCard,
  marchEscort: demonstratorCard,
  speechify: demonstratorCard,
  streetFightingMan: additionalCard,
  advance: policeCard,
  advanceDest: policeCard,
  advanceTarget: policeCard,
  deployBarbedWire: policeCard,
  massArrest: policeCard,
  massArrestTarget: policeCard,
  move: policeCard,
  moveDest: policeCard,
  teargas: policeCard,
  drawDown: additionalCard,
  drawDownChoice: additionalCard,
  flamethrowers: additionalCard,
  rapidDeployment: additionalCard,
  rapidDeploymentMove: additionalCard,
  agitate: demonstratorCard,
  agitateDraw: demonstratorCard,
  lead: demonstratorCard,
  leadDest: demonstratorCard,
  leadEscort: demonstratorCard,
  rally: demonstratorCard,
  machineTurn: solo,
  machineDraw: solo,
  machineCard: 'Appendix 5',
  oversight: 'Appendix 5',
  activeMove: solo,
};
