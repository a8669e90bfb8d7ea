import type { Faction } from '../../data/schema.js';
import type { State, Task } from '../../schema.js';
import type { CardDef } from '../card-def.js';
import { mayorCards } from './mayor.js';
import { mobeCards } from './mobe.js';
import { policeCards } from './police.js';
import { yippiesCards } from './yippies.js';

/** Every Action Card's rules (Appendices 1–4), keyed by card name. */
export const cardDefs: Readonly<Record<string, CardDef>> = { ...mayorCards, ...policeCards, ...yippiesCards, ...mobeCards };

/** The task kind that resolves a card. */
export function cardKind(name: string): string {
  return `card:${name}`;
}

/** The task that resolves a card played by (or for) a faction. */
export function cardTask(s: State, name: string, f: Faction, free: boolean): Task {
  const def = cardDefs[name]!;
  return { k: cardKind(name), owner: f, free, stage: 'start', ...(def.init?.(s, f) ?? {}) };
}
