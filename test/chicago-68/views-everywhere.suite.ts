import { describe, expect, it } from 'vitest';
import { configs } from '../support/configs.js';
import { viewEverywhere } from '../support/views-everywhere.js';
import { game } from './helpers.js';
import { perturbHidden } from './perturb.js';

/** Every config and mode (test/support/configs.ts) and 3 players with either side split, in manual chance. */
const manualConfigs = configs['chicago-68'].map((c) => ({ ...c, chance: 'manual' }));

/** Issue 35 item 2: every seat's and the spectator's view of every reachable state of `games` random games per config, and of worlds differing in hidden data. */
export function chicagoViewsEverywhere(games: number, timeout: number): void {
  describe(`Chicago '68 views never throw on a reachable state (${games} games per config)`, () => {
    for (const config of manualConfigs) it(JSON.stringify(config), () => expect(viewEverywhere(game, config, 1, games, perturbHidden)).toBeGreaterThan(0), timeout);
  });
}
