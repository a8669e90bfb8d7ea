import { chicago68, type Chicago68Action as Action, type Chicago68State as State } from '../../src/games/chicago-68/index.js';

/** The game under test. */
export const game = chicago68;
export type { Action, State };

/** A `pick` answer. */
export const pick = (option: string): Action => ({ type: 'pick', option });
/** A chance outcome. */
export const draw = (item: string): Action => ({ type: 'draw', item });

/** Applies actions in order through the public API (validated). */
export function act(s: State, ...actions: Action[]): State {
  return actions.reduce((x, a) => game.apply(x, a), s);
}

/** The first-game setup with manual chance, Policies forced; the Mayor's first Leadership turn. */
export function start(config: Record<string, unknown> = {}, policies = ["SMOKE 'EM", 'DRAW DOWN', 'FLAMETHROWERS']): State {
  let s = game.setup({ firstGame: true, chance: 'manual', ...config }, 7);
  for (const p of policies) s = game.apply(s, draw(p));
  return s;
}

/** A copy of a state with an edit made to it (a scenario built from a real state). */
export function edit(s: State, f: (d: State) => void): State {
  const d = JSON.parse(JSON.stringify(s)) as State;
  f(d);
  return d;
}

/** Empties every City Area (units, flags, tokens) — units simply vanish; for rule tests only. */
export function clearMap(d: State): void {
  for (const a of Object.values(d.areas)) {
    a.u = { m1: 0, m2: 0, ag: 0, pig: 0, p1: 0, p2: 0, tac: 0 };
    a.flag = null;
    a.gas = false;
    a.ng = 0;
  }
  for (const p of Object.values(d.paths)) {
    p.barricade = false;
    p.wire = false;
  }
}

/** Puts a faction on turn (before its card action). */
export function onTurn(d: State, faction: 'mayor' | 'police' | 'yippies' | 'mobe'): void {
  d.turn = { faction, card: false, ended: false };
}

/** Is this action among the legal ones? */
export function isLegal(s: State, a: Action): boolean {
  return game.legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(a));
}

/** The pick options now offered. */
export function options(s: State): string[] {
  return game.legalActions(s).filter((a) => a.type === 'pick').map((a) => (a as { option: string }).option);
}

/** Places units in an area. */
export function put(d: State, area: string, units: Partial<State['areas'][string]['u']>): void {
  for (const [k, v] of Object.entries(units)) d.areas[area]!.u[k as keyof State['areas'][string]['u']] += v!;
}

/** Resolves pending chance nodes, preferring the listed items, else the first outcome. */
export function settle(s: State, prefer: string[] = []): State {
  let x = s;
  while (game.toMove(x) === 'chance') {
    const outs = game.chanceOutcomes(x).map((o) => o.outcome as { type: 'draw'; item: string });
    x = game.apply(x, outs.find((o) => prefer.includes(o.item)) ?? outs[0]!);
  }
  return x;
}

/** Everybody passes the rest of the round; chance nodes settled. */
export function endRound(s: State, prefer: string[] = []): State {
  let x = s;
  const round = x.round;
  while (game.toMove(x) !== null && x.round === round) {
    if (game.toMove(x) === 'chance') x = settle(x, prefer);
    else {
      const legal = game.legalActions(x);
      x = game.apply(x, legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'endTurn') ?? legal.find((a) => a.type === 'pick' && ['done', 'stay', 'decline'].includes(a.option)) ?? legal[0]!);
    }
  }
  return x;
}
