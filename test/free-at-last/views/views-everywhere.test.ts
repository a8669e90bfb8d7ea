import { describe, expect, it } from 'vitest';
import { manualConfigs, viewFreeAtLastEverywhere } from '../support/views-everywhere.js';

/* Issue 35 item 2, the quick run: views of every reachable state of a few games per config (the ≥ 200-game run: views-everywhere.long.test.ts). */
describe('views never throw on a reachable state (a few games per config)', () => {
  for (const config of manualConfigs) it(JSON.stringify(config), () => expect(viewFreeAtLastEverywhere(config, 1, 2)).toBeGreaterThan(0), 300_000);
});
