import type { BotInput, SyncBot } from '../bots.js';
import { chanceSampler } from '../chance-sampler.js';
import { Owner } from '../owner.js';
import type { Random } from '../rng.js';
import type { BaseAction, BaseState, Game, Player } from '../types.js';

/**
 * Plays `state` on with `policy` for every seat (chance outcomes drawn by their probabilities with
 * `random` by `draw`, the game's {@link chanceSampler}) until the game ends or `depth`
 * decisions were taken (chance outcomes do not count); returns the last state. The policy's view is computed only if it reads it.
 *
 * The rollout owns the states it makes (owned mode, {@link Owner}; `owner`, a fresh one by
 * default): `state` is copied at the first apply and never written, and each later apply writes in
 * place, so a state the policy is given is valid only during its `choose`.
 */
export function rollout<S extends BaseState, A extends BaseAction>(
  game: Game<S, A>,
  state: S,
  policy: SyncBot<A, unknown>,
  random: Random,
  depth: number,
  owner = new Owner(),
  draw: (state: S, random: Random) => A = chanceSampler(game),
): S {
  const options = { validate: false, owner };
  let s = state;
  for (let decisions = 0; decisions < depth; ) {
    const who = game.toMove(s);
    if (who === null) break;
    let action: A;
    if (who === 'chance') action = draw(s, random);
    else {
      action = policyChoice(game, s, who, game.legalActions(s), policy);
      decisions++;
    }
    s = game.apply(s, action, options);
  }
  return s;
}

/**
 * A rollout policy's input; the view is built only if the policy reads it. A class, not an object
 * literal with a getter: the literal made a closure and an accessor per decision (docs/performance.md).
 */
class PolicyInput<S extends BaseState, A extends BaseAction> implements BotInput<A, unknown> {
  readonly #game: Game<S, A>;
  constructor(
    game: Game<S, A>,
    readonly state: S,
    readonly player: Player,
    readonly legal: readonly A[],
  ) {
    this.#game = game;
  }
  get view(): unknown {
    return this.#game.view(this.state, this.player);
  }
}

/** The policy's choice at `state` for `player`; the view is computed only if the policy reads it. */
export function policyChoice<S extends BaseState, A extends BaseAction>(game: Game<S, A>, state: S, player: Player, legal: readonly A[], policy: SyncBot<A, unknown>): A {
  return policy.choose(new PolicyInput(game, state, player, legal));
}
