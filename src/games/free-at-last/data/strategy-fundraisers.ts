import { draw, invented, named } from './strategy-builders.js';

/*
 * 9.5 Fundraisers: any player may give one to another at any time, gaining a Star. 4.0 C: giving a
 * rank 3 or 4 fundraiser (New Yorkers, Ruby Dee and Ossie Davis, Direct Mail, Bayard Rustin) gains a
 * second Star. 6.5: Harry Belafonte refreshes Staff.
 */
export const fundraisers = [
  named('4.0 C, 9.3.2.1 A', {
    name: 'Direct Mail', rank: 4, color: 'blue', fundraiser: true,
    phase: 'project-selection', target: 'self', effects: [draw(2)],
  }),
  named('4.0 C, 9.3.2.1 A', {
    name: 'Ruby Dee and Ossie Davis', rank: 3, color: 'red', fundraiser: true,
    phase: 'project-selection', target: 'self', effects: [draw(2)],
  }),
  named('4.0 C', {
    name: 'New Yorkers', rank: 3, color: 'white', fundraiser: true,
    target: 'self', effects: [draw(2)],
  }),
  named('4.0 C', {
    name: 'Bayard Rustin', rank: 4, color: 'white', fundraiser: true,
    target: 'self', effects: [draw(2)],
  }),
  named('6.5', {
    name: 'Harry Belafonte', rank: 2, color: 'blue', fundraiser: true,
    target: 'self', effects: [{ kind: 'refreshStaff' }],
  }),
  invented('a lower-rank fundraiser (9.5); Mahalia Jackson sang at movement benefits', {
    name: 'Mahalia Jackson', rank: 1, color: 'red', fundraiser: true,
    target: 'self', effects: [draw(1)],
  }),
  invented('a lower-rank fundraiser (9.5); Dick Gregory performed and raised money for SNCC', {
    name: 'Dick Gregory', rank: 2, color: 'white', fundraiser: true,
    target: 'self', effects: [draw(1)],
  }),
  invented('a lower-rank fundraiser (9.5); Sammy Davis Jr. headlined benefits for SCLC', {
    name: 'Sammy Davis Jr.', rank: 1, color: 'blue', fundraiser: true,
    target: 'self', effects: [draw(1)],
  }),
  invented('a lower-rank fundraiser (9.5); Jackie Robinson held jazz concerts for the movement', {
    name: 'Jackie Robinson', rank: 2, color: 'red', fundraiser: true,
    target: 'self', effects: [draw(1)],
  }),
  invented('a lower-rank fundraiser (9.5); Lena Horne performed at movement rallies', {
    name: 'Lena Horne', rank: 1, color: 'white', fundraiser: true,
    target: 'self', effects: [draw(1)],
  }),
];
