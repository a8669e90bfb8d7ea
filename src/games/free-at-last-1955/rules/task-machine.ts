import { recordCheck, taskMachine } from '../../../core/machine/index.js';
import type { Action, State } from '../schema.js';
import type { Task } from '../task-schema.js';
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

/** The task machine of Free At Last (1955–65). */
export const freeAtLast1955TaskMachine = taskMachine<State, Task, Action>({
  name: 'free-at-last-1955',
  handlers,
  over: (s) => s.outcome !== null,
  section: (t) => taskSections[t.kind],
  settle,
  drawsFromRng: true,
});
