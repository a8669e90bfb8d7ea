import { pickWeighted } from '../chance.js';
import type { Owner } from '../owner.js';
import type { ChanceQuestion, DecisionSubject, Question } from '../question.js';
import type { RngState } from '../rng.js';
import type { ChanceMode, GameEvent, ToMove, WeightedOutcome } from '../types.js';
import { Context } from './context.js';
import type { BaseTask, Ctx, MachineDefinition, TaskHandler, TaskState } from './types.js';

/** The rules kept running automatic steps without ever asking anyone: a bug in a game's handlers. */
export class RunawayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunawayError';
  }
}

/**
 * The parts of a {@link GameDefinition} that the task machine provides. `start` runs a new state's
 * automatic tasks (setup's events included); the rest plug into `defineGame` as they are.
 */
export interface TaskMachine<S, A> {
  start(state: S): { state: S; events: GameEvent[] };
  toMove(state: S): ToMove;
  legalActions(state: S): A[];
  chanceOutcomes(state: S): WeightedOutcome<A>[];
  /**
   * The state after `action` and what happened. Pure without `owner`; with one (owned mode,
   * {@link Owner}) it writes in place into what the owner's last apply copied.
   */
  apply(state: S, action: A, owner?: Owner): { state: S; events: GameEvent[] };
  prompt(state: S): string;
  ask(state: S): Question | null;
  explainIllegal(state: S, action: A): { reason: string; rule?: string } | undefined;
}

/** A task's plain fields (strings, numbers, booleans, nulls), its kind apart: the subject of a question its handler does not name. */
export function plainFields(task: BaseTask): Record<string, string | number | boolean | null> {
  return withPlainFields({}, task);
}

/** `out` with the task's {@link plainFields} written into it (one object per question, not a copy of a second). */
function withPlainFields<O extends Record<string, unknown>>(out: O, task: BaseTask): O {
  const o = out as Record<string, unknown>;
  // a for…in over the task's own keys (tasks are plain records): no list of entries per question
  for (const k in task) {
    const v = (task as unknown as Record<string, unknown>)[k];
    if (k !== 'kind' && (v === null || typeof v !== 'object') && Object.hasOwn(task, k)) o[k] = v;
  }
  return out;
}

/**
 * Runs `rule`, written on a {@link Ctx}, over `state` outside the machine's own steps (a rule written
 * state → state calling one written on ctx): the state it leaves and the events it raised. `options`
 * are the game's, as its machine definition has them.
 */
export function runOn<S extends TaskState<T>, T extends BaseTask>(
  state: S,
  rule: (ctx: Ctx<S, T>) => void,
  options: Pick<MachineDefinition<S, T, unknown>, 'copy' | 'pushBelow'> = {},
): { state: S; events: GameEvent[] } {
  const ctx = new Context<S, T>(state, options.copy, options.pushBelow);
  rule(ctx);
  ctx.seal();
  return { state: ctx.state, events: ctx.events };
}

/**
 * Builds the engine of a game written as tasks (DESIGN §2): the top task of the state's stack is
 * the one pending thing; its handler says who decides it, what they may do and what an answer does.
 * After every answer the machine runs automatic tasks until someone must decide or the game is over.
 */
export function taskMachine<S extends TaskState<T>, T extends BaseTask, A>(def: MachineDefinition<S, T, A>): TaskMachine<S, A> {
  const maxAuto = def.maxAutoSteps ?? 100_000;
  // a Map: a game's table has dozens of kinds, looked up several times per step
  const table = new Map(Object.entries(def.handlers as unknown as Readonly<Record<string, TaskHandler<S, T, A>>>));

  function handlerOf(task: T): TaskHandler<S, T, A> {
    const h = table.get(task.kind);
    if (!h) throw new Error(`${def.name}: no handler for task '${task.kind}'`);
    return h;
  }

  function missing(task: T, what: string): never {
    throw new Error(`${def.name}: the handler of task '${task.kind}' has no ${what}`);
  }

  const topOf = (s: S): T | undefined => s.tasks[s.tasks.length - 1];
  const isOver = (s: S): boolean => s.tasks.length === 0 || (def.over?.(s) ?? false);

  type Decider = ReturnType<TaskHandler<S, T, A>['decider']> | null;
  /*
   * Who decides in the state the last apply (or start) made: toMove, legalActions and defineGame's
   * chance loop ask it again of that state, which nothing writes any more (a later apply copies it
   * before changing it). A state the apply did not copy (a caller's, a state → state rule's) is not
   * remembered.
   */
  let settled: S | undefined;
  let settledDecider: Decider = null;
  /** The handler of `settled`'s top task (undefined when the game is over there). */
  let settledHandler: TaskHandler<S, T, A> | undefined;

  /** The handler of the top task of `s`, a state not over (the settled one's without a lookup). */
  const handlerOfTop = (s: S): TaskHandler<S, T, A> => (s === settled ? settledHandler! : handlerOf(topOf(s)!));

  /** {@link MachineDefinition.drawsFromRng}: the chance task on top answered with `defineGame`'s pick. */
  function drawFromRng(ctx: Context<S, T>, task: T): boolean {
    const s = ctx.state as S & { readonly chance?: ChanceMode; readonly rng?: RngState };
    if (s.chance !== 'auto') return false;
    const h = handlerOf(task);
    const [outcome, rng] = pickWeighted((h.outcomes ?? missing(task, 'outcomes'))(s, task), s.rng!);
    (ctx.draft() as { rng?: RngState }).rng = rng;
    (h.answer ?? missing(task, 'answer'))(ctx, task, outcome);
    return true;
  }
  const drawNow = def.drawNow ?? (def.drawsFromRng === true ? drawFromRng : undefined);

  function advance(ctx: Context<S, T>): void {
    for (let steps = 0; ; steps++) {
      def.settle?.(ctx);
      if (isOver(ctx.state)) return noteDecider(ctx, null, undefined);
      const task = topOf(ctx.state)!;
      const h = handlerOf(task);
      const d = h.decider(ctx.state, task);
      if (d !== 'auto' && (d !== 'chance' || drawNow === undefined)) return noteDecider(ctx, d, h);
      if (steps >= maxAuto) {
        throw new RunawayError(`${def.name}: ${maxAuto} automatic steps without a decision (last task '${task.kind}')`);
      }
      if (d === 'auto') (h.run ?? missing(task, 'run'))(ctx, task);
      else if (!drawNow!(ctx, task)) return noteDecider(ctx, d, h);
    }
  }

  function noteDecider(ctx: Context<S, T>, d: Decider, h: TaskHandler<S, T, A> | undefined): void {
    if (!ctx.drafted) return;
    settled = ctx.state;
    settledDecider = d;
    settledHandler = h;
  }

  function decider(s: S): Decider {
    if (s === settled) return settledDecider;
    if (isOver(s)) return null;
    const task = topOf(s)!;
    return handlerOf(task).decider(s, task);
  }

  function prompt(s: S): string {
    if (isOver(s)) return 'The game is over.';
    const task = topOf(s)!;
    return handlerOf(task).prompt?.(s, task) ?? task.kind;
  }

  return {
    start(state) {
      const ctx = new Context<S, T>(state, def.copy, def.pushBelow);
      advance(ctx);
      ctx.seal();
      return { state: ctx.state, events: ctx.events };
    },
    toMove(s) {
      const d = decider(s);
      if (d === 'auto') throw new Error(`${def.name}: an automatic task '${topOf(s)!.kind}' was left pending`);
      return d;
    },
    legalActions(s) {
      const d = decider(s);
      if (d === null || d === 'chance' || d === 'auto') return [];
      const task = topOf(s)!;
      return (handlerOfTop(s).actions ?? missing(task, 'actions'))(s, task);
    },
    chanceOutcomes(s) {
      if (decider(s) !== 'chance') return [];
      const task = topOf(s)!;
      return (handlerOfTop(s).outcomes ?? missing(task, 'outcomes'))(s, task);
    },
    apply(s, action, owner) {
      const task = topOf(s);
      if (task === undefined || isOver(s)) throw new Error(`${def.name}: no decision is pending`);
      const h = handlerOfTop(s);
      if (owner !== undefined && s === settled) settled = undefined; // written in place from here
      const ctx = new Context<S, T>(s, def.copy, def.pushBelow, owner);
      (h.answer ?? missing(task, 'answer'))(ctx, task, action);
      advance(ctx);
      if (owner !== undefined) ctx.keep(owner);
      else ctx.seal();
      return { state: ctx.state, events: ctx.events };
    },
    prompt,
    ask(s) {
      const d = decider(s);
      if (d === null) return null;
      const task = topOf(s)!;
      if (d === 'auto') throw new Error(`${def.name}: an automatic task '${task.kind}' was left pending`);
      const q: Readonly<Record<string, unknown>> | undefined = handlerOf(task).ask?.(s, task);
      if (d === 'chance') return typeof q?.['chance'] === 'string' ? (q as ChanceQuestion) : (withPlainFields({ chance: task.kind }, task) as ChanceQuestion);
      if (typeof q?.['decision'] === 'string') {
        // a copy, then the seat: not `{ ...q, seat }`, a spread followed by a key `q` lacks, which
        // V8 11 (Node 20) runs on a slow path, ~1 µs a call (docs/performance.md)
        const asked: Record<string, unknown> = Object.assign({}, q);
        asked['seat'] = d;
        return asked as DecisionSubject & { seat: string };
      }
      const subject: Record<string, unknown> = withPlainFields({ decision: task.kind }, task);
      subject['seat'] = d;
      return subject as DecisionSubject & { seat: string };
    },
    explainIllegal(s, action) {
      const task = topOf(s);
      if (task === undefined) return undefined;
      const why = handlerOf(task).explain?.(s, task, action);
      if (why?.rule !== undefined || def.section === undefined) return why;
      return { reason: why?.reason ?? `Not one of the answers to: ${prompt(s)}`, rule: def.section(task) };
    },
  };
}
