/**
 * Free At Last (1955–65): the two-player card-driven game, civil rights against segregationist, as a
 * protest-rules Game on the core task freeAtLast1955TaskMachine. Rule sections are cited as in
 * `rules/free-at-last-1955.txt`; the components the rulebook leaves out are reconstructed (see
 * docs/free-at-last-1955/components.md and rulings.md).
 * @packageDocumentation
 * @module protest-rules/free-at-last-1955
 */
import { defineGame } from '../../core/define-game.js';
import { withSpaces } from '../../core/spaces/with-spaces.js';
import type { ScenarioBuilder } from '../../core/scenario.js';
import type { GameModule } from '../../core/game-module.js';
import { checkFreeAtLast1955State } from './check-state.js';
import { describeAction } from './describe.js';
import { describeEvent } from './describe-event.js';
import { eventSchema, type Event } from './event-schema.js';
import { determinize } from './bots/determinize.js';
import { freeAtLast1955TaskMachine } from './rules/task-machine.js';
import { resultOf } from './result.js';
import { initialState } from './rules/setup.js';
import { actionSchema, configSchema, stateSchema, viewSchema, type Action, type Config, type ConfigInput, type Seat, type State, type View } from './schema.js';
import { freeAtLast1955ActionSpace } from './spaces/action-space.js';
import { freeAtLast1955Observer } from './spaces/observation.js';
import { boardOf, promptOf, viewOf, type Board } from './view.js';
import { freeAtLast1955Scenario, type FreeAtLast1955Scenario } from './scenario.js';
import { fal1955ChoicePaths } from './choices.js';
import { freeAtLast1955Heuristic } from './bots/heuristic.js';
import { freeAtLast1955Evaluate } from './bots/evaluate.js';
import { freeAtLast1955Hand, freeAtLast1955TextBoard } from './text-board.js';
import { referenceComponents } from './data/components.js';
import type { FreeAtLast1955Game } from './rules/named-actions.js';

export { unitCensus, cardCensus } from './census.js';
export { freeAtLast1955Heuristic, freeAtLast1955Evaluate };
export { freeAtLast1955Scenario, citiesOfState, type FreeAtLast1955Scenario, type FreeAtLast1955Point } from './scenario.js';
export { taskSchema } from './task-schema.js';
export { migrateFreeAtLast1955Record, freeAtLast1955IdsByName } from './data/migrate.js';
export { referenceComponents, counts, freedomEvents } from './data/components.js';
export { cards } from './data/cards.js';
export { leaders } from './data/leaders.js';
export { cities, states } from './data/map.js';
export { elections, president1955 } from './data/elections.js';
export * from './data/schema.js';
export { configSchema, stateSchema, actionSchema, viewSchema, chanceQuestionSchema } from './schema.js';
export { points as civilRightsPoints, statesWithoutB, eventsWon } from './rules/victory.js';
export type { Task as FreeAtLast1955Task } from './task-schema.js';
export type { FreeAtLast1955CardId, FreeAtLast1955CityId, FreeAtLast1955Game, FreeAtLast1955LeaderId, FreeAtLast1955Names, FreeAtLast1955NamedAction, FreeAtLast1955NamedEvent, FreeAtLast1955NamedView, FreeAtLast1955ReferenceNames, FreeAtLast1955StateId } from './rules/named-actions.js';

/** A Free At Last (1955–65) end-reason code (10.3 and the sudden ends). */
export type FreeAtLast1955EndCode = NonNullable<State['outcome']>['code'];
export { eventSchema } from './event-schema.js';
export type { FreeAtLast1955NamedAction as FreeAtLast1955Action, FreeAtLast1955NamedEvent as FreeAtLast1955Event, FreeAtLast1955NamedView as FreeAtLast1955View } from './rules/named-actions.js';
export type { CityUnits as FreeAtLast1955CityUnits, Config as FreeAtLast1955Config, ConfigInput as FreeAtLast1955ConfigInput, Seat as FreeAtLast1955Seat, State as FreeAtLast1955State } from './schema.js';

const SEATS = ['civilRights', 'segregationist'];

const rules = defineGame<State, Action, Config, View, ConfigInput, Seat, FreeAtLast1955EndCode, Event>({
  id: 'free-at-last-1955',
  title: 'Free At Last (1955–65)',
  version: '2',
  schemas: { config: configSchema, action: actionSchema, state: stateSchema, view: viewSchema, event: eventSchema },
  players: () => [...SEATS],
  setup: (c, rng) => freeAtLast1955TaskMachine.start(initialState(c, rng)),
  toMove: freeAtLast1955TaskMachine.toMove,
  legalActions: freeAtLast1955TaskMachine.legalActions,
  chanceOutcomes: freeAtLast1955TaskMachine.chanceOutcomes,
  apply: freeAtLast1955TaskMachine.apply,
  explainIllegal: freeAtLast1955TaskMachine.explainIllegal,
  checkState: checkFreeAtLast1955State,
  result: resultOf,
  view: viewOf,
  choicePaths: fal1955ChoicePaths,
  seatsOf: () => SEATS,
  prompt: promptOf,
  ask: freeAtLast1955TaskMachine.ask,
  describe: describeAction,
  describeEvent,
  determinize,
});

/**
 * The Free At Last (1955–65) game (id `free-at-last-1955`), with its integer actions and observations
 * (docs/research.md); its seats are `civilRights` and `segregationist`. Its actions, events and
 * views name cards, leaders, cities and states by the reference set's names ({@link FreeAtLast1955Game}:
 * a misspelt name does not compile); `FreeAtLast1955Game<FreeAtLast1955Names>` for a set of one's own.
 *
 * @example
 * ```ts
 * import { freeAtLast1955 } from 'protest-rules/free-at-last-1955';
 *
 * const s = freeAtLast1955.setup({}, 1955);
 * console.log(freeAtLast1955.toMove(s), freeAtLast1955.prompt(s));
 * console.log(freeAtLast1955.legalActions(s).map((a) => freeAtLast1955.describe(s, a)));
 * ```
 */
export const freeAtLast1955: FreeAtLast1955Game = withSpaces<State, Action, Config, View, ConfigInput, Seat, FreeAtLast1955EndCode, Event, Board>(rules, {
  actionSpace: freeAtLast1955ActionSpace,
  observer: freeAtLast1955Observer,
  observed: boardOf,
}) as FreeAtLast1955Game;

/** Free At Last (1955–65)'s scenario builders (the shape of `protest-rules/testing`): a game set up from a config and seed (default 1), or any state. */
export const freeAtLast1955Scenarios: ScenarioBuilder<State, ConfigInput, FreeAtLast1955Scenario> = {
  scenario: (config, seed = 1) => freeAtLast1955Scenario(freeAtLast1955.setup(config, seed)),
  from: freeAtLast1955Scenario,
};

/** Free At Last (1955–65) as one module: the game, its heuristic bot and evaluation, scenario builders and text board (the registry lists it). */
export const freeAtLast1955Module = {
  game: freeAtLast1955,
  heuristic: freeAtLast1955Heuristic,
  evaluate: freeAtLast1955Evaluate,
  scenario: freeAtLast1955Scenarios,
  textBoard: { board: freeAtLast1955TextBoard, hand: freeAtLast1955Hand, reference: referenceComponents },
} as const satisfies GameModule<State, Action, View, ConfigInput, FreeAtLast1955Scenario>;
