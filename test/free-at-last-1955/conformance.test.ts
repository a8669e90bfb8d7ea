import { freeAtLast1955Conformance } from './conformance.suite.js';

// The fast slice of conformance.long.test.ts (issue 36): 3 random games per check (the long run: 20).
freeAtLast1955Conformance(3);
