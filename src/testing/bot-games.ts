import type { SyncBot } from '../core/bots.js';
import { sampleOutcome } from '../core/chance.js';
import { createRandom } from '../core/rng.js';
import type { BaseAction, BaseState, Game } from '../core/types.js';
import { fail, type Setting, type Trace } from './random-games.js';

/**
 * Plays one game with `bot`'s choices for every seat (chance outcomes, in manual mode, drawn by
 * their probabilities) and returns every state, so that the kit's checks see the endgames that
 * random play rarely reaches.
 */
export function playBot<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, setting: Setting, seed: number, maxSteps: number, bot: SyncBot<A, any>): Trace<S, A> {
  const dice = createRandom(seed ^ 0x7f4a7c15);
  let state = game.setup(setting.config, seed);
  const states = [state];
  const actions: A[] = [];
  for (let who = game.toMove(state); who !== null; who = game.toMove(state)) {
    if (actions.length >= maxSteps) fail(setting, seed, null, `No end after ${maxSteps} decisions of ${bot.name}`);
    const legal = game.legalActions(state);
    const action = who === 'chance' ? sampleOutcome(game.chanceOutcomes(state), dice) : bot.choose({ player: who, view: game.view(state, who), legal, state });
    try {
      state = game.apply(state, action);
    } catch (e) {
      fail(setting, seed, actions.length, `${bot.name}'s action ${JSON.stringify(action)} threw: ${String(e)}`);
    }
    actions.push(action);
    states.push(state);
  }
  return { states, actions };
}
