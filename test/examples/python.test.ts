import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const python = spawnSync('python3', ['--version']).status === 0;
// The CLI from source, so that the test needs no build.
const cli = `node --import tsx ${root}src/cli/main.ts serve --stdio`;

describe('examples/python: the AEC-style client over serve --stdio', () => {
  it.skipIf(!python)(`plays 3 random games of every game${python ? '' : ' (skipped: python3 is not on the PATH)'}`, () => {
    const out = execFileSync('python3', [`${root}examples/python/play_random.py`, '--games', '3', '--cli', cli], { encoding: 'utf8', cwd: root });
    for (const game of ['free-at-last', 'chicago-68', 'free-at-last-1955', 'example-pig']) expect(out).toMatch(new RegExp(`^${game}: 3 games, \\d+ decisions`, 'm'));
  });
});
