import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

describe('protest-rules --version', () => {
  it("prints the package's version", async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) expect(await run([flag])).toMatchObject({ code: 0, out: version });
  });
});
