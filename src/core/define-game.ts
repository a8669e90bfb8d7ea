import { pickWeighted, toProbabilities } from './chance.js';
import { registerWeights } from './chance-sampler.js';
import { viewSide } from './view-side.js';
import { IllegalActionError, InvalidActionError, InvalidConfigError, InvalidStateError, UnknownSeatError } from './errors.js';
import { formatEvent } from './events.js';
import { canonicalJson } from './json.js';
import { bounded } from './messages.js';
import { zodMessage } from './zod-message.js';
import type { Owner } from './owner.js';
import { rngProblems } from './rng.js';
import { rngFromSeed, type Seed } from './seed.js';
import type { ApplyOptions, BaseAction, BaseState, ChanceOutcome, Game, GameDefinition, GameEvent, GameResult, Player, WeightedOutcome } from './types.js';

/** Whether a plain object has no own keys (without listing them). */
function isEmpty(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

/**
 * Turns a {@link GameDefinition} into a {@link Game}: validates configs and actions, resolves
 * chance nodes from the state's RNG in `'auto'` mode, and raises the contract's errors.
 */
export function defineGame<S extends BaseState, A extends BaseAction, C, V, In = unknown, P extends string = Player, Code extends string = string, E extends GameEvent = GameEvent>(
  def: GameDefinition<S, A, C, V, E>,
): Game<S, A, C, V, In, P, Code, E> {
  /** The default config (`undefined` or `{}`), parsed once: most playouts and simulations ask for it. */
  let defaults: C | undefined;
  function parseConfig(config: unknown): C {
    if (config === undefined || (config !== null && typeof config === 'object' && Object.getPrototypeOf(config) === Object.prototype && isEmpty(config))) {
      return (defaults ??= parseFresh({}));
    }
    return parseFresh(config);
  }
  function parseFresh(config: unknown): C {
    const parsed = def.schemas.config.safeParse(config ?? {});
    if (!parsed.success) throw new InvalidConfigError(zodMessage(`Invalid ${def.id} config`, parsed.error), parsed.error.issues);
    return parsed.data;
  }

  function resolveChance(state: S, events: GameEvent[], owner?: Owner): S {
    let s = state;
    while (s.chance === 'auto' && def.toMove(s) === 'chance') {
      const [outcome, rng] = pickWeighted(def.chanceOutcomes(s), s.rng);
      const r = def.apply({ ...s, rng }, outcome, owner);
      events.push(...r.events);
      s = r.state;
    }
    return s;
  }

  function isListed(list: readonly A[], action: A): boolean {
    const key = canonicalJson(action);
    return list.some((a) => canonicalJson(a) === key);
  }

  /** A game's explanation, if it has one; a failure to explain is no explanation. */
  function explain(state: S, action: A): { reason: string; rule?: string } | undefined {
    try {
      return def.explainIllegal?.(state, action);
    } catch {
      return undefined;
    }
  }

  function checkSeat(state: S, player: string): void {
    const who = def.toMove(state);
    if (who !== player) throw new IllegalActionError(bounded(who === null ? 'The game is over.' : `It is ${who}'s decision, not ${player}'s.`));
  }

  function check(state: S, input: unknown): A {
    const parsed = def.schemas.action.safeParse(input);
    if (!parsed.success) throw new InvalidActionError(zodMessage(`Malformed ${def.id} action`, parsed.error), parsed.error.issues);
    const action = parsed.data;
    const who = def.toMove(state);
    if (who === null) throw new IllegalActionError('The game is over.');
    const listed = who === 'chance' ? def.chanceOutcomes(state).map((o) => o.outcome) : def.legalActions(state);
    if (!isListed(listed, action)) {
      const why = who === 'chance' ? undefined : explain(state, action);
      throw new IllegalActionError(
        bounded(why?.reason ?? (who === 'chance' ? 'Not an outcome of the pending chance node.' : `Not a legal action for ${who} now.`)),
        why?.rule,
      );
    }
    return action;
  }

  // the definition's events are `GameEvent`s; `E` is the union its event schema declares
  function step(state: S, input: unknown, options?: ApplyOptions): { state: S; events: E[] } {
    if (options?.player !== undefined) checkSeat(state, options.player);
    const action = options?.validate === false ? (input as A) : check(state, input);
    const r = def.apply(state, action, options?.owner);
    const events = [...r.events];
    return { state: resolveChance(r.state, events, options?.owner), events: events as E[] };
  }

  /** {@link step}'s state alone: `apply` drops the events, so they are not copied. */
  function stateAfter(state: S, input: unknown, options?: ApplyOptions): S {
    if (options?.player !== undefined) checkSeat(state, options.player);
    const action = options?.validate === false ? (input as A) : check(state, input);
    const r = def.apply(state, action, options?.owner);
    // a chance node left pending in 'auto' mode (a game without the machine's auto draws) is resolved here
    return r.state.chance === 'auto' && def.toMove(r.state) === 'chance' ? resolveChance(r.state, [], options?.owner) : r.state;
  }

  function start(config: unknown, seed: Seed): { state: S; events: E[] } {
    const made = def.setup(parseConfig(config), rngFromSeed(seed));
    const begun = 'state' in made && 'events' in made ? made : { state: made as S, events: [] };
    const events = [...begun.events];
    return { state: resolveChance(begun.state, events), events: events as E[] };
  }

  function restore(json: unknown): S {
    const parsed = def.schemas.state.safeParse(json);
    if (!parsed.success) {
      throw new InvalidStateError(zodMessage(`Invalid ${def.id} state`, parsed.error), parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`));
    }
    const state = parsed.data;
    let problems: readonly string[] = rngProblems(state.rng);
    try {
      if (problems.length === 0) problems = def.checkState?.(state) ?? [];
      if (problems.length === 0) problems = positionProblems(state);
    } catch (e) {
      problems = [`the rules cannot go on from it: ${e instanceof Error ? e.message : String(e)}`];
    }
    if (problems.length > 0) {
      const shown = problems.slice(0, 5).map((p) => bounded(p, 200));
      throw new InvalidStateError(bounded(`Invalid ${def.id} state: ${shown.join('; ')}`), shown);
    }
    return state;
  }

  /**
   * The pending decision makes sense: the machine can say who decides and what they may do, the
   * decider is a seat of this game, an `'auto'` game never waits at a chance node (it resolves them
   * in the step that reaches them), and the game has a result exactly when nobody is to move.
   */
  function positionProblems(state: S): string[] {
    const who = def.toMove(state);
    const options = who === null ? [] : who === 'chance' ? def.chanceOutcomes(state) : def.legalActions(state);
    const over = def.result(state) !== null;
    if (who === null) return over ? [] : ['nobody is to move, but the game has no result'];
    if (over) return [`the game has a result, but ${who} is to move`];
    if (options.length === 0) return [`${who} is to move, with nothing to choose from`];
    if (who === 'chance') return state.chance === 'auto' ? ["a chance node waits in 'auto' chance mode"] : [];
    const seats = def.seatsOf?.(state);
    return seats === undefined || seats.includes(who) ? [] : [`${who} is to move, but is not a seat of this game`];
  }

  function view(state: S, player: string | null): V {
    if (player !== null && def.seatsOf !== undefined) {
      const seats = def.seatsOf(state);
      if (!seats.includes(player)) throw new UnknownSeatError(player, seats);
    }
    return def.view(state, player);
  }

  const weights = (s: S): WeightedOutcome<A>[] => (def.toMove(s) === 'chance' ? def.chanceOutcomes(s) : []);
  const chanceOutcomes = (s: S): ChanceOutcome<A>[] => toProbabilities(weights(s));
  registerWeights(chanceOutcomes, weights);

  // The definition names seats as strings; `P` is the union the game declares for its callers.
  const game: Game<S, A, C, V, In, P, Code, E> = {
    id: def.id,
    title: def.title,
    version: def.version,
    schemas: def.schemas,
    players: (config) => def.players(parseConfig(config)) as P[],
    setup: (config, seed) => start(config, seed).state,
    restore,
    start,
    toMove: (s) => def.toMove(s) as P | 'chance' | null,
    legalActions(s) {
      const who = def.toMove(s);
      if (who === null) return [];
      return who === 'chance' ? def.chanceOutcomes(s).map((o) => o.outcome) : def.legalActions(s);
    },
    chanceOutcomes,
    apply: stateAfter,
    step,
    applyUnknown: stateAfter,
    stepUnknown: step,
    isTerminal: (s) => def.toMove(s) === null,
    // the definition's seats and codes are strings; `P` and `Code` are what the game declares
    result: (s) => def.result(s) as GameResult<P, Code> | null,
    view,
    prompt: (s) => def.prompt(s),
    ask: (s) => def.ask(s),
    describe: (s, a) => def.describe?.(s, a) ?? formatEvent(a as unknown as GameEvent),
    ...viewSide(def),
    describeEvent: (e) => def.describeEvent?.(e) ?? formatEvent(e),
    ...(def.seatsOf ? { seatsOf: (s: S) => [...def.seatsOf!(s)] as P[] } : {}),
    ...(def.determinize ? { determinize: def.determinize } : {}),
    ...(def.reveals ? { reveals: def.reveals } : {}),
  };
  return game;
}
