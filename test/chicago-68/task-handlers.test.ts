import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionCards } from '../../src/games/chicago-68/index.js';
import { cardDefs } from '../../src/games/chicago-68/rules/cards/index.js';
import { taskKinds } from '../../src/games/chicago-68/rules/handlers.js';

/*
 * The handler table is built by import (no registration by side effect, which a tree-shaking
 * bundler drops under "sideEffects": false): every task kind the rules push has a handler.
 */

const rulesDir = join(__dirname, '../../src/games/chicago-68/rules');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [readFileSync(join(dir, e.name), 'utf8')] : [],
  );
}

describe('task handler table', () => {
  it('has a handler for every task kind pushed by the rules', () => {
    const pushed = new Set<string>();
    for (const text of sources(rulesDir)) for (const m of text.matchAll(/\bk: (?:[^,}]*\? )?'([A-Za-z]+)'(?: : '([A-Za-z]+)')?/g)) {
      pushed.add(m[1]!);
      if (m[2]) pushed.add(m[2]);
    }
    expect(pushed.size).toBeGreaterThan(20);
    expect([...pushed].filter((k) => !taskKinds.includes(k))).toEqual([]);
  });

  it('has the rules of every Action Card (Appendices 1–4)', () => {
    expect(actionCards.map((c) => c.name).filter((n) => !cardDefs[n])).toEqual([]);
    expect(actionCards.every((c) => taskKinds.includes(`card:${c.name}`))).toBe(true);
  });
});
