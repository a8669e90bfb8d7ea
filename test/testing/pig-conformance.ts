import { pigHeuristic, type ConformanceOptions, type PigState } from '../../src/testing/index.js';

/** Secret Pig's conformance hooks: what each seat may not see, and its conserved bonus cards. */
export const pigOptions: ConformanceOptions<PigState> = {
  configs: [{}, { players: 4, target: 30 }, { players: 3, rounds: 2 }],
  // heuristic games reach the target score, which random play often does not
  bot: () => pigHeuristic(),
  // Other seats' bonus cards and the deck's contents (not its size) are hidden from `seat`.
  perturbHidden: (s, seat, random) => ({
    ...s,
    bonus: s.bonus.map((b, i) => (b === null || s.seats[i] === seat ? b : 1 + random.int(6))),
    deck: s.deck.map(() => 1 + random.int(6)),
  }),
  // The six bonus cards are either in the deck or dealt, never both, never lost.
  invariants: (s) => {
    const cards = [...s.deck, ...s.bonus.filter((b): b is number => b !== null)].sort();
    const broken: string[] = [];
    if (cards.join() !== '1,2,3,4,5,6') broken.push(`bonus cards are ${cards.join()}`);
    if (s.turnTotal < 0 || s.banked.some((b) => b < 0)) broken.push('negative points');
    return broken;
  },
};
