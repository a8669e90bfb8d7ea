import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluators, games, heuristics } from '../src/index.js';

/*
 * A game is one folder and one line (issue 22 part 5): the registry (src/registry.ts) is the list,
 * and every other place that names the games is checked against it here.
 */

const text = (path: string): string => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const ids = Object.keys(games).sort();
const pkg = JSON.parse(text('package.json')) as { exports: Record<string, unknown>; typesVersions: { '*': Record<string, unknown> } };
const typedoc = JSON.parse(text('typedoc.json')) as { entryPoints: string[] };

describe('every place that lists the games lists the registry’s games', () => {
  it('src/games holds exactly the registered games', () => {
    expect(readdirSync(new URL('../src/games/', import.meta.url)).sort()).toEqual(ids);
  });

  it('heuristics, evaluators and the CLI’s text boards', () => {
    expect(Object.keys(heuristics).sort()).toEqual(ids);
    expect(Object.keys(evaluators).sort()).toEqual(ids);
    const boards = text('src/cli/text-boards.ts');
    for (const id of ids) expect(boards).toContain(`'${id}': {`);
  });

  it('package.json exports and typesVersions, scripts/subpaths.mjs, tsup.config.ts and typedoc.json', () => {
    const tsup = text('tsup.config.ts');
    const subpathList = text('scripts/subpaths.mjs');
    for (const id of ids) {
      expect(pkg.exports[`./${id}`]).toBeDefined();
      expect(pkg.typesVersions['*'][id]).toBeDefined();
      expect(subpathList).toContain(`'./${id}': '${id}/index'`);
      expect(tsup).toContain(`'${id}/index': 'src/games/${id}/index.ts'`);
      expect(typedoc.entryPoints).toContain(`src/games/${id}/index.ts`);
    }
  });
});
