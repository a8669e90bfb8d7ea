import { taskMachine } from '../../../core/machine/index.js';
import type { Action, State } from '../schema.js';
import type { Task } from '../task-schema.js';
import { board } from './lookups.js';
import type { C } from './tasks.js';
import { changeCity, cityWritesSoFar, put } from './updates.js';
import { handlers } from './handlers.js';

/* The core task machine over the handler table, with the checks made before every step. */

/*
 * The cities record settle last found with no E marker to remove, and `cityWritesSoFar()` then: a
 * record that is the same object, written by no `changeCity` since, holds the same cities, so settle
 * need not look at them again (most steps move no unit). Any other record is looked at.
 */
let checkedCities: State['cities'] | undefined;
let checkedWrites = -1;

/** 6.3.2, 7.1.3 An E marker goes at once from a city without W units; a decided game drops its remaining tasks. */
function settle(ctx: C): void {
  if (ctx.state.cities !== checkedCities || cityWritesSoFar() !== checkedWrites) {
    for (const city of board(ctx.state).cityNames) {
      const c = ctx.state.cities[city]!;
      if (c.e && c.u.W === 0) {
        changeCity(ctx, city, (x) => ({ ...x, e: false }));
        ctx.emit({ type: 'entrenchmentLost', city });
      }
    }
    checkedCities = ctx.state.cities;
    checkedWrites = cityWritesSoFar();
  }
  if (ctx.state.outcome !== null && ctx.state.tasks.length > 0) put(ctx, 'tasks', []);
}

/** The task machine of Free At Last (1955–65). */
export const freeAtLast1955TaskMachine = taskMachine<State, Task, Action>({
  name: 'free-at-last-1955',
  handlers,
  over: (s) => s.outcome !== null,
  settle,
  drawsFromRng: true,
});
