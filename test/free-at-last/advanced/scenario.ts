import { freeAtLast, type FreeAtLastState, type Organization } from '../../../src/games/free-at-last/index.js';
import { enterChallenges } from '../../../src/games/free-at-last/rules/challenges/deal.js';
import type { ChallengeInPlay } from '../../../src/games/free-at-last/state/ext.js';
import { actionScenario, all, enter, type ScenarioSpec } from '../support/scenario.js';

/*
 * Scenario helpers for the advanced game: Projects already selected (the Action Round scenario
 * builder), the Challenge deck in place, then the Challenge phase entered through its own entry
 * function with every Challenge deal forced.
 */

/** The advanced game's variant state for these players. */
export const advancedExt = (players: Organization[] = all): FreeAtLastState['ext'] => freeAtLast.setup({ advanced: true, chance: 'manual', players }, 1).ext;

/** An Action Round scenario of the advanced game (no Challenge dealt yet). */
export function advancedScenario(spec: ScenarioSpec): FreeAtLastState {
  return { ...actionScenario(spec), ext: advancedExt(spec.players ?? all) };
}

/** Forces the Challenge deals: each player's cards in Turn order (4 each). */
export function dealChallenges(s: FreeAtLastState, cards: Partial<Record<Organization, string[]>>): FreeAtLastState {
  const left = Object.fromEntries(Object.entries(cards).map(([o, c]) => [o, [...c]]));
  let t = s;
  while (freeAtLast.toMove(t) === 'chance' && t.ext?.queue[0]?.kind === 'challenge') {
    const org = t.ext.queue[0].org;
    const want = left[org]?.shift();
    if (want === undefined) break;
    t = freeAtLast.apply(t, { type: 'draw-challenge', card: want });
  }
  return t;
}

/** The Challenge phase of a scenario, with the deals forced. */
export function challengePhase(spec: ScenarioSpec, cards: Partial<Record<Organization, string[]>>): FreeAtLastState {
  const s = advancedScenario(spec);
  return dealChallenges(enter({ ...s, phase: 'select-projects' }, enterChallenges), cards);
}

/** Puts Challenges in effect directly (Action Round scenarios). */
export function withInPlay(s: FreeAtLastState, inPlay: ChallengeInPlay[]): FreeAtLastState {
  const c = s.ext!.challenges!;
  const ids = inPlay.map((x) => x.card);
  return { ...s, ext: { ...s.ext!, challenges: { ...c, deck: c.deck.filter((id) => !ids.includes(id)), inPlay } } };
}
