/**
 * Free at Last for people (`protest-rules/free-at-last/words`): the game with its words — actions
 * and events described, the legal actions grouped and labelled by card, use and target, when each
 * action is legal and each event happens, the cards' texts — and what the CLI shows it with: its heuristic bot and
 * evaluation, scenario builders and text board. A front end imports it where it shows words; a
 * program that only plays imports `protest-rules/free-at-last`, which does not carry them.
 * @packageDocumentation
 * @module protest-rules/free-at-last/words
 */
import type { GameModule } from '../../../core/game-module.js';
import { withWords, type GameWords } from '../../../core/game-words.js';
import { freeAtLastEvaluate } from '../bots/evaluate.js';
import { freeAtLastHeuristic } from '../bots/heuristic.js';
import { freeAtLastChoicePaths } from '../choices.js';
import { referenceChallenges } from '../data/challenges.js';
import { referenceComponents } from '../data/index.js';
import { withChallengeTexts, withTexts } from '../data/texts.js';
import { describeAction } from '../describe.js';
import { describeEvent } from '../describe-event.js';
import { freeAtLast as rules } from '../index.js';
import type { FreeAtLastGame } from '../rules/named-actions.js';
import { freeAtLastScenarios, type FreeAtLastScenario } from '../scenario.js';
import type { FreeAtLastAction, FreeAtLastConfigInput, FreeAtLastState, FreeAtLastView } from '../schema.js';
import { freeAtLastHand, freeAtLastTextBoard } from '../text-board.js';
import { freeAtLastActionMeta } from './action-meta.js';
import { freeAtLastEventMeta } from './event-meta.js';

/** Free at Last's words: actions and events described, choices grouped and labelled, and the references' when and rule of each action and event. */
export const freeAtLastWords: GameWords<FreeAtLastState, FreeAtLastAction, FreeAtLastView> = {
  describe: describeAction,
  describeEvent,
  choicePaths: freeAtLastChoicePaths,
  actions: freeAtLastActionMeta,
  events: freeAtLastEventMeta,
};

/**
 * The Free at Last game with its words: `freeAtLast` of `protest-rules/free-at-last` (the same
 * rules, states and views) with `describe`, `describeEvent`, `describeFromView` and `choices` in
 * the game's own words.
 *
 * @example
 * ```ts
 * import { freeAtLast } from 'protest-rules/free-at-last/words';
 *
 * const s0 = freeAtLast.setup({ players: 3 }, 42); // SNCC, CORE, SCLC
 * const { state, events } = freeAtLast.step(s0, freeAtLast.legalActions(s0)[0]!);
 * for (const e of events) console.log(freeAtLast.describeEvent(e));
 * console.log(freeAtLast.prompt(state));
 * ```
 */
export const freeAtLast: FreeAtLastGame = withWords(rules, freeAtLastWords);

/** The reference component set with every card's text (`referenceComponents` of `protest-rules/free-at-last` has none: the rules never read one). */
export const referenceComponentsWithTexts = withTexts(referenceComponents);

/** The reference Challenge deck (the advanced game, 2.7) with every card's text. */
export const referenceChallengesWithTexts = withChallengeTexts(referenceChallenges);

export { challengeTexts, legislationTexts, projectLocations, projectTexts, strategyTexts, withChallengeTexts, withTexts } from '../data/texts.js';
export { describedEventTypes } from '../describe-event.js';
export { freeAtLastActionMeta } from './action-meta.js';
export { freeAtLastEventMeta } from './event-meta.js';
export { freeAtLastScenario, freeAtLastScenarios, type FreeAtLastScenario, type ScenarioPoint, type ScenarioProject } from '../scenario.js';
export { freeAtLastHeuristic, freeAtLastEvaluate };

/** Free at Last as one module: the game with its words, its heuristic bot and evaluation, scenario builders and text board (the registry lists it). */
export const freeAtLastModule = {
  game: freeAtLast,
  heuristic: freeAtLastHeuristic,
  evaluate: freeAtLastEvaluate,
  scenario: freeAtLastScenarios,
  textBoard: { board: freeAtLastTextBoard, hand: freeAtLastHand, reference: referenceComponentsWithTexts },
  words: freeAtLastWords,
} as const satisfies GameModule<FreeAtLastState, FreeAtLastAction, FreeAtLastView, FreeAtLastConfigInput, FreeAtLastScenario>;
