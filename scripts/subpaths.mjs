/** The package's public subpaths and the dist files each must ship (shared by the pack scripts). */
export const subpaths = {
  '.': 'index',
  './free-at-last': 'free-at-last/index',
  './chicago-68': 'chicago-68/index',
  './free-at-last-1955': 'free-at-last-1955/index',
  './testing': 'testing/index',
};

/** The files one subpath needs: ESM, CJS and their type declarations. */
export function filesOf(base) {
  return [`dist/${base}.js`, `dist/${base}.cjs`, `dist/${base}.d.ts`, `dist/${base}.d.cts`];
}
