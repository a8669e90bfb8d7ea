import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freeAtLast, type FreeAtLastAction, type FreeAtLastConfigInput, type Organization } from '../../src/games/free-at-last/index.js';
import { freeAtLastHeuristic } from '../../src/games/free-at-last/words/index.js';
import { everyDecision } from '../support/in-step.js';

/*
 * The heuristic bot's choices, recorded: every choice it makes (given the state, as a search's
 * rollout gives it) at every decision of heuristic and random games of several configs, as one
 * digest. A rewrite of the heuristic for speed must keep it; a change of its play re-records it
 * (and says so in the CHANGELOG).
 */

const configs: FreeAtLastConfigInput[] = [{ players: 2 }, { players: 3 }, { players: 4, advanced: true }, { variant: 'solitaire', advanced: true }, { variant: 'team' }, { variant: 'coop' }];
const DIGEST = 'e4cd9f4e2ec8be48dfa9896f4af7dc94b9bbf6684c283d477466910708608601';

describe('Free at Last heuristic', () => {
  it('makes its recorded choices', () => {
    const hash = createHash('sha256');
    let n = 0;
    for (const [i, config] of configs.entries()) {
      for (const driver of ['heuristic', 'random'] as const) {
        const seed = 7 * i + (driver === 'heuristic' ? 1 : 2);
        const seats = freeAtLast.setup(config, seed).seats;
        const heuristics = new Map(seats.map((o, k) => [o, freeAtLastHeuristic(seed + k)]));
        everyDecision(freeAtLast, { seed, config, seats, driver }, (player, legal, s) => {
          const input = { player, view: freeAtLast.view(s, player as Organization), legal, state: s } as Parameters<ReturnType<typeof freeAtLastHeuristic>['choose']>[0];
          const choice = heuristics.get(player as Organization)!.choose(input) as FreeAtLastAction;
          hash.update(JSON.stringify(choice));
          n++;
          return choice;
        });
      }
    }
    expect(n).toBeGreaterThan(3000);
    expect(hash.digest('hex')).toBe(DIGEST);
  }, 120_000);
});
