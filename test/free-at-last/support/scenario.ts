import { freeAtLast, type ChallengeInPlay, type ComponentSet, type FreeAtLastAction, type FreeAtLastState, type FreeAtLastView, type Organization } from '../../../src/games/free-at-last/index.js';
import { type FreeAtLastScenario } from '../../../src/games/free-at-last/words/index.js';
import { build } from './build.js';

/*
 * Scenario helpers for the rule tests: a game in manual chance mode, forced draws, and a builder that
 * puts a state straight into the Action Rounds with chosen Projects, hands and staff.
 */

export const all: Organization[] = ['SNCC', 'CORE', 'SCLC', 'NAACP'];

/** A new game in manual chance mode, waiting for the first Project card to be dealt. */
export const start = (players: Organization[] = all, seed = 1, components?: ComponentSet): FreeAtLastState =>
  freeAtLast.setup({ players, chance: 'manual', ...(components ? { components } : {}) }, seed);

const passes = new Set<FreeAtLastAction['type']>(['windowPass', 'eventsDone', 'pass']);

/**
 * Answers the offers that allow nothing but passing (windows are offered on public information, so a
 * seat without a playable card is asked and passes; an Action Round that allows only a pass).
 */
export function passEmptyOffers(s: FreeAtLastState): FreeAtLastState {
  let t = s;
  for (let only = freeAtLast.legalActions(t); only.length === 1 && passes.has(only[0]!.type); only = freeAtLast.legalActions(t)) t = freeAtLast.apply(t, only[0]!);
  return t;
}

/** Applies actions in order, each followed by the pass-only offers it leads to. */
export function play(s: FreeAtLastState, ...actions: FreeAtLastAction[]): FreeAtLastState {
  return actions.reduce((t, a) => passEmptyOffers(freeAtLast.apply(t, a)), s);
}

/** Resolves chance nodes while they are pending, each with `pick` (or the first outcome). */
export function draws(s: FreeAtLastState, pick: (outs: FreeAtLastAction[], s: FreeAtLastState) => FreeAtLastAction | undefined = () => undefined): FreeAtLastState {
  let t = s;
  while (freeAtLast.toMove(t) === 'chance') {
    const outs = freeAtLast.chanceOutcomes(t).map((o) => o.outcome);
    t = freeAtLast.apply(t, pick(outs, t) ?? outs[0]!);
  }
  return t;
}

/** Draws the given Strategy cards (in order) for whatever draws are pending, then the first outcomes. */
export function drawCards(s: FreeAtLastState, cards: string[]): FreeAtLastState {
  const queue = [...cards];
  return draws(s, (outs) => {
    const want = queue[0];
    const hit = outs.find((o) => o.type === 'drawStrategy' && o.card === want);
    if (hit) queue.shift();
    return hit;
  });
}

/** The legal actions of a given type. */
export const legal = <T extends FreeAtLastAction['type']>(s: FreeAtLastState, type: T): Extract<FreeAtLastAction, { type: T }>[] =>
  freeAtLast.legalActions(s).filter((a) => a.type === type) as Extract<FreeAtLastAction, { type: T }>[];

export interface ProjectSpec {
  card: number;
  red?: number;
  white?: number;
  blue?: number;
  leaders?: string[];
  stage?: FreeAtLastState['projects'][string]['stage'];
}

export interface ScenarioSpec {
  players?: Organization[];
  projects?: Partial<Record<Organization, ProjectSpec>>;
  hands?: Partial<Record<Organization, string[]>>;
  staff?: Partial<Record<Organization, string[]>>;
  stars?: Partial<Record<Organization, number>>;
  home?: boolean;
  actor?: Organization;
  actionRound?: number;
  turn?: number;
  /** A user component set (default: the reference set). */
  components?: ComponentSet;
  /** The advanced game (2.7), with these Challenges in effect and ALL Challenges by the board. */
  advanced?: boolean;
  inPlay?: ChallengeInPlay[];
  byBoard?: string[];
}

/** The public scenario builder set up as `spec` says (defaults: no Projects, empty hands, no Staffers). */
export function scenarioOf(spec: ScenarioSpec = {}): FreeAtLastScenario {
  const players = spec.players ?? all;
  let b = build({ players, chance: 'manual', advanced: spec.advanced ?? false, ...(spec.components ? { components: spec.components } : {}) }, 1)
    .homeCards(spec.home ?? false)
    .turn(spec.turn ?? 1)
    .actionRound(spec.actionRound ?? 1);
  for (const o of players) {
    b = b.hand(o, spec.hands?.[o] ?? []).staff(o, spec.staff?.[o] ?? []);
    const stars = spec.stars?.[o];
    if (stars !== undefined) b = b.stars(o, stars);
  }
  for (const [o, p] of Object.entries(spec.projects ?? {}) as [Organization, ProjectSpec][]) b = b.project(o, p);
  if (spec.inPlay) b = b.challengesInPlay(spec.inPlay);
  if (spec.byBoard) b = b.challengesByBoard(spec.byBoard);
  return b;
}

/** A state in the Action Rounds, with `actor` to play (defaults: first seat, no Projects, empty hands). */
export function actionScenario(spec: ScenarioSpec = {}): FreeAtLastState {
  return scenarioOf(spec).at('action-round', spec.actor).state;
}

/** The flow's decision waiting, as the view shows it. */
export const stepOf = (s: FreeAtLastState): FreeAtLastView['step'] => freeAtLast.view(s, null).step;

/** The running project resolution as the view shows it (public: dice, hits, who is asked), or null. */
export interface ResolutionView {
  readonly org: Organization;
  readonly mode: string;
  readonly step: string;
  readonly [more: string]: unknown;
}

/** The running project resolution, if any, as the spectator's view shows it. */
export const resolutionOf = (s: FreeAtLastState): ResolutionView | null => freeAtLast.view(s, null).resolution as ResolutionView | null;
