import { addRed, addWhite, collectBlue, collectWhite, copies, draw, removeRed } from './strategy-builders.js';

/**
 * Generic Strategy cards in several printings (distinct ids), mostly played for rank and colour; their
 * events are small and mechanically plain. Printings are chosen so that the whole deck has about nine
 * cards of each rank and colour.
 */
export const genericCards = [
  ...copies({ id: 'freedom-songs', name: 'Freedom Songs', target: 'own-project', effects: [addRed(1)] },
  [[1, 'blue'], [1, 'blue'], [1, 'white'], [1, 'white'], [1, 'red'], [1, 'red']]),
  ...copies({ id: 'mass-meeting', name: 'Mass Meeting', target: 'own-project', effects: [addRed(2)] },
  [[1, 'blue'], [1, 'blue'], [1, 'white'], [1, 'white'], [1, 'red'], [2, 'red'], [2, 'blue']]),
  ...copies({ id: 'night-riders', name: 'Night Riders', target: 'any-project', effects: [addWhite(2)] },
  [[1, 'blue'], [1, 'white'], [1, 'red']]),
  ...copies({ id: 'economic-reprisals', name: 'Economic Reprisals', target: 'any-project', effects: [removeRed(1)] },
  [[1, 'blue'], [1, 'white']]),
  ...copies({ id: 'picket-line', name: 'Picket Line', target: 'own-project', effects: [addRed(2)] },
  [[2, 'red'], [2, 'red'], [2, 'white']]),
  ...copies({ id: 'economic-boycott', name: 'Economic Boycott', target: 'any-project', effects: [collectWhite(1)] },
  [[2, 'blue'], [2, 'blue'], [2, 'red'], [2, 'white']]),
  ...copies({ id: 'church-rally', name: 'Church Rally', target: 'own-project', effects: [addRed(2)] },
  [[2, 'red'], [2, 'white'], [2, 'blue']]),
  ...copies({ id: 'citizenship-school', name: 'Citizenship School', target: 'own-project', effects: [addRed(3)] },
  [[3, 'blue'], [3, 'blue'], [3, 'white']]),
  ...copies({ id: 'police-brutality', name: 'Police Brutality', target: 'any-project', effects: [removeRed(2)] },
  [[3, 'red'], [3, 'white']]),
  ...copies({ id: 'press-coverage', name: 'Press Coverage', target: 'any-project', effects: [collectWhite(2)] },
  [[3, 'red'], [3, 'white'], [3, 'blue']]),
  ...copies({ id: 'student-volunteers', name: 'Student Volunteers', target: 'own-project', effects: [addRed(3)] },
  [[3, 'red'], [3, 'white'], [3, 'white'], [4, 'red'], [4, 'white']]),
  ...copies({ id: 'federal-court-order', name: 'Federal Court Order', target: 'any-project', effects: [collectBlue(1)] },
  [[4, 'blue'], [4, 'red'], [4, 'white']]),
  ...copies({ id: 'northern-support', name: 'Northern Support', target: 'self', effects: [draw(2)] },
  [[4, 'blue'], [4, 'red'], [4, 'white']]),
  ...copies({ id: 'summer-volunteers', name: 'Summer Volunteers', target: 'own-project', effects: [addRed(4)] },
  [[4, 'red'], [4, 'white']]),
];
