import { freeAtLast, type ChallengeInPlay, type FreeAtLastChallengeId, type FreeAtLastState, type Organization } from '../../../src/games/free-at-last/index.js';
import { actionScenario, passEmptyOffers, scenarioOf, type ScenarioSpec } from '../support/scenario.js';

/*
 * Scenario helpers for the advanced game on the public scenario builder: Projects already
 * selected, the Challenge deck in place, and the Challenge phase with every deal forced.
 */

/** An Action Round scenario of the advanced game (no Challenge dealt yet). */
export function advancedScenario(spec: ScenarioSpec): FreeAtLastState {
  return actionScenario({ ...spec, advanced: true });
}

/** The interrupt window (10.x) before the first seat's Action Round in the advanced game. */
export function atWindow(spec: ScenarioSpec): FreeAtLastState {
  return passEmptyOffers(scenarioOf({ ...spec, advanced: true }).at('interrupt-window').state);
}

/** Forces the Challenge deals: each player's cards in Turn order (4 each). */
export function dealChallenges(s: FreeAtLastState, cards: Partial<Record<Organization, FreeAtLastChallengeId[]>>): FreeAtLastState {
  const left = Object.fromEntries(Object.entries(cards).map(([o, c]) => [o, [...c]]));
  let t = s;
  for (let top = t.tasks.at(-1); freeAtLast.toMove(t) === 'chance' && top?.kind === 'drawChallenge'; top = t.tasks.at(-1)) {
    const org = top.org;
    const want = left[org]?.shift();
    if (want === undefined) break;
    t = freeAtLast.apply(t, { type: 'drawChallenge', card: want });
  }
  return t;
}

/** The Challenge phase of a scenario, with the deals forced. */
export function challengePhase(spec: ScenarioSpec, cards: Partial<Record<Organization, FreeAtLastChallengeId[]>>): FreeAtLastState {
  return dealChallenges(scenarioOf({ ...spec, advanced: true }).at('challenge-phase').state, cards);
}

/** Puts Challenges in effect directly (Action Round scenarios). */
export function withInPlay(s: FreeAtLastState, inPlay: ChallengeInPlay[]): FreeAtLastState {
  const c = s.ext!.challenges!;
  const ids = inPlay.map((x) => x.card);
  return { ...s, ext: { ...s.ext!, challenges: { ...c, deck: c.deck.filter((id) => !ids.includes(id)), inPlay } } };
}
