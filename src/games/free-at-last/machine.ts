import { taskMachine, type HandlerTable, type TaskHandler, type TaskMachine } from '../../core/machine/index.js';
import type { RngState } from '../../core/rng.js';
import type { GameEvent } from '../../core/types.js';
import { enterDealProjects } from './rules/deal-projects.js';
import { drawTasks } from './rules/draws.js';
import { flowTasks } from './rules/flow.js';
import { resolutionTasks } from './rules/projects/task.js';
import { stepTasks } from './rules/steps.js';
import { drawFrom, type PileDraw } from './rules/tasks.js';
import { initialState } from './rules/setup.js';
import { withVariants } from './rules/variants/setup.js';
import { variantTasks } from './rules/variants/hooks.js';
import type { FreeAtLastAction, FreeAtLastConfig } from './schema.js';
import type { FreeAtLastState } from './state/schema.js';
import type { Task } from './state/tasks.js';
import { copyState } from './state/copy.js';
import { owning } from './state/ownership.js';

/*
 * The composition root of Free at Last: the only module that imports every chapter's task
 * handlers — the flow of the Turn and its decisions, the project resolution, the draws, and the variants' (advanced game, section 23) — and
 * wires the variants into setup (result.ts adds theirs to the result). The base rules never import a variant: they push
 * hook tasks (state/tasks.ts) whose handlers the variants provide here.
 */

/** One handler per task kind (a kind of state/tasks.ts without one does not compile). */
export const handlers: HandlerTable<FreeAtLastState, Task, FreeAtLastAction> = { ...flowTasks, ...stepTasks, ...resolutionTasks, ...drawTasks, ...variantTasks };

type AnyHandler = TaskHandler<FreeAtLastState, Task, FreeAtLastAction> & Partial<PileDraw<Task>>;

/**
 * In `'auto'` chance mode a task that draws from a pile (rules/tasks.ts `drawsFrom`) is run by the
 * machine itself, as one more automatic step: the outcome is the one `defineGame` would pick from
 * the state's RNG (same draw, same RNG after it, same events in the same order), without building
 * every outcome and without a separate apply per draw.
 */
function autoChance(h: AnyHandler & PileDraw<Task>): AnyHandler {
  return {
    ...h,
    decider(s, t) {
      const d = h.decider(s, t);
      return d === 'chance' && s.chance === 'auto' ? 'auto' : d;
    },
    run(ctx, t) {
      const s = ctx.state;
      const pile = h.decider(s, t) === 'chance' ? h.pile(s, t) : null;
      if (pile === null) return h.run!(ctx, t);
      const [outcome, rng] = drawFrom(pile, s.rng);
      const drawn = copyState(s);
      drawn.rng = rng as number[]; // a fresh array (randomInt)
      ctx.state = drawn;
      h.answer!(ctx, t, outcome);
    },
  };
}

/** The handler table `apply` and setup run: draws resolve themselves in `'auto'` mode. */
const drawing = Object.fromEntries(
  Object.entries(handlers as unknown as Record<string, AnyHandler>).map(([kind, h]) => [kind, h.pile ? autoChance(h as AnyHandler & PileDraw<Task>) : h]),
) as unknown as typeof handlers;

const over = (s: FreeAtLastState): boolean => s.phase === 'game-over';
const asking = taskMachine<FreeAtLastState, Task, FreeAtLastAction>({ name: 'Free at Last', handlers, over });
const playing = taskMachine<FreeAtLastState, Task, FreeAtLastAction>({ name: 'Free at Last', handlers: drawing, over });

/**
 * The game's engine: the core task machine over `state.tasks`. `apply`, setup and `start` (the
 * scenario builder) make the draws of `'auto'` mode as they come; who decides and the options are
 * the handlers' own, so a state holding a pending draw still reports it as chance.
 */
export const machine: TaskMachine<FreeAtLastState, FreeAtLastAction> = { ...asking, start: playing.start, apply: (s, a) => owning(() => playing.apply(s, a)) };

/** 1.7 set up (with the variants' setup), then 2.1 the first Turn begins with the Project deal. */
export function setupGame(config: FreeAtLastConfig, rng: RngState): { state: FreeAtLastState; events: GameEvent[] } {
  return playing.start(enterDealProjects(withVariants(config, initialState(config, rng))));
}
