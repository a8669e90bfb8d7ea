import { existsSync, readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { describe, expect, it } from 'vitest';
import { CARDS, die, freeAtLast, scenario, type FreeAtLastAction } from './free-at-last/projects/harness.js';

/*
 * docs/architecture.md kept true (issue 33 item 6): its worked example is measured, not told — the
 * files of Free at Last visited while one Protest is played, from the card played to the Protest's
 * outcome (V8's precise coverage), are the files the example names, at most 15 — and every file,
 * test and lint rule the page names exists, so that a rename leaves no stale claim behind.
 */

const root = new URL('../', import.meta.url);
const doc = readFileSync(new URL('docs/architecture.md', root), 'utf8');

/**
 * The game files (relative to the game's folder) visited during `play`: a function of theirs ran, or
 * one of their exports was read (under vitest an import is read through a getter of its module).
 */
async function filesRun(game: string, play: () => void): Promise<string[]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await session.post('Profiler.takePreciseCoverage'); // counts from here on
    play();
    const { result } = await session.post('Profiler.takePreciseCoverage');
    await session.post('Profiler.stopPreciseCoverage');
    const marker = `/src/games/${game}/`;
    return [...new Set(result.filter((s) => s.url.includes(marker) && s.functions.some((f) => f.ranges[0]!.count > 0)).map((s) => s.url.slice(s.url.indexOf(marker) + marker.length).replace(/\?.*$/, '')))].sort();
  } finally {
    session.disconnect();
  }
}

/** The files the worked example lists (its table: one backticked game file per row). */
function exampleFiles(): string[] {
  const section = doc.slice(doc.indexOf('## A worked example'), doc.indexOf('\n## ', doc.indexOf('## A worked example') + 5));
  return [...section.matchAll(/^\| `([\w/.-]+\.ts)` \|/gm)].map((m) => m[1]!).sort();
}

describe('docs/architecture.md', () => {
  it('the worked example names exactly the game files a Protest runs through, at most 15', async () => {
    // SCLC's Action Round (13.1): a plain A Project (a sit-in without Local Figures) of 9 red, 6 white
    // and 2 blue cubes, a red 1 in hand; NAACP, the bystander, takes the SEG Reinforcement (13.2)
    const s = scenario({ card: CARDS.plain, cubes: { red: 9, white: 6, blue: 2 }, hand: ['c1r'] });
    const steps: FreeAtLastAction[] = [
      { type: 'play', card: 'c1r', rank: 1, color: 'red' },
      { type: 'mode', mode: 'protest' },
      { type: 'reinforce', target: 'NAACP' },
      die('red', 2),
      die('white', 1),
      die('blue', 1),
    ];
    let end = s;
    const run = await filesRun('free-at-last', () => {
      for (const a of steps) end = freeAtLast.step(end, a).state;
    });
    // 15.4 red 9/3 + 2 = 5 hits collect 5 white; white 6/3 + 1 = 3 and blue 2 + 1 = 3 remove red cubes
    expect(end.projects['SCLC']!.cubes).toEqual({ red: 3, white: 1, blue: 2 });
    expect(end.resolution).toBeNull();
    expect(run.length).toBeLessThanOrEqual(15);
    expect(exampleFiles()).toEqual(run);
  });

  it('every source file, test and lint rule it names exists', () => {
    const games = ['free-at-last', 'chicago-68', 'free-at-last-1955'];
    const missing: string[] = [];
    for (const [, path] of doc.matchAll(/`((?:src|test|bench|docs)\/[\w/.-]+\.(?:ts|md|mjs))`/g)) if (!existsSync(new URL(path!, root))) missing.push(path!);
    for (const [, path] of doc.matchAll(/`(rules\/[\w/.-]+\.ts)`/g)) if (!games.some((g) => existsSync(new URL(`src/games/${g}/${path}`, root)))) missing.push(path!);
    const lint = readFileSync(new URL('.dependency-cruiser.cjs', root), 'utf8');
    for (const [, rule] of doc.matchAll(/lint rule `([\w-]+)`/g)) if (!lint.includes(`'${rule}'`)) missing.push(`lint rule ${rule}`);
    expect(missing).toEqual([]);
  });
});
