import * as z from 'zod';

/**
 * The seeded random generator's state: four 32-bit integers of xoroshiro128+ (pure-rand 8.4.2,
 * pinned; a golden-sequence test guards it). Plain JSON, so it lives inside game states.
 */
type RngState = readonly number[];
/**
 * A mutable generator for code that owns its randomness outright (bots, playouts): never used on
 * a game state's RNG, which must stay immutable.
 */
interface Random {
    /** A uniform integer in `[0, n)`. */
    int(n: number): number;
}

/**
 * A game seed: a safe integer, or a string holding a signed 128-bit integer in decimal or `0x` hex
 * (e.g. from {@link randomSeed}). Every bit is used: distinct seeds give distinct generator states.
 */
type Seed = number | string;

/**
 * A chance node: `chance` is its kind (`'die'`, `'draw'`, `'tie'`…); the other fields are its
 * subject, e.g. `{ chance: 'die', die: 'media', for: 'civilRights' }` or
 * `{ chance: 'draw', deck: 'strategy', for: 'SNCC' }`.
 */
declare const chanceQuestionSchema: z.ZodObject<{
    chance: z.ZodString;
}, z.core.$loose>;
/**
 * A decision: `decision` is its kind (the game's name for the question), `seat` who answers; the
 * other fields are its subject (the card, area, Project… it is about).
 */
declare const decisionQuestionSchema: z.ZodObject<{
    decision: z.ZodString;
    seat: z.ZodString;
}, z.core.$loose>;
type ChanceQuestion = z.infer<typeof chanceQuestionSchema>;
type DecisionQuestion = z.infer<typeof decisionQuestionSchema>;
/** What is being asked now: see {@link Game.ask}. */
type Question = ChanceQuestion | DecisionQuestion;

/** A leaf of the tree: one legal action, in words. */
interface ActionChoice<A> {
    readonly label: string;
    readonly action: A;
}
/** A group of options that share their first picks (e.g. the same card, then the same use). */
interface ChoiceGroup<A> {
    readonly label: string;
    readonly options: readonly Choice<A>[];
}
/** One option shown to a person: an action, or a group to open. */
type Choice<A> = ActionChoice<A> | ChoiceGroup<A>;

/** A JSON scalar an action field can hold. */
type FieldValue = string | number | boolean | null;
/** One field of an action type and every value it may take, in a fixed order. */
interface FieldDomain {
    readonly name: string;
    readonly values: readonly FieldValue[];
}
/** One action type and the domains of its fields (none for an action without fields). */
interface ActionTypeSpec {
    readonly type: string;
    readonly fields: readonly FieldDomain[];
}
/** An action type's block in the space: integers `offset` … `offset + size − 1`. */
interface ActionTypeLayout extends ActionTypeSpec {
    readonly offset: number;
    readonly size: number;
}
/** A fixed, finite numbering of a game's actions (and chance outcomes) for one config. */
interface ActionSpace<A extends {
    readonly type: string;
} = {
    readonly type: string;
}> {
    /** The number of integers: every action is one of `0 … size − 1`. */
    readonly size: number;
    /** The blocks of the action types, in order. */
    readonly layout: readonly ActionTypeLayout[];
    /** The integer of an action; throws `RulesError` for an action outside the space. */
    encode(action: A): number;
    /** The action of an integer; throws `RulesError` outside `0 … size − 1`. */
    decode(index: number): A;
}

/** One named part of an observation: `size` numbers from `offset`, each within [`low`, `high`]. */
interface ObservationPart {
    readonly name: string;
    /** What the numbers are, in words (and which value each position stands for, where it helps). */
    readonly description: string;
    readonly offset: number;
    readonly size: number;
    readonly low: number;
    readonly high: number;
}
/** The layout of an observation vector. */
interface ObservationLayout {
    readonly size: number;
    readonly parts: readonly ObservationPart[];
}

/** A seat name, e.g. `'SNCC'` or `'establishment'`. */
type Player = string;
/** How chance nodes (dice, draws, shuffles) are resolved. */
type ChanceMode = 'auto' | 'manual';
/** Every action is JSON with a `type` discriminator. */
interface BaseAction {
    readonly type: string;
}
/** Every state carries its own RNG and chance mode, so that it is plain, self-contained JSON. */
interface BaseState {
    readonly rng: RngState;
    readonly chance: ChanceMode;
}
/** Something that happened while an action was applied (a roll, a draw, a cube moved…). */
interface GameEvent {
    readonly type: string;
    readonly [key: string]: unknown;
}
/** One outcome of a chance node and its probability, in (0, 1]; the probabilities sum to 1. */
interface ChanceOutcome<A> {
    readonly outcome: A;
    readonly probability: number;
}
/**
 * The final result of a game. `P` is the game's seat union and `Code` its end-reason codes (each
 * game's `result` gives both precisely, e.g. `GameResult<'mayor' | …, ChicagoEndCode>`); the
 * defaults (`string`) are what a caller holding any game sees.
 */
interface GameResult<P extends string = Player, Code extends string = string> {
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
interface ApplyOptions<P extends string = Player> {
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
}
/** The zod schemas of a game; the TypeScript types are inferred from them. */
interface GameSchemas<S, A, C, V, E extends GameEvent = GameEvent> {
    /** The config as the user writes it (defaults are filled in by parsing). */
    readonly config: z.ZodType<C, any>;
    readonly action: z.ZodType<A, any>;
    readonly state: z.ZodType<S, any>;
    readonly view: z.ZodType<V, any>;
    /**
     * The events that `step` and `start` report, a discriminated union on `type` (every game of this
     * library has one; docs/<game>/events.md is written from it).
     */
    readonly event?: z.ZodType<E, any>;
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
interface Game<S extends BaseState = BaseState, A extends BaseAction = BaseAction, C = unknown, V = unknown, In = unknown, P extends string = Player, Code extends string = string, E extends GameEvent = GameEvent> {
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
    start(config: In, seed: Seed): {
        state: S;
        events: E[];
    };
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
    step(state: S, action: A, options?: ApplyOptions<P>): {
        state: S;
        events: E[];
    };
    /** {@link apply} for input of unknown shape (a client's message, a file): validated the same way. */
    applyUnknown(state: S, input: unknown, options?: ApplyOptions<P>): S;
    /** {@link step} for input of unknown shape (a client's message, a file): validated the same way. */
    stepUnknown(state: S, input: unknown, options?: ApplyOptions<P>): {
        state: S;
        events: E[];
    };
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
     * What `seat` (`null`: a spectator) may see as a flat numeric vector, built only from
     * `view(state, seat)`, so that it leaks nothing the view hides.
     */
    observe?(state: S, seat: P | null): Float32Array;
}

/** One simulated game, as `simulate --jsonl` writes it (one JSON line per game, in seed order). */
declare const simulationRowSchema: z.ZodObject<{
    game: z.ZodString;
    version: z.ZodString;
    seed: z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>;
    config: z.ZodUnknown;
    finished: z.ZodBoolean;
    winners: z.ZodArray<z.ZodString>;
    scores: z.ZodRecord<z.ZodString, z.ZodNumber>;
    code: z.ZodOptional<z.ZodString>;
    reason: z.ZodOptional<z.ZodString>;
    turns: z.ZodOptional<z.ZodNumber>;
    decisions: z.ZodNumber;
    ms: z.ZodOptional<z.ZodNumber>;
    error: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/** One simulated game (see {@link simulationRowSchema}). */
type SimulationRow = z.infer<typeof simulationRowSchema>;

/** What `simulate` returns (and prints with `--json`): figures are rounded for reading. */
declare const simulationSummarySchema: z.ZodObject<{
    schemaVersion: z.ZodLiteral<1>;
    game: z.ZodString;
    version: z.ZodString;
    config: z.ZodUnknown;
    seed: z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>;
    games: z.ZodNumber;
    finished: z.ZodNumber;
    unfinished: z.ZodNumber;
    errors: z.ZodObject<{
        count: z.ZodNumber;
        seeds: z.ZodArray<z.ZodUnion<readonly [z.ZodNumber, z.ZodString]>>;
    }, z.core.$strip>;
    decisions: z.ZodObject<{
        mean: z.ZodNumber;
        min: z.ZodNumber;
        max: z.ZodNumber;
    }, z.core.$strip>;
    turns: z.ZodOptional<z.ZodObject<{
        mean: z.ZodNumber;
        min: z.ZodNumber;
        max: z.ZodNumber;
    }, z.core.$strip>>;
    wins: z.ZodRecord<z.ZodString, z.ZodObject<{
        count: z.ZodNumber;
        rate: z.ZodNumber;
        ci95: z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>;
    }, z.core.$strip>>;
    noWinner: z.ZodObject<{
        count: z.ZodNumber;
        rate: z.ZodNumber;
        ci95: z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>;
    }, z.core.$strip>;
    meanScores: z.ZodRecord<z.ZodString, z.ZodNumber>;
    endReasons: z.ZodRecord<z.ZodString, z.ZodNumber>;
    totals: z.ZodObject<{
        decisions: z.ZodNumber;
        turns: z.ZodNumber;
        turnGames: z.ZodNumber;
        scores: z.ZodRecord<z.ZodString, z.ZodNumber>;
    }, z.core.$strip>;
    workers: z.ZodNumber;
    seconds: z.ZodNumber;
    gamesPerSecond: z.ZodNumber;
    decisionsPerSecond: z.ZodNumber;
}, z.core.$strip>;
/** The summary of a simulation run (see {@link simulationSummarySchema}). */
type SimulationSummary = z.infer<typeof simulationSummarySchema>;

/** A contiguous range of seeds: games `seed`, `seed + 1`, …, `seed + games - 1`. */
interface SeedBatch {
    readonly seed: Seed;
    readonly games: number;
}
/**
 * Plays batches of games somewhere: in this thread (the default) or on worker processes (the CLI's
 * `--workers`). It must return one row per seed of the batch, in seed order.
 */
interface BatchRunner {
    /** How many batches it plays at once. */
    readonly workers: number;
    /** Plays the batch: one row per seed, in seed order. */
    run(batch: SeedBatch): Promise<SimulationRow[]>;
}
/** Options of {@link simulate}. */
interface SimulateOptions {
    readonly game: Game<any, any, any, any>;
    /** The config as the user writes it (defaults are filled by the game's schema). */
    readonly config?: unknown;
    /** The first seed (signed 128-bit); game `i` uses seed `seed + i`, whatever the number of workers. Default 1. */
    readonly seed?: Seed;
    readonly games: number;
    /** Stop a game after this many decisions. Default 100 000. */
    readonly maxSteps?: number;
    /** Skip validation of the bots' actions (the trusted fast path). */
    readonly trusted?: boolean;
    /** A monotonic clock in milliseconds: gives the summary's speed and each row's `ms`. */
    readonly now?: () => number;
    /** Called with every row, in seed order. */
    readonly onRow?: (row: SimulationRow) => void;
    /** Called after every batch with the games done so far. */
    readonly onProgress?: (done: number, total: number) => void;
    /** Where the games are played; default: in this thread. */
    readonly runner?: BatchRunner;
    /** Games per batch; default a size that keeps every worker busy and the progress moving. */
    readonly batchSize?: number;
}

/** Options of {@link simulateOnWorkers}: those of the core's `simulate`, with the game by id. */
interface WorkerSimulateOptions extends Omit<SimulateOptions, 'game' | 'runner' | 'now'> {
    /** A game id of the registry (or `example-pig`): workers look the game up by it. */
    readonly game: string;
    /** Worker processes; default one per core (`os.availableParallelism()`). 1 plays in this thread. */
    readonly workers?: number;
    /** Whether rows carry their duration in ms. Default `true`; `false` makes rows identical across runs. */
    readonly timing?: boolean;
    /** The clock of the summary's speed and the rows' `ms`. Default `performance.now`. */
    readonly now?: () => number;
}
/**
 * `simulate` on worker processes (tinypool): the rows and the summary (bar timings) are the same
 * whatever the number of workers, as each game's seed is fixed by its index.
 */
declare function simulateOnWorkers(options: WorkerSimulateOptions): Promise<SimulationSummary>;

export { type SimulationRow, type SimulationSummary, type WorkerSimulateOptions, simulateOnWorkers };
