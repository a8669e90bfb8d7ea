import type { Faction } from '../data/schema.js';
import type { State, Task } from '../schema.js';
import type { Chicago68CardId } from './named-actions.js';

/** How an Action Card is played: when it may be, and the task that resolves it (its handler is in the same file). */
export interface CardDef {
  /** Can its effect be carried out at least in part now? (A card with no effect cannot be played.) */
  playable(s: State, f: Faction): boolean;
  /** The task that resolves it, played by (or for) faction `f`. */
  task(f: Faction): Task;
}

/** Action Cards' rules by card id: a misspelt id does not compile. */
export type CardDefs = Readonly<Partial<Record<Chicago68CardId, CardDef>>>;
