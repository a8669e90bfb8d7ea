import { taskMachine } from '../../../core/machine/index.js';
import type { Action, State } from '../schema.js';
import type { Task } from '../task-schema.js';
import { handlers } from './handlers.js';
import { taskSections } from './sections.js';
import type { C } from './tasks.js';
import { copyState, put } from './updates.js';
import { dropLonelyFlags } from './units.js';
import { clearIdleActive } from './active-tokens.js';

/* The core task machine over the handler table, with the checks made before every step. */

/** Before every step: 2.4.1 lonely Rally Flags go, and (solo) Active tokens where no Demonstrator is; a decided game ends (its remaining tasks are dropped). */
function settle(ctx: C): void {
  dropLonelyFlags(ctx);
  clearIdleActive(ctx);
  const outcome = ctx.state.outcome;
  if (outcome === null || ctx.state.phase === 'over') return;
  ctx.emit({ type: 'gameOver', winners: outcome.winners, reason: outcome.reason });
  put(ctx, 'phase', 'over');
  put(ctx, 'tasks', []);
}

/** The task machine of Chicago '68. */
export const chicagoTaskMachine = taskMachine<State, Task, Action>({
  name: 'chicago-68',
  handlers,
  over: (s) => s.outcome !== null,
  section: (t) => taskSections[t.kind],
  settle,
  copy: copyState,
  drawsFromRng: true,
});
