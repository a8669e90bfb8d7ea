import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games, openPage, playByClicking, present, useWebClient } from '../support/web-client.js';

/*
 * examples/web in a headless Chromium, whole games (npm run test:long): each game and mode played to
 * its end by clicking, for two seeds, and at every decision a person is asked (hundreds of random
 * positions per game, at least 20 each) the board holds every component a legal choice names and
 * the log says who acted; no console error. Skipped, saying so, where /usr/bin/chromium is absent.
 * With WEB_SCREENSHOTS=dir it saves the screenshots of docs/web.md: each page at its 12th click
 * (web-<game>.png), each map at its 100th (map-<game>.png).
 */

const shots = process.env.WEB_SCREENSHOTS;
const client = useWebClient();

const runs = games.flatMap((g) => [3, 8].map((seed) => ({ ...g, seed })));

describe('examples/web in a headless Chromium, whole games', () => {
  it.skipIf(!present).each(runs)(`plays $name (seed $seed) to the end by clicking, checking every position${present ? '' : ' (skipped: /usr/bin/chromium is not installed)'}`, async (g) => {
    const { page, errors } = await openPage(client(), g, g.seed);
    if (shots) mkdirSync(shots, { recursive: true });
    const screenshots = shots && g.seed === 3 ? { shots: { page: join(shots, `web-${g.name}.png`), map: join(shots, `map-${g.name}.png`), mapAt: 100 } } : {};
    const played = await playByClicking(page, g, { seed: 12345 + g.seed, checkEvery: 1, maxClicks: 20_000, ...screenshots });
    expect(await page.textContent('#result')).toMatch(/^Game over: .+ Winners: /);
    expect(played.undone).toBe(true);
    expect(played.checked).toBeGreaterThanOrEqual(20);
    expect(played.problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 900_000);
});
