import {
  chicago68,
  chicagoScenario,
  turnDecision,
  type Chicago68Action as Action,
  type Chicago68AreaId as AreaName,
  type Chicago68CardId as CardName,
  type Chicago68Game,
  type Chicago68Names,
  type Chicago68PathId as PathId,
  type Chicago68State as State,
} from '../../src/games/chicago-68/index.js';

/** The game under test. */
export const game = chicago68;
/** The game with plain-string names, for tests with a component set of their own or names that are no component's (the docs' way for a set of one's own). */
export const anyNames: Chicago68Game<Chicago68Names> = chicago68;
export type { Action, State };
export { currentTurn, pendingDraw } from '../../src/games/chicago-68/index.js';

type Unit = 'm1' | 'm2' | 'ag' | 'pig' | 'p1' | 'p2' | 'tac';
/** An action, or one found among the legal actions of the state it is applied to. */
export type Step = Action | ((s: State) => Action);

/** Typed answers: the areas, paths and cards they name are the reference set's (a misspelt one does not compile). */
export const play = (c: CardName): Action => ({ type: 'play', card: c });
export const area = (a: AreaName): Action => ({ type: 'area', area: a });
export const path = (p: PathId): Action => ({ type: 'path', path: p });
export const unit = (a: AreaName, u: Unit | 'post'): Action => ({ type: 'unit', area: a, unit: u });
export const escort = (u: 'm1' | 'm2' | 'ag' | 'pig'): Action => ({ type: 'escort', unit: u });
export const flag = (a: AreaName, value: number): Action => ({ type: 'flag', area: a, value });
export const card = (c: CardName): Action => ({ type: 'card', card: c });
export const tile = (t: 'splay' | 'action' | 'unit' | 'exp'): Action => ({ type: 'tile', tile: t });
export const benefit = (b: 'instability' | 'exposure'): Action => ({ type: 'benefit', benefit: b });
export const hand = (f: 'mayor' | 'police' | 'yippies' | 'mobe'): Action => ({ type: 'hand', faction: f });
export const removeBarrier = (c: CardName, p: PathId): Action => ({ type: 'removeBarrier', card: c, path: p });
export const move = (u: Unit, from: AreaName, to: AreaName): Action => ({ type: 'move', unit: u, from, to });
export const done: Action = { type: 'done' };
export const discardDrawn: Action = { type: 'discardDrawn' };
/** A chance outcome. */
export const draw = (item: string): Action => ({ type: 'draw', item });

function only(found: Action[], what: string): Action {
  if (found.length !== 1) throw new Error(`expected one legal ${what}, found ${found.length}`);
  return found[0]!;
}

/** The one legal choice of a unit kind (the area is the one the question is about). */
export const unitKind = (k: Unit) => (s: State): Action => only(game.legalActions(s).filter((a) => a.type === 'unit' && a.unit === k), `unit ${k}`);
/** The one legal move of a unit kind to an area (the origin is the one the question is about). */
export const moveTo = (k: Unit, to: AreaName) => (s: State): Action =>
  only(game.legalActions(s).filter((a) => a.type === 'move' && a.unit === k && a.to === to), `move of ${k} to ${to}`);

/** Applies actions in order through the public API (validated). */
export function act(s: State, ...steps: Step[]): State {
  return steps.reduce((x, a) => game.apply(x, typeof a === 'function' ? a(x) : a), s);
}

/** The first-game setup with manual chance, Policies forced; the Mayor's first Leadership turn. */
export function start(config: Record<string, unknown> = {}, policies = ['smoke-em', 'draw-down', 'flamethrowers']): State {
  let s = game.setup({ firstGame: true, chance: 'manual', ...config }, 7);
  for (const p of policies) s = game.apply(s, draw(p));
  return s;
}

/** A state changed through the public scenario builder's `edit` (a copy; `s` is untouched). */
export function edit(s: State, f: (d: State) => void): State {
  return chicagoScenario(s).edit(f).state;
}

/** Empties every City Area (units, flags, tokens) — units simply vanish; for rule tests only. */
export function clearMap(d: State): void {
  Object.assign(d, chicagoScenario(d).clearMap().state);
}

/** Puts a faction on turn (before its card action). */
export function onTurn(d: State, faction: 'mayor' | 'police' | 'yippies' | 'mobe'): void {
  Object.assign(d, chicagoScenario(d).at('turn', faction).state);
}

/** Is this action among the legal ones? */
export function isLegal(s: State, a: Action): boolean {
  return game.legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(a));
}

/** The answers a question offers now ([] when the faction on turn chooses its turn action). */
export function options(s: State): Action[] {
  return turnDecision(s) ? [] : game.legalActions(s);
}

/** Places units in an area. */
export function put(d: State, a: string, units: Partial<State['areas'][string]['u']>): void {
  Object.assign(d, chicagoScenario(d).units(a, units).state);
}

/** Resolves pending chance nodes, preferring the listed items, else the first outcome. */
export function settle(s: State, prefer: string[] = []): State {
  let x = s;
  while (game.toMove(x) === 'chance') {
    const all = game.chanceOutcomes(x).map((o) => o.outcome);
    x = game.apply(x, all.find((o) => o.type === 'draw' && prefer.includes(o.item)) ?? all[0]!);
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
      x = game.apply(x, legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'endTurn') ?? legal.find((a) => a.type === 'done') ?? legal[0]!);
    }
  }
  return x;
}

/**
 * A solo game (manual chance) after setup: the first Street Theater card and the three Machine
 * Policies drawn (the first outcomes), the Demonstrators in Grant Park West, NIGHT STICKS drawn as the
 * round's Tactic; the Machine Mayor's first card is the pending chance node.
 */
export function solo(config: Record<string, unknown> = {}): State {
  let s = game.setup({ mode: 'solo', chance: 'manual', ...config }, 7);
  for (let i = 0; i < 4; i++) s = game.apply(s, game.chanceOutcomes(s)[0]!.outcome);
  s = game.apply(s, area('grant-park-west'));
  return game.apply(s, draw('night-sticks'));
}

/** Chance outcomes as a list of their actions. */
export const outcomes = (s: State): Action[] => game.chanceOutcomes(s).map((o) => o.outcome);
