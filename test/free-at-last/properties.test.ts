import { freeAtLastProperties } from './properties.suite.js';

// The fast slice of properties.long.test.ts (issue 36): 2 random games per property (the long run: 10).
freeAtLastProperties(2);
