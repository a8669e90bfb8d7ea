import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

/** A scratch project with the packed package installed in it, as `npm install protest-rules` gives. */
export interface PackedProject {
  /** The project's directory (an ESM package: `"type": "module"`). */
  readonly dir: string;
  /** Runs a command in the project; its standard output, or an error with both outputs. */
  run(cmd: string, args: readonly string[], input?: string): string;
  /** Adds packages to the project (e.g. the optional peer `fast-check`). */
  install(...packages: string[]): void;
  /** Deletes the project. */
  remove(): void;
}

function exec(cmd: string, args: readonly string[], cwd: string, input?: string): string {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', input: input ?? '', stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

const NPM_QUIET = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

/**
 * Builds the package's JavaScript (no type declarations: `TSUP_NO_DTS=1`) in a scratch copy of
 * the repository, so that the working `dist/` is left alone, packs it with `npm pack`, and installs
 * the tarball alone into a new scratch project. One build, one pack, one install per call.
 */
export function packedProject(): PackedProject {
  const scratch = mkdtempSync(join(tmpdir(), 'protest-rules-packed-'));
  const build = join(scratch, 'build');
  const dir = join(scratch, 'project');
  mkdirSync(build);
  mkdirSync(dir);
  for (const f of ['src', 'node_modules']) symlinkSync(join(root, f), join(build, f));
  for (const f of ['package.json', 'tsconfig.json', 'tsup.config.ts', 'README.md', 'CHANGELOG.md', 'LICENSE']) copyFileSync(join(root, f), join(build, f));
  execFileSync(join(root, 'node_modules/.bin/tsup'), ['--silent'], { cwd: build, env: { ...process.env, TSUP_NO_DTS: '1' }, stdio: 'pipe' });
  const [{ filename }] = JSON.parse(exec('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], build)) as [{ filename: string }];
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch', private: true, version: '0.0.0', type: 'module' }));
  exec('npm', ['install', '--no-save', ...NPM_QUIET, join(scratch, filename)], dir);
  return {
    dir,
    run: (cmd, args, input) => exec(cmd, args, dir, input),
    install: (...packages) => void exec('npm', ['install', '--no-save', ...NPM_QUIET, join(scratch, filename), ...packages], dir),
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}
