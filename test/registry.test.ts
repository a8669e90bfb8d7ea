import { describe, expect, it } from 'vitest';
import { games } from '../src/index.js';

describe('the games registry', () => {
  it('keys every game by its own id', () => {
    for (const [id, game] of Object.entries(games)) expect(game.id).toBe(id);
  });
});
