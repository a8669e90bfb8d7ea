import { bonusTasks } from './bonus.js';
import { cardDefs, cardKind } from './cards/index.js';
import { effectTasks } from './effects.js';
import { freeCardTasks } from './free-card.js';
import { policyTasks } from './policy.js';
import { roundTasks } from './round.js';
import { sequenceTasks } from './sequence.js';
import { setupTasks } from './setup.js';
import { streetTheaterTasks } from './street-theater.js';
import type { TaskHandler } from './tasks.js';
import { tearGasTasks } from './tear-gas.js';
import { turnTasks } from './turns.js';

/*
 * The handler table of every task kind, built by import from the modules that define them (no
 * registration by side effect: the package is tree-shaken with "sideEffects": false).
 */

const cardTasks: Record<string, TaskHandler> = Object.fromEntries(Object.entries(cardDefs).map(([name, def]) => [cardKind(name), def]));

const table: Readonly<Record<string, TaskHandler>> = {
  ...sequenceTasks, ...setupTasks, ...roundTasks, ...turnTasks, ...effectTasks, ...bonusTasks,
  ...streetTheaterTasks, ...tearGasTasks, ...policyTasks, ...freeCardTasks, ...cardTasks,
};

/** The handler of a task kind. */
export function handler(kind: string): TaskHandler {
  const h = table[kind];
  if (!h) throw new Error(`no handler for task ${kind}`);
  return h;
}

/** Every task kind with a handler (for tests). */
export const taskKinds: readonly string[] = Object.keys(table);
