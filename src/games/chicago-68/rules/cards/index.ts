import type { CardDef } from '../card-def.js';
import { mayorCardTasks, mayorCards } from './mayor.js';
import { mobeCardTasks, mobeCards } from './mobe.js';
import { policeCardTasks, policeCards } from './police.js';
import { yippiesCardTasks, yippiesCards } from './yippies.js';

/** Every Action Card's rules (Appendices 1–4), keyed by card name. */
export const cardDefs: Readonly<Record<string, CardDef>> = { ...mayorCards, ...policeCards, ...yippiesCards, ...mobeCards };

/** The task handlers of every Action Card. */
export const cardTasks = { ...mayorCardTasks, ...policeCardTasks, ...yippiesCardTasks, ...mobeCardTasks };
