import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluators, gameModules, games, heuristics } from '../src/index.js';

/*
 * A game is one folder and one line (issue 22 part 5): the registry's `gameModules` (src/registry.ts)
 * is the list. `games`, `heuristics`, `evaluators` and the CLI's text boards are read from it; the
 * build (tsup.config.ts) and the API docs (typedoc.json) take every folder of src/games, and the pack
 * scripts (scripts/subpaths.mjs) and bundle sizes (bench/bundle-size.ts) take package.json's exports.
 * What cannot be read from the list is checked against it here.
 */

const text = (path: string): string => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const ids = Object.keys(gameModules).sort();
const pkg = JSON.parse(text('package.json')) as { exports: Record<string, unknown>; typesVersions: { '*': Record<string, unknown> } };

describe('every place that lists the games lists the registry’s games', () => {
  it('src/games holds exactly the registered games, each module keyed by its game’s id', () => {
    expect(readdirSync(new URL('../src/games/', import.meta.url)).sort()).toEqual(ids);
    for (const [id, m] of Object.entries(gameModules)) expect(m.game.id).toBe(id);
  });

  it('games, heuristics and evaluators are the modules’ members', () => {
    for (const [id, m] of Object.entries(gameModules)) {
      expect(games[id as keyof typeof games]).toBe(m.game);
      expect(heuristics[id]).toBe(m.heuristic);
      expect(evaluators[id]).toBe(m.evaluate);
    }
    expect(Object.keys(games).sort()).toEqual(ids);
  });

  it('package.json exports and typesVersions (and so the pack scripts’ subpaths)', () => {
    for (const id of ids) {
      expect(pkg.exports[`./${id}`]).toEqual({
        import: { types: `./dist/${id}/index.d.ts`, default: `./dist/${id}/index.js` },
        require: { types: `./dist/${id}/index.d.cts`, default: `./dist/${id}/index.cjs` },
      });
      expect(pkg.typesVersions['*'][id]).toEqual([`./dist/${id}/index.d.ts`]);
    }
  });
});
