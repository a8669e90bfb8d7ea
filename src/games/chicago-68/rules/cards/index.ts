import type { CardDef, CardDefs } from '../card-def.js';
import type { Chicago68CardId } from '../named-actions.js';
import { mayorCardTasks, mayorCards } from './mayor.js';
import { mobeCardTasks, mobeCards } from './mobe.js';
import { policeCardTasks, policeCards } from './police.js';
import { yippiesCardTasks, yippiesCards } from './yippies.js';

/** Every Action Card's rules (Appendices 1–4), by card id. */
const cardDefs: CardDefs = { ...mayorCards, ...policeCards, ...yippiesCards, ...mobeCards };

/** The rules of the Action Card `id`, or undefined for a card of another deck. */
export const cardDef = (id: string): CardDef | undefined => cardDefs[id as Chicago68CardId];

/** The task handlers of every Action Card. */
export const cardTasks = { ...mayorCardTasks, ...policeCardTasks, ...yippiesCardTasks, ...mobeCardTasks };
