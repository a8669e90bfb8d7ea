import { describe, expect, it } from 'vitest';
import { games } from '../../src/index.js';
import { playLocal } from './support.js';

/*
 * Issue 37's acceptance: every game, and Chicago '68 against the Machine, played to its end by
 * boardgame.io's own clients on its Local multiplayer, one client per seat (test/boardgame-io/support.ts).
 */
const matches: [keyof typeof games, unknown][] = [
  ['free-at-last', { players: 4 }],
  ['free-at-last', { players: 2 }],
  ['chicago-68', { players: 2 }],
  ['chicago-68', { players: 4 }],
  ['chicago-68', { mode: 'coop' }],
  ['free-at-last-1955', {}],
];

describe('boardgame.io Client + Local: a random game to its end, every seat its own client', () => {
  for (const [id, config] of matches) {
    it(`${id} ${JSON.stringify(config)}`, async () => {
      const { steps, gameover } = await playLocal(games[id], config, `long-${id}`);
      expect(steps).toBeGreaterThan(10);
      expect(gameover).toMatchObject({ winners: expect.any(Array), code: expect.any(String) });
    }, 300_000);
  }
});
