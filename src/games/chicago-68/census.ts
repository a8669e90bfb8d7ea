import { board } from './rules/lookups.js';
import type { State } from './schema.js';

/**
 * Every counted component summed over all places (map, posts, jail, supplies, reserves, injured,
 * bonus-tile spot, tracks, bag and box). Constant for the whole game; Capital (2.5.1 unlimited) and
 * the blue Delegates taken from it are left out. Small red cubes are Lv1 MOBEs or McCarthy Delegates.
 * Against the Machine: its Active tokens and cards too.
 */
export function unitCensus(s: State): Record<string, number> {
  const names = board(s).areaIds;
  const sum = (f: (n: string) => number) => names.reduce((t, n) => t + f(n), 0);
  const post = (k: string) => sum((n) => (s.areas[n]!.post === k ? 1 : 0));
  const red = s.delegates.track.filter((c) => c === 'red').length + s.delegates.bag.red;
  const pink = s.delegates.track.filter((c) => c === 'pink').length + s.delegates.bag.pink;
  return {
    smallRed: sum((n) => s.areas[n]!.u.m1) + s.supply.m1 + s.box.m1 + red,
    mobeL2: sum((n) => s.areas[n]!.u.m2) + s.supply.m2 + s.box.m2 + s.bonusUnits.m2,
    agitators: sum((n) => s.areas[n]!.u.ag) + s.supply.ag + s.box.ag,
    pigasus: sum((n) => s.areas[n]!.u.pig) + s.box.pig,
    policeL1: sum((n) => s.areas[n]!.u.p1) + post('p1') + s.police.reserves.p1 + s.police.injured.p1 + s.box.p1,
    policeL2: sum((n) => s.areas[n]!.u.p2) + post('p2') + s.police.reserves.p2 + s.police.injured.p2 + s.box.p2 + s.bonusUnits.p2,
    tac: sum((n) => s.areas[n]!.u.tac) + post('tac') + s.box.tac,
    rallyFlags: sum((n) => (s.areas[n]!.flag === null ? 0 : 1)) + s.supply.flags.length,
    nationalGuard: sum((n) => s.areas[n]!.ng) + s.general.ng,
    barbedWire: Object.values(s.paths).filter((p) => p.wire).length + s.police.wire + s.general.wire,
    barricades: Object.values(s.paths).filter((p) => p.barricade).length + s.supply.barricades,
    tearGas: sum((n) => (s.areas[n]!.gas ? 1 : 0)) + s.police.gas + s.general.gas,
    minusCapital: sum((n) => s.areas[n]!.minus) + s.general.minus,
    pinkDelegates: pink + s.supply.pink,
    posts: sum((n) => (s.areas[n]!.post === null ? 0 : 1)) + s.box.posts,
    ...(s.machine && {
      activeTokens: Object.values(s.machine.active).reduce((t, k) => t + k, 0) + s.machine.activeSupply,
      machineMayorCards: s.machine.decks.mayor.length + s.machine.discards.mayor.length,
      machinePoliceCards: s.machine.decks.police.length + s.machine.discards.police.length,
      machineTactics: s.tacticsDeck.length + s.machine.tacticsDiscard.length + (s.tactic === null ? 0 : 1),
    }),
  };
}
