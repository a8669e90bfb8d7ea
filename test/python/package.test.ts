import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
// The virtualenv .ci/run makes (the Python extras installed), else the python3 on the PATH.
const venv = `${root}.venv/bin/python`;
const python = existsSync(venv) ? venv : 'python3';
const found = spawnSync(python, ['--version']).status === 0;
const ready = found && spawnSync(python, ['-c', 'import numpy, pytest']).status === 0;
const why = !found
  ? ' (skipped: python3 is not on the PATH)'
  : !ready
    ? ` (skipped: ${python} cannot import numpy and pytest; bash .ci/run, or python3 -m venv .venv && .venv/bin/pip install -e 'python[test]')`
    : '';
// The CLI from source, so that the tests need no build.
const cli = `node --import tsx ${root}src/cli/main.ts serve --stdio`;

describe('python/: the protest_rules package (PettingZoo api_test and seed_test, OpenSpiel random simulations, merge, examples)', () => {
  it.skipIf(!ready)(`passes its pytest suite${why}`, () => {
    const run = spawnSync(python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'tests'], {
      cwd: `${root}python`,
      encoding: 'utf8',
      env: { ...process.env, PROTEST_RULES_CLI: cli },
      timeout: 1_200_000,
    });
    expect(run.stdout + run.stderr).toMatch(/\d+ passed/);
    expect(run.status, run.stdout.slice(-3000) + run.stderr.slice(-2000)).toBe(0);
  }, 1_200_000);
});
