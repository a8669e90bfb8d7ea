import {
  freeAtLast1955,
  freeAtLast1955Scenario,
  type FreeAtLast1955Action as Action,
  type FreeAtLast1955CityId as CityId,
  type FreeAtLast1955LeaderId as LeaderId,
  type FreeAtLast1955State as State,
} from '../../src/games/free-at-last-1955/index.js';

/** The game under test. */
export const game = freeAtLast1955;
export type { Action, State };
export const scenario = freeAtLast1955Scenario;

/** An action, or one found among the legal actions of the state it is applied to. */
export type Step = Action | ((s: State) => Action);

/** Typed answers. */
export const die = (face: number): Action => ({ type: 'die', face });
export const city = (c: CityId): Action => ({ type: 'city', city: c });
export const done: Action = { type: 'done' };

/** Applies actions in order through the public API (validated). */
export function act(s: State, ...steps: Step[]): State {
  return steps.reduce((x, a) => game.apply(x, typeof a === 'function' ? a(x) : a), s);
}

/** Applies actions and collects the events. */
export function events(s: State, ...steps: Action[]): { state: State; events: { type: string; [k: string]: unknown }[] } {
  const out: { type: string; [k: string]: unknown }[] = [];
  let x = s;
  for (const a of steps) {
    const r = game.step(x, a);
    out.push(...r.events);
    x = r.state;
  }
  return { state: x, events: out };
}

/**
 * A game in manual chance mode with both hands dealt from the deck in name order (the first 8 cards
 * to civil rights, the next 8 to the segregationist): the civil rights player's first action of 1955.
 */
export function start(): State {
  let s = game.setup({ chance: 'manual' }, 7);
  while (game.toMove(s) === 'chance') s = game.apply(s, game.chanceOutcomes(s)[0]!.outcome);
  return s;
}

/** The reference game in manual chance mode, the civil rights player's first action of 1955, with an empty map and no leader on it. */
export function emptyBoard(): ReturnType<typeof scenario> {
  let sc = scenario(start()).clearMap();
  for (const l of Object.keys(sc.state.leaders)) sc = sc.leader(l, null);
  return sc;
}

/**
 * A leader activated with the free 1-Ops action (5.2), staying where he is, attacking: the state
 * then waits for the confrontation's first question (usually the attacker's card window).
 */
export function attack(s: State, leader: LeaderId, goal: 'S' | 'A' | 'V' | null): State {
  return act(s, { type: 'activate', card: null, leader }, { type: 'stay' }, { type: 'attack', goal });
}

/** Both card windows closed without cards: the dice come next. */
export const noCards: Action[] = [done, done];

/** The last event of a type. */
export function lastEvent<T extends { type: string }>(list: T[], type: string): T | undefined {
  return [...list].reverse().find((e) => e.type === type);
}
