import { runOn, taskMachine, type TaskHandler, type TaskMachine } from '../../../core/machine/index.js';
import type { RngState } from '../../../core/rng.js';
import type { GameEvent } from '../../../core/types.js';
import { beginTurn } from './turn.js';
import { handlers } from './handlers.js';
import { drawFrom, type FalCtx, type PileDraw } from './tasks.js';
import { copyState } from './updates.js';
import { initialState } from './setup.js';
import { withVariants } from './variants/setup.js';
import type { FreeAtLastAction, FreeAtLastConfig, FreeAtLastState } from '../schema.js';
import { isDraw, type Task } from '../task-schema.js';
import { sectionOf } from './sections.js';

/*
 * The engine of Free at Last: the core task machine over the handler table (rules/handlers.ts),
 * with the auto-draw fast path, and setup wired with the variants' (result.ts adds theirs to the
 * result).
 */

type DrawHandler = TaskHandler<FreeAtLastState, Task, FreeAtLastAction> & Partial<PileDraw<Task>>;
const table = handlers as unknown as Readonly<Record<string, DrawHandler>>;

/** How the machine changes a state: the top level copied field by field, a push going under the draws waiting on top. */
const changeOptions = { copy: copyState, pushBelow: isDraw } as const;

/** Runs a rule written on ctx over a bare state, outside the machine's steps (setup, the scenario builder): the state it leaves and its events. */
export const onState = (s: FreeAtLastState, rule: (ctx: FalCtx) => void): { state: FreeAtLastState; events: GameEvent[] } => runOn<FreeAtLastState, Task>(s, rule, changeOptions);

/**
 * The auto-draw fast path (core `drawNow`): in `'auto'` chance mode a task that draws from a pile
 * (rules/tasks.ts `drawsFrom`) is resolved by the machine as one more automatic step: the outcome
 * is the one `defineGame` would pick from the state's RNG (same draw, same RNG after it, same
 * events in the same order), without building every outcome and without a separate apply per draw.
 */
function drawNow(ctx: FalCtx, t: Task): boolean {
  const s = ctx.state;
  if (s.chance !== 'auto') return false;
  const h = table[t.kind]!;
  const pile = h.pile?.(s, t) ?? null;
  if (pile === null) return false;
  const [outcome, rng] = drawFrom(pile, s.rng);
  ctx.draft().rng = rng as number[]; // a fresh array (randomInt)
  h.answer!(ctx, t, outcome);
  return true;
}

/**
 * The game's engine: the core task machine over `state.tasks`. `apply`, setup and `start` (the
 * scenario builder) make the draws of `'auto'` mode as they come; who decides and the options are
 * the handlers' own, so a state holding a pending draw still reports it as chance. A push goes
 * under the draws waiting on top (cards are drawn when the rules call for them).
 */
export const freeAtLastTaskMachine: TaskMachine<FreeAtLastState, FreeAtLastAction> = taskMachine<FreeAtLastState, Task, FreeAtLastAction>({
  name: 'Free at Last',
  handlers,
  ...changeOptions,
  section: sectionOf,
  drawNow,
});

/** 1.7 set up (with the variants' setup), then the first Turn begins (its phases pushed, 2.1 the Project deal on top). */
export function setupGame(config: FreeAtLastConfig, rng: RngState): { state: FreeAtLastState; events: GameEvent[] } {
  return freeAtLastTaskMachine.start(onState(withVariants(config, initialState(config, rng)), beginTurn).state);
}
