import { describe, expect, it } from 'vitest';
import { manualConfigs, viewFreeAtLastEverywhere } from '../support/views-everywhere.js';

/* Issue 35 item 2, acceptance: views of every reachable state of 200 random games per config in manual chance (npm run test:long). */
describe('views never throw on a reachable state (200 games per config)', () => {
  for (const config of manualConfigs) it(JSON.stringify(config), () => expect(viewFreeAtLastEverywhere(config, 1, 200)).toBeGreaterThan(0), 3_600_000);
});
