import { countedOutcomes } from '../../../core/chance.js';
import { handlerBuilders, runOn, type ChanceSpec, type Ctx, type TaskHandler } from '../../../core/machine/index.js';
import { randomInt, type RngState } from '../../../core/rng.js';
import type { GameEvent, WeightedOutcome } from '../../../core/types.js';
import type { FreeAtLastAction, FreeAtLastState } from '../schema.js';
import { copyState } from './copy.js';
import { isDraw, type DrawTask, type Task } from '../task-schema.js';

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

/** How the machine changes a state (rules/task-machine.ts): the top level copied field by field, a push going under the draws waiting on top. */
export const changeOptions = { copy: copyState, pushBelow: isDraw } as const;

/** Runs a rule written on ctx over a bare state, outside the machine's steps (setup, the scenario builder): the state it leaves and its events. */
export const onState = (s: FreeAtLastState, rule: (ctx: FalCtx) => void): { state: FreeAtLastState; events: GameEvent[] } => runOn<FreeAtLastState, Task>(s, rule, changeOptions);

/** Queues `n` draws of `task`: they are made after the draws already waiting on top, before anything else (a push goes under them). */
export function pushDraws(ctx: FalCtx, task: DrawTask, n: number): void {
  if (n > 0) ctx.push(...Array.from({ length: n }, () => task));
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

/**
 * One outcome drawn from a pile with the state's RNG, and the RNG after it: the same outcome as
 * `pickWeighted(pileOutcomes(p), rng)` — one number in [0, items) walks the distinct items in
 * the order they first appear, each as wide as its count (so it is the item at that index when no
 * item is there twice) — without building every outcome ('auto' mode).
 */
export function drawFrom(p: Pile, rng: RngState): [FreeAtLastAction, RngState] {
  const items = p.items;
  if (items.length === 0) throw new Error('chance node without outcomes');
  const [r, next] = randomInt(rng, items.length);
  if (p.distinct === true || (items.length > 8 && new Set(items).size === items.length)) return [p.make(items[r]!), next];
  // a die's faces: few items, some printed twice
  let left = r;
  for (let i = 0; i < items.length; i++) {
    const x = items[i]!;
    if (items.indexOf(x) !== i) continue; // counted at its first appearance
    let w = 0;
    for (let j = i; j < items.length; j++) if (items[j] === x) w++;
    if (left < w) return [p.make(x), next];
    left -= w;
  }
  /* c8 ignore next */
  throw new Error('unreachable: a pile changed while drawing');
}
