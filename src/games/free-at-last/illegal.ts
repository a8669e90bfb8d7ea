import { freeAtLastTaskMachine } from './rules/task-machine.js';
import { sectionOf } from './rules/sections.js';
import type { FreeAtLastAction, FreeAtLastState } from './schema.js';

/**
 * Why a well-formed Free at Last action that is not listed is illegal: the decision's own reason
 * when it knows one (rules/illegal.ts), else the section of the decision waiting (rules/sections.ts).
 */
export function explainIllegal(s: FreeAtLastState, a: FreeAtLastAction): { reason: string; rule?: string } | undefined {
  const why = freeAtLastTaskMachine.explainIllegal(s, a);
  const task = s.tasks[s.tasks.length - 1];
  if (why?.rule !== undefined || task === undefined) return why;
  return { reason: why?.reason ?? `Not one of the answers to: ${freeAtLastTaskMachine.prompt(s)}`, rule: sectionOf(task) };
}
