import { existsSync, readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { describe, expect, it } from 'vitest';
import { attack, emptyBoard, events, die, noCards } from './free-at-last-1955/helpers.js';

/*
 * docs/architecture.md kept true (issue 33 item 6): its worked example is measured, not told — the
 * files of Free At Last (1955–65) visited while one protest is played (V8's precise coverage) are
 * the files the example names, at most 15 — and every file, test and lint rule the
 * page names exists, so that a rename leaves no stale claim behind.
 */

const root = new URL('../', import.meta.url);
const doc = readFileSync(new URL('docs/architecture.md', root), 'utf8');
const KING = 'martin-luther-king-jr';

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
  it('the worked example names exactly the game files a protest runs through, at most 15', async () => {
    const s = emptyBoard().leader(KING, 'nashville').units('nashville', { B: 5, P: 3 }).state;
    let won = '';
    const run = await filesRun('free-at-last-1955', () => {
      won = String(events(attack(s, KING, 'V'), ...noCards, die(4), die(2)).events.find((e) => e.type === 'confrontationWon')?.['winner']);
    });
    expect(won).toBe('civilRights');
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
