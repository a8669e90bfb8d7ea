import { set } from '../../../core/update.js';
import { cityAreas, seatOf, sideFaction } from './lookups.js';
import { gainExposure } from './exposure.js';
import { demoMayEnter } from './movement.js';
import { unitName } from './names.js';
import { requestPolicyDraw } from './policy.js';
import { areaOf, cardOf, factionDecision, type Asking } from './tasks.js';
import { setCurrentTactic } from './tactics.js';
import { addUnits, change, plus, put } from './updates.js';
import { mapped } from './lists.js';

/* 2.11.3–2.11.5 Instability Bonus tiles; 2.12.2–2.12.3 Exposure past the end of the track. */

const tiles = ['splay', 'action', 'unit', 'exp'] as const;
const tileNames = { splay: '+1 SPLAY', action: '+1 ACTION', unit: '+2 UNIT', exp: '+5 EXP' };

const bonusTask: Asking<'bonus'> = factionDecision({
  owner: (s, t) => sideFaction(s, t.side),
  options(s) {
    const free = mapped(tiles.filter((k) => s.tiles[k] === null), (tile) => ({ type: 'tile' as const, tile }));
    return free.length > 0 ? [...free, { type: 'done' }] : [];
  },
  prompt: (_s, t) => `Instability ${t.level}: claim a bonus tile?`,
  answer(ctx, t, a) {
    ctx.pop();
    if (a.type !== 'tile') return;
    const side = t.side;
    const owner = sideFaction(ctx.state, side);
    change(ctx, 'tiles', (x) => set(x, a.tile, side));
    ctx.emit({ type: 'bonusTile', tile: tileNames[a.tile], side, level: t.level });
    // "+1 ACTION": "the player who picks this bonus" — with the side split between two players (6.2), the
    // faction that claimed it
    const [f1, f2] = side === 'establishment' ? (['mayor', 'police'] as const) : (['yippies', 'mobe'] as const);
    if (a.tile === 'action' && seatOf(ctx.state, f1) !== seatOf(ctx.state, f2)) put(ctx, 'actionHolder', owner);
    if (a.tile === 'exp') gainExposure(ctx, side, 5);
    else if (a.tile === 'splay' && side === 'establishment') requestPolicyDraw(ctx); // into the bonus space
    else if (a.tile === 'unit') ctx.push({ kind: 'bonusUnit', side });
  },
});

const bonusUnitTask: Asking<'bonusUnit'> = factionDecision({
  owner: (s, t) => sideFaction(s, t.side),
  options: (s, t) => mapped(cityAreas(s).filter((n) => t.side === 'establishment' || demoMayEnter(s, n)), (area) => ({ type: 'area' as const, area })),
  prompt: () => '+2 UNIT: place the Level 2 unit',
  answer(ctx, t, a) {
    ctx.pop();
    const area = areaOf(a);
    // the other unit goes to the box, not the supply
    const establishment = t.side === 'establishment';
    const k = establishment ? 'p2' : 'm2';
    addUnits(ctx, area, k, 1);
    ctx.emit({ type: 'placed', units: unitName(k), area, why: '+2 UNIT' });
    const bonus = ctx.state.bonusUnits;
    change(ctx, 'box', (b) => plus(plus(b, 'p2', bonus.p2 > 0 && !establishment ? 1 : 0), 'm2', bonus.m2 > 0 && establishment ? 1 : 0));
    put(ctx, 'bonusUnits', { p2: 0, m2: 0 });
  },
});

const overflowDTask: Asking<'overflowD'> = factionDecision({
  // 2.12.2 remove one free Lv1 MOBE from a City Area to the Delegate Bag
  owner: (s) => sideFaction(s, 'demonstrators'),
  options: (s) => mapped(cityAreas(s).filter((n) => s.areas[n]!.u.m1 > 0), (area) => ({ type: 'area' as const, area })),
  prompt: () => 'Exposure overflow: move a Lv1 MOBE to the Delegate Bag',
  answer(ctx, _t, a) {
    ctx.pop();
    const area = areaOf(a);
    addUnits(ctx, area, 'm1', -1);
    change(ctx, 'delegates', (d) => set(d, 'bag', plus(d.bag, 'red', 1)));
    ctx.emit({ type: 'delegate', color: 'red', to: 'bag', from: area, why: 'Exposure overflow (2.12.2)' });
  },
});

const overflowETask: Asking<'overflowE'> = factionDecision({
  // 2.12.3 a new Tactics card of their choice
  owner: (s) => sideFaction(s, 'establishment'),
  options: (s) => mapped(s.tacticsDeck, (card) => ({ type: 'card' as const, card })),
  prompt: () => 'Exposure overflow: choose a new Current Tactics card',
  answer(ctx, _t, a) {
    ctx.pop();
    setCurrentTactic(ctx, cardOf(a), 'Exposure overflow (2.12.3)');
  },
});

/** The task handlers of the Instability Bonus tiles and Exposure overflow. */
export const bonusTasks = { bonus: bonusTask, bonusUnit: bonusUnitTask, overflowD: overflowDTask, overflowE: overflowETask };
