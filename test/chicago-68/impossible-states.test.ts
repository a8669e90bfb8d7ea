import { describe } from 'vitest';
import { reached, refusesAll, rngImpossible, type Impossible } from '../support/impossible.js';
import { game, type State } from './helpers.js';

/* restore refuses impossible Chicago '68 states (issue 24): each breaks a rule of the game or its component set. */

const competitive = reached(game, { players: 4 }, 3, 120);
const solo = reached(game, { mode: 'solo' }, 3, 60);
const end = reached(game, { players: 4 }, 3, 100_000);

const impossible: Impossible<State>[] = [
  ...rngImpossible<State>(),
  ['50 extra Delegates in the bag (2.5)', (s) => void (s.delegates.bag.red += 50)],
  ['more Delegates than the track holds (2.8)', (s) => void s.delegates.track.push(...Array<'blue'>(50).fill('blue'))],
  ['Capital 10^6 (2.5.1)', (s) => void (s.capital = 1e6)],
  ['negative Capital', (s) => void (s.capital = -1)],
  ['Exposure off its track (2.8)', (s) => void (s.exposure = 99)],
  ['Instability off its track (2.11.1)', (s) => void (s.instability = -1)],
  ['an outcome mid-game (1.1)', (s) => void (s.outcome = { winners: ['demonstrators'], reason: 'forged', major: true })],
  ['a faction seat naming nobody (1.2)', (s) => void (s.factionSeat.police = 'nobody')],
  ['a seat dropped (1.2)', (s) => void s.seats.pop()],
  ['a round past the last (1.1)', (s) => void (s.round = 6)],
  ['a unit created (2.5)', (s) => void (s.police.reserves.p1 += 1)],
  ['an unknown card in a hand', (s) => void s.hands.mayor.push('NO SUCH CARD')],
  ['a pending task in an unknown area', (s) => void s.tasks.push({ kind: 'gasLeave', area: 'Nowhere' })],
  ["a round's sequence missing its last step (1.1)", (s) => void (s.tasks = s.tasks.filter((t) => t.kind !== 'nextRound'))],
  ["a round's step out of its order (1.1)", (s) => void s.tasks.splice(1, 0, { kind: 'roundBegin' })],
];

describe("Chicago '68 restore refuses impossible states", () => {
  refusesAll(game, competitive, impossible);
});

describe("Chicago '68 restore refuses impossible solo states", () => {
  refusesAll(game, solo, [
    ...rngImpossible<State>(),
    ['the solo flag flipped to co-op', (s) => void (s.machine!.mode = 'coop')],
    ['the Machine removed from a solo game', (s) => void (s.machine = null)],
    ['an Active token created (solo rules)', (s) => void (s.machine!.activeSupply += 1)],
  ]);
});

describe("Chicago '68 restore refuses a finished game made impossible", () => {
  refusesAll(game, end, [['a finished game without its result (1.1)', (s) => void (s.outcome = null)]]);
});
