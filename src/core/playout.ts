import { randomBot, type Bot, type BotInput, type SyncBot } from './bots.js';
import { sampleOutcome } from './chance.js';
import { Owner } from './owner.js';
import { createRandom } from './rng.js';
import type { Seed } from './seed.js';
import type { BaseAction, BaseState, Game, GameEvent, GameResult, Player } from './types.js';

/** Options of {@link playout}. */
export interface PlayoutOptions<A extends BaseAction = BaseAction> {
  readonly config?: unknown;
  /** The game's seed (a safe integer or a signed 128-bit string); the bots' and the dice's seeds derive from it. */
  readonly seed?: Seed;
  /**
   * A bot per seat; seats without one get `randomBot` seeded from the playout seed. Bots that
   * answer with a Promise need {@link playoutAsync}.
   */
  readonly bots?: Readonly<Record<Player, SyncBot<A, unknown>>>;
  /** Stop after this many decisions (chance outcomes included). Default 100 000. */
  readonly maxSteps?: number;
  /** Skip validation of the bots' actions (the trusted fast path). Default `false`. */
  readonly trusted?: boolean;
  /** Called after every decision, e.g. to print a log. */
  readonly onStep?: (info: { state: BaseState; action: A; player: Player | 'chance'; events: GameEvent[] }) => void;
  /**
   * Owned mode ({@link Owner}): the playout copies the state once and the rules write in place from
   * there, so the states it passes to bots (`input.state`) and to `onStep` are valid only until the
   * next decision is applied. Default: on for a trusted playout with the default random bots and no
   * `onStep` (nothing outside the playout then sees a state but its result), off otherwise.
   */
  readonly owned?: boolean;
}

/** What {@link playout} returns. */
export interface PlayoutResult<S, A> {
  readonly state: S;
  /** Every decision taken, in order: replaying them from the same config and seed gives `state`. */
  readonly actions: A[];
  readonly steps: number;
  /** `null` when `maxSteps` ran out first. */
  readonly result: GameResult | null;
}

/** What the playout loop asks its driver for: a seat's bot to answer. */
export interface BotTurn<A extends BaseAction> {
  readonly bot: Bot<A, unknown>;
  readonly input: BotInput<A, unknown>;
}

/** A bot's input; the view is built only if the bot reads it (a random bot never does). */
class LazyInput<S extends BaseState, A extends BaseAction> implements BotInput<A, unknown> {
  readonly legal: A[];
  readonly #game: Game<S, A>;
  #view: unknown;
  #built = false;
  constructor(
    game: Game<S, A>,
    readonly state: S,
    readonly player: Player,
  ) {
    this.#game = game;
    this.legal = game.legalActions(state);
  }
  get view(): unknown {
    if (!this.#built) (this.#view = this.#game.view(this.state, this.player)), (this.#built = true);
    return this.#view;
  }
}

/** A number seed as it is; a wider one folded to 32 bits (xor of its words) for the bots and the dice. */
function foldedSeed(seed: Seed): number {
  if (typeof seed === 'number') return seed;
  let x = BigInt.asUintN(128, BigInt(seed));
  let folded = 0;
  for (let i = 0; i < 4; i++, x >>= 32n) folded ^= Number(BigInt.asIntN(32, x));
  return folded;
}

/**
 * The loop shared by {@link playout} and `playoutAsync`: it yields each seat's decision to its
 * driver, which answers with the bot's action (waiting for it or not), and resolves chance itself.
 */
export function* playoutLoop<S extends BaseState, A extends BaseAction>(
  game: Game<S, A>,
  options: { readonly config?: unknown; readonly seed?: Seed; readonly bots?: Readonly<Record<Player, Bot<A, unknown>>>; readonly maxSteps?: number; readonly trusted?: boolean; readonly onStep?: PlayoutOptions<A>['onStep']; readonly owned?: boolean },
): Generator<BotTurn<A>, PlayoutResult<S, A>, A> {
  const maxSteps = options.maxSteps ?? 100_000;
  let state = game.setup(options.config ?? {}, options.seed ?? 0);
  const seed = foldedSeed(options.seed ?? 0);
  const bots: Record<Player, Bot<A, unknown>> = {};
  game.players(options.config ?? {}).forEach((p, i) => {
    bots[p] = options.bots?.[p] ?? randomBot<A>(seed * 31 + i + 1);
  });
  const dice = createRandom(seed ^ 0x5bd1e995);
  const actions: A[] = [];
  const validate = !options.trusted;
  const owned = options.owned ?? (options.trusted === true && options.bots === undefined && options.onStep === undefined);
  const owner = owned ? new Owner() : undefined;
  const applyOptions = owner === undefined ? { validate } : { validate, owner };
  let steps = 0;
  for (let who = game.toMove(state); who !== null && steps < maxSteps; who = game.toMove(state)) {
    let action: A;
    if (who === 'chance') {
      action = sampleOutcome(game.chanceOutcomes(state), dice);
    } else {
      const bot = bots[who];
      if (!bot) throw new Error(`No bot for seat ${who}`);
      action = yield { bot, input: new LazyInput(game, state, who) };
    }
    if (options.onStep === undefined) state = game.apply(state, action, applyOptions);
    else {
      // the events only for onStep (apply drops them uncopied)
      const r = game.step(state, action, applyOptions);
      options.onStep({ state: r.state, action, player: who, events: r.events });
      state = r.state;
    }
    actions.push(action);
    steps++;
  }
  return { state, actions, steps, result: game.result(state) };
}

/**
 * Plays a game to its end (or `maxSteps`) with bots. In manual chance mode, chance nodes are
 * resolved with their stated probabilities by an RNG seeded from `seed`.
 *
 * @example
 * ```ts
 * import { playout } from 'protest-rules';
 * import { freeAtLast, freeAtLastHeuristic } from 'protest-rules/free-at-last';
 *
 * const { result, steps } = playout(freeAtLast, { config: { players: 2 }, seed: 1, bots: { SNCC: freeAtLastHeuristic(1) } });
 * console.log(steps, result?.winners, result?.code);
 * ```
 */
export function playout<S extends BaseState, A extends BaseAction>(game: Game<S, A>, options: PlayoutOptions<A> = {}): PlayoutResult<S, A> {
  const loop = playoutLoop(game, options);
  for (let next = loop.next(); ; ) {
    if (next.done) return next.value;
    const action = next.value.bot.choose(next.value.input);
    if (action instanceof Promise) throw new Error(`Bot ${next.value.bot.name} answered with a Promise: use playoutAsync`);
    next = loop.next(action);
  }
}
