import type { Reporter, TestModule, Vitest } from 'vitest/node';

/**
 * A vitest reporter beside the default one: after the run, one line per file and reason for the
 * tests that skipped (docs/web.md: the browser test without Chromium says why). The reason is the
 * skip's note (`ctx.skip(note)`) or the `(skipped: why)` that ends the test's title; a skip with
 * neither is printed as such, so that it gets one.
 */
export default class SkipReasons implements Reporter {
  private filtered = false;

  onInit(vitest: Vitest): void {
    // with -t, the tests left out count as skipped: only the ones that say why are reported
    this.filtered = vitest.config.testNamePattern !== undefined;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const skipped = new Map<string, number>();
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'skipped') continue;
        const why = result.note ?? /\(skipped: (.*)\)\s*$/.exec(test.name)?.[1];
        if (why === undefined && this.filtered) continue;
        const line = `${module.relativeModuleId}: ${why ?? `"${test.name}" does not say why`}`;
        skipped.set(line, (skipped.get(line) ?? 0) + 1);
      }
    }
    for (const [line, n] of skipped) console.log(` Skipped  ${n} test${n === 1 ? '' : 's'} of ${line}`);
  }
}
