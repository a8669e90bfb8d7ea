import { handlerBuilders, type Ctx, type TaskHandler } from '../../../core/machine/index.js';
import type { DecisionSubject } from '../../../core/question.js';
import type { Faction } from '../data/schema.js';
import type { Action, State } from '../schema.js';
import type { Kind, Task, TaskOf } from '../task-schema.js';
import { seatOf } from './lookups.js';
import { copyOf } from '../../../core/with-key.js';

/*
 * Pending work lives on the state's task stack (task-schema.ts), run by the core task machine. Every
 * handler is written with the core's builders (`handlerBuilders`): a task runs by itself (`auto`),
 * asks a seat (`decision`; one faction: `factionDecision`, below), is a draw (`chance`), a window over seats
 * (`window`) or a card's effects (`effectList`). Each rule module exports the handlers of its task
 * kinds; handlers.ts gathers them into one table.
 */

/** The task machine's working context (`ctx`) for Chicago '68. */
export type C = Ctx<State, Task>;

/** The handler of one task kind. */
export type Handler<K extends Kind> = TaskHandler<State, TaskOf<K>, Action, Task>;

/** A handler with the faction that decides (for prompts and descriptions). */
export type Asking<K extends Kind> = Handler<K> & { owner(s: State, t: TaskOf<K>): Faction };

const builders = handlerBuilders<State, Task, Action>();

/** The core's builders over Chicago '68's types. */
export const { auto, decision, chance, window, effectList } = builders;

/** What a faction's decision asks: who answers, the choices (none: `none` runs, by default the task is dropped), and what an answer does. */
export interface FactionDecision<K extends Kind> {
  owner(s: State, t: TaskOf<K>): Faction;
  options(s: State, t: TaskOf<K>): Action[];
  prompt(s: State, t: TaskOf<K>): string;
  answer(ctx: C, t: TaskOf<K>, a: Action): void;
  none?(ctx: C, t: TaskOf<K>): void;
}

/** A task that asks one faction to choose among its options: the core's `decision`, asked of the faction's seat. */
export function factionDecision<K extends Kind>(q: FactionDecision<K>): Asking<K> {
  return {
    ...decision<K>({
      seat: (s, t) => seatOf(s, q.owner(s, t)),
      options: q.options,
      answer: q.answer,
      ...(q.none ? { none: q.none } : {}),
      prompt: (s, t) => `${q.owner(s, t)}: ${q.prompt(s, t)}`,
      ask: (s, t) => subjectOf(t, q.owner(s, t)),
    }),
    owner: q.owner,
  };
}

/**
 * A faction's question: the task's kind, its plain fields but the owner (the core's `plainFields`),
 * then the faction; written field by field (a rest destructuring of the fields copied them twice).
 */
function subjectOf(t: Task, faction: Faction): DecisionSubject {
  const out: Record<string, unknown> = { decision: t.kind };
  for (const k in t) {
    const v = (t as unknown as Record<string, unknown>)[k];
    if (k !== 'kind' && k !== 'owner' && (v === null || typeof v !== 'object') && Object.hasOwn(t, k)) out[k] = v;
  }
  out['faction'] = faction;
  return out as DecisionSubject;
}

/**
 * A task with one fewer left: a copy, then the count (`{ ...t, left }` ran its store of `left` on
 * V8's slow path at every call: `--log-ic`, docs/performance.md).
 */
export function countedDown<K extends { readonly left: number }>(t: K): K {
  const next = copyOf(t);
  next.left -= 1;
  return next as K;
}

/** Options with a closing `done`, or none at all when there is nothing to choose. */
export function orDone(options: Action[]): Action[] {
  return options.length > 0 ? [...options, { type: 'done' }] : [];
}

/** Answer helpers: the area, path or card an action names (`''` for another type of action). */
export const areaOf = (a: Action): string => (a.type === 'area' ? a.area : '');
export const pathOf = (a: Action): string => (a.type === 'path' ? a.path : '');
export const cardOf = (a: Action): string => (a.type === 'card' ? a.card : '');
