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
 * bundle is held to its budget. Each sample runs twice: as an ES module and as CommonJS (a `.cjs`
 * file, what a default `npm init -y` project runs); a sample that cannot be CommonJS (top-level
 * await) says so at the sample, with the {@link ESM_ONLY} comment.
 */

const root = new URL('../', import.meta.url).pathname;
const samples = documentationFiles(root).flatMap((f) => samplesOf(f, root));
const needsFastCheck = (s: Sample): boolean => /\bconformance\(|'fast-check'/.test(s.code);

/** What a sample that needs an ES module says in its first line. */
const ESM_ONLY = '// An ES module (top-level await)';

/** Whether a sample awaits outside any function: it runs as an ES module only. */
function topLevelAwait(code: string): boolean {
  let found = false;
  const visit = (n: ts.Node, inFunction: boolean): void => {
    if (!inFunction && (ts.isAwaitExpression(n) || (ts.isForOfStatement(n) && n.awaitModifier !== undefined))) found = true;
    ts.forEachChild(n, (c) => visit(c, inFunction || ts.isFunctionLike(n)));
  };
  visit(ts.createSourceFile('sample.ts', code, ts.ScriptTarget.ES2022, true), false);
  return found;
}

let project: PackedProject;
let withFastCheck = false;

/** Runs a sample in the scratch project as an ES module and, unless it needs one, as CommonJS; its ES module output. */
function runSample(sample: Sample, index: number): string {
  const run = (module: ts.ModuleKind, extension: string): string => {
    const js = ts.transpileModule(sample.code, { compilerOptions: { module, target: ts.ScriptTarget.ES2022, esModuleInterop: true } }).outputText;
    const file = join(project.dir, `sample-${index}${extension}`);
    writeFileSync(file, js);
    return project.run('node', [file]);
  };
  const out = run(ts.ModuleKind.ESNext, '.mjs');
  if (!topLevelAwait(sample.code)) run(ts.ModuleKind.CommonJS, '.cjs');
  return out;
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

  it('a sample that runs as an ES module only (top-level await) says so in its first line', () => {
    expect(samples.filter((s) => topLevelAwait(s.code) !== s.code.startsWith(ESM_ONLY)).map((s) => s.name)).toEqual([]);
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
