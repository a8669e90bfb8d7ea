import { describe } from 'vitest';
import { freeAtLast, referenceComponents, type FreeAtLastState as State } from '../../src/games/free-at-last/index.js';
import { reached, refusesAll, rngImpossible, type Impossible } from '../support/impossible.js';

/* restore refuses impossible Free at Last states (issue 24): each breaks a rule of the game or its component set. */

const midGame = reached(freeAtLast, { players: 3 }, 5, 200);

/** A manual-chance state waiting at a chance node. */
function atChance(): string {
  for (let steps = 150; ; steps++) {
    const json = reached(freeAtLast, { players: 3, chance: 'manual' }, 5, steps);
    if (freeAtLast.toMove(JSON.parse(json) as State) === 'chance') return json;
  }
}

const project = (s: State): number => Object.values(s.offered)[0] ?? Object.values(s.projects)[0]!.card;

/** A pile holding Legislation cards. */
const law = (s: State): string[] => [s.decks.legislation, s.decks.legislationDiscard, s.decks.laws.S, s.decks.laws.A, s.decks.laws.V, s.decks.civilRightsAct].find((p) => p.length > 0)!;

/** An S Project card of the Project deck put in play in place of a Project in play (which goes to the deck), at `stage`. */
function sProjectAt(s: State, stage: State['projects'][string]['stage']): void {
  const i = s.decks.projects.findIndex((n) => referenceComponents.projects.find((p) => p.number === n)!.type === 'S');
  const p = Object.values(s.projects)[0]!;
  [s.decks.projects[i], p.card] = [p.card, s.decks.projects[i]!];
  p.stage = stage;
}

const impossible: Impossible<State>[] = [
  ...rngImpossible<State>(),
  ['a Project both in play and in the deck (2.1)', (s) => void s.decks.projects.push(project(s))],
  ['a Project both in play and discarded (2.1)', (s) => void s.decks.projectDiscard.push(project(s))],
  ['the game over mid-game (21): no task left in Turn 1', (s) => void ((s.tasks = []), (s.projects = {}), (s.turn = 1))],
  ['the Turn order cursor past the seats (2.0)', (s) => void (s.flow.cursor = 7)],
  ['a Legislation card doubled (2.8)', (s) => void s.decks.legislationDiscard.push(law(s)[0]!)],
  ['an unknown Legislation card (2.8)', (s) => void s.decks.laws.V.push('no-such-law')],
  ['a Legislation card lost (2.8)', (s) => void law(s).pop()],
  ['a cube created (5.0)', (s) => void (s.supply.red += 1)],
  ['a Strategy card doubled (9.3)', (s) => void s.decks.strategyDiscard.push(s.decks.strategy[0]!)],
  ['a negative supply', (s) => void (s.supply.blue = -1)],
  ['an X Value off its track (3.6)', (s) => void (s.xTrack.white = 99)],
  ['VPs off their breakdown (21)', (s) => void (s.orgs.SNCC!.vp += 1)],
  ['a seat without its organization', (s) => void delete s.orgs.CORE],
  ['a stage of another phase (2.0)', (s) => void s.tasks.splice(1, 0, { kind: 'supremeCourt' })],
  ['a window above a decision, not on top of the flow\'s frame (10.x)', (s) => void s.tasks.push({ kind: 'window', seats: [s.seats[0]!] })],
  ['a window asking a seat twice (9.3.2.1)', (s) => void s.tasks.splice(1, 0, { kind: 'events', seats: [s.seats[0]!, s.seats[0]!] })],
];

describe('Free at Last restore refuses impossible states', () => {
  refusesAll(freeAtLast, midGame, impossible);
});

/** A state reached with a Project in play. */
function withProject(): string {
  for (let steps = 200; ; steps += 10) {
    const json = reached(freeAtLast, { players: 3 }, 5, steps);
    if (Object.keys((JSON.parse(json) as State).projects).length > 0) return json;
  }
}

describe('Free at Last restore refuses a Project at a stage its type does not have', () => {
  refusesAll(freeAtLast, withProject(), [
    ['an S Project at the Protest stage (17.1)', (s) => sProjectAt(s, 'protest')],
    ['an S Project at a V Project stage (17.1, 18.1)', (s) => sProjectAt(s, 'courthouse')],
  ]);
});

describe('Free at Last restore refuses a chance node in auto mode', () => {
  refusesAll(freeAtLast, atChance(), [["'auto' chance mode at a chance node (manual mode's pending draw)", (s) => void (s.chance = 'auto')]]);
});
