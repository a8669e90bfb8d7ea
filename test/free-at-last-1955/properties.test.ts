import { freeAtLast1955Properties } from './properties.suite.js';

// The fast slice of properties.long.test.ts (issue 36): 4 random games per property (the long run: 20).
freeAtLast1955Properties(4);
