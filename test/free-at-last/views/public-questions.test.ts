import { describe, expect, it } from 'vitest';
import { checkPublicQuestions } from '../support/public-questions.js';
import { manualConfigs } from '../support/views-everywhere.js';

/* Issue 35 item 1, the quick run: every other decision of one random game per config, each against another deal of the hidden cards (the full run: public-questions.long.test.ts). */
describe('who is asked, and what, follows from public information (one game per config)', () => {
  for (const config of manualConfigs) it(JSON.stringify(config), () => expect(checkPublicQuestions(config, 1, 1, 2)).toBeGreaterThan(0), 300_000);
});
