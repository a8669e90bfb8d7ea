import { describe, expect, it } from 'vitest';
import { createRandom, drawRng, playout, randomBot, shuffled, type Random } from '../../src/index.js';
import { freeAtLast, type FreeAtLastAction, type FreeAtLastConfigInput, type FreeAtLastState } from '../../src/games/free-at-last/index.js';

/*
 * The determinizer deals the places of the sorted pool and keeps its sorted lists while their
 * source is unchanged (a search determinizes one state many times): its determinizations are the
 * plain ones — the unseen cards sorted, shuffled and dealt, each hand and pile sorted again — for
 * every seat at every decision of random games of several configs, each state determinized twice
 * in a row (the kept lists) and the seats in turn (the lists changing).
 */

/** The fundraiser on offer (9.5), shown to all: the waiting step. */
function fundraiser(s: FreeAtLastState): { from: string; card: string } | null {
  const step = freeAtLast.view(s, null).step;
  return step?.kind === 'fundraiser' ? step : null;
}

function plain(s: FreeAtLastState, seat: string, random: Random): FreeAtLastState {
  const others = s.seats.filter((o) => o !== seat);
  const step = fundraiser(s);
  const offered = step && step.from !== seat ? step : null;
  const unseen = [...s.decks.strategy, ...others.flatMap((o) => s.orgs[o]!.hand)].sort();
  if (offered) unseen.splice(unseen.indexOf(offered.card), 1);
  const pool = shuffled(unseen, random);
  const orgs = { ...s.orgs };
  let next = 0;
  for (const o of s.seats) {
    const org = s.orgs[o]!;
    const known = o === offered?.from ? [offered.card] : [];
    const hand = o === seat ? org.hand : [...known, ...pool.slice(next, (next += org.hand.length - known.length))].sort();
    orgs[o] = { ...org, hand, staffPool: [...org.staffPool].sort() };
  }
  const d = s.decks;
  return { ...s, rng: [...drawRng(random)], orgs, decks: { ...d, strategy: pool.slice(next).sort(), projects: [...d.projects].sort((a, b) => a - b), legislation: [...d.legislation].sort() } };
}

const configs: FreeAtLastConfigInput[] = [{ players: 2 }, { players: 3 }, { players: 4, advanced: true }, { variant: 'solitaire' }, { variant: 'team' }];

describe('Free at Last determinizer', () => {
  it('deals as the plain determinizer does', () => {
    let n = 0;
    let offers = 0;
    for (const [i, config] of configs.entries()) {
      for (const seed of [i + 1]) {
        const random = randomBot<FreeAtLastAction>(seed);
        playout(freeAtLast, {
          config,
          seed,
          bots: Object.fromEntries(
            freeAtLast.setup(config, seed).seats.map((o) => [
              o,
              {
                name: 'check',
                choose(input: Parameters<typeof random.choose>[0]) {
                  const s = input.state as FreeAtLastState;
                  if (fundraiser(s)) offers++;
                  for (const seat of s.seats) {
                    for (let k = 0; k < 2; k++) {
                      const r = 1000 * n + k;
                      expect(JSON.stringify(freeAtLast.determinize!(s, seat, createRandom(r)))).toBe(JSON.stringify(plain(s, seat, createRandom(r))));
                    }
                  }
                  n++;
                  return random.choose(input);
                },
              },
            ]),
          ),
        });
      }
    }
    expect(n).toBeGreaterThan(1000);
    expect(offers).toBeGreaterThan(0);
  }, 120_000);
});
