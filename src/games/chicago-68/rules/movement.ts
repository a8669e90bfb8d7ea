import type { State } from '../schema.js';
import { board } from './lookups.js';
import { mapped } from './lists.js';

/* 2.10 Movement restrictions. */

/** 2.10.1, 6.3.3 Demonstrators cannot cross Barbed Wire or a path with the Armored Jeep. */
function demoPathOpen(s: State, path: string): boolean {
  return !s.paths[path]!.wire && s.jeep !== path;
}

/** 2.10.1 Police Platoons (and TAC Forces, Appendix 3) cannot cross Barricades. */
export function policePathOpen(s: State, path: string): boolean {
  return !s.paths[path]!.barricade;
}

/** 2.10.2 Demonstrators may not move or be placed into an area with Tear Gas (nor walk into the Jail). */
export function demoMayEnter(s: State, area: string): boolean {
  return area !== board(s).jail && !s.areas[area]!.gas;
}

/** Areas Demonstrators may move to from `from`. */
export function demoDests(s: State, from: string): string[] {
  const out: string[] = [];
  for (const [p, to] of linksOf(s, from)) if (demoPathOpen(s, p) && demoMayEnter(s, to)) out.push(to);
  return out;
}

/** May Demonstrators move anywhere from `from`? (`demoDests(s, from).length > 0`) */
export function demoCanLeave(s: State, from: string): boolean {
  for (const [p, to] of linksOf(s, from)) if (demoPathOpen(s, p) && demoMayEnter(s, to)) return true;
  return false;
}

/** Areas Police units may move to from `from`. */
export function policeDests(s: State, from: string): string[] {
  const jail = board(s).jail;
  const out: string[] = [];
  for (const [p, to] of linksOf(s, from)) if (policePathOpen(s, p) && to !== jail) out.push(to);
  return out;
}

/** May Police units move anywhere from `from`? (`policeDests(s, from).length > 0`) */
export function policeCanLeave(s: State, from: string): boolean {
  const jail = board(s).jail;
  for (const [p, to] of linksOf(s, from)) if (policePathOpen(s, p) && to !== jail) return true;
  return false;
}

/** Paths touching an area. */
export function pathsAt(s: State, area: string): string[] {
  return mapped(linksOf(s, area), ([p]) => p);
}

const noLinks: readonly (readonly [string, string])[] = [];

/** An area's paths as [path id, neighbour]. */
function linksOf(s: State, area: string): readonly (readonly [string, string])[] {
  return board(s).links.get(area) ?? noLinks;
}
