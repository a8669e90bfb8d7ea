import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * The package's public subpaths with both an ESM and a CJS build, and the dist file base of each
 * (shared by the pack scripts), read from package.json's exports: `.`, each game, `./testing`.
 */
export const subpaths = Object.fromEntries(
  Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'object' && target.require !== undefined)
    .map(([subpath, target]) => [subpath, target.import.default.replace(/^\.\/dist\//, '').replace(/\.js$/, '')]),
);

/** The files one subpath needs: ESM, CJS and their type declarations. */
export function filesOf(base) {
  return [`dist/${base}.js`, `dist/${base}.cjs`, `dist/${base}.d.ts`, `dist/${base}.d.cts`];
}
