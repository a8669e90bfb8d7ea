import { set } from '../../../../core/update.js';
import type { Action, AreaState, State } from '../../schema.js';
import type { TaskOf } from '../../task-schema.js';
import type { CardDefs } from '../card-def.js';
import { arrest, concludeConflict } from '../conflict.js';
import { board, cityAreas, nameOf } from '../lookups.js';
import { runEffects } from '../effects.js';
import { exposureBonus, gainExposure } from '../exposure.js';
import { changeInstability } from '../instability.js';
import { requestMobChaos } from '../mob-chaos.js';
import { pathsAt, policeCanLeave, policeDests, policePathOpen } from '../movement.js';
import { unitName } from '../names.js';
import { areaOf, orDone, factionDecision, type C } from '../tasks.js';
import { placeTearGas } from '../tear-gas.js';
import { controller, demoCount, demoKeys, hasPlatoon, hasPolice, policeCount, strength } from '../units.js';
import { addUnits, change, moveUnits, plus, setBarrier } from '../updates.js';
import { mapped } from '../lists.js';
import { copyOf } from '../../../../core/with-key.js';

/* Appendix 3: Police Actions; Appendix 4: DRAW DOWN, FLAMETHROWERS, RAPID DEPLOYMENT. */

type DemoKey = (typeof demoKeys)[number];
type PoliceKey = 'p1' | 'p2' | 'tac';
type Arrived = TaskOf<'move'>['arrived'];
const policeKeys = ['p1', 'p2', 'tac'] as const;
const areaAction = (area: string): Action => ({ type: 'area', area });
const isDemoKey = (k: string): k is DemoKey => k === 'm1' || k === 'm2' || k === 'ag' || k === 'pig';
const isPoliceKey = (k: string): k is PoliceKey => k === 'p1' || k === 'p2' || k === 'tac';

/** ADVANCE: the Demonstrators a moving unit may arrest in `to` (NG there adds +4 to a Platoon, 2.4.3). */
function advanceTargets(s: State, k: PoliceKey, to: string): DemoKey[] {
  return demoKeys.filter((d) => arrestable(s, k, to, d));
}

/** May a unit of kind `k` moving into `to` arrest a Demonstrator of kind `d` there? */
function arrestable(s: State, k: PoliceKey, to: string, d: DemoKey): boolean {
  return arrestableIn(s.areas[to]!, k, d);
}

/** The same, the area's record given (read once per area, not once per unit kind). */
function arrestableIn(a: AreaState, k: PoliceKey, d: DemoKey): boolean {
  return a.u[d] > 0 && (k === 'tac' || strength(d) < strength(k) + 4 * a.ng);
}

/** Can a unit of kind `k` in `area` ADVANCE (move next door and arrest someone there)? */
function canAdvance(s: State, area: string, k: PoliceKey): boolean {
  if (s.areas[area]!.u[k] === 0) return false;
  const { jail, links } = board(s);
  for (const [p, to] of links.get(area) ?? []) {
    if (to === jail) continue;
    const a = s.areas[to]!;
    // nobody there to arrest: the path need not be looked at
    if (demoCount(a.u) === 0 || !policePathOpen(s, p)) continue;
    for (const d of demoKeys) if (arrestableIn(a, k, d)) return true;
  }
  return false;
}

function advanceUnits(s: State): Action[] {
  const out: Action[] = [];
  for (const area of cityAreas(s)) for (const unit of policeKeys) if (canAdvance(s, area, unit)) out.push({ type: 'unit', area, unit });
  return out;
}

function wireOptions(s: State): Action[] {
  if (s.police.wire === 0) return [];
  const paths: string[] = [];
  const links = board(s).links;
  for (const n of cityAreas(s)) {
    if (!hasPlatoon(s, n)) continue;
    for (const [p] of links.get(n) ?? []) if (!s.paths[p]!.wire && !paths.includes(p)) paths.push(p);
  }
  return mapped(paths.sort(), (path) => ({ type: 'path' as const, path }));
}

/** MASS ARREST power in an area: Platoons (with NG) — Posts take no part (6.3.2). */
function arrestPower(s: State, n: string): number {
  const u = s.areas[n]!.u;
  return u.tac > 0 ? Infinity : u.p1 + 2 * u.p2 + (u.p1 + u.p2 > 0 ? 4 * s.areas[n]!.ng : 0);
}

function massArrestAreas(s: State): string[] {
  return cityAreas(s).filter((n) => demoKeys.some((k) => s.areas[n]!.u[k] > 0 && strength(k) < arrestPower(s, n)));
}

function massArrestTargets(s: State, t: TaskOf<'massArrestTarget'>): DemoKey[] {
  const sum = t.taken.reduce((x, k) => x + strength(k), 0);
  const u = s.areas[t.area]!.u;
  return t.taken.length >= 4 ? [] : demoKeys.filter((k) => u[k] > 0 && sum + strength(k) < arrestPower(s, t.area));
}

function finishMassArrest(ctx: C, t: TaskOf<'massArrestTarget'>): void {
  ctx.pop();
  const u = ctx.state.areas[t.area]!.u;
  // Appendix 3: Mob Chaos if more than five units or a TAC Force are in conflict
  concludeConflict(ctx, 'establishment', t.area, policeCount(u) + t.taken.length, u.tac > 0, 6);
}

/**
 * MOVE's arrivals with one more unit of a kind in `to`: copied key by key, in the same order as a
 * spread (a spread of these records, keyed by the areas reached so far, was 2% of a playout in V8's
 * generic clone), each count one literal.
 */
function arrivedWith(arrived: Arrived, to: string, unit: PoliceKey): Arrived {
  const out: Arrived = {};
  for (const k in arrived) out[k] = arrived[k]!;
  const x = Object.hasOwn(arrived, to) ? arrived[to]! : undefined;
  const there = { p1: x?.p1 ?? 0, p2: x?.p2 ?? 0, tac: x?.tac ?? 0 };
  there[unit] += 1;
  out[to] = there;
  return out;
}

function movable(s: State, t: TaskOf<'move'>): Action[] {
  const out: Action[] = [];
  const arrivals = Object.keys(t.arrived);
  for (const area of cityAreas(s)) {
    const u = s.areas[area]!.u;
    if (u.p1 + u.p2 + u.tac === 0) continue;
    // a lookup of a key `arrived` lacks is slow (a miss walks the prototypes): only the keys it has
    const arrived = arrivals.length > 0 && arrivals.includes(area) ? t.arrived[area] : undefined;
    let leaves: boolean | undefined;
    for (const unit of policeKeys) if (u[unit] - (arrived?.[unit] ?? 0) > 0 && (leaves ??= policeCanLeave(s, area))) out.push({ type: 'unit', area, unit });
  }
  return out;
}

/** TEARGAS areas: a TAC Force with Demonstrators (SMOKE 'EM: any Police unit with Demonstrators). */
function gasAreas(s: State): string[] {
  if (s.police.gas === 0) return [];
  return cityAreas(s).filter((n) => isGasTarget(s, n));
}

function isGasTarget(s: State, n: string): boolean {
  const a = s.areas[n]!;
  return !a.gas && demoCount(a.u) > 0 && (a.u.tac > 0 || (s.smokeEm && hasPolice(s, n)));
}

function gasOptions(s: State, t: TaskOf<'teargas'>): Action[] {
  const options = t.placed < 2 ? mapped(gasAreas(s), areaAction) : [];
  return t.placed > 0 ? orDone(options) : options;
}

function gasDone(ctx: C, t: TaskOf<'teargas'>): void {
  ctx.pop();
  // Appendix 3: "then draw and resolve one Mob Chaos card … Increase Instability by 1": the
  // Instability change is queued beneath the Mob Chaos card, which resolves first
  runEffects(ctx, [{ op: 'instability', amount: 1 }], 'establishment', null, [], 'teargas');
  if (t.chaos) requestMobChaos(ctx, t.chaosArea);
}

function flameOptions(s: State): Action[] {
  const out: Action[] = [];
  for (const area of cityAreas(s)) if (s.areas[area]!.ng > 0) for (const unit of demoKeys) if (s.areas[area]!.u[unit] > 0) out.push({ type: 'unit', area, unit });
  return out;
}

/** RAPID DEPLOYMENT sources: Platoons in areas next to `to` (not across Barricades). */
function rapidSources(s: State, to: string): { type: 'unit'; area: string; unit: 'p1' | 'p2' }[] {
  const out: { type: 'unit'; area: string; unit: 'p1' | 'p2' }[] = [];
  for (const [p, area] of board(s).links.get(to) ?? []) {
    if (!policePathOpen(s, p)) continue;
    for (const unit of ['p1', 'p2'] as const) if (s.areas[area]!.u[unit] > 0) out.push({ type: 'unit', area, unit });
  }
  return out;
}

function isRapidTarget(s: State, n: string): boolean {
  return controller(s, n) === null && rapidSources(s, n).reduce((x, o) => x + s.areas[o.area]!.u[o.unit], 0) >= 2;
}

function rapidTargets(s: State): string[] {
  return cityAreas(s).filter((n) => isRapidTarget(s, n));
}

/** Appendix 2: the Police Action Cards (and the Policy-added ones), by name. */
export const policeCards: CardDefs = {
  'advance': {
    playable: (s) => cityAreas(s).some((n) => policeKeys.some((k) => canAdvance(s, n, k))),
    task: (owner) => ({ kind: 'advance', owner }),
  },
  'deploy-barbed-wire': {
    playable: (s) => s.police.wire > 0 && cityAreas(s).some((n) => hasPlatoon(s, n) && pathsAt(s, n).some((p) => !s.paths[p]!.wire)),
    task: (owner) => ({ kind: 'deployBarbedWire', owner }),
  },
  'mass-arrest': {
    playable: (s) => cityAreas(s).some((n) => demoKeys.some((k) => s.areas[n]!.u[k] > 0 && strength(k) < arrestPower(s, n))),
    task: (owner) => ({ kind: 'massArrest', owner }),
  },
  'move': {
    playable: (s) => cityAreas(s).some((n) => policeCount(s.areas[n]!.u) > 0 && policeCanLeave(s, n)),
    task: (owner) => ({ kind: 'move', owner, arrived: {} }),
  },
  'teargas': {
    playable: (s) => s.police.gas > 0 && cityAreas(s).some((n) => isGasTarget(s, n)),
    task: (owner) => ({ kind: 'teargas', owner, placed: 0, chaos: false, chaosArea: null }),
  },
  'draw-down': { playable: (s) => cityAreas(s).some((n) => s.areas[n]!.u.p1 > 0), task: (owner) => ({ kind: 'drawDown', owner }) },
  'flamethrowers': {
    playable: (s) => cityAreas(s).some((n) => s.areas[n]!.ng > 0 && demoCount(s.areas[n]!.u) > 0),
    task: (owner) => ({ kind: 'flamethrowers', owner }),
  },
  'rapid-deployment': {
    playable: (s) => cityAreas(s).some((n) => isRapidTarget(s, n)),
    task: (owner) => ({ kind: 'rapidDeployment', owner }),
  },
};

/** The task handlers of the Police Action Cards. */
export const policeCardTasks = {
  advance: factionDecision<'advance'>({
    owner: (_s, t) => t.owner,
    options: advanceUnits,
    prompt: () => 'ADVANCE: which unit moves?',
    answer(ctx, t, a) {
      if (a.type === 'unit' && isPoliceKey(a.unit)) ctx.replaceTop({ kind: 'advanceDest', owner: t.owner, from: a.area, unit: a.unit });
    },
  }),
  advanceDest: factionDecision<'advanceDest'>({
    owner: (_s, t) => t.owner,
    options: (s, t) => mapped(policeDests(s, t.from).filter((to) => advanceTargets(s, t.unit, to).length > 0), areaAction),
    prompt: () => 'ADVANCE: into which area?',
    answer(ctx, t, a) {
      // one literal in the schema's key order: a spread adding keys makes a dictionary-mode task
      ctx.replaceTop({ kind: 'advanceTarget', owner: t.owner, from: t.from, unit: t.unit, to: areaOf(a) });
    },
  }),
  advanceTarget: factionDecision<'advanceTarget'>({
    owner: (_s, t) => t.owner,
    options: (s, t) => mapped(advanceTargets(s, t.unit, t.to), (unit) => ({ type: 'unit' as const, area: t.to, unit })),
    prompt: () => 'ADVANCE: arrest whom?',
    answer(ctx, t, a) {
      ctx.pop();
      if (a.type !== 'unit' || !isDemoKey(a.unit)) return;
      moveUnits(ctx, t.from, t.to, t.unit);
      ctx.emit({ type: 'moved', units: unitName(t.unit), from: t.from, to: t.to });
      arrest(ctx, t.to, a.unit);
      concludeConflict(ctx, 'establishment', t.to, 2, t.unit === 'tac');
    },
  }),
  deployBarbedWire: factionDecision<'deployBarbedWire'>({
    owner: (_s, t) => t.owner,
    options: (s) => orDone(wireOptions(s)),
    prompt: () => 'DEPLOY BARBED WIRE: on which path?',
    answer(ctx, _t, a) {
      if (a.type !== 'path') return ctx.pop();
      change(ctx, 'police', (p) => plus(p, 'wire', -1));
      setBarrier(ctx, a.path, 'wire', true);
      ctx.emit({ type: 'barrierPlaced', barrier: 'Barbed Wire', path: a.path });
    },
  }),
  massArrest: factionDecision<'massArrest'>({
    owner: (_s, t) => t.owner,
    options: (s) => mapped(massArrestAreas(s), areaAction),
    prompt: () => 'MASS ARREST: in which area?',
    answer(ctx, t, a) {
      ctx.replaceTop({ kind: 'massArrestTarget', owner: t.owner, area: areaOf(a), taken: [] });
    },
  }),
  massArrestTarget: factionDecision<'massArrestTarget'>({
    owner: (_s, t) => t.owner,
    options(s, t) {
      const options = mapped(massArrestTargets(s, t), (unit) => ({ type: 'unit' as const, area: t.area, unit }));
      return t.taken.length > 0 ? orDone(options) : options;
    },
    prompt: () => 'MASS ARREST: arrest another Demonstrator?',
    none: finishMassArrest,
    answer(ctx, t, a) {
      if (a.type !== 'unit' || !isDemoKey(a.unit)) return finishMassArrest(ctx, t);
      const next = copyOf(t);
      next.taken = [...t.taken, a.unit];
      ctx.replaceTop(next);
      arrest(ctx, t.area, a.unit);
    },
  }),
  move: factionDecision<'move'>({
    owner: (_s, t) => t.owner,
    options: (s, t) => [...movable(s, t), { type: 'done' }],
    prompt: () => 'MOVE: move another unit?',
    answer(ctx, t, a) {
      if (a.type !== 'unit' || !isPoliceKey(a.unit)) return ctx.pop();
      ctx.replaceTop({ kind: 'moveDest', owner: t.owner, arrived: t.arrived, from: a.area, unit: a.unit });
    },
  }),
  moveDest: factionDecision<'moveDest'>({
    owner: (_s, t) => t.owner,
    options: (s, t) => mapped(policeDests(s, t.from), areaAction),
    prompt: () => 'MOVE: to which adjacent area?',
    answer(ctx, t, a) {
      const to = areaOf(a);
      moveUnits(ctx, t.from, to, t.unit);
      ctx.emit({ type: 'moved', units: unitName(t.unit), from: t.from, to });
      ctx.replaceTop({ kind: 'move', owner: t.owner, arrived: arrivedWith(t.arrived, to, t.unit) });
    },
  }),
  teargas: factionDecision<'teargas'>({
    owner: (_s, t) => t.owner,
    options: gasOptions,
    prompt: () => 'TEARGAS: gas which area?',
    none: gasDone,
    answer(ctx, t, a) {
      if (a.type !== 'area') return gasDone(ctx, t);
      const u = ctx.state.areas[a.area]!.u;
      const units = demoCount(u) + policeCount(u);
      const chaos = u.tac > 0 || units > 5;
      const next = copyOf(t);
      next.placed += 1;
      if (chaos) (next.chaos = true), (next.chaosArea = a.area);
      ctx.replaceTop(next);
      change(ctx, 'police', (p) => plus(p, 'gas', -1));
      gainExposure(ctx, 'establishment', exposureBonus(ctx.state, a.area, 'establishment'));
      placeTearGas(ctx, a.area);
    },
  }),
  drawDown: factionDecision<'drawDown'>({
    owner: (_s, t) => t.owner,
    options: (s) => mapped(cityAreas(s).filter((n) => s.areas[n]!.u.p1 > 0), areaAction),
    prompt: () => 'DRAW DOWN: withdraw a Lv1 Platoon from',
    answer(ctx, t, a) {
      const area = areaOf(a);
      addUnits(ctx, area, 'p1', -1);
      change(ctx, 'police', (p) => set(p, 'reserves', plus(p.reserves, 'p1', 1)));
      ctx.emit({ type: 'removed', units: unitName('p1'), area, to: 'the Reserves' });
      ctx.replaceTop({ kind: 'drawDownChoice', owner: t.owner });
    },
  }),
  drawDownChoice: factionDecision<'drawDownChoice'>({
    owner: (_s, t) => t.owner,
    options: () => [{ type: 'benefit', benefit: 'instability' }, { type: 'benefit', benefit: 'exposure' }],
    prompt: () => 'DRAW DOWN: Instability −1 or 2 Exposure?',
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type === 'benefit' && a.benefit === 'instability') changeInstability(ctx, -1);
      else gainExposure(ctx, 'establishment', 2);
    },
  }),
  flamethrowers: factionDecision<'flamethrowers'>({
    owner: (_s, t) => t.owner,
    options: flameOptions,
    prompt: () => 'FLAMETHROWERS: remove which Demonstrator?',
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type !== 'unit' || !isDemoKey(a.unit)) return;
      const k = a.unit;
      addUnits(ctx, a.area, k, -1);
      change(ctx, 'box', (b) => plus(b, k, 1)); // permanently removed
      ctx.emit({ type: 'removed', units: unitName(k), area: a.area, to: 'the game' });
      gainExposure(ctx, 'establishment', -2);
    },
  }),
  rapidDeployment: factionDecision<'rapidDeployment'>({
    owner: (_s, t) => t.owner,
    options: (s) => mapped(rapidTargets(s), areaAction),
    prompt: () => 'RAPID DEPLOYMENT: into which uncontrolled area?',
    answer(ctx, t, a) {
      ctx.replaceTop({ kind: 'rapidDeploymentMove', owner: t.owner, to: areaOf(a), moved: 0 });
    },
  }),
  rapidDeploymentMove: factionDecision<'rapidDeploymentMove'>({
    owner: (_s, t) => t.owner,
    options: (s, t) => (t.moved < 2 ? rapidSources(s, t.to) : []),
    prompt: (s, t) => `RAPID DEPLOYMENT: move a Platoon into ${nameOf(s, t.to)}`,
    none(ctx, t) {
      ctx.pop();
      if (controller(ctx.state, t.to) === 'establishment') gainExposure(ctx, 'establishment', exposureBonus(ctx.state, t.to, 'establishment'));
    },
    answer(ctx, t, a) {
      if (a.type !== 'unit' || (a.unit !== 'p1' && a.unit !== 'p2')) return;
      const next = copyOf(t);
      next.moved += 1;
      ctx.replaceTop(next);
      moveUnits(ctx, a.area, t.to, a.unit);
      ctx.emit({ type: 'moved', units: unitName(a.unit), from: a.area, to: t.to });
    },
  }),
};
