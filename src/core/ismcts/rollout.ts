import type { SyncBot } from '../bots.js';
import { sampleOutcome } from '../chance.js';
import type { Random } from '../rng.js';
import type { BaseAction, BaseState, Game, Player } from '../types.js';

/**
 * Plays `state` on with `policy` for every seat (chance outcomes drawn by their probabilities with
 * `random`) until the game ends or `maxSteps` decisions were taken; returns the last state. The
 * policy's view is computed only if it reads it.
 */
export function rollout<S extends BaseState, A extends BaseAction>(game: Game<S, A>, state: S, policy: SyncBot<A, unknown>, random: Random, maxSteps: number): S {
  let s = state;
  for (let steps = 0; steps < maxSteps; steps++) {
    const who = game.toMove(s);
    if (who === null) break;
    let action: A;
    if (who === 'chance') action = sampleOutcome(game.chanceOutcomes(s), random);
    else action = policyChoice(game, s, who, game.legalActions(s), policy);
    s = game.apply(s, action, { validate: false });
  }
  return s;
}

/** The policy's choice at `state` for `player`; the view is computed only if the policy reads it. */
export function policyChoice<S extends BaseState, A extends BaseAction>(game: Game<S, A>, state: S, player: Player, legal: readonly A[], policy: SyncBot<A, unknown>): A {
  return policy.choose({
    player,
    legal,
    state,
    get view() {
      return game.view(state, player);
    },
  });
}
