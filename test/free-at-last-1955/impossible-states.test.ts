import { describe } from 'vitest';
import { freeAtLast1955, type FreeAtLast1955State as State } from '../../src/games/free-at-last-1955/index.js';
import { reached, refusesAll, rngImpossible, type Impossible } from '../support/impossible.js';

/* restore refuses impossible Free At Last (1955–65) states (issue 24): each breaks a rule of the game or its component set. */

const midGame = reached(freeAtLast1955, {}, 3, 150);
const end = reached(freeAtLast1955, {}, 3, 100_000);

const impossible: Impossible<State>[] = [
  ...rngImpossible<State>(),
  ['a Freedom Track of 10^6 (2.4)', (s) => void (s.freedom = 1e6)],
  ['a Freedom Track below 0 (2.4)', (s) => void (s.freedom = -1)],
  ['the year 3000 (2.7)', (s) => void (s.year = 3000)],
  ['the year 1954 (2.7)', (s) => void (s.year = 1954)],
  ['10^6 actions left (5.2)', (s) => void (s.actionsLeft.civilRights = 1e6)],
  ['negative actions left (5.2)', (s) => void (s.actionsLeft.segregationist = -1)],
  ['a 100-card hand (5.1)', (s) => void s.hands.civilRights.push(...Array.from({ length: 100 }, () => s.deck[0] ?? s.discard[0]!))],
  ['every card out of the other hand in one hand (5.1)', (s) => void ((s.hands.civilRights = [...s.hands.civilRights, ...s.deck, ...s.discard, ...s.removed].sort()), (s.deck = []), (s.discard = []), (s.removed = []))],
  ['a forged outcome with tasks left (10.3)', (s) => void (s.outcome = { code: 'decisive-civil-rights', winner: 'civilRights', points: 99, reason: 'forged' })],
  ['an unknown Freedom Event (10.2)', (s) => void (s.freedomEvents['no-such-event'] = 'won')],
  ['an unknown city (2.1)', (s) => void (s.cities['Nowhere'] = s.cities[Object.keys(s.cities)[0]!]!)],
  ['a city missing (2.1)', (s) => void delete s.cities[Object.keys(s.cities)[0]!]],
  ['a leader dropped (4.0)', (s) => void delete s.leaders[Object.keys(s.leaders)[0]!]],
  ['an unknown leader (4.0)', (s) => void (s.leaders['Nobody'] = { city: null, activations: 0, used: false })],
  ['a leader in an unknown city (4.0)', (s) => void (s.leaders[Object.keys(s.leaders)[0]!]!.city = 'Nowhere')],
  ['a unit created (3.0)', (s) => void (s.supply.B += 1)],
  ['11 units of a side in a city (3.3)', (s) => void ((s.cities[Object.keys(s.cities)[0]!]!.u.B += 11), (s.supply.B -= 11))],
  ['a Klan state unknown (9.0)', (s) => void (s.klan['Nowhere'] = 0)],
  ['Non-violence off its track (2.5)', (s) => void (s.nonviolence = 99)],
  ['an Ops bonus of 10^6 (10.0.1)', (s) => void (s.opsBonus = 1e6)],
  ['a President who never ran (8.2)', (s) => void (s.climate = { ...s.climate, name: 'Nobody' })],
  ['a card doubled (6.0)', (s) => void s.discard.push(s.hands.segregationist[0] ?? s.deck[0]!)],
  ['a card lost (6.0)', (s) => void (s.deck.length > 0 ? s.deck.pop() : s.discard.pop())],
  ['a task stack without its year (5.0)', (s) => void s.tasks.shift()],
  ["'auto' chance mode at a chance node", (s) => void ((s.chance = 'auto'), s.tasks.push({ kind: 'mediaRoll' }))],
];

describe('Free At Last (1955–65) restore refuses impossible states', () => {
  refusesAll(freeAtLast1955, midGame, impossible);
});

describe('Free At Last (1955–65) restore refuses a finished game made impossible', () => {
  refusesAll(freeAtLast1955, end, [
    ['a finished game without its result (10.3)', (s) => void (s.outcome = null)],
  ]);
});
