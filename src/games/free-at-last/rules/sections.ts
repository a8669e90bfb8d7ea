import type { Task } from '../task-schema.js';

/*
 * The rulebook section that governs each kind of task: cited when an action is refused while that
 * task waits (issue 12). Complete by type: a new task kind without a section does not compile.
 */

/** The rule section of each task kind. */
export const taskSections: Readonly<Record<Task['kind'], string>> = {
  flow: '2.0',
  dealProjects: '2.1',
  hireSeats: '2.3',
  selectSeats: '2.5',
  selectAfterRedraw: '3.8.1',
  challengeDecisions: '9.13',
  challengeBoard: '9.14',
  lawEvents: '9.11.2',
  roundPreempt: '10.4',
  roundWindow: '10.0',
  roundBegin: '23.1',
  roundPlay: '13.1',
  roundReinforce: '13.2',
  roundPreDice: '10.0',
  roundAct: '13.3',
  roundClose: '3.7',
  event: '9.3.2',
  heldMandatory: '9.6',
  discardSeats: '20.1',
  supremeCourt: '20.2',
  challengesEnd: '9.16',
  hire: '6.3',
  redraw: '3.8.1',
  select: '2.5',
  mobilize: '11.0',
  leader: '7.1',
  riders: '7.4',
  events: '9.3.2.1',
  chooseLaw: '9.11.1',
  window: '10.0',
  fundraiser: '9.5',
  preempt: '10.4',
  action: '13.1',
  mode: '13.3',
  extra: '14.5',
  reinforce: '13.2',
  burn: '9.8.1',
  appeal: '22.15',
  discardDown: '20.1',
  drawStrategy: '2.2',
  drawProject: '2.1',
  drawStaff: '6.3',
  drawLegislation: '2.8',
  drawChallenge: '2.7',
  drawSolo: '23.1',
  challenge: '9.13',
  share: '4.1',
  solo: '23.1',
  beforeDeal: '23.4',
  beforeAction: '23.1',
  turnCleanup: '23.1',
  // the steps of a running project resolution (task-schema.ts)
  resolutionPreRoll: '15.18',
  resolutionRoll: '3.6',
  resolutionReroll: '15.18',
  resolutionLeaderHits: '15.5',
  resolutionResponse: '22.11',
  resolutionAppeal: '22.12',
  resolutionDoj: '18.3.7.2',
  resolutionWithdraw: '19.8',
  resolutionConsolidate: '22.16',
};

/** The section of the rules that governs a pending task. */
export const sectionOf = (t: Task): string => taskSections[t.kind];
