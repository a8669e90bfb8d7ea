#!/usr/bin/env node
// Builds the package (tsup, type declarations included) only when dist/ is missing, incomplete or
// older than what it is built from, so that `npm start` on a built tree starts at once (issue 36).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What a build writes that the others read: the CLI (`npm start`) and the root's type declarations. */
const outputs = ['dist/cli/main.js', 'dist/index.d.ts'];
/** What a build reads. */
const inputs = ['package.json', 'tsconfig.json', 'tsup.config.ts', ...readdirSync('src', { recursive: true }).map((f) => join('src', f))];

const newest = (files) => Math.max(...files.map((f) => statSync(f).mtimeMs));
const built = outputs.every(existsSync) && Math.min(...outputs.map((f) => statSync(f).mtimeMs)) >= newest(inputs);

if (built) {
  console.log('dist/ is up to date with src/: no build');
} else {
  console.log('building dist/ (tsup: src/ is newer, or dist/ is missing)…');
  execSync('npx tsup --silent', { stdio: 'inherit' });
}
