import { randomBot, type Bot } from './bots.js';
import { sampleOutcome } from './chance.js';
import type { PlayoutOptions, PlayoutResult } from './playout.js';
import { createRandom } from './rng.js';
import type { BaseAction, BaseState, Game, Player } from './types.js';

/** Options of {@link playoutAsync}: those of `playout`, with bots that may answer with a Promise. */
export interface PlayoutAsyncOptions<A extends BaseAction = BaseAction> extends Omit<PlayoutOptions<A>, 'bots'> {
  /** A bot per seat (sync or async); seats without one get `randomBot` seeded from the playout seed. */
  readonly bots?: Readonly<Record<Player, Bot<A, any>>>;
}

/**
 * {@link playout} for bots whose `choose` may return a Promise (remote bots, language-model
 * players). It waits only for the answers that are Promises, and gives the same game as `playout`
 * for the same seed and synchronous bots.
 */
export async function playoutAsync<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, options: PlayoutAsyncOptions<A> = {}): Promise<PlayoutResult<S, A>> {
  const seed = options.seed ?? 0;
  const maxSteps = options.maxSteps ?? 100_000;
  let state = game.setup(options.config ?? {}, seed);
  const bots: Record<Player, Bot<A, any>> = {};
  game.players(options.config ?? {}).forEach((p, i) => {
    bots[p] = options.bots?.[p] ?? randomBot(seed * 31 + i + 1);
  });
  const dice = createRandom(seed ^ 0x5bd1e995);
  const actions: A[] = [];
  const validate = !options.trusted;
  let steps = 0;
  for (let who = game.toMove(state); who !== null && steps < maxSteps; who = game.toMove(state)) {
    let action: A;
    if (who === 'chance') {
      action = sampleOutcome(game.chanceOutcomes(state), dice);
    } else {
      const bot = bots[who];
      if (!bot) throw new Error(`No bot for seat ${who}`);
      const answer = bot.choose({ player: who, view: game.view(state, who), legal: game.legalActions(state), state });
      action = answer instanceof Promise ? await answer : answer;
    }
    const r = game.step(state, action, { validate });
    options.onStep?.({ state: r.state, action, player: who, events: r.events });
    state = r.state;
    actions.push(action);
    steps++;
  }
  return { state, actions, steps, result: game.result(state) };
}
