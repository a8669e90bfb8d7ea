import type { State } from '../schema.js';
import { board } from './context.js';

/* 2.10 Movement restrictions. */

/** 2.10.1, 6.3.3 Demonstrators cannot cross Barbed Wire or a path with the Armored Jeep. */
export function demoPathOpen(s: State, path: string): boolean {
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
  return (board(s).links.get(from) ?? []).filter(([p, to]) => demoPathOpen(s, p) && demoMayEnter(s, to)).map(([, to]) => to);
}

/** Areas Police units may move to from `from`. */
export function policeDests(s: State, from: string): string[] {
  return (board(s).links.get(from) ?? []).filter(([p, to]) => policePathOpen(s, p) && to !== board(s).jail).map(([, to]) => to);
}

/** Paths touching an area. */
export function pathsAt(s: State, area: string): string[] {
  return (board(s).links.get(area) ?? []).map(([p]) => p);
}
