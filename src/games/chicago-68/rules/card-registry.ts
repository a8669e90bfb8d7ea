import type { Faction } from '../data/schema.js';
import type { State, Task } from '../schema.js';
import { register, type TaskHandler } from './tasks.js';

/* The Action Cards' rules (Appendices 1–4), keyed by card name. */

/** How an Action Card is played: when it may be, the task that resolves it, and that task's handler. */
export interface CardDef extends TaskHandler {
  /** Can its effect be carried out at least in part now? (A card with no effect cannot be played.) */
  playable(s: State, f: Faction): boolean;
  /** Extra fields of its task. */
  init?(s: State, f: Faction): Record<string, unknown>;
}

/** Every Action Card's rules. */
export const cardDefs = new Map<string, CardDef>();

/** Declares an Action Card's rules. */
export function defineCard(name: string, def: CardDef): void {
  cardDefs.set(name, def);
  register(`card:${name}`, def);
}

/** The task that resolves a card played by (or for) a faction. */
export function cardTask(s: State, name: string, f: Faction, free: boolean): Task {
  const def = cardDefs.get(name)!;
  return { k: `card:${name}`, owner: f, free, stage: 'start', ...(def.init?.(s, f) ?? {}) };
}
