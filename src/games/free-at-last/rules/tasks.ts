import { countedOutcomes, pickCounted } from '../../../core/chance.js';
import { handlerBuilders, type ChanceSpec, type Ctx, type TaskHandler } from '../../../core/machine/index.js';
import type { RngState } from '../../../core/rng.js';
import type { WeightedOutcome } from '../../../core/types.js';
import type { FreeAtLastAction, FreeAtLastState } from '../schema.js';
import type { DrawTask, Task } from '../task-schema.js';

/*
 * The types and builders the chapters write their task handlers with (the handler table:
 * handlers.ts). Every handler is built with the core's builders (`handlerBuilders`): a task runs by
 * itself (`auto`), asks a seat (`decision`), is a draw or a die (`chance`; from a pile: `pileChance`,
 * below), a window over seats (`window`) or a card's effects (`effectList`). An action refused while
 * a task waits cites the task's section (sections.ts), or the decision's own reason (its `explain`).
 */

/** The handler context of Free at Last. */
export type FalCtx = Ctx<FreeAtLastState, Task>;

/** The core's builders over Free at Last's types. */
export const { auto, decision, chance, window, effectList } = handlerBuilders<FreeAtLastState, Task, FreeAtLastAction>();

type Of<K extends Task['kind']> = Extract<Task, { kind: K }>;

/** A chance task that draws from a pile: the core's `chance`, its outcomes the pile's, the pile kept for the auto-draw fast path (task-machine.ts). */
export function pileChance<K extends Task['kind']>(spec: Omit<ChanceSpec<FreeAtLastState, Of<K>, FreeAtLastAction, Task>, 'outcomes'> & PileDraw<Of<K>>): Handlers<K>[K] {
  const pile = spec.pile;
  return { ...chance<K>({ ...spec, outcomes: (s, t) => pileOutcomes(pile(s, t)) }), pile } as Handlers<K>[K];
}

/** The handlers of some task kinds. */
export type Handlers<K extends Task['kind']> = {
  readonly [P in K]: TaskHandler<FreeAtLastState, Extract<Task, { kind: P }>, FreeAtLastAction, Task> & Partial<PileDraw<Extract<Task, { kind: P }>>>;
};

/** Queues `n` draws of `task`: they are made after the draws already waiting on top, before anything else (a push goes under them). */
export function pushDraws(ctx: FalCtx, task: DrawTask, n: number): void {
  // `fill`: `Array.from` with a callback costs more than the draws it queues
  if (n > 0) ctx.push(...Array<DrawTask>(n).fill(task));
}

/**
 * What a chance task draws from: the items of an unordered pile (or a die's faces) and the answer
 * for one of them. Each distinct item is an outcome weighted by how often it appears.
 */
export interface Pile<A extends FreeAtLastAction = FreeAtLastAction> {
  readonly items: readonly (string | number)[];
  /** Every item is in it once: a pile of cards (each card is in exactly one place, rules/places.ts). */
  readonly distinct?: boolean;
  make(item: string | number): A;
}

/** A chance task that draws from a pile (draws, dice); `pile` is null when the task is not a chance node now. */
export interface PileDraw<T> {
  pile(s: FreeAtLastState, t: T): Pile | null;
}

/** The outcomes of a draw from a pile, for `chanceOutcomes` and 'manual' mode. */
export const pileOutcomes = <A extends FreeAtLastAction>(p: Pile<A> | null): WeightedOutcome<A>[] => (p === null ? [] : countedOutcomes(p.items, p.make));

/** One outcome drawn from a pile with the state's RNG, and the RNG after it: `pickWeighted(pileOutcomes(p), rng)` without building every outcome ('auto' mode). */
export const drawFrom = (p: Pile, rng: RngState): [FreeAtLastAction, RngState] => pickCounted(p.items, p.make, rng, p.distinct);
