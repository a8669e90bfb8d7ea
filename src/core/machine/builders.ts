import type { DecisionSubject, ChanceQuestion } from '../question.js';
import type { Player, WeightedOutcome } from '../types.js';
import { effectListHandler, type BaseEffect, type EffectListHandler, type EffectListOptions, type EffectListTask, type EffectTable } from './effect-list.js';
import { remember } from './memo.js';
import type { BaseTask, Ctx, TaskHandler, TaskState } from './types.js';
import { windowHandler, type WindowSpec, type WindowTask } from './window.js';

/*
 * The one vocabulary a game writes its task handlers in (docs/architecture.md "Handlers"): every
 * task is an automatic step (`auto`), a seat's decision (`decision`), a chance node (`chance`), a
 * window over seats (`window`) or a card's effect list (`effectList`). `handlerBuilders` binds them
 * to a game's state, task and action types once, so that a chapter names the kind it handles
 * (`auto<'yearEnd'>(…)`) and the compiler checks the task it gets.
 */

/** Why a well-formed action that is not listed is illegal (`TaskHandler.explain`). */
export type Why = { reason: string; rule?: string } | undefined;

/** A seat's decision (see {@link HandlerBuilders.decision}). */
export interface DecisionSpec<S extends TaskState<T0>, T extends T0, A, T0 extends BaseTask> {
  /** The seat that decides, or null when nobody does now (then, as with no options, `none` runs). */
  seat(state: S, task: T): Player | null;
  /** The seat's options; computed once per state. None: there is nothing to decide, and `none` runs. */
  options(state: S, task: T): A[];
  /** What the seat's answer (one of the options) does. */
  answer(ctx: Ctx<S, T0>, task: T, action: A): void;
  /** What runs when there is nothing to decide; by default the task leaves the stack. */
  none?(ctx: Ctx<S, T0>, task: T): void;
  /**
   * The seat decides even with no options (`none` then runs only when `seat` is null): who is asked
   * must not depend on hidden data where the options read it (a hand), since a state built for a
   * view, with hidden data changed, may leave the seat none (DESIGN §1 "Safe behind a server").
   */
  always?: boolean;
  prompt?(state: S, task: T): string;
  ask?(state: S, task: T): DecisionSubject;
  /** Why an action the seat may not take is refused, with its rule (else the task's section: `MachineDefinition.section`). */
  explain?(state: S, task: T, action: A): Why;
}

/** A chance node (see {@link HandlerBuilders.chance}). */
export interface ChanceSpec<S extends TaskState<T0>, T extends T0, A, T0 extends BaseTask> {
  /** The outcomes, with integer weights. */
  outcomes(state: S, task: T): WeightedOutcome<A>[];
  /** What an outcome does. */
  answer(ctx: Ctx<S, T0>, task: T, outcome: A): void;
  /** Is there anything to draw or roll now? By default always; when not, `none` runs. */
  when?(state: S, task: T): boolean;
  /**
   * The seat that decides between draws (optional, with `options`): when `when` says there is nothing
   * to draw, this seat (if not null) decides among `options` what becomes of what was drawn (a die's
   * owner keeps one of two faces, re-rolls an X), its answer going to `answer` as an outcome does;
   * with no seat or no options, `none` runs.
   */
  seat?(state: S, task: T): Player | null;
  /** The options of `seat` between draws; computed once per state. */
  options?(state: S, task: T): A[];
  /** What runs when there is nothing to draw or roll (or decide); by default the task leaves the stack. */
  none?(ctx: Ctx<S, T0>, task: T): void;
  prompt?(state: S, task: T): string;
  /** The chance node's question, or, between draws, the seat's decision. */
  ask?(state: S, task: T): ChanceQuestion | DecisionSubject;
}

/** The builders of a game's handlers, bound to its types (see {@link handlerBuilders}). */
export interface HandlerBuilders<S extends TaskState<T0>, T0 extends BaseTask, A> {
  /** A task that runs by itself, at once: it changes the state, pushes tasks and pops itself (or is replaced). */
  auto<K extends T0['kind']>(run: (ctx: Ctx<S, T0>, task: Extract<T0, { kind: K }>) => void): TaskHandler<S, Extract<T0, { kind: K }>, A, T0>;
  /**
   * A seat's decision among its options. With no options (or no seat) there is nothing to decide:
   * the task runs `none` by itself instead, by default leaving the stack.
   */
  decision<K extends T0['kind']>(spec: DecisionSpec<S, Extract<T0, { kind: K }>, A, T0>): TaskHandler<S, Extract<T0, { kind: K }>, A, T0>;
  /**
   * A chance node: a die rolled, a card drawn. When `when` says there is nothing to draw, `seat`
   * decides among `options` if it has any (a die kept or re-rolled between its throws), else `none` runs.
   */
  chance<K extends T0['kind']>(spec: ChanceSpec<S, Extract<T0, { kind: K }>, A, T0>): TaskHandler<S, Extract<T0, { kind: K }>, A, T0>;
  /** A window that offers a decision to seats in order: the core's `windowHandler`. */
  window<K extends T0['kind']>(spec: WindowSpec<S, Extract<T0, { kind: K }> & WindowTask, A, T0>): TaskHandler<S, Extract<T0, { kind: K }> & WindowTask, A, T0>;
  /** A card's effects run one by one: the core's `effectListHandler`. */
  effectList<K extends T0['kind'], E extends BaseEffect<D>, D extends string = 'kind'>(
    table: EffectTable<S, T0, E, Extract<T0, { kind: K }> & EffectListTask<E>, D>,
    done?: (ctx: Ctx<S, T0>, task: Extract<T0, { kind: K }> & EffectListTask<E>) => void,
    discriminator?: D,
    options?: EffectListOptions,
  ): EffectListHandler<S, Extract<T0, { kind: K }> & EffectListTask<E>, T0>;
}

/**
 * `h` with every member of a handler present (absent ones undefined), in one order: the handlers the
 * builders make then share one shape, which the machine reads faster than handlers of several
 * shapes (docs/performance.md).
 */
function uniform<S extends TaskState<T0>, T extends T0, A, T0 extends BaseTask>(h: TaskHandler<S, T, A, T0>): TaskHandler<S, T, A, T0> {
  return { decider: h.decider, actions: h.actions, outcomes: h.outcomes, answer: h.answer, run: h.run, prompt: h.prompt, ask: h.ask, explain: h.explain };
}

/**
 * The handler builders of a game whose state is `S`, tasks `T0` and actions `A`:
 * `const { auto, decision, chance, window, effectList } = handlerBuilders<State, Task, Action>();`
 * in the game's `rules/tasks.ts`, and every chapter writes its handlers with them.
 */
export function handlerBuilders<S extends TaskState<T0>, T0 extends BaseTask, A>(): HandlerBuilders<S, T0, A> {
  type H = TaskHandler<S, T0, A, T0>;
  return {
    auto: (run) => uniform({ decider: () => 'auto', run }) as TaskHandler<S, never, A, T0>,
    decision(spec) {
      const d = spec as unknown as DecisionSpec<S, T0, A, T0>;
      const options = d.options;
      const h: H = {
        decider:
          d.always === true
            ? (s, t) => d.seat(s, t) ?? 'auto'
            : (s, t) => {
                const seat = d.seat(s, t);
                return seat !== null && remember(s, t, options).length > 0 ? seat : 'auto';
              },
        actions: (s, t) => remember(s, t, options).slice(),
        answer: d.answer,
        run: d.none ?? ((ctx) => ctx.pop()),
        prompt: d.prompt,
        ask: d.ask,
        explain: d.explain,
      };
      return uniform(h) as never;
    },
    chance(spec) {
      const c = spec as unknown as ChanceSpec<S, T0, A, T0>;
      const { when, seat, options } = c;
      const between = seat !== undefined && options !== undefined && when !== undefined;
      const h: H = {
        decider:
          when === undefined
            ? () => 'chance'
            : between
              ? (s, t) => {
                  if (when(s, t)) return 'chance';
                  const who = seat(s, t);
                  return who !== null && remember(s, t, options).length > 0 ? who : 'auto';
                }
              : (s, t) => (when(s, t) ? 'chance' : 'auto'),
        actions: between ? (s, t) => remember(s, t, options).slice() : undefined,
        outcomes: c.outcomes,
        answer: c.answer,
        run: c.none ?? ((ctx) => ctx.pop()),
        prompt: c.prompt,
        ask: c.ask,
      };
      return uniform(h) as never;
    },
    window: (spec) => uniform(windowHandler(spec)),
    effectList: (table, done, discriminator, options) => effectListHandler(table, done, discriminator, options),
  };
}
