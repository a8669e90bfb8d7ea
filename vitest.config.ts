import { configDefaults, defineConfig } from 'vitest/config';

/*
 * Two projects (issue 36; docs/testing.md). `fast` is `npm test`: under 3 minutes on a 2-core
 * machine, the rules and a fast slice of every property and conformance run. `long` is
 * `npm run test:long`: those runs in full (`*.long.test.ts`, beside each slice), the packed
 * package's doc samples, the browser client and the Python package. `.ci/run` runs both.
 */
const long = ['test/**/*.long.test.ts', 'test/packed.test.ts', 'test/examples/**/*.test.ts', 'test/python/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    // both cores of a 2-core machine (vitest's default leaves one to its main process, idle while tests run)
    maxWorkers: 2,
    // one module graph per worker, not per file: importing the games was two thirds of the CPU of
    // `npm test` (433 s → 148 s on this machine). Tests share no mutable module state (no mocks).
    isolate: false,
    setupFiles: ['test/support/fast-check-seed.ts'],
    reporters: ['default', './test/support/skip-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'fast', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...long] } },
      { extends: true, test: { name: 'long', include: long } },
    ],
  },
});
