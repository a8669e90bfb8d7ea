import type { SyncBot } from '../../../core/bots.js';
import { createRandom } from '../../../core/rng.js';
import type { Action, State, View } from '../schema.js';
import { areaScore, escortOrder, sideOf, tileOrder, unitScore, type Areas, type Of } from './scores.js';

/*
 * The heuristic bot of Chicago '68: rules of thumb from the rulebook, reading only the seat's view
 * (its board's areas from the state when given: `areasOf`).
 * It is the rollout policy of `ismcts` in the arena, so every choice is one scan of the legal actions.
 */

/**
 * The board's areas as the seat's view shows them (the whole board is public, view.ts): read from
 * the state when given (a search's rollout, a playout) instead of building the view for them.
 */
const areasOf = (input: { readonly view: View; readonly state?: unknown }): Areas => (input.state === undefined ? input.view.areas : (input.state as State).areas);

/**
 * The kinds of action the rules of thumb weigh, in the order they are taken (a play before Street
 * Theater, …, a move last): the bot weighs the first kind the legal list has.
 */
function rankOf(a: Action): number {
  switch (a.type) {
    case 'play': return 10;
    case 'streetTheater': return 9;
    case 'tactic': return 8;
    case 'benefit': return a.benefit === 'exposure' ? 7 : 0;
    case 'tile': return 6;
    case 'flag': return 5;
    case 'escort': return 4;
    case 'unit': return 3;
    case 'area': return 2;
    case 'move': return 1;
    default: return 0;
  }
}

/** The action of `type` with the highest score, the first of equals (`best` over those actions; `from` is the first of them). */
function bestOf<T extends Action['type']>(legal: readonly Action[], type: T, from: number, score: (a: Of<T>) => number): Of<T> {
  let top = legal[from] as Of<T>;
  let topScore = score(top);
  for (let i = from + 1; i < legal.length; i++) {
    const a = legal[i]!;
    if (a.type !== type) continue;
    const v = score(a as Of<T>);
    if (v > topScore) {
      top = a as Of<T>;
      topScore = v;
    }
  }
  return top;
}

/** The `k`-th action of `type` (from 0; `from` is the first of them). */
function nthOf(legal: readonly Action[], type: Action['type'], from: number, k: number): Action {
  for (let i = from; ; i++) if (legal[i]!.type === type && k-- === 0) return legal[i]!;
}

/**
 * Chicago '68's heuristic bot: plays an Action Card whenever it can rather than pass (1.3, 1.4);
 * activates Street Theater and Tactics (2.9.4, 2.9.6); never removes its own Agitators to discard a
 * Counterrevolutionary (2.9.5, 5.3) and keeps them with the marching groups; the Establishment
 * arrests Agitators first and goes where the Demonstrators are, the Demonstrators go where the
 * police are weak; takes Exposure when offered (2.12); picks the highest Rally Flag. `seed` breaks
 * the remaining choices.
 */
export function chicagoHeuristic(seed = 0): SyncBot<Action, View> {
  const random = createRandom(seed);
  return {
    name: `chicago-68-heuristic(${seed})`,
    choose(input) {
      // only the choices that score areas read the board (`areasOf`)
      const { player, legal } = input;
      const side = sideOf(player);
      // one pass: the first kind of the rules of thumb in the list, how many of it, where it starts
      let top = 0;
      let count = 0;
      let from = -1;
      for (let i = 0; i < legal.length; i++) {
        const r = rankOf(legal[i]!);
        if (r > top) (top = r), (count = 1), (from = i);
        else if (r === top) count++;
      }
      switch (top) {
        case 10:
          return nthOf(legal, 'play', from, random.int(count));
        case 9:
        case 8:
        case 7:
          return legal[from]!;
        case 6:
          return bestOf(legal, 'tile', from, (a) => tileOrder[a.tile] ?? 0);
        case 5:
          return bestOf(legal, 'flag', from, (a) => a.value);
        case 4:
          return bestOf(legal, 'escort', from, (a) => escortOrder[a.unit] ?? 0);
        case 3: {
          const areas = areasOf(input);
          return bestOf(legal, 'unit', from, (a) => unitScore(areas, side, a));
        }
        case 2: {
          const areas = areasOf(input);
          return bestOf(legal, 'area', from, (a) => areaScore(areas, side, a.area) + random.int(2) / 4);
        }
        case 1: {
          const areas = areasOf(input);
          return bestOf(legal, 'move', from, (a) => (a.unit === 'ag' ? 2 : 0) + areaScore(areas, side, a.to) / 10);
        }
      }
      const calm = legal.filter((a) => a.type !== 'discardCounter' && a.type !== 'removeBarrier' && a.type !== 'pass');
      const end = calm.find((a) => a.type === 'endTurn');
      if (end) return end;
      const pool = calm.length > 0 ? calm : legal;
      return pool[random.int(pool.length)]!;
    },
  };
}
