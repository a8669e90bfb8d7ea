import { addRed, collectBlue, collectWhite, named, passLaw, stars, xDown, xUp } from './strategy-builders.js';

/*
 * The Strategy cards 9.3.2.1 restricts to a phase other than the Action Rounds (A–D), with the Turn
 * restrictions of 9.3.2.2. Fundraisers among them (Direct Mail, Ruby Dee and Ossie Davis) are in
 * strategy-fundraisers.ts.
 */

/** 9.3.2.1 A: events played in the Project Selection Phase. */
export const projectSelectionEvents = [
  named('9.3.2.1 A', {
    id: 'civil-rights-commission-hearings', name: 'Civil Rights Commission Hearings', rank: 2, color: 'white',
    phase: 'project-selection', target: 'game', effects: [xDown('blue')],
    text: 'The Commission on Civil Rights takes testimony from turned-away voters. Move blue X one space left.',
  }),
  named('9.3.2.1 A', {
    id: 'new-project-leader', name: 'New Project Leader', rank: 2, color: 'blue',
    phase: 'project-selection', target: 'self', effects: [{ kind: 'newLeader' }],
    text: 'A new Protest Leader emerges: assign an additional available Protest Leader to your Project.',
  }),
  named('9.3.2.1 A', {
    id: 'pilgrimage-of-prayer', name: 'Pilgrimage of Prayer', rank: 3, color: 'white',
    phase: 'project-selection', target: 'own-project', effects: [addRed(3)],
    text: 'The faithful gather at the Lincoln Memorial to pray for freedom. Add 3 red cubes to your Project.',
  }),
  named('9.3.2.1 A', {
    id: 'robert-moses', name: 'Robert Moses', rank: 4, color: 'red',
    phase: 'project-selection', target: 'own-project', effects: [addRed(3)],
    text: 'Bob Moses walks into McComb alone and starts a voter school. Add 3 red cubes to your Project.',
  }),
  named('9.3.2.1 A, 9.3.2.2', {
    id: 'robert-kennedy', name: 'Robert Kennedy', rank: 4, color: 'blue',
    phase: 'project-selection', turns: [2, 3], target: 'any-project', effects: [collectBlue(1)],
    text: 'The Attorney General telephones the governor. Collect 1 blue cube from any Project. Not playable Turn 1, when William Rogers is Attorney General.',
  }),
  named('9.3.2.1 A', {
    id: 'jail-no-bail', name: 'Jail, No Bail', rank: 2, color: 'red',
    phase: 'project-selection', target: 'own-project', effects: [addRed(3)],
    text: 'Protesters fill the jails rather than pay bail. Add 3 red cubes to your Project.',
  }),
  named('9.3.2.1 A', {
    id: 'dorothy-height', name: 'Dorothy Height', rank: 3, color: 'blue',
    phase: 'project-selection', target: 'own-project', effects: [addRed(2)],
    text: 'The National Council of Negro Women sends its volunteers. Add 2 red cubes to your Project.',
  }),
  named('9.3.2.1 A', {
    id: 'voter-education-project', name: 'Voter Education Project', rank: 4, color: 'white', starred: true,
    phase: 'project-selection', target: 'own-project', effects: [addRed(3)],
    text: 'Foundation money pays for voter registration across the South. Add 3 red cubes to your Project.',
  }),
  named('9.3.2.1 A', {
    id: 'white-house-summit', name: 'White House Summit', rank: 4, color: 'red', starred: true,
    phase: 'project-selection', target: 'game', effects: [xUp('red')],
    text: 'The movement\'s leaders meet the President. Move red X one space right.',
  }),
  named('9.3.2.1 A', {
    id: 'operation-doorbell', name: 'Operation Doorbell', rank: 1, color: 'blue',
    phase: 'project-selection', target: 'own-project', effects: [addRed(2)],
    text: 'Volunteers go door to door to sign up new voters. Add 2 red cubes to your Project.',
  }),
  named('9.3.2.1 A', {
    id: 'freedom-highways', name: 'Freedom Highways', rank: 2, color: 'white',
    phase: 'project-selection', target: 'own-project', effects: [addRed(2)],
    text: 'CORE tests the roadside restaurants along the highways. Add 2 red cubes to your Project.',
  }),
  named('9.3.2.1 A', {
    id: 'i-am-a-man', name: 'I Am a Man', rank: 1, color: 'red',
    phase: 'project-selection', target: 'own-project', effects: [addRed(2)],
    text: 'Marchers carry the placards that claim their dignity. Add 2 red cubes to your Project.',
  }),
  named('9.3.2.1 A', {
    id: 'william-mcculloch', name: 'William McCulloch', rank: 3, color: 'blue',
    phase: 'project-selection', target: 'game', effects: [xDown('blue')],
    text: 'The Republican from Ohio brings his party behind civil rights. Move blue X one space left.',
  }),
];

/** 9.3.2.1 B: events played in the Challenge Card Phase (9.15). */
export const challengePhaseEvents = [
  named('9.3.2.1 B, 9.15', {
    id: 'i-have-been-to-the-mountaintop', name: 'I Have Been to the Mountaintop', rank: 4, color: 'blue', starred: true,
    phase: 'challenge', target: 'game', effects: [{ kind: 'cancelAllChallenges' }],
    text: 'Cancel ALL Challenge cards; they go to the discard pile.',
  }),
  named('9.3.2.1 B, 9.15', {
    id: 'the-freedom-singers', name: 'The Freedom Singers', rank: 2, color: 'white',
    phase: 'challenge', target: 'game', effects: [{ kind: 'cancelAllChallenges' }],
    text: 'The Freedom Singers lift the movement\'s spirits. Cancel ALL Challenge cards; they go to the discard pile.',
  }),
];

/** 9.3.2.1 C: events played in the Legislation Phase; 9.11.2 the five that pass a law. */
export const legislationPhaseEvents = [
  named('9.3.2.1 C', {
    id: 'a-philip-randolph', name: 'A. Philip Randolph', rank: 4, color: 'red',
    phase: 'legislation', target: 'game', effects: [xUp('red')],
    text: 'The dean of Black labor leaders calls the nation to march. Move red X one space right.',
  }),
  named('9.3.2.1 C, 9.3.2.2', {
    id: 'the-johnson-treatment', name: 'The Johnson Treatment', rank: 4, color: 'white', turns: [3],
    phase: 'legislation', target: 'game', effects: [passLaw('any')],
    text: 'The President leans on a wavering senator. Pass a Legislation card from the discard pile into law. Turn 3 only.',
  }),
  named('9.3.2.1 C, 9.3.2.2', {
    id: 'dirksen-johnson-alliance', name: 'Dirksen-Johnson Alliance', rank: 3, color: 'white', turns: [1],
    phase: 'legislation', target: 'game', effects: [passLaw('V')],
    text: 'The Senate Majority Leader and the Republican leader broker a voting bill. Pass a V Legislation card from the discard pile into law. Turn 1 only.',
  }),
  named('9.3.2.1 C, 9.11.2', {
    id: 'emanuel-celler', name: 'Emanuel Celler', rank: 3, color: 'red',
    phase: 'legislation', target: 'game', effects: [passLaw('any')],
    text: 'The chairman of the House Judiciary Committee reports the bill. Pass a Legislation card from the discard pile into law.',
  }),
  named('9.3.2.1 C, 9.11.2', {
    id: 'rayburn-packs-the-rules-committee', name: 'Rayburn Packs the Rules Committee', rank: 4, color: 'blue',
    phase: 'legislation', target: 'game', effects: [passLaw('any')],
    text: 'Speaker Rayburn outflanks Judge Smith. Pass a Legislation card from the discard pile into law.',
  }),
  named('9.3.2.1 C, 9.11.2', {
    id: 'big-labor', name: 'Big Labor', rank: 2, color: 'blue',
    phase: 'legislation', target: 'game', effects: [passLaw('A')],
    text: 'The AFL-CIO lobbies for the bill. Pass an A Legislation card from the discard pile into law.',
  }),
  named('9.3.2.1 C, 9.11.2', {
    id: 'clarence-mitchell-jr', name: 'Clarence Mitchell Jr.', rank: 3, color: 'blue',
    phase: 'legislation', target: 'game', effects: [passLaw('any')],
    text: 'The NAACP\'s "101st Senator" works the Capitol. Pass a Legislation card from the discard pile into law.',
  }),
  named('9.3.2.1 C, 9.11.2', {
    id: 'adam-clayton-powell', name: 'Adam Clayton Powell', rank: 2, color: 'red',
    phase: 'legislation', target: 'game', effects: [passLaw('S')],
    text: 'The Powell Amendment bars federal school aid to segregated schools. Pass an S Legislation card from the discard pile into law.',
  }),
];

/** 9.3.2.1 D: events played in the End of Turn Phase. */
export const endOfTurnEvents = [
  named('9.3.2.1 D', {
    id: 'wilma-rudolph', name: 'Wilma Rudolph', rank: 1, color: 'white',
    phase: 'end-of-turn', target: 'self', effects: [stars(1)],
    text: 'The Olympic champion insists her homecoming parade in Clarksville be integrated. Gain a Star.',
  }),
];

/** 9.3.2.2 Special Message on Civil Rights: Turn 2 only, when Kennedy is President. */
export const turnRestrictedActionEvents = [
  named('9.3.2.2', {
    id: 'special-message-on-civil-rights', name: 'Special Message on Civil Rights', rank: 3, color: 'red', turns: [2],
    target: 'any-project', effects: [collectWhite(2)],
    text: 'President Kennedy sends Congress his civil rights message. Collect 2 white cubes from any Project. Turn 2 only.',
  }),
];

