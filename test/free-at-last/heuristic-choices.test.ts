import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playout, randomBot, type SyncBot } from '../../src/index.js';
import { freeAtLast, type FreeAtLastAction, type FreeAtLastConfigInput, type FreeAtLastState, type Organization } from '../../src/games/free-at-last/index.js';
import { freeAtLastHeuristic } from '../../src/games/free-at-last/words/index.js';

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
        const random = randomBot<FreeAtLastAction>(seed);
        const bot: SyncBot<FreeAtLastAction> = {
          name: 'recorded',
          choose({ player, legal, state }) {
            const s = state as FreeAtLastState;
            const input = { player, view: freeAtLast.view(s, player as Organization), legal, state: s } as Parameters<ReturnType<typeof freeAtLastHeuristic>['choose']>[0];
            const choice = heuristics.get(player as Organization)!.choose(input);
            hash.update(JSON.stringify(choice));
            n++;
            return driver === 'heuristic' ? (choice as FreeAtLastAction) : random.choose({ player, view: null, legal });
          },
        };
        playout(freeAtLast, { config, seed, bots: Object.fromEntries(seats.map((o) => [o, bot])) });
      }
    }
    expect(n).toBeGreaterThan(3000);
    expect(hash.digest('hex')).toBe(DIGEST);
  }, 120_000);
});
