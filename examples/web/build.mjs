// Builds the reference browser client against the packed package, as a user's project would:
//   node examples/web/build.mjs        → examples/web/dist/*.html, one page per game
// It builds the package (npm run build), packs it (npm pack), installs the tarball into a scratch
// project and bundles the pages there with esbuild. `bundlePages` is the last step alone (the
// browser test calls it on a project where the tarball is installed already).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
/** The pages: one per game. */
export const pages = ['free-at-last', 'chicago-68', 'free-at-last-1955'];

/** Bundles the pages in `projectDir` (where `protest-rules` is installed) into `outDir`. */
export async function bundlePages(projectDir, outDir) {
  const src = join(projectDir, 'web-src');
  cpSync(join(here, 'src'), src, { recursive: true });
  await build({
    absWorkingDir: projectDir,
    entryPoints: pages.map((p) => join(src, `${p}.ts`)),
    outdir: outDir,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  for (const f of readdirSync(here)) if (f.endsWith('.html') || f.endsWith('.css')) cpSync(join(here, f), join(outDir, f));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(here, '..', '..');
  const scratch = mkdtempSync(join(tmpdir(), 'protest-rules-web-'));
  const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  run('npm', ['run', '-s', 'build'], root);
  const [{ filename }] = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], root));
  const project = join(scratch, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'web', private: true, type: 'module' }));
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', join(scratch, filename)], project);
  const out = join(here, 'dist');
  rmSync(out, { recursive: true, force: true });
  await bundlePages(project, out);
  rmSync(scratch, { recursive: true, force: true });
  console.log(`Open ${join(out, 'index.html')} in a browser.`);
}
