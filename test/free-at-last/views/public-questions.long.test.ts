import { describe, expect, it } from 'vitest';
import { checkPublicQuestions } from '../support/public-questions.js';
import { manualConfigs } from '../support/views-everywhere.js';

/* Issue 35 item 1, acceptance: every decision of 5 random games per config (≥ 2,000 in all), each against another deal of the hidden cards (npm run test:long). */
describe('who is asked, and what, follows from public information (5 games per config)', () => {
  let total = 0;
  for (const config of manualConfigs) it(JSON.stringify(config), () => expect((total += checkPublicQuestions(config, 1, 5))).toBeGreaterThan(0), 3_600_000);
  it('at least 2,000 decisions compared', () => expect(total).toBeGreaterThanOrEqual(2_000));
});
