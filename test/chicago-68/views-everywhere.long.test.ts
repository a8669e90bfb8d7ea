import { chicagoViewsEverywhere } from './views-everywhere.suite.js';

/* Issue 35 item 2, acceptance: 200 random games per config in manual chance (npm run test:long). */
chicagoViewsEverywhere(200, 3_600_000);
