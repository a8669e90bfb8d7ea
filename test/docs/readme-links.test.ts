import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * README.md's links into the package are relative (`docs/…`), so that they open from a clone and
 * from the installed package alike, and no link points at a registry copy of a version that may not
 * be published (issue 25: the unpkg links 404ed). These tests keep every such link on a file that
 * exists and that `npm pack` ships.
 */

const root = new URL('../../', import.meta.url).pathname;
const links = [...readFileSync(`${root}README.md`, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
const relative = links.filter((l) => !/^(https?:\/\/|#)/.test(l)).map((l) => l.replace(/#.*$/, ''));

describe('the links of README.md work from a clone and from the installed package', () => {
  it('links into the package are relative, none on unpkg', () => {
    expect(links.filter((l) => l.includes('unpkg.com'))).toEqual([]);
    expect(relative.length).toBeGreaterThan(10);
  });

  it('every relative link opens a file of the repository', () => {
    expect(relative.filter((path) => !existsSync(`${root}${path}`))).toEqual([]);
  });

  it('every relative link opens a file that `npm pack` ships', () => {
    const [report] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' })) as [{ files: { path: string }[] }];
    const packed = new Set(report.files.map((f) => f.path));
    expect(relative.filter((path) => !packed.has(path))).toEqual([]);
  });
});
