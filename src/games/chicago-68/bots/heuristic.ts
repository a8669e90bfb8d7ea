import { best } from '../../../core/best.js';
import type { SyncBot } from '../../../core/bots.js';
import { createRandom } from '../../../core/rng.js';
import { referenceComponents } from '../data/components.js';
import type { Action, State, View } from '../schema.js';

/*
 * The heuristic bot of Chicago '68: rules of thumb from the rulebook, reading only the seat's view
 * (its board's areas from the state when given: `areasOf`).
 * It is the rollout policy of `ismcts` in the arena, so every choice is one scan of the legal actions.
 * Area bonuses come from the reference component set.
 */

type Side = 'establishment' | 'demonstrators';
type Areas = View['areas'];
type Units = Areas[string]['u'];

const areaData = new Map(referenceComponents.areas.map((a) => [a.id, a]));
const demonstratorUnits = new Set(['m1', 'm2', 'ag', 'pig']);

/** The side a seat plays (seats are sides or factions, 6.2). */
const sideOf = (seat: string): Side => (seat === 'establishment' || seat === 'mayor' || seat === 'police' ? 'establishment' : 'demonstrators');

const police = (u: Units): number => u.p1 + 2 * u.p2 + 3 * u.tac;
const demonstrators = (u: Units): number => u.m1 + 2 * u.m2 + 2 * u.ag + u.pig;

/**
 * How good an area is for the side (2.2.4, 3.2.1, 5.3): the Establishment goes where the
 * Demonstrators (above all the Agitators) are; the Demonstrators go where the police are weak and the
 * red Exposure Bonus is high.
 */
function areaScore(areas: Areas, side: Side, name: string): number {
  const a = areas[name];
  const data = areaData.get(name);
  if (!a) return 0;
  if (side === 'establishment') return 3 * a.u.ag + demonstrators(a.u) + (data?.blue ?? 0);
  return demonstrators(a.u) - 2 * police(a.u) + (data?.red ?? 0) + (data?.star ? 1 : 0) - (a.gas ? 3 : 0);
}

/** 5.3 arrests and injuries: the Establishment takes Agitators first; the Demonstrators lose the weakest. */
function unitScore(areas: Areas, side: Side, a: Extract<Action, { type: 'unit' }>): number {
  const mine = demonstratorUnits.has(a.unit) === (side === 'demonstrators');
  const rank: Record<string, number> = { ag: 4, m2: 3, tac: 3, p2: 2, m1: 1, p1: 1, pig: 0, post: 1 };
  const strength = rank[a.unit] ?? 0;
  // own units: the stronger to act with, but never an Agitator to give up (5.3)
  if (mine) return side === 'demonstrators' && a.unit === 'ag' ? -1 : strength + areaScore(areas, side, a.area) / 10;
  return strength + areaScore(areas, side, a.area) / 10;
}

/**
 * The board's areas as the seat's view shows them (the whole board is public, view.ts): read from
 * the state when given (a search's rollout, a playout) instead of building the view for them.
 */
const areasOf = (input: { readonly view: View; readonly state?: unknown }): Areas => (input.state === undefined ? input.view.areas : (input.state as State).areas);

const tileOrder: Record<string, number> = { exp: 4, unit: 3, action: 2, splay: 1 };
const escortOrder: Record<string, number> = { m2: 4, ag: 3, m1: 2, pig: 1 };

type Of<T extends Action['type']> = Extract<Action, { type: T }>[];
type Sorted = { play: Of<'play'>; streetTheater: Of<'streetTheater'>; tactic: Of<'tactic'>; tile: Of<'tile'>; flag: Of<'flag'>; escort: Of<'escort'>; unit: Of<'unit'>; area: Of<'area'>; move: Of<'move'> };

/** The legal actions of the types the bot weighs, each in the legal list's order (one pass over it). */
function byType(legal: readonly Action[]): Sorted {
  const out: Sorted = { play: [], streetTheater: [], tactic: [], tile: [], flag: [], escort: [], unit: [], area: [], move: [] };
  for (const a of legal) {
    switch (a.type) {
      case 'play': out.play.push(a); break;
      case 'streetTheater': out.streetTheater.push(a); break;
      case 'tactic': out.tactic.push(a); break;
      case 'tile': out.tile.push(a); break;
      case 'flag': out.flag.push(a); break;
      case 'escort': out.escort.push(a); break;
      case 'unit': out.unit.push(a); break;
      case 'area': out.area.push(a); break;
      case 'move': out.move.push(a); break;
    }
  }
  return out;
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
      const of = byType(legal);
      const plays = of.play;
      if (plays.length > 0) return plays[random.int(plays.length)]!;
      if (of.streetTheater.length > 0) return of.streetTheater[0]!;
      if (of.tactic.length > 0) return of.tactic[0]!;
      const benefit = legal.find((a) => a.type === 'benefit' && a.benefit === 'exposure');
      if (benefit) return benefit;
      const tiles = of.tile;
      if (tiles.length > 0) return best(tiles, (a) => tileOrder[a.tile] ?? 0);
      const flags = of.flag;
      if (flags.length > 0) return best(flags, (a) => a.value);
      const escorts = of.escort;
      if (escorts.length > 0) return best(escorts, (a) => escortOrder[a.unit] ?? 0);
      const units = of.unit;
      if (units.length > 0) {
        const areas = areasOf(input);
        return best(units, (a) => unitScore(areas, side, a));
      }
      const targets = of.area;
      if (targets.length > 0) {
        const areas = areasOf(input);
        return best(targets, (a) => areaScore(areas, side, a.area) + random.int(2) / 4);
      }
      const moves = of.move;
      if (moves.length > 0) {
        const areas = areasOf(input);
        return best(moves, (a) => (a.unit === 'ag' ? 2 : 0) + areaScore(areas, side, a.to) / 10);
      }
      const calm = legal.filter((a) => a.type !== 'discardCounter' && a.type !== 'removeBarrier' && a.type !== 'pass');
      const end = calm.find((a) => a.type === 'endTurn');
      if (end) return end;
      const pool = calm.length > 0 ? calm : legal;
      return pool[random.int(pool.length)]!;
    },
  };
}
