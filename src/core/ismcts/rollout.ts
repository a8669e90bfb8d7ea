import type { SyncBot } from '../bots.js';
import { sampleOutcome } from '../chance.js';
import type { Random } from '../rng.js';
import type { BaseAction, BaseState, Game } from '../types.js';

/**
 * Plays `state` on with `policy` for every seat (chance outcomes drawn by their probabilities with
 * `random`) until the game ends or `maxSteps` decisions were taken; returns the last state. The
 * policy's view is computed only if it reads it.
 */
export function rollout<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, state: S, policy: SyncBot<A, any>, random: Random, maxSteps: number): S {
  let s = state;
  for (let steps = 0; steps < maxSteps; steps++) {
    const who = game.toMove(s);
    if (who === null) break;
    let action: A;
    if (who === 'chance') action = sampleOutcome(game.chanceOutcomes(s), random);
    else {
      const current = s;
      action = policy.choose({
        player: who,
        legal: game.legalActions(current),
        state: current,
        get view() {
          return game.view(current, who);
        },
      });
    }
    s = game.apply(s, action, { validate: false });
  }
  return s;
}
