import { describe, expect, it } from 'vitest';
import { best } from '../../src/core/best.js';
import { createRandom, type SyncBot } from '../../src/index.js';
import { chicagoHeuristic, referenceComponents, type Chicago68Action as Action, type Chicago68ConfigInput as ConfigInput, type Chicago68Seat as Seat, type Chicago68View as View } from '../../src/games/chicago-68/index.js';
import { everyDecision } from '../support/in-step.js';
import { game } from './helpers.js';

/*
 * The heuristic bot finds the rule of thumb that applies in one pass over the legal list: its
 * choices are those of the rules of thumb written plainly below (each kind of action filtered out
 * in turn), the same seeded tie-breaks drawn, at every decision of heuristic and random games.
 */

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
type Areas = View['areas'];

const sideOf = (seat: string) => (seat === 'establishment' || seat === 'mayor' || seat === 'police' ? 'establishment' : 'demonstrators');
const area = (id: string) => referenceComponents.areas.find((a) => a.id === id);
/** How good an area is for the side: where the Demonstrators are, or where the police are weak. */
function areaScore(areas: Areas, side: string, id: string): number {
  const a = areas[id];
  if (!a) return 0;
  const { m1, m2, ag, pig, p1, p2, tac } = a.u;
  const demonstrators = m1 + 2 * m2 + 2 * ag + pig;
  if (side === 'establishment') return 3 * ag + demonstrators + (area(id)?.blue ?? 0);
  return demonstrators - 2 * (p1 + 2 * p2 + 3 * tac) + (area(id)?.red ?? 0) + (area(id)?.star ? 1 : 0) - (a.gas ? 3 : 0);
}
const unitRank: Record<string, number> = { ag: 4, m2: 3, tac: 3, p2: 2, m1: 1, p1: 1, pig: 0, post: 1 };
function unitScore(areas: Areas, side: string, a: Of<'unit'>): number {
  const mine = ['m1', 'm2', 'ag', 'pig'].includes(a.unit) === (side === 'demonstrators');
  if (mine && side === 'demonstrators' && a.unit === 'ag') return -1;
  return (unitRank[a.unit] ?? 0) + areaScore(areas, side, a.area) / 10;
}
const tileOrder: Record<string, number> = { exp: 4, unit: 3, action: 2, splay: 1 };
const escortOrder: Record<string, number> = { m2: 4, ag: 3, m1: 2, pig: 1 };

/** The rules of thumb in order, plainly. */
function plainHeuristic(seed: number): SyncBot<Action, View> {
  const random = createRandom(seed);
  return {
    name: 'plain',
    choose({ player, legal, view }) {
      const side = sideOf(player);
      const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Of<T> => a.type === type);
      if (of('play').length > 0) return of('play')[random.int(of('play').length)]!;
      if (of('streetTheater').length > 0) return of('streetTheater')[0]!;
      if (of('tactic').length > 0) return of('tactic')[0]!;
      const benefit = of('benefit').find((a) => a.benefit === 'exposure');
      if (benefit) return benefit;
      if (of('tile').length > 0) return best(of('tile'), (a) => tileOrder[a.tile] ?? 0);
      if (of('flag').length > 0) return best(of('flag'), (a) => a.value);
      if (of('escort').length > 0) return best(of('escort'), (a) => escortOrder[a.unit] ?? 0);
      if (of('unit').length > 0) return best(of('unit'), (a) => unitScore(view.areas, side, a));
      if (of('area').length > 0) return best(of('area'), (a) => areaScore(view.areas, side, a.area) + random.int(2) / 4);
      if (of('move').length > 0) return best(of('move'), (a) => (a.unit === 'ag' ? 2 : 0) + areaScore(view.areas, side, a.to) / 10);
      const calm = legal.filter((a) => a.type !== 'discardCounter' && a.type !== 'removeBarrier' && a.type !== 'pass');
      const end = calm.find((a) => a.type === 'endTurn');
      if (end) return end;
      const pool = calm.length > 0 ? calm : legal;
      return pool[random.int(pool.length)]!;
    },
  };
}

describe("Chicago '68 heuristic", () => {
  const configs: ConfigInput[] = [{ players: 2 }, { players: 4, incendiary: { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true } }, { mode: 'solo' }, { mode: 'coop' }];
  for (const config of configs) {
    it(`chooses as the plain rules of thumb do (${JSON.stringify(config)})`, () => {
      const kinds = new Set<string>();
      let n = 0;
      for (const seed of [1, 2, 3]) {
        for (const driver of ['heuristic', 'random'] as const) {
          const seats = game.players(config);
          const fast = new Map(seats.map((p, i) => [p, chicagoHeuristic(seed + i)]));
          const plain = new Map(seats.map((p, i) => [p, plainHeuristic(seed + i)]));
          everyDecision(game, { seed, config, seats, driver }, (p, legal, s) => {
            const player = p as Seat;
            const expected = plain.get(player)!.choose({ player, view: game.view(s, player), legal }) as Action;
            expect(fast.get(player)!.choose({ player, view: game.view(s, player), legal, state: s })).toEqual(expected);
            kinds.add(expected.type);
            n++;
            return expected;
          });
        }
      }
      expect(n).toBeGreaterThan(300);
      // the rules of thumb that score (units, areas, moves) and pick at random (plays) were reached
      for (const k of ['play', 'unit', 'area', 'move']) expect(kinds).toContain(k);
    }, 60_000);
  }
});
