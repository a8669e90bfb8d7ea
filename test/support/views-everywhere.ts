import { createRandom, type Random } from '../../src/core/rng.js';
import type { BaseAction, BaseState, Game, Player } from '../../src/core/types.js';
import { playRandom } from '../../src/testing/random-games.js';

/*
 * Issue 35 item 2: a spectator's and every seat's view never throws on a state the game can reach
 * (a server sends views of every state), nor on a world that differs from it only in data hidden
 * from everyone (another deal of the same public history, reachable as well), before and after the
 * action taken there. For every game, in manual chance (every draw and die an explicit outcome).
 */

/** Another world of `state` that differs only in what `seat` (`null`: a spectator) may not see. */
export type Hide<S> = (state: S, seat: Player | null, random: Random) => S;

/**
 * Plays `games` random games of `config` (seeds `first`…) and takes every seat's and the
 * spectator's view of every state, and the spectator's view of a world of each state changed in
 * hidden data by `hide` and of the same action taken there. Returns the number of views taken;
 * throws with config, seed and step.
 */
export function viewEverywhere<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, config: unknown, first: number, games: number, hide: Hide<S>): number {
  let views = 0;
  for (let seed = first; seed < first + games; seed++) {
    const random = createRandom(seed ^ 0x2545f491);
    const { states, actions } = playRandom(game, { config, manual: true }, seed, 20_000);
    const seats: (Player | null)[] = [...game.players(config), null];
    const at = (i: number, what: string, f: () => void): void => {
      try {
        f();
        views++;
      } catch (e) {
        throw new Error(`${what} threw at config ${JSON.stringify(config)}, seed ${seed}, step ${i}: ${String(e)}`, { cause: e });
      }
    };
    states.forEach((s, i) => {
      for (const p of seats) at(i, `the view of ${p ?? 'a spectator'}`, () => game.view(s, p));
      const action = actions[i];
      if (action === undefined) return;
      const world = hide(s, null, random);
      at(i, "a spectator's view of a world differing in hidden data", () => game.view(world, null));
      let after: S;
      try {
        after = game.apply(world, action);
      } catch {
        return; // the action names a card the other world moved
      }
      at(i, `a spectator's view after ${JSON.stringify(action)} in a world differing in hidden data`, () => game.view(after, null));
    });
  }
  return views;
}
