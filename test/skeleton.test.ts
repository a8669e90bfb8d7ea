import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../src/index.js';

/*
 * One game skeleton (issue 22, docs/architecture.md "A game's files"): every game folder has the same
 * top-level files and folders, so that who knows one game knows where everything is in the others.
 */

const skeleton = [
  'bots', 'census.ts', 'check-state.ts', 'choices.ts', 'data', 'describe-event.ts', 'describe.ts', 'event-schema.ts', 'index.ts', 'result.ts',
  'rules', 'scenario.ts', 'schema.ts', 'spaces', 'task-schema.ts', 'text-board.ts', 'view.ts',
];
/** Files the skeleton has below the top level: the composition root is the only file importing every chapter. */
const deep = ['rules/handlers.ts'];
/** A game with a printed map also has `map/`, its SVG map subpath (`protest-rules/<id>/map`, docs/web.md). */
const mapGames = new Set(['chicago-68', 'free-at-last-1955']);
/** A game that keeps its words apart from its rules also has `words/` (`protest-rules/<id>/words`, docs/performance.md "Bundle size"). */
const wordsGames = new Set(['free-at-last']);

describe('every game folder has the one skeleton', () => {
  for (const id of Object.keys(games)) {
    it(`${id}: the skeleton's top-level files and folders, and rules/handlers.ts`, () => {
      const dir = new URL(`../src/games/${id}/`, import.meta.url);
      const expected = [...skeleton, ...(mapGames.has(id) ? ['map'] : []), ...(wordsGames.has(id) ? ['words'] : [])];
      expect(readdirSync(dir).sort()).toEqual([...expected].sort());
      for (const f of deep) expect(existsSync(new URL(f, dir)), f).toBe(true);
    });
  }
});
