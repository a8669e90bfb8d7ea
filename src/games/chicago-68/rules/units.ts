import type { Side } from '../data/schema.js';
import type { State, UnitKey, Units } from '../schema.js';
import { board } from './lookups.js';
import type { C } from './tasks.js';
import { ascending, change, changeArea, plus } from './updates.js';
import { set } from '../../../core/update.js';
import { recordCheck } from '../../../core/machine/index.js';
import type { Task } from '../task-schema.js';

/* Units, strength and Area Control (2.3, 2.6). */

/** The Demonstrator unit kinds (MOBE Lv1/Lv2, Agitator, Pigasus 6.3.1). */
export const demoKeys = ['m1', 'm2', 'ag', 'pig'] as const;

/** 2.3.2 Strength of one unit; TAC Forces have none (2.3.5). */
export function strength(k: UnitKey): number {
  return k === 'm1' || k === 'p1' ? 1 : k === 'm2' || k === 'p2' ? 2 : 0;
}

/** Demonstrator units in an area. */
export function demoCount(u: Units): number {
  return u.m1 + u.m2 + u.ag + u.pig;
}

/** Police units in an area, not counting a Post. */
export function policeCount(u: Units): number {
  return u.p1 + u.p2 + u.tac;
}

/** Combined Demonstrator strength in an area. */
export function demoStrength(s: State, area: string): number {
  const u = s.areas[area]!.u;
  return u.m1 + 2 * u.m2;
}

/** Does the area hold a Police Platoon (in the open or in a Post)? */
export function hasPlatoon(s: State, area: string): boolean {
  const a = s.areas[area]!;
  return a.u.p1 + a.u.p2 > 0 || a.post === 'p1' || a.post === 'p2';
}

/** Does the area hold any Police unit, Posts included? */
export function hasPolice(s: State, area: string): boolean {
  const a = s.areas[area]!;
  return policeCount(a.u) > 0 || (a.post !== null && a.post !== '');
}

/** 2.6, 2.4.3 Police strength for control: Platoons (Posts included) plus +4 per NG if a Platoon is present. */
function policeStrength(s: State, area: string): number {
  const a = s.areas[area]!;
  const post = a.post === 'p1' ? 1 : a.post === 'p2' ? 2 : 0;
  const base = a.u.p1 + 2 * a.u.p2 + post;
  return base + (hasPlatoon(s, area) ? 4 * a.ng : 0);
}

/** 2.6 Who controls an area (null on a tie). */
export function controller(s: State, area: string): Side | null {
  const d = demoStrength(s, area);
  const p = policeStrength(s, area);
  return d > p ? 'demonstrators' : p > d ? 'establishment' : null;
}

/** Agitators on the board, Cook County Jail included (AGITATE, 5.3). */
export function agitatorsOnBoard(s: State): number {
  return board(s).areaIds.reduce((t, n) => t + s.areas[n]!.u.ag, 0);
}

/** 2.4.1 Remove Rally Flags from areas without Demonstrator units (checked before every step: skipped while the areas are unchanged). */
export const dropLonelyFlags = recordCheck<State, Task, 'areas'>('areas', (ctx) => {
  // the loop makes no closure (one per area and call would be garbage)
  for (const n of board(ctx.state).areaIds) {
    const a = ctx.state.areas[n]!;
    if (a.flag !== null && demoCount(a.u) === 0) dropFlag(ctx, n, a.flag);
  }
});

function dropFlag(ctx: C, n: string, flag: number): void {
  change(ctx, 'supply', (x) => set(x, 'flags', ascending([...x.flags, flag])));
  ctx.emit({ type: 'flagRemoved', area: n, value: flag, why: 'no Demonstrators left (2.4.1)' });
  changeArea(ctx, n, (x) => set(x, 'flag', null));
}

/** A unit removed to the general supply (2.10.3); Pigasus leaves the game (6.3.1). */
export function toSupply(ctx: C, k: (typeof demoKeys)[number], count = 1): void {
  if (k === 'pig') change(ctx, 'box', (b) => plus(b, 'pig', count));
  else change(ctx, 'supply', (x) => plus(x, k, count));
}
