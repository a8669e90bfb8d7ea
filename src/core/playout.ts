import { randomBotRandom, randomChoice, type Bot, type BotInput, type SyncBot } from './bots.js';
import { sampleOutcome } from './chance.js';
import { Owner } from './owner.js';
import { createRandom, type Random } from './rng.js';
import type { Seed } from './seed.js';
import type { ApplyOptions, BaseAction, BaseState, Game, GameEvent, GameResult, Player } from './types.js';

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

/** What a playout asks its driver for: a seat's bot to answer. */
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
 * One playout under way, driven by {@link playout} and `playoutAsync`: `turn` plays on until a
 * given bot must answer (chance and the seats without a bot, which pick as `randomBot` would with
 * its seed, it resolves itself, without a bot input per decision) and `answer` applies that bot's action.
 */
export class PlayoutRun<S extends BaseState, A extends BaseAction> {
  state: S;
  readonly actions: A[] = [];
  steps = 0;
  readonly #game: Game<S, A>;
  readonly #maxSteps: number;
  /** The given bots, by seat. */
  readonly #bots: Readonly<Record<Player, Bot<A, unknown>>>;
  /** The default random bots' generators, by seat (seats without a given bot). */
  readonly #randoms: Record<Player, Random> = {};
  readonly #dice: Random;
  readonly #onStep: PlayoutOptions<A>['onStep'];
  readonly #applyOptions: ApplyOptions;
  /** The seat whose bot `turn` asked. */
  #asked: Player = '';

  constructor(game: Game<S, A>, options: { readonly config?: unknown; readonly seed?: Seed; readonly bots?: Readonly<Record<Player, Bot<A, unknown>>>; readonly maxSteps?: number; readonly trusted?: boolean; readonly onStep?: PlayoutOptions<A>['onStep']; readonly owned?: boolean }) {
    this.#game = game;
    this.#maxSteps = options.maxSteps ?? 100_000;
    this.state = game.setup(options.config ?? {}, options.seed ?? 0);
    const seed = foldedSeed(options.seed ?? 0);
    this.#bots = options.bots ?? {};
    game.players(options.config ?? {}).forEach((p, i) => {
      if (options.bots?.[p] === undefined) this.#randoms[p] = randomBotRandom(seed * 31 + i + 1);
    });
    this.#dice = createRandom(seed ^ 0x5bd1e995);
    this.#onStep = options.onStep;
    const validate = !options.trusted;
    const owned = options.owned ?? (options.trusted === true && options.bots === undefined && options.onStep === undefined);
    this.#applyOptions = owned ? { validate, owner: new Owner() } : { validate };
  }

  /** The next decision of a given bot, or undefined when the game is over or `maxSteps` ran out. */
  turn(): BotTurn<A> | undefined {
    const game = this.#game;
    for (let who = game.toMove(this.state); who !== null && this.steps < this.#maxSteps; who = game.toMove(this.state)) {
      if (who === 'chance') this.#play(who, sampleOutcome(game.chanceOutcomes(this.state), this.#dice));
      else {
        const random = this.#randoms[who];
        if (random === undefined) {
          const bot = this.#bots[who];
          if (!bot) throw new Error(`No bot for seat ${who}`);
          this.#asked = who;
          return { bot, input: new LazyInput(game, this.state, who) };
        }
        this.#play(who, randomChoice(game.legalActions(this.state), random));
      }
    }
    return undefined;
  }

  /** Applies the answer of the bot `turn` asked. */
  answer(action: A): void {
    this.#play(this.#asked, action);
  }

  result(): PlayoutResult<S, A> {
    return { state: this.state, actions: this.actions, steps: this.steps, result: this.#game.result(this.state) };
  }

  #play(who: Player | 'chance', action: A): void {
    if (this.#onStep === undefined) this.state = this.#game.apply(this.state, action, this.#applyOptions);
    else {
      // the events only for onStep (apply drops them uncopied)
      const r = this.#game.step(this.state, action, this.#applyOptions);
      this.#onStep({ state: r.state, action, player: who, events: r.events });
      this.state = r.state;
    }
    this.actions.push(action);
    this.steps++;
  }
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
  const run = new PlayoutRun(game, options);
  for (let turn = run.turn(); turn !== undefined; turn = run.turn()) {
    const action = turn.bot.choose(turn.input);
    if (action instanceof Promise) throw new Error(`Bot ${turn.bot.name} answered with a Promise: use playoutAsync`);
    run.answer(action);
  }
  return run.result();
}
