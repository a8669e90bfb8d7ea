import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * README.md is the package's page on npmjs.com, where a relative link leads nowhere (the package
 * names no repository). Its links into the package therefore point at this version's published
 * copy on unpkg; these tests keep them pointing at packed files of the current version.
 */

const root = new URL('../../', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { name: string; version: string };
const links = [...readFileSync(`${root}README.md`, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
const unpkg = links.filter((l) => l.startsWith('https://unpkg.com/'));
const base = `https://unpkg.com/${pkg.name}@${pkg.version}/`;

describe('the links of README.md work from the npm page', () => {
  it('no link is relative', () => {
    expect(links.filter((l) => !/^(https?:\/\/|#)/.test(l))).toEqual([]);
    expect(unpkg.length).toBeGreaterThan(10);
  });

  it(`every unpkg link names the package at its version (${pkg.version}): after a version bump, update README.md's links`, () => {
    expect(unpkg.filter((l) => !l.startsWith(base))).toEqual([]);
  });

  it('every unpkg link opens a file that `npm pack` ships', () => {
    const [report] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' })) as [{ files: { path: string }[] }];
    const packed = new Set(report.files.map((f) => f.path));
    expect(unpkg.map((l) => l.slice(base.length)).filter((path) => !packed.has(path))).toEqual([]);
  });
});
