import { existsSync, readdirSync, rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

/**
 * `TSUP_NO_DTS=1` builds the JavaScript only: the samples test (test/packed.test.ts) packs
 * such a build, since writing the type declarations takes most of a build's time.
 */
const dts = process.env.TSUP_NO_DTS !== '1';

/**
 * The package's public entries: `.`, one per game folder (test/game-list.test.ts: the registry's
 * games), a game's map layout and its words where it keeps them apart (`<game>/map`, `<game>/words`),
 * `./boardgame-io` and `./testing`.
 */
const games = readdirSync('src/games');
const entry = {
  index: 'src/index.ts',
  ...Object.fromEntries(games.map((id) => [`${id}/index`, `src/games/${id}/index.ts`])),
  ...Object.fromEntries(games.flatMap((id) => ['map', 'words'].filter((part) => existsSync(`src/games/${id}/${part}/index.ts`)).map((part) => [`${id}/${part}/index`, `src/games/${id}/${part}/index.ts`]))),
  'boardgame-io/index': 'src/boardgame-io/index.ts',
  'testing/index': 'src/testing/index.ts',
};

const library: Options = {
  entry,
  format: ['esm', 'cjs'],
  dts,
  // Shared chunks in both formats, so that every subpath sees the same core classes (instanceof).
  splitting: true,
  sourcemap: false,
  target: 'es2022',
  platform: 'neutral',
  outDir: 'dist',
  // The optional peers: the adapter imports only boardgame.io's types.
  external: ['fast-check', 'boardgame.io'],
};

/** The Node-only files: the CLI, its worker, and `./node` (ESM only, as its pool library is). */
const cli: Options = {
  // The worker is its own file: `simulate --workers` loads dist/cli/worker.js.
  entry: { 'cli/main': 'src/cli/main.ts', 'cli/worker': 'src/cli/worker.ts', 'node/index': 'src/node/index.ts' },
  dts: dts && { entry: { 'node/index': 'src/node/index.ts' } },
  format: ['esm'],
  // Self-contained files: the pool finds worker.js relative to the module that starts it.
  splitting: false,
  target: 'node18',
  platform: 'node',
  outDir: 'dist',
  external: ['fast-check'],
};

export default defineConfig((flags) => {
  // Both builds write into one folder in parallel: clean it once, up front (`-d DIR` builds elsewhere).
  const outDir = flags.outDir ?? 'dist';
  rmSync(outDir, { recursive: true, force: true });
  return [{ ...library, outDir }, { ...cli, outDir }];
});
