/**
 * Free at Last (`protest-rules/free-at-last`): the 1–4 player basic game for 2–4 organizations —
 * SNCC, CORE, SCLC and NAACP — 1960–1965. Its rules, schemas and components; its words for people
 * (actions, events and choices described, card texts), bots, scenario builders and text board are
 * in `protest-rules/free-at-last/words`, so that a program that plays without them does not ship them.
 * @packageDocumentation
 * @module protest-rules/free-at-last
 */
import { defineGame } from '../../core/define-game.js';
import { withSpaces } from '../../core/spaces/with-spaces.js';
import { checkFreeAtLastState } from './check-state.js';
import { determinizeFreeAtLast } from './bots/determinize.js';
import { freeAtLastTaskMachine, setupGame } from './rules/task-machine.js';
import { resultOf, type FreeAtLastEndCode } from './result.js';
import { eventSchema, type Event } from './event-schema.js';
import { actionSchema, configSchema, turnOrder, viewSchema, type FreeAtLastAction, type FreeAtLastConfig, type FreeAtLastConfigInput, type FreeAtLastView, freeAtLastStateSchema, type FreeAtLastState } from './schema.js';
import type { Organization } from './data/schema.js';
import { viewOf } from './view.js';
import { freeAtLastIdlePass } from './choices.js';
import { freeAtLastActionSpace } from './spaces/action-space.js';
import { freeAtLastObserver, freeAtLastSeen, type Seen } from './spaces/observation.js';
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
  idlePass: freeAtLastIdlePass,
  prompt: freeAtLastTaskMachine.prompt,
  ask: freeAtLastTaskMachine.ask,
  determinize: determinizeFreeAtLast,
});

/**
 * The Free at Last game (id `free-at-last`), with its integer actions and observations; its seats
 * are the organizations. Its actions, events and views name components by the reference set's ids
 * ({@link FreeAtLastGame}: a misspelt id does not compile); `FreeAtLastGame<FreeAtLastNames>` for a set of one's own.
 * It describes actions and events in the generic `type key=value` words and offers its choices
 * ungrouped; the same game with its words is `freeAtLast` of `protest-rules/free-at-last/words`.
 *
 * @example
 * ```ts
 * import { freeAtLast } from 'protest-rules/free-at-last';
 *
 * const s0 = freeAtLast.setup({ players: 3 }, 42); // SNCC, CORE, SCLC
 * const { state, events } = freeAtLast.step(s0, freeAtLast.legalActions(s0)[0]!);
 * console.log(events.map((e) => e.type), freeAtLast.prompt(state));
 * ```
 */
export const freeAtLast: FreeAtLastGame = withSpaces<FreeAtLastState, FreeAtLastAction, FreeAtLastConfig, FreeAtLastView, FreeAtLastConfigInput, Organization, FreeAtLastEndCode, Event, Seen>(rules, {
  actionSpace: freeAtLastActionSpace,
  observer: freeAtLastObserver,
  observed: freeAtLastSeen,
}) as FreeAtLastGame;

export { cubeCensus } from './census.js';
export { failureMarkers } from './rules/lookup.js';
export { checkFreeAtLastState } from './check-state.js';
export { freeAtLastEndCodes, type FreeAtLastEndCode } from './result.js';
export { eventSchema } from './event-schema.js';
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
