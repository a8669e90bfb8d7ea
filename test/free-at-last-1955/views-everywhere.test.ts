import { views1955Everywhere } from './views-everywhere.suite.js';

/* Issue 35 item 2, the quick run (the 200-game run: views-everywhere.long.test.ts). */
views1955Everywhere(2, 300_000);
