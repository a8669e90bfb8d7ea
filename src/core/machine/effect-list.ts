import type { BaseTask, Ctx, TaskHandler, TaskState } from './types.js';

/** Every effect of a card is plain JSON with a discriminator: `kind`, unless the list names another key `D` (Chicago '68's `op`). */
export type BaseEffect<D extends string = 'kind'> = { readonly [K in D]: string };

/** An effect-list task: a card's effects, run one by one from `cursor` (the index of the next effect to run). */
export interface EffectListTask<E> extends BaseTask {
  readonly effects: readonly E[];
  readonly cursor: number;
}

/**
 * One function per effect kind (the value of the discriminator `D`): a kind without one is a
 * compile error, and an effect can never fall through into another. An effect that needs a
 * decision pushes a task; the list waits for it.
 */
export type EffectTable<S extends TaskState<T0>, T0 extends BaseTask, E extends BaseEffect<D>, T extends EffectListTask<E>, D extends string = 'kind'> = {
  readonly [K in E[D]]: (ctx: Ctx<S, T0>, effect: Extract<E, { readonly [P in D]: K }>, task: T) => void;
};

/** How an effect list ends (see {@link effectListHandler}). */
export interface EffectListOptions {
  /**
   * The list leaves the stack as it runs its last effect, and `done` runs right after that effect,
   * before the tasks the effect pushed (a card settled before the decisions and draws its last
   * effect asks for). By default the list pops, and `done` runs, once those tasks are done.
   */
  readonly doneWithLast?: boolean;
}

/** An effect list's handler, and how a rule begins a list (see {@link effectListHandler}). */
export interface EffectListHandler<S extends TaskState<T0>, T extends T0, T0 extends BaseTask> extends TaskHandler<S, T, never, T0> {
  /**
   * Begins the list `task`: pushes it, and runs it at once when the push left it on top (the
   * machine would run it next). A list whose first effect is its last, with `doneWithLast`, thus
   * never waits on the stack. Call it last in a handler, after what must happen first is pushed.
   */
  start(ctx: Ctx<S, T0>, task: T): void;
}

/**
 * An effect list: runs a card's effects one at a time, each able to pause the card for a decision
 * (by pushing a task above the list), and pops itself after the last one (then `done`, if given).
 * `discriminator` is the effects' kind key (`kind` by default).
 */
export function effectListHandler<S extends TaskState<T0>, T0 extends BaseTask, E extends BaseEffect<D>, T extends EffectListTask<E> & T0, D extends string = 'kind'>(
  table: EffectTable<S, T0, E, T, D>,
  done?: (ctx: Ctx<S, T0>, task: T) => void,
  discriminator: D = 'kind' as D,
  options: EffectListOptions = {},
): EffectListHandler<S, T, T0> {
  const effects = table as unknown as Readonly<Record<string, (ctx: Ctx<S, T0>, effect: E, task: T) => void>>;
  const withLast = options.doneWithLast === true;
  function run(ctx: Ctx<S, T0>, t: T): void {
    const effect = t.effects[t.cursor];
    if (effect === undefined) {
      ctx.pop();
      done?.(ctx, t);
      return;
    }
    const apply = effects[effect[discriminator]];
    if (!apply) throw new Error(`no handler for effect '${effect[discriminator]}'`);
    const last = withLast && t.cursor === t.effects.length - 1;
    if (last) ctx.pop();
    else ctx.replaceTop({ ...t, cursor: t.cursor + 1 });
    apply(ctx, effect, t);
    if (last) done?.(ctx, t);
  }
  return {
    decider: () => 'auto',
    run,
    start(ctx, t) {
      ctx.push(t);
      if (ctx.top === t) run(ctx, t);
    },
  };
}
