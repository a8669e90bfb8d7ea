import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
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
/** The images the guides show (`![…](path)`, relative to their page), as paths from the root (issue 36). */
const images = readdirSync(`${root}docs`, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md') && !f.startsWith('api/'))
  .flatMap((f) => [...readFileSync(`${root}docs/${f}`, 'utf8').matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^https?:\/\//.test(l)).map((l) => normalize(join('docs', dirname(f), l))));

/** The files `npm pack` ships. */
function packed(): Set<string> {
  const [report] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' })) as [{ files: { path: string }[] }];
  return new Set(report.files.map((f) => f.path));
}

describe('the links of README.md work from a clone and from the installed package', () => {
  it('links into the package are relative, none on unpkg', () => {
    expect(links.filter((l) => l.includes('unpkg.com'))).toEqual([]);
    expect(relative.length).toBeGreaterThan(10);
  });

  it('every relative link opens a file of the repository', () => {
    expect(relative.filter((path) => !existsSync(`${root}${path}`))).toEqual([]);
  });

  it('every relative link, and every image of the guides, opens a file that `npm pack` ships', () => {
    const shipped = packed();
    expect(images.length).toBeGreaterThan(0);
    expect([...relative, ...images].filter((path) => !shipped.has(path))).toEqual([]);
  });
});
