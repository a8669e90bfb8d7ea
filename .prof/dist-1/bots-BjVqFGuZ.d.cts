import * as z from 'zod';

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
/** A chance node or a decision. */
declare const questionSchema: z.ZodUnion<readonly [z.ZodObject<{
    chance: z.ZodString;
}, z.core.$loose>, z.ZodObject<{
    decision: z.ZodString;
    seat: z.ZodString;
}, z.core.$loose>]>;
type ChanceQuestion = z.infer<typeof chanceQuestionSchema>;
type DecisionQuestion = z.infer<typeof decisionQuestionSchema>;
/** What is being asked now: see {@link Game.ask}. */
type Question = ChanceQuestion | DecisionQuestion;
/** A decision before its seat is known (the task machine adds the seat of the decider). */
interface DecisionSubject {
    readonly decision: string;
    readonly [key: string]: unknown;
}
/** Is this question a chance node? */
declare const isChanceQuestion: (q: Question) => q is ChanceQuestion;
/** The subject of a question: its fields beyond the kind (and the seat of a decision). */
declare function subjectOf(q: Question): Record<string, unknown>;

/** At most this many options on one level of a {@link Choice} tree ({@link choiceTree} pages the rest). */
declare const MAX_CHOICES = 12;
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
/** One labelled pick on the way to an action: `key` tells picks apart, `label` is its words. */
interface ChoiceStep {
    readonly key: string;
    readonly label: string;
}
/** An action and the picks that lead to it, outermost first (the last step labels the action itself). */
interface ChoicePath<A> {
    readonly action: A;
    readonly path: readonly ChoiceStep[];
}
/** Whether an option is a group (to open) rather than an action (to take). */
declare function isChoiceGroup<A>(c: Choice<A>): c is ChoiceGroup<A>;
/** The zod schema of a choice tree's options over an action schema (for views and wire formats). */
declare function choiceSchema<A>(action: z.ZodType<A>): z.ZodType<Choice<A>>;
/**
 * Builds the tree from each action's path: actions that share a step share a group; a group with
 * one option is that option (its label joined to the group's); a level with more than `max`
 * options shows `max - 1` of them and a "More" group with the rest.
 */
declare function choiceTree<A>(paths: readonly ChoicePath<A>[], max?: number): Choice<A>[];
/** Every action of a tree, in order (what a UI can reach by opening groups). */
declare function choiceActions<A>(options: readonly Choice<A>[]): A[];
/** The largest number of options any level of the tree shows. */
declare function widestLevel<A>(options: readonly Choice<A>[]): number;

/**
 * The seeded random generator's state: four 32-bit integers of xoroshiro128+ (pure-rand 8.4.2,
 * pinned; a golden-sequence test guards it). Plain JSON, so it lives inside game states.
 */
type RngState = readonly number[];
/** The generator state for a seed (any 32-bit integer). */
declare function seedRng(seed: number): RngState;
/** A uniform integer in `[0, n)` and the generator state after drawing it. */
declare function randomInt(rng: RngState, n: number): [value: number, rng: RngState];
/**
 * A mutable generator for code that owns its randomness outright (bots, playouts): never used on
 * a game state's RNG, which must stay immutable.
 */
interface Random {
    /** A uniform integer in `[0, n)`. */
    int(n: number): number;
}
/** A {@link Random} seeded with `seed`. */
declare function createRandom(seed: number): Random;
/** A fresh generator state drawn from `random`: a determinizer's replacement for a hidden RNG. */
declare function drawRng(random: Random): RngState;
/** A new array with the items of `items` in an order drawn from `random` (Fisher–Yates). */
declare function shuffled<T>(items: readonly T[], random: Random): T[];

/**
 * A game seed: a safe integer, or a string holding a signed 128-bit integer in decimal or `0x` hex
 * (e.g. from {@link randomSeed}). Every bit is used: distinct seeds give distinct generator states.
 */
type Seed = number | string;
/**
 * The generator state of a seed. Seeds in the 32-bit range keep the states of earlier versions (so
 * recorded games replay); every other seed fills all four words from its 128 bits through a
 * bijection. The few states the 32-bit seeds already use, and the all-zero state, are refused.
 */
declare function rngFromSeed(seed: Seed): RngState;
/** A fresh, unpredictable 128-bit seed from the platform's cryptographic source (Web Crypto). */
declare function randomSeed(): string;

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
/**
 * An action space from the specs of its action types, numbered in the order given: the space is
 * stable as long as the specs (types, fields and the order of their values) are.
 */
declare function actionSpace<A extends {
    readonly type: string;
}>(types: readonly ActionTypeSpec[]): ActionSpace<A>;
/** The legal mask over a space: 1 at the integer of each listed action, 0 elsewhere. */
declare function maskOf<A extends {
    readonly type: string;
}>(space: ActionSpace<A>, legal: readonly A[]): Uint8Array;

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
/** A part as a game writes it: what it holds and how to read it off a view. */
interface PartSpec<V> {
    readonly name: string;
    readonly description: string;
    readonly size: number;
    readonly low: number;
    readonly high: number;
    /** Writes the part's `size` numbers into `out` from `at`. */
    write(view: V, out: Float32Array, at: number): void;
}
/** Turns views into observation vectors of one layout. */
interface Observer<V> {
    readonly layout: ObservationLayout;
    observe(view: V): Float32Array;
}
/** An observer from its parts, laid out in the order given. */
declare function observer<V>(parts: readonly PartSpec<V>[]): Observer<V>;
/** One number read off the view, within [`low`, `high`]. */
declare function scalar<V>(name: string, description: string, low: number, high: number, get: (view: V) => number): PartSpec<V>;
/** A fixed-length list of numbers read off the view (missing ones stay 0). */
declare function numbers<V>(name: string, description: string, size: number, low: number, high: number, get: (view: V) => readonly number[]): PartSpec<V>;
/** One-hot over `values`: 1 at the position of the view's value, all 0 when it is none of them. */
declare function oneHot<V>(name: string, description: string, values: readonly FieldValue[], get: (view: V) => FieldValue | undefined): PartSpec<V>;
/** Counts over `values`: at each value's position, how many times the view's list holds it. */
declare function counts<V>(name: string, description: string, values: readonly FieldValue[], high: number, get: (view: V) => readonly FieldValue[]): PartSpec<V>;

/** A seat name, e.g. `'SNCC'` or `'establishment'`. */
type Player = string;
/** Who decides next: a seat, `'chance'` (only with `chance: 'manual'`), or `null` once the game is over. */
type ToMove = Player | 'chance' | null;
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
/** A chance outcome as a game definition lists it: an integer weight instead of a probability. */
interface WeightedOutcome<A> {
    readonly outcome: A;
    readonly weight: number;
}
/**
 * What a game module writes; {@link defineGame} turns it into a {@link Game} by adding config and
 * action validation, automatic chance resolution, `step`/`apply` and the error contract.
 */
interface GameDefinition<S extends BaseState, A extends BaseAction, C, V, E extends GameEvent = GameEvent> {
    readonly id: string;
    readonly title: string;
    readonly version: string;
    readonly schemas: GameSchemas<S, A, C, V, E>;
    players(config: C): Player[];
    /**
     * The initial state; it may begin at a chance node (e.g. a deal), which is resolved afterwards.
     * A game on the task machine returns the events its setup raised too (`TaskMachine.start`).
     */
    setup(config: C, rng: RngState): S | {
        state: S;
        events: GameEvent[];
    };
    /** Who decides: a seat, `'chance'` at a chance node in either mode, or `null` when over. */
    toMove(state: S): ToMove;
    /** Legal actions of the deciding seat; ignored at chance nodes. */
    legalActions(state: S): A[];
    /** The outcomes of the current chance node with positive integer weights. */
    chanceOutcomes(state: S): WeightedOutcome<A>[];
    /**
     * Applies an action already known to be well-formed and legal (or a chance outcome). Must not
     * mutate `state`.
     */
    apply(state: S, action: A): {
        state: S;
        events: GameEvent[];
    };
    /**
     * Why a well-formed action that is not in `legalActions` is illegal, with its rule section; the
     * default reason is generic.
     */
    explainIllegal?(state: S, action: A): {
        reason: string;
        rule?: string;
    } | undefined;
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
    describe(state: S, action: A): string;
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

/**
 * A position under construction. Every setter returns a new builder; the old one and its state are
 * unchanged. A game's builder adds its own setters (units, hands, tracks…) to these members.
 */
interface Scenario<S, Point extends string, Seat extends string, Self> {
    /** The state built so far. */
    readonly state: S;
    /** The position entered at a named point of play; `seat` is the one asked there. */
    at(point: Point, seat?: Seat): Self;
    /** Any other change, made on a copy of the state (a draft the change may write). */
    edit(change: (draft: S) => void): Self;
}
/** A game's scenario builders: from a config and seed (a game just set up), or from any state. */
interface ScenarioBuilder<S, ConfigInput, B> {
    /** A game set up from `config` and `seed`. */
    scenario(config: ConfigInput, seed?: Seed): B;
    /** A builder over `state` (e.g. a state reached by playing). */
    from(state: S): B;
}

/**
 * What a bot is shown when it must decide: its seat, its own view and its legal actions. `state`
 * is there only for search bots to hand to the game's determinizer ({@link Game.determinize}),
 * which resamples everything the seat may not see; a fair bot reads nothing else from it.
 */
interface BotInput<A extends BaseAction = BaseAction, V = unknown> {
    readonly player: Player;
    readonly view: V;
    readonly legal: readonly A[];
    /** The full state, for {@link Game.determinize} only (absent when a caller shows views alone). */
    readonly state?: BaseState;
}
/**
 * A player program. It sees only its seat's view, so it cannot cheat. `choose` may return a
 * Promise (remote bots, language-model players): `playoutAsync` and `arena` accept both, while
 * the synchronous `playout` needs a {@link SyncBot}.
 */
interface Bot<A extends BaseAction = BaseAction, V = unknown> {
    readonly name: string;
    choose(input: BotInput<A, V>): A | Promise<A>;
}
/** A bot that answers at once: what `playout` and the rollouts of a search bot need. */
interface SyncBot<A extends BaseAction = BaseAction, V = unknown> extends Bot<A, V> {
    choose(input: BotInput<A, V>): A;
}
/**
 * A bot that picks uniformly among the legal actions with its own seeded RNG. Its action type is
 * the game's, inferred where it is used (or given: `randomBot<FreeAtLastAction>(1)`).
 *
 * @example
 * ```ts
 * import { playout, randomBot } from 'protest-rules';
 * import { chicago68 } from 'protest-rules/chicago-68';
 *
 * const { state } = playout(chicago68, { seed: 1, bots: { establishment: randomBot(1), demonstrators: randomBot(2) } });
console.log(chicago68.result(state)?.winners);
 * ```
 */
declare function randomBot<A extends BaseAction = BaseAction, V = unknown>(seed?: number): SyncBot<A, V>;

export { oneHot as $, type ApplyOptions as A, type BaseState as B, type ChanceQuestion as C, type DecisionSubject as D, chanceQuestionSchema as E, type FieldValue as F, type Game as G, choiceActions as H, choiceSchema as I, choiceTree as J, counts as K, createRandom as L, MAX_CHOICES as M, decisionQuestionSchema as N, type Observer as O, type Player as P, type Question as Q, type RngState as R, type ScenarioBuilder as S, type ToMove as T, drawRng as U, isChanceQuestion as V, type WeightedOutcome as W, isChoiceGroup as X, maskOf as Y, numbers as Z, observer as _, type GameEvent as a, questionSchema as a0, randomBot as a1, randomInt as a2, randomSeed as a3, rngFromSeed as a4, scalar as a5, seedRng as a6, shuffled as a7, subjectOf as a8, widestLevel as a9, type Scenario as aa, type BaseAction as b, type ChanceOutcome as c, type Random as d, type GameDefinition as e, type GameResult as f, type SyncBot as g, type Seed as h, type Bot as i, type ActionTypeSpec as j, type ActionSpace as k, type ObservationLayout as l, type ActionChoice as m, type ActionTypeLayout as n, type BotInput as o, type ChanceMode as p, type Choice as q, type ChoiceGroup as r, type ChoicePath as s, type ChoiceStep as t, type DecisionQuestion as u, type FieldDomain as v, type GameSchemas as w, type ObservationPart as x, type PartSpec as y, actionSpace as z };
