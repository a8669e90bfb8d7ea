import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chicago68, referenceComponents as chicagoSet } from '../../src/games/chicago-68/index.js';
import { mapLayout as chicagoLayout } from '../../src/games/chicago-68/data/layout.js';
import { referenceComponents as southSet } from '../../src/games/free-at-last-1955/index.js';
import { mapLayout as southLayout } from '../../src/games/free-at-last-1955/data/layout.js';
import { games, openPage, playByClicking, present, useWebClient } from '../support/web-client.js';

/*
 * examples/web, the reference browser client, built against the packed package and driven in a real
 * headless Chromium (Debian's, never a downloaded one): the first 40 decisions of each game and mode
 * clicked through the grouped choices (hot-seat and bots), an undo and a redo, not one console
 * error; at every 4th decision the board holds every component a legal choice names and the log
 * says who acted. web.long.test.ts plays whole games and checks every decision. Skipped, saying so,
 * where /usr/bin/chromium is absent (.ci/run installs it).
 */

const client = useWebClient();

describe('examples/web', () => {
  it('typechecks against the sources (its own tsconfig: DOM types, the package mapped to src/)', () => {
    const root = new URL('../../', import.meta.url).pathname;
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(root, 'examples/web')], { stdio: 'pipe' });
  }, 300_000); // it checks src/ too (the paths mapping): minutes on a loaded machine

  it("the maps' layouts place every City Area and city of the reference sets, inside the map and apart", () => {
    type P = { x: number; y: number };
    const apart = (points: P[], far: (p: P, o: P) => boolean): boolean => points.every((p, i) => points.every((o, j) => i === j || far(p, o)));
    const areas = chicagoSet.areas.map((a) => chicagoLayout.areas[a.name]);
    expect(areas.every((p) => p !== undefined && p.x <= chicagoLayout.width && p.y <= chicagoLayout.height)).toBe(true);
    expect(apart(areas as P[], (p, o) => Math.hypot(p.x - o.x, p.y - o.y) >= 110)).toBe(true); // shapes up to 140 wide, 124 high
    expect(Object.keys(chicagoLayout.areas).sort()).toEqual(Object.keys(chicago68.setup({}, 1).areas).sort());
    const cities = southSet.cities.map((c) => southLayout.cities[c.id]);
    expect(cities.every((p) => p !== undefined && p.x <= southLayout.width && p.y <= southLayout.height)).toBe(true);
    expect(apart(cities as P[], (p, o) => Math.abs(p.x - o.x) >= 128 || Math.abs(p.y - o.y) >= 60)).toBe(true); // boxes 128 wide, 54 high
    expect(Object.keys(southLayout.states).sort()).toEqual(southSet.states.map((s) => s.id).sort());
  });
});

describe('examples/web in a headless Chromium', () => {
  it.skipIf(!present).each(games)(`clicks 40 decisions of $name: the board shows what the choices name, the log who acted, undo and redo, no console error${present ? '' : ' (skipped: /usr/bin/chromium is not installed)'}`, async (g) => {
    const { page, errors } = await openPage(client(), g, 3);
    const played = await playByClicking(page, g, { seed: 12345, checkEvery: 4, maxClicks: 40 });
    expect(played.undone).toBe(true);
    expect(played.checked).toBeGreaterThanOrEqual(5);
    expect(played.problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
