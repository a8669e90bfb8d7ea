import { views1955Everywhere } from './views-everywhere.suite.js';

/* Issue 35 item 2, acceptance: 200 random games in manual chance (npm run test:long). */
views1955Everywhere(200, 3_600_000);
