import { addRed, collectBlue, collectWhite, invented, named, xDown, xUp } from './strategy-builders.js';

/** 9.6, 9.8 the mandatory event and the By Any Means Necessary events. */
export const bamnEvents = [
  named('9.6, 9.8.1', {
    name: 'Burn, Baby, Burn!', rank: 2, color: 'red', mandatory: true,
    target: 'all-players', effects: [{ kind: 'burnBabyBurn' }],
  }),
  named('9.8, 19.0', {
    name: 'Malcolm X', rank: 4, color: 'blue', bamn: true,
    target: 'own-project', effects: [{ kind: 'eventLeader', leader: 'Malcolm X', projectType: 'V' }],
  }),
  named('9.8, 19.0', {
    name: 'Robert F. Williams', rank: 4, color: 'white', bamn: true,
    target: 'own-project', effects: [{ kind: 'eventLeader', leader: 'Robert F. Williams', projectType: 'A' }],
  }),
  named('9.8', {
    name: 'The Deacons for Defense', rank: 3, color: 'blue', bamn: true,
    target: 'own-project', effects: [collectWhite(3)],
  }),
  named('9.8', {
    name: 'A Bomb for a Bomb', rank: 3, color: 'red', bamn: true,
    target: 'own-project', effects: [collectWhite(2)],
  }),
];

/** 6.3, 6.5, 7.3 the events that bend the Leader and Staff rules. */
export const leaderEvents = [
  named('6.3', {
    id: 'staff-hired-1', name: 'Staff Hired', rank: 2, color: 'blue',
    target: 'self', effects: [{ kind: 'hireStaff' }],
  }),
  named('6.3', {
    id: 'staff-hired-2', name: 'Staff Hired', rank: 3, color: 'white',
    target: 'self', effects: [{ kind: 'hireStaff' }],
  }),
  named('6.5', {
    name: 'Wyatt Tee Walker', rank: 1, color: 'red',
    target: 'self', effects: [{ kind: 'refreshStaff' }],
  }),
  named('6.5', {
    name: 'Gloster Current', rank: 3, color: 'blue',
    target: 'self', effects: [{ kind: 'refreshStaff' }],
  }),
  named('7.3', {
    name: 'Rising to the Occasion', rank: 3, color: 'red',
    target: 'self', effects: [{ kind: 'leaderSecondProject' }],
  }),
  named('7.3', {
    name: 'Hit and Run', rank: 2, color: 'white',
    target: 'self', effects: [{ kind: 'leaderSecondProject' }],
  }),
];

/** 22.9, 22.11 litigation events. */
export const litigationEvents = [
  named('22.11', {
    name: 'Amicus Brief', rank: 2, color: 'blue', response: true,
    target: 'any-project', effects: [], litigationHits: 1,
  }),
  named('22.11', {
    name: 'The Fifth Circuit Four', rank: 4, color: 'blue', response: true,
    target: 'any-project', effects: [], litigationHits: 2,
  }),
  named('22.9', {
    name: 'Legacy of Charles Houston', rank: 4, color: 'white', starred: true, lasting: true,
    target: 'game', effects: [], litigationModifier: 1,
  }),
];

/** 3.6.4 starred events that move the X Value Tracks (4.0 A: a Star, then removed from the game). */
export const xTrackEvents = [
  invented('3.6.4 and 4.0 A: a starred event that moves X', {
    name: 'March on Washington', rank: 4, color: 'red', starred: true,
    target: 'game', effects: [xUp('red')],
  }),
  invented('3.6.4 and 4.0 A: a starred event that moves X', {
    name: 'Letter from Birmingham Jail', rank: 3, color: 'red', starred: true,
    target: 'game', effects: [xUp('red')],
  }),
  invented('3.6.4 and 4.0 A: a starred event that moves X', {
    name: 'Bloody Sunday on Television', rank: 3, color: 'white', starred: true,
    target: 'game', effects: [xDown('white')],
  }),
  invented('3.6.4 and 4.0 A: a starred event that moves X', {
    name: '"We Shall Overcome" Address', rank: 4, color: 'blue', starred: true,
    target: 'game', effects: [xDown('blue')],
  }),
  invented('3.6.4: events that move X', {
    name: 'Report to the American People', rank: 2, color: 'blue',
    target: 'game', effects: [xDown('blue')],
  }),
  invented('3.6.4: events that move X', {
    name: 'Nonviolent Discipline', rank: 1, color: 'red',
    target: 'game', effects: [xUp('red')],
  }),
  invented('3.6.4: events that move X', {
    name: "Citizens' Council Backlash", rank: 1, color: 'white',
    target: 'game', effects: [xUp('white')],
  }),
  invented('3.6.4: events that move X', {
    name: 'Sovereignty Commission', rank: 1, color: 'blue',
    target: 'game', effects: [xUp('blue')],
  }),
];

/** 9.7 Response cards, played out of turn when their circumstance arises. */
export const responseEvents = [
  invented('9.7: a Response card', {
    name: 'Bail Fund', rank: 1, color: 'red', response: true,
    target: 'any-project', effects: [addRed(2)],
  }),
  invented('9.7: a Response card', {
    name: 'Federal Marshals', rank: 3, color: 'blue', response: true,
    target: 'any-project', effects: [collectWhite(2)],
  }),
  invented('9.7: a Response card', {
    name: 'National Guard Federalized', rank: 4, color: 'red', response: true,
    target: 'any-project', effects: [collectWhite(3)],
  }),
  invented('9.7: a Response card', {
    name: 'Justice Department Observers', rank: 2, color: 'white', response: true,
    target: 'any-project', effects: [collectBlue(1)],
  }),
];
