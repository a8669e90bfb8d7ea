import { chicagoProperties } from './properties.suite.js';

// The fast slice of properties.long.test.ts (issue 36): 5 random games per config (the long run: 50).
chicagoProperties(5);
