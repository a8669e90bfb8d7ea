import type { FreeAtLastState } from './schema.js';
import type { ResolutionTask, Task } from '../task-schema.js';
import { resolutionKindOf } from './resolution.js';

const kinds = new Set<string>(Object.values(resolutionKindOf));

/** Whether a task is the running project resolution (at any of its steps). */
export const isResolution = (t: Task): t is ResolutionTask => kinds.has(t.kind);

/** The running project resolution (the topmost resolution task), if any. */
export function resolutionOf(s: FreeAtLastState): ResolutionTask | null {
  const tasks = s.tasks;
  for (let i = tasks.length - 1; i >= 0; i--) {
    const t = tasks[i]!;
    if (kinds.has(t.kind)) return t as ResolutionTask;
  }
  return null;
}
