import { freeAtLastConformance } from './conformance.suite.js';

// The fast slice of conformance.long.test.ts (issue 36): two organizations, one random game per
// check, no heuristic games (the long run: 4, 2 and 3 organizations, 4 games, the heuristic's games).
freeAtLastConformance([{ players: ['SNCC', 'NAACP'] }], 1, false);
