import type { Bot } from './bots.js';
import { PlayoutRun, type PlayoutOptions, type PlayoutResult } from './playout.js';
import type { BaseAction, BaseState, Game, Player } from './types.js';

/** Options of {@link playoutAsync}: those of `playout`, with bots that may answer with a Promise. */
export interface PlayoutAsyncOptions<A extends BaseAction = BaseAction> extends Omit<PlayoutOptions<A>, 'bots'> {
  /** A bot per seat (sync or async); seats without one get `randomBot` seeded from the playout seed. */
  readonly bots?: Readonly<Record<Player, Bot<A, unknown>>>;
}

/**
 * {@link playout} for bots whose `choose` may return a Promise (remote bots, language-model
 * players). It waits only for the answers that are Promises, and gives the same game as `playout`
 * for the same seed and synchronous bots.
 */
export async function playoutAsync<S extends BaseState, A extends BaseAction>(game: Game<S, A>, options: PlayoutAsyncOptions<A> = {}): Promise<PlayoutResult<S, A>> {
  const run = new PlayoutRun(game, options);
  for (let turn = run.turn(); turn !== undefined; turn = run.turn()) {
    const answer = turn.bot.choose(turn.input);
    run.answer(answer instanceof Promise ? await answer : answer);
  }
  return run.result();
}
