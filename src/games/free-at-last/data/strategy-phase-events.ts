import { addRed, collectBlue, collectWhite, named, passLaw, stars, xDown, xUp } from './strategy-builders.js';

/*
 * The Strategy cards 9.3.2.1 restricts to a phase other than the Action Rounds (A–D), with the Turn
 * restrictions of 9.3.2.2. Fundraisers among them (Direct Mail, Ruby Dee and Ossie Davis) are in
 * strategy-fundraisers.ts.
 */

/** 9.3.2.1 A: events played in the Project Selection Phase. */
export const projectSelectionEvents = [
  named('9.3.2.1 A', {
    name: 'Civil Rights Commission Hearings', rank: 2, color: 'white',
    phase: 'project-selection', target: 'game', effects: [xDown('blue')],
  }),
  named('9.3.2.1 A', {
    name: 'New Project Leader', rank: 2, color: 'blue',
    phase: 'project-selection', target: 'self', effects: [{ kind: 'newLeader' }],
  }),
  named('9.3.2.1 A', {
    name: 'Pilgrimage of Prayer', rank: 3, color: 'white',
    phase: 'project-selection', target: 'own-project', effects: [addRed(3)],
  }),
  named('9.3.2.1 A', {
    name: 'Robert Moses', rank: 4, color: 'red',
    phase: 'project-selection', target: 'own-project', effects: [addRed(3)],
  }),
  named('9.3.2.1 A, 9.3.2.2', {
    name: 'Robert Kennedy', rank: 4, color: 'blue',
    phase: 'project-selection', turns: [2, 3], target: 'any-project', effects: [collectBlue(1)],
  }),
  named('9.3.2.1 A', {
    name: 'Jail, No Bail', rank: 2, color: 'red',
    phase: 'project-selection', target: 'own-project', effects: [addRed(3)],
  }),
  named('9.3.2.1 A', {
    name: 'Dorothy Height', rank: 3, color: 'blue',
    phase: 'project-selection', target: 'own-project', effects: [addRed(2)],
  }),
  named('9.3.2.1 A', {
    name: 'Voter Education Project', rank: 4, color: 'white', starred: true,
    phase: 'project-selection', target: 'own-project', effects: [addRed(3)],
  }),
  named('9.3.2.1 A', {
    name: 'White House Summit', rank: 4, color: 'red', starred: true,
    phase: 'project-selection', target: 'game', effects: [xUp('red')],
  }),
  named('9.3.2.1 A', {
    name: 'Operation Doorbell', rank: 1, color: 'blue',
    phase: 'project-selection', target: 'own-project', effects: [addRed(2)],
  }),
  named('9.3.2.1 A', {
    name: 'Freedom Highways', rank: 2, color: 'white',
    phase: 'project-selection', target: 'own-project', effects: [addRed(2)],
  }),
  named('9.3.2.1 A', {
    name: 'I Am a Man', rank: 1, color: 'red',
    phase: 'project-selection', target: 'own-project', effects: [addRed(2)],
  }),
  named('9.3.2.1 A', {
    name: 'William McCulloch', rank: 3, color: 'blue',
    phase: 'project-selection', target: 'game', effects: [xDown('blue')],
  }),
];

/** 9.3.2.1 B: events played in the Challenge Card Phase (9.15). */
export const challengePhaseEvents = [
  named('9.3.2.1 B, 9.15', {
    name: 'I Have Been to the Mountaintop', rank: 4, color: 'blue', starred: true,
    phase: 'challenge', target: 'game', effects: [{ kind: 'cancelAllChallenges' }],
  }),
  named('9.3.2.1 B, 9.15', {
    name: 'The Freedom Singers', rank: 2, color: 'white',
    phase: 'challenge', target: 'game', effects: [{ kind: 'cancelAllChallenges' }],
  }),
];

/** 9.3.2.1 C: events played in the Legislation Phase; 9.11.2 the five that pass a law. */
export const legislationPhaseEvents = [
  named('9.3.2.1 C', {
    name: 'A. Philip Randolph', rank: 4, color: 'red',
    phase: 'legislation', target: 'game', effects: [xUp('red')],
  }),
  named('9.3.2.1 C, 9.3.2.2', {
    name: 'The Johnson Treatment', rank: 4, color: 'white', turns: [3],
    phase: 'legislation', target: 'game', effects: [passLaw('any')],
  }),
  named('9.3.2.1 C, 9.3.2.2', {
    name: 'Dirksen-Johnson Alliance', rank: 3, color: 'white', turns: [1],
    phase: 'legislation', target: 'game', effects: [passLaw('V')],
  }),
  named('9.3.2.1 C, 9.11.2', {
    name: 'Emanuel Celler', rank: 3, color: 'red',
    phase: 'legislation', target: 'game', effects: [passLaw('any')],
  }),
  named('9.3.2.1 C, 9.11.2', {
    name: 'Rayburn Packs the Rules Committee', rank: 4, color: 'blue',
    phase: 'legislation', target: 'game', effects: [passLaw('any')],
  }),
  named('9.3.2.1 C, 9.11.2', {
    name: 'Big Labor', rank: 2, color: 'blue',
    phase: 'legislation', target: 'game', effects: [passLaw('A')],
  }),
  named('9.3.2.1 C, 9.11.2', {
    name: 'Clarence Mitchell Jr.', rank: 3, color: 'blue',
    phase: 'legislation', target: 'game', effects: [passLaw('any')],
  }),
  named('9.3.2.1 C, 9.11.2', {
    name: 'Adam Clayton Powell', rank: 2, color: 'red',
    phase: 'legislation', target: 'game', effects: [passLaw('S')],
  }),
];

/** 9.3.2.1 D: events played in the End of Turn Phase. */
export const endOfTurnEvents = [
  named('9.3.2.1 D', {
    name: 'Wilma Rudolph', rank: 1, color: 'white',
    phase: 'end-of-turn', target: 'self', effects: [stars(1)],
  }),
];

/** 9.3.2.2 Special Message on Civil Rights: Turn 2 only, when Kennedy is President. */
export const turnRestrictedActionEvents = [
  named('9.3.2.2', {
    name: 'Special Message on Civil Rights', rank: 3, color: 'red', turns: [2],
    target: 'any-project', effects: [collectWhite(2)],
  }),
];

