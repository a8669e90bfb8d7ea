import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { bundlePages } from '../../examples/web/build.mjs';
import { packedProject, type PackedProject } from './packed.js';

/*
 * The reference browser client (examples/web) in a real headless Chromium (Debian's, never a
 * downloaded one), for test/examples/web*.test.ts: the pages built against the packed package, and
 * what a position of a page is checked for: every component a legal choice names is on the board,
 * and every action in the log says who acted.
 */

const executablePath = '/usr/bin/chromium';
/** Whether the browser is installed (.ci/run installs it; the tests say they skip otherwise). */
export const present = existsSync(executablePath);

/** The pages' games and modes: the page, its config index, the seats people play (the others are bots). */
export const games = [
  { name: 'free-at-last', page: 'free-at-last', config: 0, persons: 'SNCC' },
  { name: 'chicago-68', page: 'chicago-68', config: 0, persons: 'establishment,demonstrators' },
  { name: 'chicago-68-solo', page: 'chicago-68', config: 1, persons: 'demonstrators' },
  { name: 'free-at-last-1955', page: 'free-at-last-1955', config: 0, persons: 'civilRights' },
] as const;
export type PageGame = (typeof games)[number];

/** The built pages and a browser to open them. */
export interface WebClient {
  readonly out: string;
  readonly browser: BrowserContext;
  close(): Promise<void>;
}

async function openWebClient(): Promise<WebClient> {
  const project: PackedProject = packedProject();
  const out = join(project.dir, 'web');
  await bundlePages(project.dir, out);
  const profile = mkdtempSync(join(tmpdir(), 'protest-rules-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: { width: 1200, height: 820 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    out,
    browser,
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
      project.remove();
    },
  };
}

/** Opens the pages once for the test file (where the browser is present); the getter gives them to its tests. */
export function useWebClient(): () => WebClient {
  let client: WebClient | undefined;
  beforeAll(async () => {
    if (present) client = await openWebClient();
  }, 600_000);
  afterAll(async () => {
    await client?.close();
  });
  return () => client!;
}

/** A new page of the game at `seed`, its bots instant, with every console error and page error collected. */
export async function openPage(client: WebClient, g: PageGame, seed: number): Promise<{ page: Page; errors: string[] }> {
  const page = await client.browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(e.message));
  await page.goto(`file://${client.out}/${g.page}.html?config=${g.config}&persons=${g.persons}&delay=0&seed=${seed}`);
  return { page, errors };
}

type Action = Record<string, unknown> & { type: string };

const q = (kind: string, id: unknown): string => `[data-ref="${`${kind}:${String(id)}`.replace(/["\\]/g, '\\$&')}"]`;
const inside = (outer: string, inner: string): string => `${outer} ${inner}`;

/**
 * The board elements a legal action names, as CSS selectors under `#board`: its cards, areas,
 * cities, states, paths and Barriers, units (in their area), leaders, laws, organizations, tiles,
 * and the decks, tracks and counts its words speak of. Chance answers (draws, rolls) name nothing.
 */
const mentions: Record<string, (a: Action, seat: string) => string[]> = {
  'chicago-68': (a) => {
    const out: string[] = [];
    if (typeof a.card === 'string') out.push(q('card', a.card));
    switch (a.type) {
      case 'removeBarrier': out.push(q('barrier', a.path)); break;
      case 'discardCounter': out.push(inside(q('area', a.area), q('unit', 'ag'))); break;
      case 'unit': out.push(a.unit === 'post' ? inside(q('area', a.area), q('post', a.area)) : inside(q('area', a.area), q('unit', a.unit))); break;
      case 'flag': out.push(q('area', a.area), q('flag', a.value)); break;
      case 'area': out.push(q('area', a.area)); break;
      case 'move': out.push(inside(q('area', a.from), q('unit', a.unit)), q('area', a.to)); break;
      case 'post': out.push(inside(q('area', a.area), q('post', a.area))); break;
      case 'path': out.push(q('path', a.path)); break;
      case 'escort': out.push(q('unit', a.unit)); break;
      case 'tile': out.push(q('tile', a.tile)); break;
      case 'benefit': out.push(q('track', a.benefit)); break;
      case 'hand': out.push(q('faction', a.faction)); break;
      case 'tactic': out.push(q('tactic', 'current')); break;
    }
    return out;
  },
  'free-at-last-1955': (a) => {
    const out: string[] = [];
    if (typeof a.card === 'string' && a.type !== 'draw') out.push(q('card', a.card));
    if (typeof a.leader === 'string') out.push(q('leader', a.leader));
    switch (a.type) {
      case 'commit': out.push(q('candidate', a.candidate)); break;
      case 'city': out.push(q('city', a.city)); break;
      case 'state': out.push(q('state', a.state)); break;
      case 'move': out.push(q('unit', a.unit), q('city', a.to)); break;
      case 'bring': case 'loss': out.push(q('unit', a.unit)); break;
      case 'attack': if (a.goal !== null) out.push(q('goal', a.goal)); break;
    }
    return out;
  },
  'free-at-last': (a, seat) => {
    const out: string[] = [];
    if (HAND_CARD.has(a.type) && typeof a.card === 'string') out.push(q('card', a.card));
    switch (a.type) {
      case 'hire': out.push(q('staffPool', seat), ...(a.discard === null ? [] : [q('card', a.discard)])); break;
      case 'event': if (a.target !== null) out.push(q('org', a.target)); if (a.law !== null) out.push(q('law', a.law)); break;
      case 'selectProject': out.push(q('state', a.state)); break;
      case 'assignLeader': out.push(q('leader', a.leader)); break;
      case 'chooseLaw': out.push(q('law', a.card)); break;
      case 'reinforce': out.push(q('project', a.target)); break;
      case 'giveFundraiser': case 'challengeGive': out.push(q('org', a.to)); break;
      case 'projectConsolidate': case 'challengeShare': out.push(q('org', a.with)); break;
      case 'spendStarDraw': out.push(q('stars', seat), q('deck', 'strategy')); break;
      case 'redrawDiscard': out.push(q('deck', 'strategy')); break;
      case 'burnLower': out.push(q('nonviolence', seat)); break;
      case 'projectCommitStaff': out.push(q('leader', a.staff)); break;
      case 'concede': case 'mode': out.push(q('project', seat)); break;
    }
    return out;
  },
};

/** Free at Last's actions whose `card` is one of the hand (the Home Card: `home`). */
const HAND_CARD = new Set(['redrawDiscard', 'mobilize', 'event', 'play', 'extra', 'discard', 'giveFundraiser', 'burnDiscard', 'discardDown', 'appealDiscard', 'projectPlayResponse', 'projectAppeal']);

/** Who may open a line of the log, per game: the seats and, in Chicago '68, the factions (in words). */
const actors: Record<string, readonly string[]> = {
  'free-at-last': ['SNCC', 'CORE', 'SCLC', 'NAACP'],
  'chicago-68': ['establishment', 'demonstrators', 'mayor', 'police', 'yippies', 'mobe'],
  'free-at-last-1955': ['civil rights', 'civilRights', 'segregationist'],
};
const gameOf = (g: PageGame): string => (g.page === 'chicago-68' ? 'chicago-68' : g.page);

/** What one position of a page shows against what its choices name. */
export interface PositionCheck {
  /** Whether a person is asked here (a position with legal choices). */
  readonly asked: boolean;
  /** The selectors of named components that the board lacks, with the action that names each. */
  readonly missing: readonly string[];
  /** Lines of the log that record an action without saying who took it. */
  readonly anonymous: readonly string[];
}

/** Checks the page's position: the board against the legal choices, and the log. */
export async function checkPosition(page: Page, g: PageGame): Promise<PositionCheck> {
  const view = (await page.evaluate(() => (globalThis as { protestClient?: { view: () => unknown } }).protestClient?.view() ?? null)) as { seat: string; legal: Action[] } | null;
  const game = gameOf(g);
  const wanted = new Map<string, string>();
  for (const a of view?.legal ?? []) for (const sel of mentions[game]!(a, view!.seat)) if (!wanted.has(sel)) wanted.set(sel, JSON.stringify(a));
  const absent = await page.evaluate((sels) => sels.filter((sel) => (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector(`#board ${sel}`) === null), [...wanted.keys()]);
  const lines = await page.locator('#log li').allTextContents();
  const said = new RegExp(`^(${actors[game]!.join('|')})[ :]`, 'i');
  const anonymous = lines.filter((l) => !l.startsWith('  ·') && !l.startsWith('New game') && !said.test(l));
  return { asked: (view?.legal.length ?? 0) > 0, missing: absent.map((sel) => `${sel} (named by ${wanted.get(sel)})`), anonymous };
}

/** The next small-LCG number (the tests' clicks are deterministic). */
export const nextRandom = (r: number): number => (r * 1103515245 + 12345) % 2147483648;

/** What playing a page's game by clicking found. */
export interface Played {
  readonly clicks: number;
  readonly undone: boolean;
  /** Positions checked where a person was asked. */
  readonly checked: number;
  /** Every problem `checkPosition` found, once each. */
  readonly problems: readonly string[];
}

/** Screenshots to take while playing: the page at the 12th click, the map (if the page has one) at the `mapAt`-th. */
export interface Shots {
  readonly page: string;
  readonly map: string;
  readonly mapAt: number;
}

/**
 * Plays the page's game by clicking options picked by a small LCG from `seed`, taking one decision
 * back and redoing it, and checking every `checkEvery`-th decision's position; up to `maxClicks`
 * (the game's end when it comes first).
 */
export async function playByClicking(page: Page, g: PageGame, o: { seed: number; checkEvery: number; maxClicks: number; shots?: Shots }): Promise<Played> {
  let r = o.seed;
  let clicks = 0;
  let undone = false;
  let checked = 0;
  const problems = new Set<string>();
  for (; clicks < o.maxClicks; clicks++) {
    await page.waitForSelector('#result, #choices button.option', { timeout: 30_000 });
    if ((await page.$('#result')) !== null) break;
    if (!undone && (await page.isEnabled('#undo'))) {
      await page.click('#undo');
      await page.waitForSelector('#redo:enabled');
      if (!(await page.textContent('#log'))?.includes('takes the decision back')) problems.add('undo: the log does not say who took the decision back');
      await page.click('#redo');
      undone = true;
      continue;
    }
    if (o.shots && clicks === 12) await page.screenshot({ path: o.shots.page });
    if (o.shots && clicks === o.shots.mapAt && (await page.$('#map')) !== null) await page.locator('#map').screenshot({ path: o.shots.map });
    if (clicks % o.checkEvery === 0) {
      const c = await checkPosition(page, g);
      if (c.asked) checked++;
      for (const m of c.missing) problems.add(`not on the board: ${m}`);
      for (const l of c.anonymous) problems.add(`log line without who acted: ${l}`);
    }
    const options = page.locator('#choices button.option');
    const n = await options.count();
    r = nextRandom(r);
    await options.nth(r % n).click();
  }
  return { clicks, undone, checked, problems: [...problems] };
}
