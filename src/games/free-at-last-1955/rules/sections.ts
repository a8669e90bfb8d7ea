import type { Task } from '../task-schema.js';

/*
 * The rulebook section that governs each kind of task: cited when an action is refused while that
 * task waits (illegal.ts, issue 22).
 */

/** The rule section of each task kind. */
export const taskSections: Readonly<Record<Task['kind'], string>> = {
  year: '5.0',
  draw: '5.1',
  plays: '5.2',
  yearEnd: '5.2',
  discard: '6.6',
  yearChecks: '5.3',
  nextYear: '5.0',
  place: '6.1',
  removeUnits: '6.4',
  klanPlace: '3.1.3',
  entrenchPick: '6.3.2',
  event: '6.4',
  cityAct: '6.3',
  entrenchRoll: '6.3.2',
  activation: '6.2',
  confront: '7.1',
  confLeader: '3.3',
  confAvoid: '7.2.1',
  avoidRoll: '7.2.1',
  avoidMove: '7.2.1',
  confCards: '6.5',
  mediaRoll: '7.1.1',
  confRoll: '7.1',
  klanRoll: '9.0',
  confResolve: '7.1',
  losses: '7.1',
  confEnd: '7.0.2',
  freeCity: '10.0.1',
  commit: '8.1',
  electionRoll: '8.1',
  electionResolve: '8.2',
};
