import { variantProperties } from './properties.suite.js';

// The fast slice of properties.long.test.ts (issue 36): one random game per variant (the long run: 3).
variantProperties(1);
