import { randomBot, type SyncBot } from './bots.js';
import { sampleOutcome } from './chance.js';
import { createRandom } from './rng.js';
import type { BaseAction, BaseState, Game, GameEvent, GameResult, Player } from './types.js';

/** Options of {@link playout}. */
export interface PlayoutOptions<A extends BaseAction = BaseAction> {
  readonly config?: unknown;
  readonly seed?: number;
  /**
   * A bot per seat; seats without one get `randomBot` seeded from the playout seed. Bots that
   * answer with a Promise need {@link playoutAsync}.
   */
  readonly bots?: Readonly<Record<Player, SyncBot<A, any>>>;
  /** Stop after this many decisions (chance outcomes included). Default 100 000. */
  readonly maxSteps?: number;
  /** Skip validation of the bots' actions (the trusted fast path). Default `false`. */
  readonly trusted?: boolean;
  /** Called after every decision, e.g. to print a log. */
  readonly onStep?: (info: { state: BaseState; action: A; player: Player | 'chance'; events: GameEvent[] }) => void;
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

/**
 * Plays a game to its end (or `maxSteps`) with bots. In manual chance mode, chance nodes are
 * resolved with their stated probabilities by an RNG seeded from `seed`.
 */
export function playout<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, options: PlayoutOptions<A> = {}): PlayoutResult<S, A> {
  const seed = options.seed ?? 0;
  const maxSteps = options.maxSteps ?? 100_000;
  let state = game.setup(options.config ?? {}, seed);
  const bots: Record<Player, SyncBot<A, any>> = {};
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
      action = bot.choose({ player: who, view: game.view(state, who), legal: game.legalActions(state), state });
      if (action instanceof Promise) throw new Error(`Bot ${bot.name} answered with a Promise: use playoutAsync`);
    }
    const r = game.step(state, action, { validate });
    options.onStep?.({ state: r.state, action, player: who, events: r.events });
    state = r.state;
    actions.push(action);
    steps++;
  }
  return { state, actions, steps, result: game.result(state) };
}
