import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleSizes } from '../bench/bundle-size.js';
import { documentationFiles, samplesOf, type Sample } from './support/code-blocks.js';
import { packedProject, type PackedProject } from './support/packed.js';

/*
 * The package as `npm install protest-rules` gives it, built, packed and installed once in a scratch
 * project: every TypeScript sample of README.md and docs/ runs against it, without the optional
 * peer fast-check (the samples that need it run after it is installed), and each subpath's browser
 * bundle is held to its budget.
 */

const root = new URL('../', import.meta.url).pathname;
const samples = documentationFiles(root).flatMap((f) => samplesOf(f, root));
const needsFastCheck = (s: Sample): boolean => /\bconformance\(|'fast-check'/.test(s.code);

let project: PackedProject;
let withFastCheck = false;

/** Runs a sample as an ES module in the scratch project; its output. */
function runSample(sample: Sample, index: number): string {
  const js = ts.transpileModule(sample.code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const file = join(project.dir, `sample-${index}.mjs`);
  writeFileSync(file, js);
  return project.run('node', [file]);
}

beforeAll(() => {
  project = packedProject();
}, 600_000);
afterAll(() => project?.remove());

describe('the bundles of the packed package', () => {
  it('each subpath stays within its gzip budget, and zod brings no locale but English', async () => {
    const sizes = await bundleSizes(join(project.dir, 'node_modules', 'protest-rules'));
    expect(sizes.map((s) => s.bundle)).toContain('protest-rules/free-at-last');
    for (const size of sizes) {
      expect(size.zodLocales.filter((l) => l !== 'en.js'), size.bundle).toEqual([]);
      if (size.budgetBytes !== null) expect(size.gzipBytes, `${size.bundle} (gzip bytes)`).toBeLessThanOrEqual(size.budgetBytes);
    }
  }, 300_000);
});

describe('the samples of README.md and docs/ run against the packed package', () => {
  it('finds the samples', () => {
    expect(samples.length).toBeGreaterThan(10);
  });

  samples.forEach((sample, i) => {
    if (!needsFastCheck(sample)) it(`${sample.name} runs without fast-check`, () => void runSample(sample, i), 120_000);
  });

  it('without fast-check, the conformance kit says which package to install', () => {
    const probe = `import { conformance, examplePig } from 'protest-rules/testing';
      try { await conformance(examplePig, { seeds: 1 })[0].run(); console.log('ran'); } catch (e) { console.log(e.message); }`;
    expect(runSample({ name: 'probe', code: probe }, -1)).toMatch(/needs the 'fast-check' package/);
  });

  samples.forEach((sample, i) => {
    if (needsFastCheck(sample)) {
      it(`${sample.name} runs with fast-check installed`, () => {
        if (!withFastCheck) project.install('fast-check@4');
        withFastCheck = true;
        runSample(sample, i);
      }, 300_000);
    }
  });
});
