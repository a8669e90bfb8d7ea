import { addRed, addWhite, collectBlue, collectWhite, copies, draw, removeRed } from './strategy-builders.js';

/**
 * Generic Strategy cards in several printings (distinct ids), mostly played for rank and colour; their
 * events are small and mechanically plain. Printings are chosen so that the whole deck has about nine
 * cards of each rank and colour.
 */
export const genericCards = [
  ...copies({ name: 'Freedom Songs', target: 'own-project', effects: [addRed(1)] },
  [[1, 'blue'], [1, 'blue'], [1, 'white'], [1, 'white'], [1, 'red'], [1, 'red']]),
  ...copies({ name: 'Mass Meeting', target: 'own-project', effects: [addRed(2)] },
  [[1, 'blue'], [1, 'blue'], [1, 'white'], [1, 'white'], [1, 'red'], [2, 'red'], [2, 'blue']]),
  ...copies({ name: 'Night Riders', target: 'any-project', effects: [addWhite(2)] },
  [[1, 'blue'], [1, 'white'], [1, 'red']]),
  ...copies({ name: 'Economic Reprisals', target: 'any-project', effects: [removeRed(1)] },
  [[1, 'blue'], [1, 'white']]),
  ...copies({ name: 'Picket Line', target: 'own-project', effects: [addRed(2)] },
  [[2, 'red'], [2, 'red'], [2, 'white']]),
  ...copies({ name: 'Economic Boycott', target: 'any-project', effects: [collectWhite(1)] },
  [[2, 'blue'], [2, 'blue'], [2, 'red'], [2, 'white']]),
  ...copies({ name: 'Church Rally', target: 'own-project', effects: [addRed(2)] },
  [[2, 'red'], [2, 'white'], [2, 'blue']]),
  ...copies({ name: 'Citizenship School', target: 'own-project', effects: [addRed(3)] },
  [[3, 'blue'], [3, 'blue'], [3, 'white']]),
  ...copies({ name: 'Police Brutality', target: 'any-project', effects: [removeRed(2)] },
  [[3, 'red'], [3, 'white']]),
  ...copies({ name: 'Press Coverage', target: 'any-project', effects: [collectWhite(2)] },
  [[3, 'red'], [3, 'white'], [3, 'blue']]),
  ...copies({ name: 'Student Volunteers', target: 'own-project', effects: [addRed(3)] },
  [[3, 'red'], [3, 'white'], [3, 'white'], [4, 'red'], [4, 'white']]),
  ...copies({ name: 'Federal Court Order', target: 'any-project', effects: [collectBlue(1)] },
  [[4, 'blue'], [4, 'red'], [4, 'white']]),
  ...copies({ name: 'Northern Support', target: 'self', effects: [draw(2)] },
  [[4, 'blue'], [4, 'red'], [4, 'white']]),
  ...copies({ name: 'Summer Volunteers', target: 'own-project', effects: [addRed(4)] },
  [[4, 'red'], [4, 'white']]),
];
