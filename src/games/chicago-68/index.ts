/**
 * Chicago '68: the competitive game (2–4 players) with its optional rules (6.x), and the solo and
 * co-op game against the Machine (config `mode`), as a protest-rules Game. Rule sections are cited as in `rules/chicago-68.txt`.
 * @packageDocumentation
 * @module protest-rules/chicago-68
 */
import { defineGame } from '../../core/define-game.js';
import { withSpaces } from '../../core/spaces/with-spaces.js';
import type { ScenarioBuilder } from '../../core/scenario.js';
import type { GameModule } from '../../core/game-module.js';
import { checkChicagoState } from './check-state.js';
import { determinizeChicago } from './bots/determinize.js';
import { chicagoReveals } from './rules/reveals.js';
import { describeAction, promptOf } from './describe.js';
import { chicagoTaskMachine } from './rules/task-machine.js';
import { resultOf } from './result.js';
import { initialState, seating } from './rules/setup.js';
import { withMachine } from './rules/solo/setup.js';
import { describeEvent } from './describe-event.js';
import { actionSchema, configSchema, stateSchema, viewSchema, type Action, type Config, type ConfigInput, type Seat, type State, type View } from './schema.js';
import { boardOf, viewOf, type Board } from './view.js';
import type { ChicagoEndCode } from './rules/end-code.js';
import { eventSchema, type Event } from './event-schema.js';
import { chicagoScenario, type ChicagoScenario } from './scenario.js';
import { chicagoChoicePaths } from './choices.js';
import { chicagoActionSpace } from './spaces/action-space.js';
import { chicagoObserver } from './spaces/observation.js';
import { chicagoHeuristic } from './bots/heuristic.js';
import { chicagoEvaluate } from './bots/evaluate.js';
import { chicagoHand, chicagoTextBoard } from './text-board.js';
import { referenceComponents } from './data/components.js';
import type { Chicago68Game } from './rules/named-actions.js';

export { checkChicagoState } from './check-state.js';
export { unitCensus } from './census.js';
export { chicagoScenario, currentTurn, pendingDraw, turnDecision, type ChicagoScenario, type ChicagoPoint } from './scenario.js';
export { taskSchema } from './task-schema.js';
export {
  referenceComponents,
  counts,
  areas,
  paths,
  actionCards,
  streetTheater,
  policies,
  tactics,
  mobChaos,
  incendiary,
  machineComponents,
  machineActions,
  machineTactics,
  machinePolicies,
} from './data/components.js';
export { A as areaIds, areaNames } from './data/area-names.js';
export { idOf } from '../../core/id-of.js';
export { migrateChicago68Record, chicago68IdsByName } from './data/migrate.js';
export { describedEventTypes } from './describe-event.js';
export { chicagoEndCodes, type ChicagoEndCode } from './rules/end-code.js';
export { eventSchema } from './event-schema.js';
export type { Chicago68AreaId, Chicago68CardId, Chicago68Game, Chicago68NamedAction, Chicago68NamedEvent, Chicago68NamedView, Chicago68Names, Chicago68PathId, Chicago68ReferenceNames } from './rules/named-actions.js';
export type { Chicago68NamedAction as Chicago68Action, Chicago68NamedEvent as ChicagoEvent, Chicago68NamedView as Chicago68View } from './rules/named-actions.js';
export * from './data/schema.js';
export { configSchema, stateSchema, actionSchema, viewSchema, incendiaryConfigSchema, unitsSchema, chanceQuestionSchema } from './schema.js';
export type { Task as Chicago68Task } from './task-schema.js';
export type { Config as Chicago68Config, ConfigInput as Chicago68ConfigInput, Seat as Chicago68Seat, State as Chicago68State, Units as Chicago68Units } from './schema.js';

const rules = defineGame<State, Action, Config, View, ConfigInput, Seat, ChicagoEndCode, Event>({
  id: 'chicago-68',
  title: "Chicago '68",
  version: '8',
  schemas: { config: configSchema, action: actionSchema, state: stateSchema, view: viewSchema, event: eventSchema },
  players: (c) => seating(c).seats,
  setup: (c, rng) => chicagoTaskMachine.start(withMachine(initialState(c, rng), c)),
  toMove: chicagoTaskMachine.toMove,
  legalActions: chicagoTaskMachine.legalActions,
  chanceOutcomes: chicagoTaskMachine.chanceOutcomes,
  apply: chicagoTaskMachine.apply,
  explainIllegal: chicagoTaskMachine.explainIllegal,
  checkState: checkChicagoState,
  result: resultOf,
  view: viewOf,
  choicePaths: chicagoChoicePaths,
  seatsOf: (s) => s.seats,
  prompt: promptOf,
  ask: chicagoTaskMachine.ask,
  describe: describeAction,
  describeEvent,
  determinize: determinizeChicago,
  reveals: chicagoReveals,
});

/**
 * The Chicago '68 game (id `chicago-68`), with its integer actions and observations. Its actions,
 * events and views name City Areas, cards and paths by the reference set's ids
 * ({@link Chicago68Game}: a misspelt id does not compile; display names are for words only); `Chicago68Game<Chicago68Names>` for a set of one's own.
 *
 * @example
 * ```ts
 * import { chicago68 } from 'protest-rules/chicago-68';
 *
 * const s = chicago68.setup({ players: 4 }, 68);
 * const seat = chicago68.toMove(s); // 'mayor' | 'police' | 'yippies' | 'mobe' | … | 'chance' | null
 * const next = chicago68.apply(s, chicago68.legalActions(s)[0]!);
 * console.log(seat, chicago68.view(next, 'yippies').round);
 * ```
 */
export const chicago68: Chicago68Game = withSpaces<State, Action, Config, View, ConfigInput, Seat, ChicagoEndCode, Event, Board>(rules, { actionSpace: chicagoActionSpace, observer: chicagoObserver, observed: boardOf }) as Chicago68Game;

/** Chicago '68's scenario builders (the shape of `protest-rules/testing`): a game set up from a config and seed (default 1), or any state. */
export const chicago68Scenarios: ScenarioBuilder<State, ConfigInput, ChicagoScenario> = {
  scenario: (config, seed = 1) => chicagoScenario(chicago68.setup(config, seed)),
  from: chicagoScenario,
};
export { chicagoHeuristic, chicagoEvaluate };

/** Chicago '68 as one module: the game, its heuristic bot and evaluation, scenario builders and text board (the registry lists it). */
export const chicago68Module = {
  game: chicago68,
  heuristic: chicagoHeuristic,
  evaluate: chicagoEvaluate,
  scenario: chicago68Scenarios,
  textBoard: { board: chicagoTextBoard, hand: chicagoHand, reference: referenceComponents },
} as const satisfies GameModule<State, Action, View, ConfigInput, ChicagoScenario>;
