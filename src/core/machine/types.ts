import type { ChanceQuestion, DecisionSubject } from '../question.js';
import type { GameEvent, Player, WeightedOutcome } from '../types.js';

/** Every task is plain JSON with a `kind` discriminator (a zod discriminated union per game). */
export interface BaseTask {
  readonly kind: string;
}

/** A state run by the task machine: its pending tasks, top of the stack last. */
export interface TaskState<T extends BaseTask> {
  readonly tasks: readonly T[];
}

/**
 * Who decides the top task now: a seat, `'chance'` (its outcomes come from
 * {@link TaskHandler.outcomes}), or `'auto'` — nobody: the machine runs it at once.
 */
export type Decider = Player | 'chance' | 'auto';

/**
 * The working context a handler changes the game through. The state is immutable: handlers
 * assign a new value to `state` (built with the functional updates of `core/update`), never
 * mutate it. Events raised here reach `step`, and `start` for setup.
 */
export interface Ctx<S extends TaskState<T>, T extends BaseTask> {
  /** The state as it is now; assign a new value to change it. */
  state: S;
  /**
   * The state, writable in place for the rest of this apply: a shallow copy of `state` made at the
   * first call (and again after `state` is assigned). Write only its top-level keys, with new
   * values; never write inside them, which the input state shares. Remembered values
   * (`remember`) of the draft are forgotten at each call.
   */
  draft(): { -readonly [K in keyof S]: S[K] };
  /** Records something that happened (a roll, a card played, a unit moved). */
  emit(event: GameEvent): void;
  /** The top task, or `undefined` when the stack is empty. */
  readonly top: T | undefined;
  /** Pushes tasks on top of the stack; the first one listed is decided or run first. */
  push(...tasks: T[]): void;
  /** Removes the top task. */
  pop(): void;
  /** Replaces the top task (a task moving on to its next stage). */
  replaceTop(task: T): void;
  /**
   * Puts tasks right above `task` (by identity), under everything above it; the first one listed is
   * decided or run first of them (as with `push`). For what comes before `task` but after the work
   * pending above it: Free at Last's answers to a Burn, Baby, Burn!, owed before the next task of
   * its flow, after what the flow is doing now.
   */
  insertAbove(task: T, ...tasks: T[]): void;
  /** Removes one task wherever it is (by identity): a task done after pushing others above it. */
  remove(task: T): void;
  /** Replaces one task wherever it is (by identity). */
  replace(task: T, by: T): void;
  /**
   * `task`, writable in place for the rest of this apply (like `draft` for the state): the first
   * call replaces it on the stack by a copy (made by `copy`, a spread by default) and returns that
   * copy; later calls with the copy return it as it is. Write its top-level fields only, with new
   * values; never write inside them, which the input state shares. For a wide task changed at many
   * steps of one apply: one copy instead of one per change.
   */
  own<K extends T>(task: K, copy?: (task: K) => K): { -readonly [P in keyof K]: K[P] };
  /**
   * The state's top-level record `key` (a map of areas, cities…), writable in place for the rest of
   * this apply (like `own` for a task): the first call puts a copy (made by `copy`, a spread by
   * default) into the draft and returns it; later calls return that copy. Write its own keys only,
   * with new values; never write inside them, which the input state shares. For a record changed at
   * many steps of one apply: one copy instead of one per change. A rule must not keep the record
   * elsewhere (in a task, say) while it is written: take a copy for that.
   */
  ownRecord<K extends keyof S>(key: K, copy?: (record: S[K]) => S[K]): { -readonly [P in keyof S[K]]: S[K][P] };
}

/**
 * What one kind of task does. `decider` says who decides now; for a seat the machine asks
 * `actions` and `prompt`, for chance `outcomes`, and it hands the answer to `answer`. An `'auto'`
 * task is `run` at once. Each of `run`, `answer` and `outcomes` that the decider can call is
 * required at run time (the machine raises a clear error naming the kind when one is missing).
 */
export interface TaskHandler<S extends TaskState<T0>, T extends T0, A, T0 extends BaseTask = T> {
  decider(state: S, task: T): Decider;
  /** The legal actions of the deciding seat. */
  actions?(state: S, task: T): A[];
  /** The weighted outcomes at a chance node. */
  outcomes?(state: S, task: T): WeightedOutcome<A>[];
  /** Applies the deciding seat's (or chance's) answer, already known to be legal. */
  answer?(ctx: Ctx<S, T0>, task: T, action: A): void;
  /** Runs an automatic task: it changes the state, pushes or pops tasks. */
  run?(ctx: Ctx<S, T0>, task: T): void;
  /** What is being asked, in words, for a UI. */
  prompt?(state: S, task: T): string;
  /**
   * What is being asked, as data: a chance node's kind and subject, or a decision's kind and
   * subject (the machine adds the seat). Without it the task's kind names the question and its
   * plain fields (strings, numbers, booleans) are the subject.
   */
  ask?(state: S, task: T): ChanceQuestion | DecisionSubject;
  /** Why a well-formed action that is not listed is illegal, with its rule section. */
  explain?(state: S, task: T, action: A): { reason: string; rule?: string } | undefined;
}

/** One handler per task kind: a kind without a handler is a compile error. */
export type HandlerTable<S extends TaskState<T>, T extends BaseTask, A> = {
  readonly [K in T['kind']]: TaskHandler<S, Extract<T, { kind: K }>, A, T>;
};

/** What a game gives {@link taskMachine}. */
export interface MachineDefinition<S extends TaskState<T>, T extends BaseTask, A> {
  /** Names the game in errors. */
  readonly name: string;
  readonly handlers: HandlerTable<S, T, A>;
  /** Is the game over? It is also over when no task is left. */
  over?(state: S): boolean;
  /**
   * The rule section of a task (the game's `rules/sections.ts`): an action refused while the task
   * waits, for which its handler's `explain` names no rule, is refused with this section and, unless
   * `explain` gave one, the reason "Not one of the answers to: <prompt>". The one pattern of a
   * refusal in every game: the decision's own reason when it knows one, else its section.
   */
  section?(task: T): string;
  /** Runs before each automatic step and after each answer (e.g. a check that may end the game). */
  settle?(ctx: Ctx<S, T>): void;
  /**
   * Copies the state's top level (for `Ctx.draft`); `{ ...state }` by default. A game with a wide
   * state may build it with one object literal: every copy then has one shape, which is faster to
   * make and to read than spreads of states of several shapes.
   */
  copy?(state: S): S;
  /**
   * The auto-draw fast path (optional): resolves the chance task on top in place, as one more
   * automatic step, and says whether it did — e.g. in a game's `'auto'` chance mode, the outcome
   * `defineGame` would pick from the state's RNG, without building every outcome and without a
   * separate apply per draw. `apply` and `start` use it; `toMove`, `chanceOutcomes` and `ask` still
   * report a pending chance task as chance.
   */
  drawNow?(ctx: Ctx<S, T>, task: T): boolean;
  /**
   * Tasks a push goes under (optional): `Ctx.push` puts new tasks below the run of such tasks on
   * top of the stack — e.g. draws waiting to be made, which go first whatever the rules push
   * meanwhile. Without it a push goes on top.
   */
  pushBelow?(task: T): boolean;
  /**
   * Draws from the state's RNG (optional, the common auto-draw; ignored when `drawNow` is given):
   * in `'auto'` chance mode (`state.chance`) a chance task is answered within the apply that reached
   * it, with the outcome `defineGame` would pick (`pickWeighted` of its outcomes with `state.rng`):
   * the same draws and events as one apply per draw, in one machine pass.
   */
  readonly drawsFromRng?: boolean;
  /** Most automatic steps in a row before the machine reports a runaway loop; default 100 000. */
  readonly maxAutoSteps?: number;
}
