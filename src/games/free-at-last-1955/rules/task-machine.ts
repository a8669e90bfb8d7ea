import { recordCheck, taskMachine, type TaskHandler } from '../../../core/machine/index.js';
import type { RngState } from '../../../core/rng.js';
import type { Action, State } from '../schema.js';
import type { Kind, Task } from '../task-schema.js';
import { rollFrom } from './dice.js';
import { cardFrom } from './draw.js';
import { board } from './lookups.js';
import type { C } from './tasks.js';
import { changeCity, put } from './updates.js';
import { handlers } from './handlers.js';
import { taskSections } from './sections.js';

/* The core task machine over the handler table, with the checks made before every step. */

/** 6.3.2, 7.1.3 An E marker goes at once from a city without W units (skipped while the cities are unchanged). */
const dropIdleEntrenchments = recordCheck<State, Task, 'cities'>('cities', (ctx) => {
  for (const city of board(ctx.state).cityNames) {
    const c = ctx.state.cities[city]!;
    if (c.e && c.u.W === 0) {
      changeCity(ctx, city, (x) => ({ ...x, e: false }));
      ctx.emit({ type: 'entrenchmentLost', city });
    }
  }
});

/** Before every step: 6.3.2, 7.1.3 E markers without W units go; a decided game drops its remaining tasks. */
function settle(ctx: C): void {
  dropIdleEntrenchments(ctx);
  if (ctx.state.outcome !== null && ctx.state.tasks.length > 0) put(ctx, 'tasks', []);
}

/** The outcome of each chance task's kind drawn with the state's RNG, and the RNG after it: a card, or a die's face. */
const fromRng: Partial<Record<Kind, (s: State) => [Action, RngState]>> = {
  draw: cardFrom,
  avoidRoll: (s) => rollFrom(s.rng),
  entrenchRoll: (s) => rollFrom(s.rng),
  mediaRoll: (s) => rollFrom(s.rng),
  confRoll: (s) => rollFrom(s.rng),
  electionRoll: (s) => rollFrom(s.rng),
  klanRoll: (s) => rollFrom(s.rng),
};
const table = handlers as unknown as Readonly<Record<Kind, TaskHandler<State, Task, Action>>>;

/**
 * The auto-draw fast path (core `drawNow`): in 'auto' chance mode the chance task on top is answered
 * within the apply that reached it, with the outcome `defineGame` would pick from the state's RNG
 * (the same draw, the same RNG after it, the same events in the same order), without building its
 * outcomes. A chance kind not in `fromRng` is left to `defineGame`.
 */
function drawNow(ctx: C, t: Task): boolean {
  const s = ctx.state;
  const draw = fromRng[t.kind];
  if (s.chance !== 'auto' || draw === undefined) return false;
  const [outcome, rng] = draw(s);
  ctx.draft().rng = rng as number[]; // a fresh array (randomInt)
  table[t.kind].answer!(ctx, t, outcome);
  return true;
}

/** The task machine of Free At Last (1955–65). */
export const freeAtLast1955TaskMachine = taskMachine<State, Task, Action>({
  name: 'free-at-last-1955',
  handlers,
  over: (s) => s.outcome !== null,
  section: (t) => taskSections[t.kind],
  settle,
  drawNow,
});
