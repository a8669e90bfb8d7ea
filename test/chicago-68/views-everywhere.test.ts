import { chicagoViewsEverywhere } from './views-everywhere.suite.js';

/* Issue 35 item 2, the quick run (the 200-game run: views-everywhere.long.test.ts). */
chicagoViewsEverywhere(2, 300_000);
