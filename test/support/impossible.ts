import { expect, it } from 'vitest';
import { InvalidStateError } from '../../src/core/errors.js';
import { createRandom } from '../../src/core/rng.js';
import type { BaseAction, BaseState, Game } from '../../src/core/types.js';

/** An impossible state: its name (what is wrong, with the rule it breaks) and how to make it from a sound one. */
export type Impossible<S> = readonly [name: string, edit: (s: S) => void];

/** A state of random play `steps` decisions in (or at the end, if it comes first), as plain JSON. */
export function reached<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, config: unknown, seed: number, steps: number): string {
  const random = createRandom(seed);
  let s = game.setup(config, seed);
  for (let i = 0; i < steps && !game.isTerminal(s); i++) {
    const legal = game.legalActions(s);
    s = game.apply(s, legal[random.int(legal.length)]!);
  }
  return JSON.stringify(s);
}

/** The impossible states every game's `restore` refuses: a generator state no draw can come from (core). */
export function rngImpossible<S extends BaseState>(): Impossible<S>[] {
  const rng = (r: number[]) => (s: S) => void ((s as { rng: readonly number[] }).rng = r);
  return [
    ['an RNG of no words', rng([])],
    ['an RNG of 3 words', rng([1, 2, 3])],
    ['an RNG of 5 words', rng([1, 2, 3, 4, 5])],
    ['an RNG word over 32 bits', rng([1, 2, 2 ** 33, 4])],
    ['an RNG of zeros', rng([0, 0, 0, 0])],
  ];
}

/** One test per impossible state: each made from `json` is refused with InvalidStateError. */
export function refusesAll<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, json: string, impossible: readonly Impossible<S>[]): void {
  it('accepts the sound state as it was', () => expect(game.restore(JSON.parse(json))).toEqual(JSON.parse(json)));
  for (const [name, edit] of impossible) {
    it(`refuses ${name}`, () => {
      const s = JSON.parse(json) as S;
      edit(s);
      expect(() => game.restore(s)).toThrow(InvalidStateError);
    });
  }
}
