/**
 * Free at Last (`protest-rules/free-at-last`): the 1–4 player basic game for 2–4 organizations —
 * SNCC, CORE, SCLC and NAACP — 1960–1965.
 * @packageDocumentation
 * @module protest-rules/free-at-last
 */
import { defineGame } from '../../core/define-game.js';
import { withSpaces } from '../../core/spaces/with-spaces.js';
import { checkFreeAtLastState } from './check-state.js';
import { describeAction } from './describe.js';
import { describeEvent } from './describe-event.js';
import { determinizeFreeAtLast } from './bots/determinize.js';
import { freeAtLastTaskMachine, setupGame } from './rules/task-machine.js';
import { resultOf, type FreeAtLastEndCode } from './result.js';
import { eventSchema, type Event } from './event-schema.js';
import { actionSchema, configSchema, turnOrder, viewSchema, type FreeAtLastAction, type FreeAtLastConfig, type FreeAtLastConfigInput, type FreeAtLastView, freeAtLastStateSchema, type FreeAtLastState } from './schema.js';
import type { Organization } from './data/schema.js';
import { viewOf } from './view.js';
import { freeAtLastChoicePaths, freeAtLastIdlePass } from './choices.js';
import { freeAtLastActionSpace } from './spaces/action-space.js';
import { freeAtLastObserver, freeAtLastSeen, type Seen } from './spaces/observation.js';
import type { GameModule } from '../../core/game-module.js';
import { freeAtLastHeuristic } from './bots/heuristic.js';
import { freeAtLastEvaluate } from './bots/evaluate.js';
import { freeAtLastScenarios, type FreeAtLastScenario } from './scenario.js';
import { freeAtLastHand, freeAtLastTextBoard } from './text-board.js';
import { referenceComponents } from './data/index.js';
import type { FreeAtLastGame } from './rules/named-actions.js';

const rules = defineGame<FreeAtLastState, FreeAtLastAction, FreeAtLastConfig, FreeAtLastView, FreeAtLastConfigInput, Organization, FreeAtLastEndCode, Event>({
  id: 'free-at-last',
  title: 'Free at Last',
  version: '8',
  schemas: { config: configSchema, action: actionSchema, state: freeAtLastStateSchema, view: viewSchema, event: eventSchema },
  players: (c) => turnOrder.filter((o) => c.players.includes(o)),
  setup: setupGame,
  toMove: freeAtLastTaskMachine.toMove,
  legalActions: freeAtLastTaskMachine.legalActions,
  chanceOutcomes: freeAtLastTaskMachine.chanceOutcomes,
  apply: freeAtLastTaskMachine.apply,
  explainIllegal: freeAtLastTaskMachine.explainIllegal,
  checkState: checkFreeAtLastState,
  result: resultOf,
  view: (s, p) => viewOf(s, p, freeAtLastTaskMachine.toMove(s), freeAtLastTaskMachine.prompt(s), freeAtLastTaskMachine.ask(s) as FreeAtLastView['ask'], () => freeAtLastTaskMachine.legalActions(s)),
  seatsOf: (s) => s.seats,
  choicePaths: freeAtLastChoicePaths,
  idlePass: freeAtLastIdlePass,
  prompt: freeAtLastTaskMachine.prompt,
  ask: freeAtLastTaskMachine.ask,
  describe: describeAction,
  describeEvent,
  determinize: determinizeFreeAtLast,
});

/**
 * The Free at Last game (id `free-at-last`), with its integer actions and observations; its seats
 * are the organizations. Its actions, events and views name components by the reference set's ids
 * ({@link FreeAtLastGame}: a misspelt id does not compile); `FreeAtLastGame<FreeAtLastNames>` for a set of one's own.
 *
 * @example
 * ```ts
 * import { freeAtLast } from 'protest-rules/free-at-last';
 *
 * const s0 = freeAtLast.setup({ players: 3 }, 42); // SNCC, CORE, SCLC
 * const { state, events } = freeAtLast.step(s0, freeAtLast.legalActions(s0)[0]!);
 * for (const e of events) console.log(freeAtLast.describeEvent(e));
 * console.log(freeAtLast.prompt(state));
 * ```
 */
export const freeAtLast: FreeAtLastGame = withSpaces<FreeAtLastState, FreeAtLastAction, FreeAtLastConfig, FreeAtLastView, FreeAtLastConfigInput, Organization, FreeAtLastEndCode, Event, Seen>(rules, {
  actionSpace: freeAtLastActionSpace,
  observer: freeAtLastObserver,
  observed: freeAtLastSeen,
}) as FreeAtLastGame;

export { cubeCensus } from './census.js';
export { failureMarkers } from './rules/zones.js';
export { checkFreeAtLastState } from './check-state.js';
export { describedEventTypes } from './describe-event.js';
export { freeAtLastEndCodes, type FreeAtLastEndCode } from './result.js';
export { eventSchema } from './event-schema.js';
export { freeAtLastScenario, freeAtLastScenarios, type FreeAtLastScenario, type ScenarioPoint, type ScenarioProject } from './scenario.js';
export { challengeInPlaySchema, type ChallengeInPlay } from './schema.js';
export { referenceComponents, parseComponents } from './data/index.js';
export { actionSchema, configSchema, viewSchema, flowActionSchemas, turnOrder, chanceQuestionSchema } from './schema.js';
export type { FreeAtLastConfig, FreeAtLastConfigInput, FlowAction } from './schema.js';
export type { FreeAtLastChallengeId, FreeAtLastGame, FreeAtLastLawId, FreeAtLastLeaderId, FreeAtLastNamedAction, FreeAtLastNamedEvent, FreeAtLastNamedView, FreeAtLastNames, FreeAtLastReferenceNames, FreeAtLastStateId, FreeAtLastStrategyId } from './rules/named-actions.js';
export type { FreeAtLastNamedAction as FreeAtLastAction, FreeAtLastNamedEvent as FreeAtLastEvent, FreeAtLastNamedView as FreeAtLastView } from './rules/named-actions.js';
export { freeAtLastStateSchema, cubesSchema, orgStateSchema, projectSchema } from './schema.js';
export { componentSetSchema, organizationSchema } from './data/schema.js';
export type { FreeAtLastState, OrgState, Project, Cubes, CubeColor } from './schema.js';
export type { ComponentSet, ComponentSetInput, Organization } from './data/schema.js';
export { freeAtLastHeuristic, freeAtLastEvaluate };

/** Free at Last as one module: the game, its heuristic bot and evaluation, scenario builders and text board (the registry lists it). */
export const freeAtLastModule = {
  game: freeAtLast,
  heuristic: freeAtLastHeuristic,
  evaluate: freeAtLastEvaluate,
  scenario: freeAtLastScenarios,
  textBoard: { board: freeAtLastTextBoard, hand: freeAtLastHand, reference: referenceComponents },
} as const satisfies GameModule<FreeAtLastState, FreeAtLastAction, FreeAtLastView, FreeAtLastConfigInput, FreeAtLastScenario>;
