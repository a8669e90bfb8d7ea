import type { Effect, Side, Where } from '../data/schema.js';
import type { State, Task } from '../schema.js';
import { changeCapital } from './capital.js';
import { arrest, injure } from './conflict.js';
import { board, cityAreas, sideFaction } from './context.js';
import { gainExposure } from './exposure.js';
import { changeInstability } from './instability.js';
import { emit, unitName } from './log.js';
import { demoMayEnter, pathsAt } from './movement.js';
import { requestPolicyDraw } from './policy.js';
import { ask, field, pop, push, type TaskHandler } from './tasks.js';
import { placeTearGas } from './tear-gas.js';
import { demoCount, demoKeys } from './units.js';

/*
 * The interpreter of the effect primitives (data/schema.ts). An `effects` task resolves its list in
 * order, "as completely as possible" (2.7.5): an effect with no legal target does nothing.
 */

/** Who chooses for each primitive: the side it favours. */
const chooser: Partial<Record<Effect['op'], Side>> = {
  arrest: 'establishment', police: 'establishment', nationalGuard: 'establishment', tearGas: 'establishment', removeFlag: 'establishment',
  injure: 'demonstrators', mobe: 'demonstrators', agitator: 'demonstrators', flag: 'demonstrators', minusCapital: 'demonstrators',
  barricade: 'demonstrators', release: 'demonstrators',
};

/** Areas where an effect may happen. */
function eligible(s: State, e: Effect): string[] {
  const jail = board(s).jail;
  return cityAreas(s).filter((n) => {
    const a = s.areas[n]!;
    switch (e.op) {
      case 'mobe': return demoMayEnter(s, n) && (e.level === 1 ? s.supply.m1 : s.supply.m2) > 0;
      case 'agitator': return demoMayEnter(s, n) && s.supply.ag > 0;
      case 'police': return s.police.reserves.p1 > 0;
      case 'arrest': return n !== jail && demoCount(a.u) > 0;
      case 'injure': return a.u.p1 + a.u.p2 > 0;
      case 'minusCapital': return s.general.minus > 0 && board(s).area.get(n)!.capital > a.minus;
      case 'nationalGuard': return s.general.ng > 0;
      case 'tearGas': return s.general.gas > 0 && !a.gas;
      case 'flag': return a.flag === null && demoCount(a.u) > 0 && s.supply.flags.length > 0;
      case 'removeFlag': return a.flag !== null;
      default: return false;
    }
  });
}

/** The candidate areas of `at` for an effect. */
function candidates(s: State, e: Effect, at: Where, t: Task): string[] {
  const ok = eligible(s, e);
  if (typeof at === 'object') return ok.includes(at.area) ? [at.area] : [];
  const area = field<string | null>(t, 'area');
  const req = field<string[]>(t, 'req');
  if (at === 'conflict' && area !== null) return ok.includes(area) ? [area] : [];
  if (at === 'requirement' && req.length > 0) return ok.filter((n) => req.includes(n));
  return ok;
}

/** Applies a located effect at one area. */
function applyAt(s: State, e: Effect, area: string, source: string): void {
  const a = s.areas[area]!;
  switch (e.op) {
    case 'mobe': {
      const key = e.level === 1 ? 'm1' : 'm2';
      const n = Math.min(e.count, s.supply[key]);
      s.supply[key] -= n;
      a.u[key] += n;
      return emit(s, { type: 'placed', units: unitName(key, n), area, why: source });
    }
    case 'agitator':
      s.supply.ag -= 1;
      a.u.ag += 1;
      return emit(s, { type: 'placed', units: unitName('ag'), area, why: source });
    case 'police': {
      const n = Math.min(e.count, s.police.reserves.p1);
      s.police.reserves.p1 -= n;
      a.u.p1 += n;
      return emit(s, { type: 'placed', units: unitName('p1', n), area, why: source });
    }
    case 'arrest':
      return push(s, { k: 'arrestPick', area, left: e.count });
    case 'injure':
      return push(s, { k: 'injurePick', area, left: e.count });
    case 'minusCapital':
      s.general.minus -= 1;
      a.minus += 1;
      return emit(s, { type: 'placed', units: '−1 Capital token', area, why: source });
    case 'nationalGuard':
      s.general.ng -= 1;
      a.ng += 1;
      return emit(s, { type: 'placed', units: 'National Guard', area, why: source });
    case 'tearGas':
      s.general.gas -= 1;
      return placeTearGas(s, area);
    case 'flag':
      a.flag = s.supply.flags.pop()!;
      return emit(s, { type: 'flagPlaced', area, value: a.flag, why: source });
    case 'removeFlag':
      emit(s, { type: 'flagRemoved', area, value: a.flag, why: source });
      s.supply.flags.push(a.flag!);
      s.supply.flags.sort((x, y) => x - y);
      a.flag = null;
      return;
  }
}

/** Runs one effect. */
function execute(s: State, e: Effect, t: Task): void {
  const side = e.op === 'exposure' && e.by ? e.by : field<Side>(t, 'side');
  switch (e.op) {
    case 'exposure':
      return gainExposure(s, side, e.amount);
    case 'instability':
      return changeInstability(s, e.amount);
    case 'capital':
      return changeCapital(s, e.amount, field<string>(t, 'source'));
    case 'heal':
      for (let i = 0; i < e.count; i++) {
        const k = s.police.injured.p1 > 0 ? 'p1' : s.police.injured.p2 > 0 ? 'p2' : null;
        if (!k) break;
        s.police.injured[k] -= 1;
        s.police.reserves[k] += 1;
        emit(s, { type: 'healed', units: unitName(k), to: 'the Reserves', why: field<string>(t, 'source') });
      }
      return;
    case 'release':
      return push(s, { k: 'releasePick', left: e.count });
    case 'barricade':
      return push(s, { k: 'barrierPlace', left: e.count });
    case 'removeBarrier':
      return push(s, { k: 'barrierRemove', kind: e.kind, left: e.count });
    case 'policeSupply': {
      const from = e.item === 'barbedWire' ? 'wire' : 'gas';
      const n = Math.min(e.count, s.general[from]);
      s.general[from] -= n;
      s.police[from] += n;
      if (n > 0) emit(s, { type: 'policeSupply', added: `${n} ${e.item === 'barbedWire' ? 'Barbed Wire' : 'Tear Gas'}`, why: field<string>(t, 'source') });
      return;
    }
    case 'delegate': {
      // blue from the unlimited Capital supply, red from the MOBE supply (2.5.2)
      const n = e.color === 'blue' ? e.count : Math.min(e.count, s.supply.m1);
      if (e.color === 'blue') s.delegates.bag.blue += n;
      else {
        s.supply.m1 -= n;
        s.delegates.bag.red += n;
      }
      if (n > 0) emit(s, { type: 'delegate', color: e.color, count: n, to: 'bag', why: field<string>(t, 'source') });
      return;
    }
    case 'policyDraw':
      return requestPolicyDraw(s, 'splay');
    case 'policeCard':
      if (!s.hands.police.includes(e.card) && !s.discards.police.includes(e.card)) {
        s.hands.police.push(e.card);
        emit(s, { type: 'cardGained', faction: 'police', card: e.card, why: field<string>(t, 'source') });
      }
      return;
    case 'smokeEm':
      s.smokeEm = true;
      return;
    case 'action':
      return push(s, { k: 'freeCard', card: e.card });
    default: {
      const options = candidates(s, e, e.at, t);
      if (options.length === 0) return;
      if (options.length === 1) return applyAt(s, e, options[0]!, field<string>(t, 'source'));
      push(s, { k: 'effectAt', effect: e, side, options, source: field<string>(t, 'source') });
    }
  }
}

const effectsTask: TaskHandler = {
  run(s, t) {
    const list = field<Effect[]>(t, 'list');
    if (list.length === 0) return pop(s, t);
    const [first, ...rest] = list;
    t['list'] = rest;
    execute(s, first!, t);
  },
};

const effectAtTask: TaskHandler = {
  run(s, t) {
    const e = field<Effect>(t, 'effect');
    const by = chooser[e.op] ?? field<Side>(t, 'side');
    ask(s, t, sideFaction(s, by), `Choose the area for ${e.op}`, field<string[]>(t, 'options'));
  },
  answer(s, t, option) {
    pop(s, t);
    applyAt(s, field<Effect>(t, 'effect'), option, field<string>(t, 'source'));
  },
};

const arrestPickTask: TaskHandler = {
  run(s, t) {
    const area = field<string>(t, 'area');
    const u = s.areas[area]!.u;
    if (field<number>(t, 'left') <= 0) return pop(s, t);
    ask(s, t, sideFaction(s, 'establishment'), `Arrest a Demonstrator in ${area}`, demoKeys.filter((k) => u[k] > 0));
  },
  answer(s, t, option) {
    arrest(s, field<string>(t, 'area'), option as (typeof demoKeys)[number]);
    t['left'] = field<number>(t, 'left') - 1;
  },
};

const injurePickTask: TaskHandler = {
  run(s, t) {
    const area = field<string>(t, 'area');
    const u = s.areas[area]!.u;
    if (field<number>(t, 'left') <= 0) return pop(s, t);
    ask(s, t, sideFaction(s, 'demonstrators'), `Injure a Platoon in ${area}`, (['p1', 'p2'] as const).filter((k) => u[k] > 0));
  },
  answer(s, t, option) {
    injure(s, field<string>(t, 'area'), option as 'p1' | 'p2');
    t['left'] = field<number>(t, 'left') - 1;
  },
};

/** Release options: a jailed unit kind and a Park without Tear Gas. */
export function releaseOptions(s: State): string[] {
  const jail = s.areas[board(s).jail]!.u;
  const parks = board(s).parks.filter((p) => demoMayEnter(s, p));
  return (['m1', 'm2', 'ag'] as const).filter((k) => jail[k] > 0).flatMap((k) => parks.map((p) => `${k}>${p}`));
}

/** Moves one jailed unit to a Park. */
export function releaseUnit(s: State, option: string): void {
  const [k, park] = option.split('>') as ['m1' | 'm2' | 'ag', string];
  s.areas[board(s).jail]!.u[k] -= 1;
  s.areas[park]!.u[k] += 1;
  emit(s, { type: 'released', unit: unitName(k), to: park });
}

const releasePickTask: TaskHandler = {
  run(s, t) {
    if (field<number>(t, 'left') <= 0) return pop(s, t);
    const options = releaseOptions(s);
    ask(s, t, sideFaction(s, 'demonstrators'), 'Release a jailed unit to a Park', options.length ? [...options, 'done'] : []);
  },
  answer(s, t, option) {
    if (option === 'done') return pop(s, t);
    releaseUnit(s, option);
    t['left'] = field<number>(t, 'left') - 1;
  },
};

const barrierPlaceTask: TaskHandler = {
  run(s, t) {
    if (field<number>(t, 'left') <= 0 || s.supply.barricades === 0) return pop(s, t);
    const paths = new Set(cityAreas(s).filter((n) => demoCount(s.areas[n]!.u) > 0).flatMap((n) => pathsAt(s, n)));
    const options = [...paths].filter((p) => !s.paths[p]!.barricade).sort();
    ask(s, t, sideFaction(s, 'demonstrators'), 'Place a Barricade', options.length ? [...options, 'done'] : []);
  },
  answer(s, t, option) {
    if (option === 'done') return pop(s, t);
    s.paths[option]!.barricade = true;
    s.supply.barricades -= 1;
    emit(s, { type: 'barrierPlaced', barrier: 'Barricade', path: option });
    t['left'] = field<number>(t, 'left') - 1;
  },
};

const barrierRemoveTask: TaskHandler = {
  run(s, t) {
    const kind = field<'barricade' | 'barbedWire'>(t, 'kind');
    if (field<number>(t, 'left') <= 0) return pop(s, t);
    const key = kind === 'barricade' ? 'barricade' : 'wire';
    const options = Object.keys(s.paths).filter((p) => s.paths[p]![key]).sort();
    ask(s, t, sideFaction(s, kind === 'barricade' ? 'establishment' : 'demonstrators'), `Remove a ${kind}`, options.length ? [...options, 'done'] : []);
  },
  answer(s, t, option) {
    if (option === 'done') return pop(s, t);
    removeBarrier(s, option, field<'barricade' | 'barbedWire'>(t, 'kind'));
    t['left'] = field<number>(t, 'left') - 1;
  },
};

/** Removes a Barrier from a path to its supply (2.5.2). */
export function removeBarrier(s: State, path: string, kind: 'barricade' | 'barbedWire'): void {
  emit(s, { type: 'barrierRemoved', barrier: kind === 'barricade' ? 'Barricade' : 'Barbed Wire', path });
  if (kind === 'barricade') {
    s.paths[path]!.barricade = false;
    s.supply.barricades += 1;
  } else {
    s.paths[path]!.wire = false;
    s.general.wire += 1;
  }
}

/** Pushes an effects task. */
export function runEffects(s: State, list: Effect[], side: Side, area: string | null, req: string[], source: string): void {
  if (list.length > 0) push(s, { k: 'effects', list, side, area, req, source });
}

/** The task handlers of the effect interpreter. */
export const effectTasks: Readonly<Record<string, TaskHandler>> = {
  effects: effectsTask,
  effectAt: effectAtTask,
  arrestPick: arrestPickTask,
  injurePick: injurePickTask,
  releasePick: releasePickTask,
  barrierPlace: barrierPlaceTask,
  barrierRemove: barrierRemoveTask,
};
