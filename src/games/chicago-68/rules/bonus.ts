import type { Side } from '../data/schema.js';
import { cityAreas, seatOf, sideFaction } from './context.js';
import { gainExposure } from './exposure.js';
import { emit, unitName } from './log.js';
import { demoMayEnter } from './movement.js';
import { requestPolicyDraw } from './policy.js';
import { ask, field, pop, push, type TaskHandler } from './tasks.js';
import { setCurrentTactic } from './tactics.js';

/* 2.11.3–2.11.5 Instability Bonus tiles; 2.12.2–2.12.3 Exposure past the end of the track. */

type Tile = 'splay' | 'action' | 'unit' | 'exp';
const tileNames: Record<Tile, string> = { splay: '+1 SPLAY', action: '+1 ACTION', unit: '+2 UNIT', exp: '+5 EXP' };

const bonusTask: TaskHandler = {
  run(s, t) {
    const side = field<Side>(t, 'side');
    const free = (Object.keys(s.tiles) as Tile[]).filter((k) => s.tiles[k] === null);
    ask(s, t, sideFaction(s, side), `Instability ${field<number>(t, 'level')}: claim a bonus tile?`, free.length ? [...free, 'decline'] : []);
  },
  answer(s, t, option) {
    pop(s, t);
    if (option === 'decline') return;
    const side = field<Side>(t, 'side');
    s.tiles[option as Tile] = side;
    emit(s, { type: 'bonusTile', tile: tileNames[option as Tile], side, level: field<number>(t, 'level') });
    // "+1 ACTION": "the player who picks this bonus" — with the side split between two players (6.2), the
    // faction that claimed it
    const [a, b] = side === 'establishment' ? (['mayor', 'police'] as const) : (['yippies', 'mobe'] as const);
    if (option === 'action' && seatOf(s, a) !== seatOf(s, b)) s.actionHolder = sideFaction(s, side);
    if (option === 'exp') gainExposure(s, side, 5);
    else if (option === 'splay' && side === 'establishment') requestPolicyDraw(s, 'splay'); // into the bonus space
    else if (option === 'unit') push(s, { k: 'bonusUnit', side });
  },
};

const bonusUnitTask: TaskHandler = {
  run(s, t) {
    const side = field<Side>(t, 'side');
    const options = cityAreas(s).filter((n) => side === 'establishment' || demoMayEnter(s, n));
    ask(s, t, sideFaction(s, side), '+2 UNIT: place the Level 2 unit', options);
  },
  answer(s, t, option) {
    pop(s, t);
    // the other unit goes to the box, not the supply
    const k = field<Side>(t, 'side') === 'establishment' ? 'p2' : 'm2';
    s.areas[option]!.u[k] += 1;
    emit(s, { type: 'placed', units: unitName(k), area: option, why: '+2 UNIT' });
    s.box.p2 += s.bonusUnits.p2 > 0 && field<Side>(t, 'side') !== 'establishment' ? 1 : 0;
    s.box.m2 += s.bonusUnits.m2 > 0 && field<Side>(t, 'side') === 'establishment' ? 1 : 0;
    s.bonusUnits = { p2: 0, m2: 0 };
  },
};

const overflowDTask: TaskHandler = {
  run(s, t) {
    // 2.12.2 remove one free Lv1 MOBE from a City Area to the Delegate Bag
    const options = cityAreas(s).filter((n) => s.areas[n]!.u.m1 > 0);
    ask(s, t, sideFaction(s, 'demonstrators'), 'Exposure overflow: move a Lv1 MOBE to the Delegate Bag', options);
  },
  answer(s, t, option) {
    pop(s, t);
    s.areas[option]!.u.m1 -= 1;
    s.delegates.bag.red += 1;
    emit(s, { type: 'delegate', color: 'red', to: 'bag', from: option, why: 'Exposure overflow (2.12.2)' });
  },
};

const overflowETask: TaskHandler = {
  run(s, t) {
    // 2.12.3 a new Tactics card of their choice
    ask(s, t, sideFaction(s, 'establishment'), 'Exposure overflow: choose a new Current Tactics card', [...s.tacticsDeck]);
  },
  answer(s, t, option) {
    pop(s, t);
    setCurrentTactic(s, option, 'Exposure overflow (2.12.3)');
  },
};

/** The task handlers of the Instability Bonus tiles and Exposure overflow. */
export const bonusTasks: Readonly<Record<string, TaskHandler>> = {
  bonus: bonusTask,
  bonusUnit: bonusUnitTask,
  overflowD: overflowDTask,
  overflowE: overflowETask,
};
