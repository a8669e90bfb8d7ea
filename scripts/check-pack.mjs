// Checks what `npm pack` would publish: ESM, CJS and types for every subpath, the CLI, the docs
// files, the guides under docs/, and that the exports map points only at packed files. Run after `npm run build`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { filesOf, subpaths } from './subpaths.mjs';

const [report] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' }));
const packed = new Set(report.files.map((f) => f.path));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const problems = [];

for (const [subpath, base] of Object.entries(subpaths)) {
  for (const file of filesOf(base)) if (!packed.has(file)) problems.push(`${subpath}: ${file} is not packed`);
  const exp = pkg.exports[subpath];
  if (!exp) problems.push(`${subpath}: missing from package.json exports`);
  else {
    const [js, cjs, dts, dcts] = filesOf(base).map((f) => `./${f}`);
    const ok = exp.import?.default === js && exp.import?.types === dts && exp.require?.default === cjs && exp.require?.types === dcts;
    if (!ok) problems.push(`${subpath}: exports map should point at ${js}, ${dts}, ${cjs}, ${dcts}`);
  }
}
// ./node is ESM only (its pool library is).
const node = pkg.exports['./node'];
if (node?.default !== './dist/node/index.js' || node?.types !== './dist/node/index.d.ts') problems.push('./node: exports map should point at ./dist/node/index.js and .d.ts');
for (const file of ['dist/node/index.js', 'dist/node/index.d.ts', 'dist/cli/main.js', 'dist/cli/worker.js', 'README.md', 'CHANGELOG.md', 'LICENSE', 'package.json', 'python/pyproject.toml', 'python/protest_rules/__init__.py']) {
  if (!packed.has(file)) problems.push(`${file} is not packed`);
}
// The guides and their images ship (README links to them relatively); the generated API pages do not.
const guide = /\.(md|png|svg)$/;
for (const file of readdirSync('docs', { recursive: true }).map((f) => `docs/${f}`).filter((f) => guide.test(f) && !f.startsWith('docs/api/'))) {
  if (!packed.has(file)) problems.push(`${file} is not packed`);
}
for (const file of packed) {
  if (/^(src|test|bench|scripts|docs\/api)\//.test(file) || (file.startsWith('docs/') && !guide.test(file))) problems.push(`${file} should not be packed`);
}
if (!readFileSync('dist/cli/main.js', 'utf8').startsWith('#!/usr/bin/env node')) problems.push('dist/cli/main.js has no shebang');

if (problems.length > 0) {
  console.error(`npm pack check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`npm pack check ok: ${report.files.length} files, ${(report.size / 1024).toFixed(1)} kB packed, ESM + CJS + types for ${Object.keys(subpaths).join(' ')}`);
