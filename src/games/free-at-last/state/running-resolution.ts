import type { FreeAtLastState } from './schema.js';
import type { ResolutionTask } from '../task-schema.js';

/** The running project resolution (the topmost `resolution` task), if any. */
export function resolutionOf(s: FreeAtLastState): ResolutionTask | null {
  const tasks = s.tasks;
  for (let i = tasks.length - 1; i >= 0; i--) {
    const t = tasks[i]!;
    if (t.kind === 'resolution') return t;
  }
  return null;
}
