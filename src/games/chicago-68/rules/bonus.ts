import type { Side } from '../data/schema.js';
import { cityAreas, sideFaction } from './context.js';
import { gainExposure } from './exposure.js';
import { demoMayEnter } from './movement.js';
import { requestPolicyDraw } from './policy.js';
import { ask, field, pop, push, type TaskHandler } from './tasks.js';

/* 2.11.3–2.11.5 Instability Bonus tiles; 2.12.2–2.12.3 Exposure past the end of the track. */

type Tile = 'splay' | 'action' | 'unit' | 'exp';

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
    if (field<Side>(t, 'side') === 'establishment') s.areas[option]!.u.p2 += 1;
    else s.areas[option]!.u.m2 += 1;
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
  },
};

const overflowETask: TaskHandler = {
  run(s, t) {
    // 2.12.3 a new Tactics card of their choice
    ask(s, t, sideFaction(s, 'establishment'), 'Exposure overflow: choose a new Current Tactics card', [...s.tacticsDeck]);
  },
  answer(s, t, option) {
    pop(s, t);
    if (s.tactic) s.tacticsDeck.push(s.tactic);
    s.tacticsDeck = s.tacticsDeck.filter((c) => c !== option).sort();
    s.tactic = option;
    s.tacticUsed = false;
  },
};

/** The task handlers of the Instability Bonus tiles and Exposure overflow. */
export const bonusTasks: Readonly<Record<string, TaskHandler>> = {
  bonus: bonusTask,
  bonusUnit: bonusUnitTask,
  overflowD: overflowDTask,
  overflowE: overflowETask,
};
