import { freeAtLast1955TaskMachine } from './rules/task-machine.js';
import { taskSections } from './rules/sections.js';
import type { Action, State } from './schema.js';

/**
 * Why a well-formed Free At Last (1955–65) action that is not listed is illegal: the decision's own
 * reason when it knows one, else the section of the decision waiting (rules/sections.ts).
 */
export function explainIllegal(s: State, a: Action): { reason: string; rule?: string } | undefined {
  const why = freeAtLast1955TaskMachine.explainIllegal(s, a);
  const task = s.tasks[s.tasks.length - 1];
  if (why?.rule !== undefined || task === undefined) return why;
  return { reason: why?.reason ?? `Not one of the answers to: ${freeAtLast1955TaskMachine.prompt(s)}`, rule: taskSections[task.kind] };
}
