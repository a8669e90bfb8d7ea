import { describe, expect, it } from 'vitest';
import type { ApplyOptions, Game, GameEvent } from '../../src/index.js';
import { conformance, examplePig, type PigAction, type PigConfigInput, type PigSeat, type PigState } from '../../src/testing/index.js';
import { pigOptions } from './pig-conformance.js';

type Pig = Game<PigState, PigAction, unknown, unknown, PigConfigInput, PigSeat>;
type Step = (s: PigState, a: unknown, o?: ApplyOptions<PigSeat>) => { state: PigState; events: GameEvent[] };

/** Secret Pig with `step` (and so `apply`) replaced. */
function withStep(step: Step): Pig {
  const apply = (s: PigState, a: unknown, o?: ApplyOptions<PigSeat>) => step(s, a, o).state;
  return { ...examplePig, step, apply, stepUnknown: step, applyUnknown: apply };
}

/** Runs the named check (matched by a substring) and returns its error, or null if it passed. */
async function failureOf(game: Pig, name: string): Promise<Error | null> {
  const check = conformance(game, { ...pigOptions, seeds: 30, seed: 1 }).find((c) => c.name.includes(name));
  if (!check) throw new Error(`no check named like '${name}'`);
  try {
    await check.run();
    return null;
  } catch (e) {
    return e as Error;
  }
}

describe('conformance kit on the example game', () => {
  for (const check of conformance(examplePig, pigOptions)) it(check.name, check.run);
});

describe('conformance kit catches broken games', () => {
  it('a game that mutates its input state', async () => {
    // Records the new round in the old state too: a classic in-place update.
    const mutating = withStep((s, a, o) => {
      const r = examplePig.stepUnknown(s, a, o);
      (s as { round: number }).round = r.state.round;
      return r;
    });
    expect((await failureOf(mutating, 'never mutated'))?.message).toMatch(/mutated|changed its input/);
  });

  it("a game whose view leaks another seat's bonus card", async () => {
    const leaky: Pig = { ...examplePig, view: (s, p) => ({ ...examplePig.view(s, p), bonus: s.bonus }) };
    expect((await failureOf(leaky, 'hidden data'))?.message).toMatch(/view of .* changed/);
    expect(await failureOf(examplePig, 'hidden data')).toBeNull();
  });

  it("a game whose observation leaks another seat's bonus card, or whose integer actions collide", async () => {
    const leaky: Pig = { ...examplePig, observe: (s, p) => Float32Array.from([...examplePig.observe(s, p), ...s.bonus.map((b) => b ?? 0)]) };
    expect((await failureOf(leaky, 'hidden data'))?.message).toMatch(/observation of .* changed/);
    const colliding: Pig = { ...examplePig, encode: () => 0, decode: () => ({ type: 'roll' }) };
    expect((await failureOf(colliding, 'integer actions'))?.message).toMatch(/decodes to|legalMask/);
    expect(await failureOf(examplePig, 'integer actions')).toBeNull();
  });

  it('a game that is not deterministic (a module-level counter)', async () => {
    let counter = 0;
    const flaky = withStep((s, a, o) => {
      const r = examplePig.stepUnknown(s, a, o);
      counter++;
      return counter % 5 === 0 ? { ...r, state: { ...r.state, turnTotal: r.state.turnTotal + 1 } } : r;
    });
    expect((await failureOf(flaky, 'byte-identical'))?.message).toMatch(/different state|diverged/);
  });

  it('a game that asks a different seat depending on a hidden bonus card', async () => {
    // a seat holding the 6 is skipped: who is asked reveals the card
    const telling: Pig = {
      ...examplePig,
      toMove: (s) => {
        const who = examplePig.toMove(s);
        return who !== null && who !== 'chance' && s.bonus[s.current] === 6 ? (s.seats[(s.current + 1) % s.seats.length] as PigSeat) : who;
      },
    };
    expect((await failureOf(telling, 'public information'))?.message).toMatch(/learns hidden data from who is asked/);
    expect(await failureOf(examplePig, 'public information')).toBeNull();
  });

  it('a game whose view shows the RNG, even without a perturbHidden hook', async () => {
    const peeking: Pig = { ...examplePig, view: (s, p) => ({ ...examplePig.view(s, p), rng: s.rng }) };
    const check = conformance(peeking, { seeds: 10, seed: 1 }).find((c) => c.name.includes('hidden data'))!;
    await expect(check.run()).rejects.toThrow(/view of .* changed/);
  });

  it('a game whose state is not plain JSON (a class instance) fails the round trip', async () => {
    class Tally {
      constructor(readonly n: number) {}
      next(): Tally {
        return new Tally(this.n + 1);
      }
    }
    const classy = withStep((s, a, o) => {
      const r = examplePig.stepUnknown(s, a, o);
      const tally = ((s as { tally?: Tally }).tally ?? new Tally(0)).next();
      return { ...r, state: { ...r.state, tally } };
    });
    expect((await failureOf(classy, 'round trip'))?.message).toMatch(/After a JSON round trip/);
  });

  it('a game that accepts an action it does not list', async () => {
    const lax = withStep((s, a, o) => examplePig.stepUnknown(s, a, { ...o, validate: false }));
    expect((await failureOf(lax, 'malformed actions'))?.message).toMatch(/should raise/);
  });

  it('a game that never ends', async () => {
    const endless: Pig = { ...examplePig, legalActions: (s) => (examplePig.isTerminal(s) ? [{ type: 'roll' }] : examplePig.legalActions(s)), isTerminal: () => false };
    expect(await failureOf(endless, 'end within')).not.toBeNull();
    expect(await failureOf(endless, 'terminal ⇔')).not.toBeNull();
  });

  it('a game whose invariants break', async () => {
    const leaking = withStep((s, a, o) => {
      const r = examplePig.stepUnknown(s, a, o);
      return { ...r, state: { ...r.state, deck: r.state.deck.slice(1) } };
    });
    expect((await failureOf(leaking, 'invariants'))?.message).toMatch(/Invariants broken/);
  });

  it('a builder position from which a non-terminal state with nothing legal is reached', async () => {
    // a marked turn total stands for a position play never reaches but a scenario builder can make
    const marked = (s: PigState): boolean => s.turnTotal === 77;
    const stuck: Pig = { ...examplePig, legalActions: (s) => (marked(s) ? [] : examplePig.legalActions(s)) };
    const positions = (seed: number): PigState[] => [{ ...examplePig.setup({}, seed), turnTotal: 77 }];
    const run = (game: Pig) => conformance(game, { ...pigOptions, seeds: 5, seed: 1, positions }).find((c) => c.name.includes('builder positions'))!.run();
    await expect(run(stuck)).rejects.toThrow(/Not terminal, but no legal actions/);
    await expect(run(examplePig)).resolves.toBeUndefined();
  });

  it('a game whose chance probabilities do not sum to 1', async () => {
    const skewed: Pig = { ...examplePig, chanceOutcomes: (s) => examplePig.chanceOutcomes(s).map((o) => ({ ...o, probability: o.probability / 2 })) };
    expect((await failureOf(skewed, 'chance outcomes'))?.message).toMatch(/probabilities sum to 0\.(5|49)/);
  });
});

describe('conformance kit checks determinizers', () => {
  it('catches a determinizer that keeps the hidden part, and one that changes what the seat sees', async () => {
    const keeps: Pig = { ...examplePig, determinize: (s) => s };
    expect((await failureOf(keeps, 'determinize'))?.message).toMatch(/depends on data hidden/);
    const peeks: Pig = { ...examplePig, determinize: (s, seat, random) => ({ ...examplePig.determinize!(s, seat, random), turnTotal: s.turnTotal + 1 }) };
    expect((await failureOf(peeks, 'determinize'))?.message).toMatch(/changed what/);
  });
});
