import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePages } from '../../examples/web/build.mjs';
import { packedProject, type PackedProject } from '../support/packed.js';

/*
 * examples/web, the reference browser client, built against the packed package and driven in a real
 * headless Chromium (Debian's, never a downloaded one): a whole game of each game and mode played by
 * clicking the grouped choices (hot-seat and bots), an undo and a redo, and not one console error.
 * Skipped, saying so, where /usr/bin/chromium is absent (.ci/run installs it). With
 * WEB_SCREENSHOTS=dir it also saves a screenshot of each page (docs/images/web-*.png).
 */

const executablePath = '/usr/bin/chromium';
const present = existsSync(executablePath);
const shots = process.env.WEB_SCREENSHOTS;

const games = [
  { name: 'free-at-last', page: 'free-at-last', config: 0, persons: 'SNCC' },
  { name: 'chicago-68', page: 'chicago-68', config: 0, persons: 'establishment,demonstrators' },
  { name: 'chicago-68-solo', page: 'chicago-68', config: 1, persons: 'demonstrators' },
  { name: 'free-at-last-1955', page: 'free-at-last-1955', config: 0, persons: 'civilRights' },
] as const;

let project: PackedProject;
let out: string;
let profile: string;
let browser: BrowserContext;

beforeAll(async () => {
  if (!present) return;
  project = packedProject();
  out = join(project.dir, 'web');
  await bundlePages(project.dir, out);
  profile = mkdtempSync(join(tmpdir(), 'protest-rules-chromium-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: { width: 1200, height: 820 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  project?.remove();
});

/** Plays the page's game to the end by clicking: options picked by a small LCG; one undo and redo. */
async function playByClicking(page: Page, name: string): Promise<{ clicks: number; undone: boolean }> {
  let r = 12345;
  let clicks = 0;
  let undone = false;
  for (; clicks < 20_000; clicks++) {
    await page.waitForSelector('#result, #choices button.option', { timeout: 30_000 });
    if ((await page.$('#result')) !== null) break;
    if (!undone && (await page.isEnabled('#undo'))) {
      await page.click('#undo');
      await page.waitForSelector('#redo:enabled');
      expect(await page.textContent('#log')).toContain('takes the decision back');
      await page.click('#redo');
      undone = true;
      continue;
    }
    if (shots && clicks === 12) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `web-${name}.png`) });
    }
    const options = page.locator('#choices button.option');
    const n = await options.count();
    r = (r * 1103515245 + 12345) % 2147483648;
    await options.nth(r % n).click();
  }
  return { clicks, undone };
}

describe('examples/web', () => {
  it('typechecks against the sources (its own tsconfig: DOM types, the package mapped to src/)', () => {
    const root = new URL('../../', import.meta.url).pathname;
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(root, 'examples/web')], { stdio: 'pipe' });
  }, 120_000);
});

describe('examples/web in a headless Chromium', () => {
  it.skipIf(!present).each(games)(`plays a whole game of $name by clicking, with no console error${present ? '' : ' (skipped: /usr/bin/chromium is not installed)'}`, async (g) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => void errors.push(e.message));
    await page.goto(`file://${out}/${g.page}.html?config=${g.config}&persons=${g.persons}&delay=0&seed=3`);
    const { clicks, undone } = await playByClicking(page, g.name);
    expect(await page.textContent('#result')).toMatch(/^Game over: .+ Winners: /);
    expect(clicks).toBeGreaterThan(10);
    expect(undone).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
