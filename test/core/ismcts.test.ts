import { describe, expect, it } from 'vitest';
import { createRandom, ismcts, playout, randomBot, type SyncBot } from '../../src/index.js';
import { examplePig, pigHeuristic, type PigAction, type PigSeat, type PigState } from '../../src/testing/index.js';
import { pigOptions } from '../testing/pig-conformance.js';

/** States of seeded Secret Pig games at which a seat has a real choice (roll or hold). */
function choicePoints(seeds: number, config: object = {}): PigState[] {
  const states: PigState[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    playout(examplePig, {
      seed,
      config,
      onStep: ({ state }) => {
        if (examplePig.legalActions(state as PigState).length > 1) states.push(state as PigState);
      },
    });
  }
  return states;
}

const choose = (bot: SyncBot<PigAction>, s: PigState): PigAction => {
  const player = examplePig.toMove(s) as PigSeat;
  return bot.choose({ player, view: examplePig.view(s, player), legal: examplePig.legalActions(s), state: s });
};

describe('Secret Pig determinizer', () => {
  it('keeps what the seat sees, and makes a valid state that does not depend on the hidden part', () => {
    const random = createRandom(3);
    for (const s of choicePoints(5, { players: 3 })) {
      const seat = examplePig.toMove(s) as PigSeat;
      const d = examplePig.determinize!(s, seat, createRandom(9));
      expect(examplePig.view(d, seat)).toEqual(examplePig.view(s, seat));
      expect(() => examplePig.restore(JSON.parse(JSON.stringify(d)))).not.toThrow();
      expect(pigOptions.invariants!(d)).toEqual([]);
      const hidden = pigOptions.perturbHidden!({ ...s, rng: s.rng.map((x) => x ^ 0x5a5a5a5a) }, seat, random);
      expect(examplePig.determinize!(hidden, seat, createRandom(9))).toEqual(d);
    }
  });
});

describe('ismcts', () => {
  it('chooses the same action for the same seed, whatever the hidden part of the state', () => {
    const random = createRandom(7);
    const states = choicePoints(3, { players: 3 });
    expect(states.length).toBeGreaterThan(10);
    for (const [i, s] of states.slice(0, 15).entries()) {
      const seat = examplePig.toMove(s) as PigSeat;
      const hidden = pigOptions.perturbHidden!({ ...s, rng: s.rng.map((x) => x ^ 0x12345678) }, seat, random);
      const a = choose(ismcts({ game: examplePig, iterations: 40, seed: i }), s);
      const b = choose(ismcts({ game: examplePig, iterations: 40, seed: i }), hidden);
      expect(b).toEqual(a);
    }
  });

  it('plays the same game twice for the same seeds', () => {
    const game = (seed: number) => playout(examplePig, { seed, bots: { north: ismcts({ game: examplePig, iterations: 30, seed }) } }).actions;
    expect(game(4)).toEqual(game(4));
  });

  it('plays on manual-chance games, answering only for seats (chance is drawn, not searched)', () => {
    const bot = ismcts({ game: examplePig, iterations: 30, seed: 1 });
    const players: string[] = [];
    const counting: SyncBot<PigAction> = { name: 'counting', choose: (input) => (players.push(input.player), bot.choose(input)) };
    const { result } = playout(examplePig, { seed: 2, config: { chance: 'manual' }, bots: { north: counting, east: counting } });
    expect(result).not.toBeNull();
    expect(players.length).toBeGreaterThan(0);
    expect(players.every((p) => p === 'north' || p === 'east')).toBe(true);
  });

  it('holds with a winning turn total instead of rolling on', () => {
    const s = choicePoints(30).find((t) => t.turnTotal + t.banked[t.current]! >= t.target && t.turnTotal >= 12);
    expect(s).toBeDefined();
    expect(choose(ismcts({ game: examplePig, iterations: 200, seed: 1 }), s!)).toEqual({ type: 'hold' });
  });

  it('beats random, as the heuristic does, in seat-rotated Secret Pig games', () => {
    const rate = (make: (seed: number) => SyncBot<PigAction>, other: (seed: number) => SyncBot<PigAction>, games: number): number => {
      let wins = 0;
      for (let seed = 1; seed <= games; seed++) {
        const [a, b] = seed % 2 ? ['north', 'east'] : ['east', 'north'];
        const { result } = playout(examplePig, { seed, trusted: true, bots: { [a!]: make(seed), [b!]: other(seed) } });
        if (result!.winners.length === 1 && result!.winners[0] === a) wins++;
      }
      return wins / games;
    };
    expect(rate(() => pigHeuristic(), (s) => randomBot(s), 200)).toBeGreaterThan(0.6);
    expect(rate((s) => ismcts({ game: examplePig, iterations: 60, seed: s }), (s) => randomBot(s), 30)).toBeGreaterThan(0.6);
  });

  it('stops a search at its time budget, read from the given clock', () => {
    const s = choicePoints(1)[0]!;
    let reads = 0;
    const bot = ismcts({ game: examplePig, iterations: 1000, timeMs: 5, now: () => reads++, seed: 1 });
    bot.choose({ player: examplePig.toMove(s) as string, view: null, legal: examplePig.legalActions(s), state: s });
    // one read for the deadline, then one per iteration after the first: 5 ticks allow 5 iterations
    expect(reads).toBe(6);
  });

  it('refuses a game without a determinizer, and a call without the state', () => {
    const { determinize: _, ...bare } = examplePig;
    expect(() => ismcts({ game: bare })).toThrow(/no determinizer/);
    const s = choicePoints(1)[0]!;
    expect(() => ismcts({ game: examplePig }).choose({ player: examplePig.toMove(s) as string, view: null, legal: examplePig.legalActions(s) })).toThrow(/needs the state/);
  });
});
