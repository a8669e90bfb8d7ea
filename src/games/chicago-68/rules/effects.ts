import type { EffectTable } from '../../../core/machine/index.js';
import { set } from '../../../core/update.js';
import type { Effect, Side, Where } from '../data/schema.js';
import type { State } from '../schema.js';
import type { Task, TaskOf } from '../task-schema.js';
import { changeCapital } from './capital.js';
import { arrest, injure } from './conflict.js';
import { board, cityAreas, nameOf, sideFaction } from './lookups.js';
import { gainExposure } from './exposure.js';
import { changeInstability } from './instability.js';
import { demoMayEnter, pathsAt } from './movement.js';
import { unitName } from './names.js';
import { requestPolicyDraw } from './policy.js';
import { areaOf, countedDown, orDone, pathOf, effectList, factionDecision, type Asking, type C } from './tasks.js';
import { placeTearGas } from './tear-gas.js';
import { markActive, markAnyAreaEffect } from './active-tokens.js';
import { demoCount, demoKeys } from './units.js';
import { addUnits, ascending, change, changeArea, plus, setBarrier } from './updates.js';
import { mapped } from './lists.js';

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
export function eligible(s: State, e: Effect): string[] {
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
function candidates(s: State, e: Effect, at: Where, t: TaskOf<'effects'>): string[] {
  const ok = eligible(s, e);
  if (typeof at === 'object') return ok.includes(at.area) ? [at.area] : [];
  if (at === 'conflict' && t.area !== null) return ok.includes(t.area) ? [t.area] : [];
  if (at === 'requirement' && t.req.length > 0) return ok.filter((n) => t.req.includes(n));
  return ok;
}

/** Applies a located effect at one area; solo: then marks it for an Any Area card, so an area the effect first filled counts. */
function applyAt(ctx: C, e: Effect, area: string, source: string): void {
  resolveLocated(ctx, e, area, source);
  markAnyAreaEffect(ctx, source, area);
}

function resolveLocated(ctx: C, e: Effect, area: string, source: string): void {
  switch (e.op) {
    case 'mobe': {
      const key = e.level === 1 ? 'm1' : 'm2';
      const n = Math.min(e.count, ctx.state.supply[key]);
      change(ctx, 'supply', (x) => plus(x, key, -n));
      addUnits(ctx, area, key, n);
      return ctx.emit({ type: 'placed', units: unitName(key, n), area, why: nameOf(ctx.state, source) });
    }
    case 'agitator':
      change(ctx, 'supply', (x) => plus(x, 'ag', -1));
      addUnits(ctx, area, 'ag', 1);
      return ctx.emit({ type: 'placed', units: unitName('ag'), area, why: nameOf(ctx.state, source) });
    case 'police': {
      const n = Math.min(e.count, ctx.state.police.reserves.p1);
      change(ctx, 'police', (p) => set(p, 'reserves', plus(p.reserves, 'p1', -n)));
      addUnits(ctx, area, 'p1', n);
      return ctx.emit({ type: 'placed', units: unitName('p1', n), area, why: nameOf(ctx.state, source) });
    }
    case 'arrest':
      return ctx.push({ kind: 'arrestPick', area, left: e.count });
    case 'injure':
      return ctx.push({ kind: 'injurePick', area, left: e.count });
    case 'minusCapital':
      change(ctx, 'general', (g) => plus(g, 'minus', -1));
      changeArea(ctx, area, (a) => plus(a, 'minus', 1));
      return ctx.emit({ type: 'placed', units: '−1 Capital token', area, why: nameOf(ctx.state, source) });
    case 'nationalGuard':
      change(ctx, 'general', (g) => plus(g, 'ng', -1));
      changeArea(ctx, area, (a) => plus(a, 'ng', 1));
      return ctx.emit({ type: 'placed', units: 'National Guard', area, why: nameOf(ctx.state, source) });
    case 'tearGas':
      change(ctx, 'general', (g) => plus(g, 'gas', -1));
      return placeTearGas(ctx, area);
    case 'flag': {
      const flags = ctx.state.supply.flags;
      const value = flags[flags.length - 1]!;
      change(ctx, 'supply', (x) => set(x, 'flags', flags.slice(0, -1)));
      changeArea(ctx, area, (a) => set(a, 'flag', value));
      ctx.emit({ type: 'flagPlaced', area, value, why: nameOf(ctx.state, source) });
      return markActive(ctx, area); // solo: every Rally Flag placed
    }
    case 'removeFlag': {
      const value = ctx.state.areas[area]!.flag!;
      ctx.emit({ type: 'flagRemoved', area, value, why: nameOf(ctx.state, source) });
      change(ctx, 'supply', (x) => set(x, 'flags', ascending([...x.flags, value])));
      return changeArea(ctx, area, (a) => set(a, 'flag', null));
    }
  }
}

type EffectsTask = TaskOf<'effects'>;
type Located = Extract<Effect, { at: Where }>;

/** An effect at an area: nowhere to put it does nothing (2.7.5), one area is taken, else the side it favours chooses. */
function located(ctx: C, e: Located, t: EffectsTask): void {
  const options = candidates(ctx.state, e, e.at, t);
  if (options.length === 0) return;
  if (options.length === 1) return applyAt(ctx, e, options[0]!, t.source);
  ctx.push({ kind: 'effectAt', effect: e, side: t.side, options, source: t.source });
}

/** What each effect primitive does (data/schema.ts), run by the core effect list. */
const effects: EffectTable<State, Task, Effect, EffectsTask, 'op'> = {
  exposure: (ctx, e, t) => gainExposure(ctx, e.by ? e.by : t.side, e.amount),
  instability: (ctx, e) => changeInstability(ctx, e.amount),
  capital: (ctx, e, t) => changeCapital(ctx, e.amount, nameOf(ctx.state, t.source)),
  heal(ctx, e, t) {
    for (let i = 0; i < e.count; i++) {
      const injured = ctx.state.police.injured;
      const k = injured.p1 > 0 ? 'p1' : injured.p2 > 0 ? 'p2' : null;
      if (!k) break;
      change(ctx, 'police', (p) => set(set(p, 'injured', plus(p.injured, k, -1)), 'reserves', plus(p.reserves, k, 1)));
      ctx.emit({ type: 'healed', units: unitName(k), to: 'the Reserves', why: nameOf(ctx.state, t.source) });
    }
  },
  release: (ctx, e) => ctx.push({ kind: 'releasePick', left: e.count }),
  barricade: (ctx, e) => ctx.push({ kind: 'barrierPlace', left: e.count }),
  removeBarrier: (ctx, e) => ctx.push({ kind: 'barrierRemove', barrier: e.kind, left: e.count }),
  policeSupply(ctx, e, t) {
    const from = e.item === 'barbedWire' ? 'wire' : 'gas';
    const n = Math.min(e.count, ctx.state.general[from]);
    change(ctx, 'general', (g) => plus(g, from, -n));
    change(ctx, 'police', (p) => plus(p, from, n));
    if (n > 0) ctx.emit({ type: 'policeSupply', added: `${n} ${e.item === 'barbedWire' ? 'Barbed Wire' : 'Tear Gas'}`, why: nameOf(ctx.state, t.source) });
  },
  delegate(ctx, e, t) {
    // blue from the unlimited Capital supply, red from the MOBE supply (2.5.2)
    const n = e.color === 'blue' ? e.count : Math.min(e.count, ctx.state.supply.m1);
    if (e.color === 'red') change(ctx, 'supply', (x) => plus(x, 'm1', -n));
    change(ctx, 'delegates', (d) => set(d, 'bag', plus(d.bag, e.color, n)));
    if (n > 0) ctx.emit({ type: 'delegate', color: e.color, count: n, to: 'bag', why: nameOf(ctx.state, t.source) });
  },
  policyDraw: (ctx) => requestPolicyDraw(ctx),
  policeCard(ctx, e, t) {
    if (!ctx.state.hands.police.includes(e.card) && !ctx.state.discards.police.includes(e.card)) {
      change(ctx, 'hands', (h) => set(h, 'police', [...h.police, e.card]));
      ctx.emit({ type: 'cardGained', faction: 'police', card: e.card, why: nameOf(ctx.state, t.source) });
    }
  },
  smokeEm: (ctx) => change(ctx, 'smokeEm', () => true),
  action: (ctx, e) => ctx.push({ kind: 'freeCard', card: e.card }),
  mobe: located,
  agitator: located,
  police: located,
  arrest: located,
  injure: located,
  minusCapital: located,
  nationalGuard: located,
  tearGas: located,
  flag: located,
  removeFlag: located,
};

const effectAtTask: Asking<'effectAt'> = factionDecision({
  owner: (s, t) => sideFaction(s, chooser[t.effect.op] ?? t.side),
  options: (_s, t) => mapped(t.options, (area) => ({ type: 'area' as const, area })),
  prompt: (_s, t) => `Choose the area for ${t.effect.op}`,
  answer(ctx, t, a) {
    ctx.pop();
    applyAt(ctx, t.effect, areaOf(a), t.source);
  },
});

const arrestPickTask: Asking<'arrestPick'> = factionDecision({
  owner: (s) => sideFaction(s, 'establishment'),
  options(s, t) {
    const u = s.areas[t.area]!.u;
    return t.left <= 0 ? [] : mapped(demoKeys.filter((k) => u[k] > 0), (unit) => ({ type: 'unit' as const, area: t.area, unit }));
  },
  prompt: (s, t) => `Arrest a Demonstrator in ${nameOf(s, t.area)}`,
  answer(ctx, t, a) {
    if (a.type !== 'unit' || a.unit === 'p1' || a.unit === 'p2' || a.unit === 'tac' || a.unit === 'post') return;
    ctx.replaceTop(countedDown(t));
    arrest(ctx, t.area, a.unit);
  },
});

const injurePickTask: Asking<'injurePick'> = factionDecision({
  owner: (s) => sideFaction(s, 'demonstrators'),
  options(s, t) {
    const u = s.areas[t.area]!.u;
    return t.left <= 0 ? [] : mapped((['p1', 'p2'] as const).filter((k) => u[k] > 0), (unit) => ({ type: 'unit' as const, area: t.area, unit }));
  },
  prompt: (s, t) => `Injure a Platoon in ${nameOf(s, t.area)}`,
  answer(ctx, t, a) {
    if (a.type !== 'unit' || (a.unit !== 'p1' && a.unit !== 'p2')) return;
    ctx.replaceTop(countedDown(t));
    injure(ctx, t.area, a.unit);
  },
});

/** Release choices: a jailed unit kind and a Park without Tear Gas. */
export function releaseOptions(s: State): { type: 'move'; unit: 'm1' | 'm2' | 'ag'; from: string; to: string }[] {
  const jail = board(s).jail;
  const u = s.areas[jail]!.u;
  const parks = board(s).parks.filter((p) => demoMayEnter(s, p));
  const out: { type: 'move'; unit: 'm1' | 'm2' | 'ag'; from: string; to: string }[] = [];
  for (const unit of ['m1', 'm2', 'ag'] as const) if (u[unit] > 0) for (const to of parks) out.push({ type: 'move', unit, from: jail, to });
  return out;
}

/** Moves one jailed unit to a Park. */
export function releaseUnit(ctx: C, unit: 'm1' | 'm2' | 'ag', park: string): void {
  addUnits(ctx, board(ctx.state).jail, unit, -1);
  addUnits(ctx, park, unit, 1);
  ctx.emit({ type: 'released', unit: unitName(unit), to: park });
}

const releasePickTask: Asking<'releasePick'> = factionDecision({
  owner: (s) => sideFaction(s, 'demonstrators'),
  options: (s, t) => (t.left <= 0 ? [] : orDone(releaseOptions(s))),
  prompt: () => 'Release a jailed unit to a Park',
  answer(ctx, t, a) {
    if (a.type !== 'move' || a.unit === 'pig' || a.unit === 'p1' || a.unit === 'p2' || a.unit === 'tac') return ctx.pop();
    ctx.replaceTop(countedDown(t));
    releaseUnit(ctx, a.unit, a.to);
  },
});

const barrierPlaceTask: Asking<'barrierPlace'> = factionDecision({
  owner: (s) => sideFaction(s, 'demonstrators'),
  options(s, t) {
    if (t.left <= 0 || s.supply.barricades === 0) return [];
    const paths = new Set(cityAreas(s).filter((n) => demoCount(s.areas[n]!.u) > 0).flatMap((n) => pathsAt(s, n)));
    return orDone(mapped([...paths].filter((p) => !s.paths[p]!.barricade).sort(), (path) => ({ type: 'path' as const, path })));
  },
  prompt: () => 'Place a Barricade',
  answer(ctx, t, a) {
    if (a.type !== 'path') return ctx.pop();
    ctx.replaceTop(countedDown(t));
    setBarrier(ctx, a.path, 'barricade', true);
    change(ctx, 'supply', (x) => plus(x, 'barricades', -1));
    ctx.emit({ type: 'barrierPlaced', barrier: 'Barricade', path: a.path });
  },
});

const barrierRemoveTask: Asking<'barrierRemove'> = factionDecision({
  owner: (s, t) => sideFaction(s, t.barrier === 'barricade' ? 'establishment' : 'demonstrators'),
  options(s, t) {
    if (t.left <= 0) return [];
    const key = t.barrier === 'barricade' ? 'barricade' : 'wire';
    return orDone(mapped(Object.keys(s.paths).filter((p) => s.paths[p]![key]).sort(), (path) => ({ type: 'path' as const, path })));
  },
  prompt: (_s, t) => `Remove a ${t.barrier}`,
  answer(ctx, t, a) {
    if (a.type !== 'path') return ctx.pop();
    ctx.replaceTop(countedDown(t));
    removeBarrier(ctx, pathOf(a), t.barrier);
  },
});

/** Removes a Barrier from a path to its supply (2.5.2). */
export function removeBarrier(ctx: C, path: string, kind: 'barricade' | 'barbedWire'): void {
  ctx.emit({ type: 'barrierRemoved', barrier: kind === 'barricade' ? 'Barricade' : 'Barbed Wire', path });
  if (kind === 'barricade') {
    setBarrier(ctx, path, 'barricade', false);
    change(ctx, 'supply', (x) => plus(x, 'barricades', 1));
  } else {
    setBarrier(ctx, path, 'wire', false);
    change(ctx, 'general', (g) => plus(g, 'wire', 1));
  }
}

/** Pushes an effects task; `source` is the card that caused it, by id (its name is the `why` of the events), or a rule in words. */
export function runEffects(ctx: C, effects: Effect[], side: Side, area: string | null, req: string[], source: string): void {
  if (effects.length > 0) ctx.push({ kind: 'effects', effects, cursor: 0, side, area, req, source });
}

/** The task handlers of the effect interpreter. */
export const effectTasks = {
  // a card's effects, one by one from `cursor`; an effect needing a decision pushes a task above the list
  effects: effectList<'effects', Effect, 'op'>(effects, undefined, 'op'),
  effectAt: effectAtTask,
  arrestPick: arrestPickTask,
  injurePick: injurePickTask,
  releasePick: releasePickTask,
  barrierPlace: barrierPlaceTask,
  barrierRemove: barrierRemoveTask,
};
