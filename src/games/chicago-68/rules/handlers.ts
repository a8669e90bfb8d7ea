import type { HandlerTable, TaskHandler } from '../../../core/machine/index.js';
import type { Faction } from '../data/schema.js';
import type { Action, State } from '../schema.js';
import type { Task } from '../task-schema.js';
import { bonusTasks } from './bonus.js';
import { cardTasks } from './cards/index.js';
import { drawTasks } from './draw.js';
import { effectTasks } from './effects.js';
import { freeCardTasks } from './free-card.js';
import { policyTasks } from './policy.js';
import { roundStepTasks, roundTasks } from './round.js';
import { setupStepTasks, setupTasks } from './setup.js';
import { streetTheaterTasks } from './street-theater.js';
import { tearGasTasks } from './tear-gas.js';
import { turnTasks } from './turns.js';
import { activeTasks } from './active-tokens.js';
import { machineAnswers } from './solo/decide.js';
import { machineStepTasks } from './solo/steps.js';
import { oversightTasks } from './solo/policies.js';
import { machineTurnTasks } from './solo/turn.js';

/*
 * The handler table of every task kind, built by import from the modules that define them (no
 * registration by side effect: the package is tree-shaken with "sideEffects": false). A kind of
 * task-schema.ts without a handler here does not compile.
 */

/** One handler per task kind; in solo and co-op the Machine answers the Establishment's questions (solo/decide.ts). */
export const handlers: HandlerTable<State, Task, Action> = machineAnswers({
  ...setupStepTasks, ...roundStepTasks, ...machineStepTasks, ...setupTasks, ...roundTasks, ...turnTasks, ...drawTasks, ...effectTasks, ...bonusTasks,
  ...streetTheaterTasks, ...tearGasTasks, ...policyTasks, ...freeCardTasks, ...cardTasks,
  ...activeTasks, ...machineTurnTasks, ...oversightTasks,
});

const owners: Readonly<Record<string, TaskHandler<State, Task, Action> & { owner?(s: State, t: Task): Faction }>> = handlers as never;

/** The faction that decides the top task (the faction on turn for a turn action), or null. */
export function decidingFaction(s: State): Faction | null {
  const t = s.tasks[s.tasks.length - 1];
  if (t === undefined || s.outcome) return null;
  if (t.kind === 'turn') return t.faction;
  return owners[t.kind]?.owner?.(s, t) ?? null;
}
