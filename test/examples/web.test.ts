import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, openWebClient, playByClicking, present, type WebClient } from '../support/web-client.js';

/*
 * examples/web, the reference browser client, built against the packed package and driven in a real
 * headless Chromium (Debian's, never a downloaded one): a whole game of each game and mode played by
 * clicking the grouped choices (hot-seat and bots), an undo and a redo, not one console error, and
 * at every 10th decision the board holds every component a legal choice names and the log says who
 * acted (web-positions.long.test.ts checks every decision of more games). Skipped, saying so, where
 * /usr/bin/chromium is absent (.ci/run installs it). With WEB_SCREENSHOTS=dir it also saves a
 * screenshot of each page (docs/images/web-*.png).
 */

const shots = process.env.WEB_SCREENSHOTS;
let client: WebClient | undefined;

beforeAll(async () => {
  if (present) client = await openWebClient();
}, 600_000);

afterAll(async () => {
  await client?.close();
});

describe('examples/web', () => {
  it('typechecks against the sources (its own tsconfig: DOM types, the package mapped to src/)', () => {
    const root = new URL('../../', import.meta.url).pathname;
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(root, 'examples/web')], { stdio: 'pipe' });
  }, 120_000);
});

describe('examples/web in a headless Chromium', () => {
  it.skipIf(!present).each(games)(`plays a whole game of $name by clicking: the board shows what the choices name, the log who acted, no console error${present ? '' : ' (skipped: /usr/bin/chromium is not installed)'}`, async (g) => {
    const page = await client!.browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => void errors.push(e.message));
    await page.goto(`file://${client!.out}/${g.page}.html?config=${g.config}&persons=${g.persons}&delay=0&seed=3`);
    if (shots) mkdirSync(shots, { recursive: true });
    const played = await playByClicking(page, g, { seed: 12345, checkEvery: 10, maxClicks: 20_000, ...(shots ? { screenshot: join(shots, `web-${g.name}.png`) } : {}) });
    expect(await page.textContent('#result')).toMatch(/^Game over: .+ Winners: /);
    expect(played.clicks).toBeGreaterThan(10);
    expect(played.undone).toBe(true);
    expect(played.checked).toBeGreaterThan(0);
    expect(played.problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
