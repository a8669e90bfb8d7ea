import { allFour, chicagoConformance } from './conformance.suite.js';

// The fast slice of conformance.long.test.ts (issue 36): the competitive game with the heuristic's
// games and the solo game with every Incendiary Event, 2 random games per check (the long run: 11
// configs, 20 games, the heuristic in each).
chicagoConformance({ '2 players': { players: 2 } }, 2);
chicagoConformance({ 'solo, all four Incendiary Events': { mode: 'solo', incendiary: allFour } }, 2, false);
