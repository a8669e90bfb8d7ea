import type * as z from 'zod/mini';
import type { Question } from './question.js';
import type { Choice, ChoicePath } from './choices.js';
import type { Owner } from './owner.js';
import type { Random, RngState } from './rng.js';
import type { Seed } from './seed.js';
import type { ActionSpace } from './spaces/action-space.js';
import type { ObservationLayout } from './spaces/observation.js';

/** A seat name, e.g. `'SNCC'` or `'establishment'`. */
export type Player = string;

/** Who decides next: a seat, `'chance'` (only with `chance: 'manual'`), or `null` once the game is over. */
export type ToMove = Player | 'chance' | null;

/** How chance nodes (dice, draws, shuffles) are resolved. */
export type ChanceMode = 'auto' | 'manual';

/** Every action is JSON with a `type` discriminator. */
export interface BaseAction {
  readonly type: string;
}

/** Every state carries its own RNG and chance mode, so that it is plain, self-contained JSON. */
export interface BaseState {
  readonly rng: RngState;
  readonly chance: ChanceMode;
}

/** Something that happened while an action was applied (a roll, a draw, a cube moved…). */
export interface GameEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** One outcome of a chance node and its probability, in (0, 1]; the probabilities sum to 1. */
export interface ChanceOutcome<A> {
  readonly outcome: A;
  readonly probability: number;
}

/**
 * The final result of a game. `P` is the game's seat union and `Code` its end-reason codes (each
 * game's `result` gives both precisely, e.g. `GameResult<'mayor' | …, ChicagoEndCode>`); the
 * defaults (`string`) are what a caller holding any game sees.
 */
export interface GameResult<P extends string = Player, Code extends string = string> {
  /** Final score of each seat (victory points, or 1/0 where the game has no points). */
  readonly scores: Readonly<Record<Player, number>>;
  /** The winning seats: several on a tie, none when everyone loses. */
  readonly winners: readonly P[];
  /** Why the game ended, in words. */
  readonly reason: string;
  /**
   * Why the game ended, as a stable machine-readable code (e.g. `'seggie'`, `'final-scoring'`),
   * listed per game in its docs. Optional until every game gives one.
   */
  readonly code?: Code;
}

/** Options of {@link Game.apply} and {@link Game.step}; `P` is the game's seats. */
export interface ApplyOptions<P extends string = Player> {
  /**
   * `false` skips schema and legality checks: the trusted fast path for bots that pick from
   * `legalActions`. Default `true`.
   */
  readonly validate?: boolean;
  /**
   * The seat that sends the action. When given, an action from a seat that is not to move is
   * rejected with `IllegalActionError` (even on the trusted path): the way a server should call.
   */
  readonly player?: P | 'chance';
  /**
   * Owned mode, for a run that owns its states (a playout, a rollout): the apply may write in place
   * into the state the previous apply with this {@link Owner} returned, and into nothing else. Leave
   * it out (the default) and the apply is pure: no state anyone holds is written.
   */
  readonly owner?: Owner;
}

/** The zod schemas of a game; the TypeScript types are inferred from them. */
export interface GameSchemas<S, A, C, V, E extends GameEvent = GameEvent> {
  /** The config as the user writes it (defaults are filled in by parsing). */
  readonly config: z.ZodMiniType<C, any>;
  readonly action: z.ZodMiniType<A, any>;
  readonly state: z.ZodMiniType<S, any>;
  readonly view: z.ZodMiniType<V, any>;
  /**
   * The events that `step` and `start` report, a discriminated union on `type` (every game of this
   * library has one; docs/<game>/events.md is written from it).
   */
  readonly event?: z.ZodMiniType<E, any>;
}

/**
 * The contract every game of protest-rules implements (DESIGN.md §1).
 *
 * Its types: `S` state, `A` action (a union of the action variants), `C` config after parsing
 * (defaults filled), `V` view, `In` config as a user writes it (so a typo'd key does not compile),
 * `P` the seats (a string-literal union), `Code` the end-reason codes of its results, `E` its events
 * (a discriminated union on `type`, from `schemas.event`). Input that is not known to be well typed — a client's
 * message, a file — goes through {@link Game.applyUnknown} / {@link Game.stepUnknown}, which take
 * `unknown`; both entry points validate at run time all the same.
 *
 * @example
 * ```ts
 * import { freeAtLast } from 'protest-rules/free-at-last';
 *
 * let state = freeAtLast.setup({ players: 2 }, 42);
 * while (!freeAtLast.isTerminal(state)) state = freeAtLast.apply(state, freeAtLast.legalActions(state)[0]!);
 * console.log(freeAtLast.result(state)?.code);
 * ```
 */
export interface Game<
  S extends BaseState = BaseState,
  A extends BaseAction = BaseAction,
  C = unknown,
  V = unknown,
  In = unknown,
  P extends string = Player,
  Code extends string = string,
  E extends GameEvent = GameEvent,
> {
  /** Registry id, e.g. `'free-at-last'`. */
  readonly id: string;
  /** Human title. */
  readonly title: string;
  /** Rules version, recorded in game records; a change that alters play bumps it. */
  readonly version: string;
  readonly schemas: GameSchemas<S, A, C, V, E>;
  /** The seats of a game played with this config, in turn order. */
  players(config?: In): P[];
  /** A new game. `config` is parsed by `schemas.config` (defaults filled); throws `InvalidConfigError` if the config or seed is malformed. */
  setup(config: In, seed: Seed): S;
  /**
   * A stored state (e.g. JSON from a database or a client), checked with the state schema and the
   * game's semantic checks; throws `InvalidStateError` saying what is wrong. Use it before
   * handing any state the library did not just produce to `step`, `legalActions` or `view`.
   */
  restore(json: unknown): S;
  /** Like {@link setup}, plus the events raised while setting up (cards dealt, units placed…). */
  start(config: In, seed: Seed): { state: S; events: E[] };
  /** Who decides next; `'chance'` only in manual chance mode; `null` iff the game is over. */
  toMove(state: S): P | 'chance' | null;
  /** The legal actions of `toMove`; `[]` iff the game is over (chance outcomes are in {@link chanceOutcomes}). */
  legalActions(state: S): A[];
  /** At a chance node (manual mode), each outcome with its probability; otherwise `[]`. */
  chanceOutcomes(state: S): ChanceOutcome<A>[];
  /**
   * The state after `action`; `state` is left untouched. Throws `InvalidActionError` for a
   * malformed action, `IllegalActionError` for one the rules forbid now.
   */
  apply(state: S, action: A, options?: ApplyOptions<P>): S;
  /** Like {@link apply}, plus the events that happened. */
  step(state: S, action: A, options?: ApplyOptions<P>): { state: S; events: E[] };
  /** {@link apply} for input of unknown shape (a client's message, a file): validated the same way. */
  applyUnknown(state: S, input: unknown, options?: ApplyOptions<P>): S;
  /** {@link step} for input of unknown shape (a client's message, a file): validated the same way. */
  stepUnknown(state: S, input: unknown, options?: ApplyOptions<P>): { state: S; events: E[] };
  isTerminal(state: S): boolean;
  /** The result once the game is over, else `null`. */
  result(state: S): GameResult<P, Code> | null;
  /** What `player` may see; `null` is a spectator. Throws `UnknownSeatError` for a seat that does not play. */
  view(state: S, player: P | null): V;
  /** What is being asked now, in words, for a UI. */
  prompt(state: S): string;
  /**
   * What is being asked now, as data: at a chance node its kind and subject
   * (`{ chance: 'die', die: 'media', for: 'civilRights' }`), at a decision its kind, seat and
   * subject (`{ decision: 'reinforce', seat: 'SNCC', color: 'blue' }`); `null` once the game is
   * over. A chance node is named in either chance mode. Each game lists its kinds in docs/<game>/questions.md.
   */
  ask(state: S): Question | null;
  /** An action in words. */
  describe(state: S, action: A): string;
  /**
   * The legal actions of the seat whose view this is (`[]` when it is not to move): all that a
   * client holding only a view needs to list its moves (views carry them as `legal`).
   */
  legalFromView(view: V): A[];
  /** An action of {@link legalFromView} in words, from the view alone (for a client without the state). */
  describeFromView(view: V, action: A): string;
  /**
   * The view's legal actions as a grouped, labelled tree for people: by card, then use, then
   * target, at most `MAX_CHOICES` (12) options a level; every leaf is one of {@link legalFromView}.
   * From a state: `choices(view(state, toMove(state)))`.
   */
  choices(view: V): Choice<A>[];
  /**
   * The pass of a window in which none of the view's legal actions plays a card its seat holds, or
   * `null`: what {@link forcedAction} answers on the seat's behalf beside a single legal action.
   */
  idlePass(view: V): A | null;
  /** An event in words, for logs (falls back to a `type key=value` line when the game gives none). */
  describeEvent(event: GameEvent): string;
  /** The seats of the game `state` belongs to, in turn order (every game of this library has it). */
  seatsOf?(state: S): P[];
  /**
   * The game's **determinizer**, for search bots (`ismcts`): a full state in which everything
   * `seat` may not see — other hands, the order and contents of piles, face-down cards, the RNG —
   * is resampled with `random` from what `seat` can see (its view, public counts, the known
   * component set), so that the result depends only on `seat`'s information: two states that
   * look the same to `seat` give identical results for the same `random` sequence. The result is
   * a valid state from which play continues; `state` is not mutated. Absent when the game has
   * none yet.
   */
  determinize?(state: S, seat: P, random: Random): S;
  /**
   * The steps that show hidden data by what follows from it, which view comparison over
   * determinizations (`revealsHidden`) may miss because few hidden states differ (a decision
   * offered only when a hidden hand holds a card): `true` when the step `action` from `before` to
   * `after`, which raised `events`, may show some seat what was hidden from it. `history` never
   * undoes such a step.
   */
  reveals?(before: S, action: A, after: S, events: readonly GameEvent[]): boolean;
  /**
   * The game's **integer action space** for the config `state` was set up with: a fixed numbering
   * of every action and chance outcome (the same for every state of that game, stable within a
   * rules version), as OpenSpiel and PettingZoo expect. The members below use it. Each game
   * documents its layout (docs/research.md). Absent when the game has none.
   */
  actionSpace?(state: S): ActionSpace<A>;
  /** An action's (or chance outcome's) integer in {@link actionSpace}. */
  encode?(state: S, action: A): number;
  /** The action (or chance outcome) of an integer in {@link actionSpace}. */
  decode?(state: S, index: number): A;
  /** 1 at the integer of every entry of `legalActions(state)`, 0 elsewhere; length `actionSpace(state).size`. */
  legalMask?(state: S): Uint8Array;
  /** The layout (named parts, sizes, ranges) of {@link observe}'s vectors for the config of `state`. */
  observationLayout?(state: S): ObservationLayout;
  /**
   * What `seat` (`null`: a spectator) may see as a flat numeric vector: only what
   * `view(state, seat)` shows, so that it leaks nothing the view hides.
   */
  observe?(state: S, seat: P | null): Float32Array;
  /**
   * {@link observe} written into `out` from `offset` (`observationLayout(state).size` numbers; the
   * rest of `out` untouched), for a caller that keeps its buffer: no array is allocated per call.
   */
  observeInto?(state: S, seat: P | null, out: Float32Array, offset: number): void;
}

/** A chance outcome as a game definition lists it: an integer weight instead of a probability. */
export interface WeightedOutcome<A> {
  readonly outcome: A;
  readonly weight: number;
}

/**
 * What a game module writes; {@link defineGame} turns it into a {@link Game} by adding config and
 * action validation, automatic chance resolution, `step`/`apply` and the error contract.
 */
export interface GameDefinition<S extends BaseState, A extends BaseAction, C, V, E extends GameEvent = GameEvent> {
  readonly id: string;
  readonly title: string;
  readonly version: string;
  readonly schemas: GameSchemas<S, A, C, V, E>;
  players(config: C): Player[];
  /**
   * The initial state; it may begin at a chance node (e.g. a deal), which is resolved afterwards.
   * A game on the task machine returns the events its setup raised too (`TaskMachine.start`).
   */
  setup(config: C, rng: RngState): S | { state: S; events: GameEvent[] };
  /** Who decides: a seat, `'chance'` at a chance node in either mode, or `null` when over. */
  toMove(state: S): ToMove;
  /** Legal actions of the deciding seat; ignored at chance nodes. */
  legalActions(state: S): A[];
  /** The outcomes of the current chance node with positive integer weights. */
  chanceOutcomes(state: S): WeightedOutcome<A>[];
  /**
   * Applies an action already known to be well-formed and legal (or a chance outcome). Must not
   * mutate `state`, unless an `owner` is given (owned mode, {@link Owner}): then it may write into
   * the state the owner's last apply returned.
   */
  apply(state: S, action: A, owner?: Owner): { state: S; events: GameEvent[] };
  /**
   * Why a well-formed action that is not in `legalActions` is illegal, with its rule section; the
   * default reason is generic.
   */
  explainIllegal?(state: S, action: A): { reason: string; rule?: string } | undefined;
  /**
   * The semantic problems of a state that passed the state schema (counts beyond the supply,
   * unknown components, a pending task that makes no sense), one line each; `[]` when sound.
   */
  checkState?(state: S): string[];
  result(state: S): GameResult | null;
  view(state: S, player: Player | null): V;
  /** The seats a view may be asked for (`view` rejects any other with `UnknownSeatError`), and the deciders `restore` accepts. */
  seatsOf?(state: S): readonly Player[];
  prompt(state: S): string;
  /** What is being asked, as data ({@link Game.ask}); `null` when the game is over. */
  ask(state: S): Question | null;
  /** An action in words; default: the generic `type key=value` words (a game may give its words apart, {@link GameWords}). */
  describe?(state: S, action: A): string;
  /**
   * Each legal action of the view's seat with the labelled picks that lead to it (card, use,
   * target), from the view alone: the game's {@link Game.choices} and {@link Game.describeFromView}.
   * Default: one step per action, in the generic `type key=value` words.
   */
  choicePaths?(view: V): ChoicePath<A>[];
  /** See {@link Game.idlePass}; default: none. */
  idlePass?(view: V): A | null;
  /** An event in words; `undefined` for events the generic `type key=value` form says well enough. */
  describeEvent?(event: GameEvent): string | undefined;
  /**
   * The game's **determinizer**, for search bots (`ismcts`): a full state in which everything
   * `seat` may not see — other hands, the order and contents of piles, face-down cards, the RNG —
   * is resampled with `random` from what `seat` can see (its view, public counts, the known
   * component set), so that the result depends only on `seat`'s information: two states that
   * look the same to `seat` give identical results for the same `random` sequence. The result is
   * a valid state from which play continues; `state` is not mutated. Optional: without it
   * `ismcts` cannot play the game.
   */
  determinize?(state: S, seat: Player, random: Random): S;
  /** See {@link Game.reveals}; default: only what `revealsHidden` finds. */
  reveals?(before: S, action: A, after: S, events: readonly GameEvent[]): boolean;
}
