import type { Faction } from '../data/schema.js';
import type { State } from '../schema.js';
import type { TaskHandler } from './tasks.js';

/** How an Action Card is played: when it may be, the task that resolves it, and that task's handler. */
export interface CardDef extends TaskHandler {
  /** Can its effect be carried out at least in part now? (A card with no effect cannot be played.) */
  playable(s: State, f: Faction): boolean;
  /** Extra fields of its task. */
  init?(s: State, f: Faction): Record<string, unknown>;
}
