import { freeAtLast, type ComponentSet, type FreeAtLastAction, type FreeAtLastState, type Organization } from '../../../src/games/free-at-last/index.js';
import { advance } from '../../../src/games/free-at-last/rules/flow.js';
import { moveCubes, onProject, supply } from '../../../src/games/free-at-last/state/zones.js';

/*
 * Scenario helpers for the rule tests: a game in manual chance mode, forced draws, and a builder that
 * puts a state straight into the Action Rounds with chosen Projects, hands and staff.
 */

export const all: Organization[] = ['SNCC', 'CORE', 'SCLC', 'NAACP'];

/** A new game in manual chance mode, waiting for the first Project card to be dealt. */
export const start = (players: Organization[] = all, seed = 1, components?: ComponentSet): FreeAtLastState =>
  freeAtLast.setup({ players, chance: 'manual', ...(components ? { components } : {}) }, seed);

/** Applies actions in order. */
export function play(s: FreeAtLastState, ...actions: FreeAtLastAction[]): FreeAtLastState {
  return actions.reduce((t, a) => freeAtLast.apply(t, a), s);
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
    const hit = outs.find((o) => o.type === 'draw-strategy' && o.card === want);
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
}

/** A state in the Action Rounds, with `actor` to play (defaults: first seat, no Projects, empty hands). */
export function actionScenario(spec: ScenarioSpec = {}): FreeAtLastState {
  const players = spec.players ?? all;
  let s = start(players, 1, spec.components);
  const deck = [...s.decks.strategy, ...Object.values(s.orgs).flatMap((o) => o.hand)];
  const orgs = { ...s.orgs };
  for (const o of players) {
    const hand = spec.hands?.[o] ?? [];
    for (const c of hand) deck.splice(deck.indexOf(c), 1);
    const staff = spec.staff?.[o] ?? [];
    const leaders = spec.projects?.[o]?.leaders ?? [];
    orgs[o] = {
      ...orgs[o]!,
      hand,
      homeCardInHand: spec.home ?? false,
      stars: spec.stars?.[o] ?? orgs[o]!.stars,
      staff: staff.map((id) => ({ id, tired: false })),
      staffPool: orgs[o]!.staffPool.filter((id) => !staff.includes(id)),
      protestLeaders: orgs[o]!.protestLeaders.filter((id) => !leaders.includes(id)),
    };
  }
  s = { ...s, orgs, offered: {}, phase: 'action-rounds', turn: spec.turn ?? 1, actionRound: spec.actionRound ?? 1, decks: { ...s.decks, strategy: deck, projects: s.decks.projects } };
  for (const [o, p] of Object.entries(spec.projects ?? {}) as [Organization, ProjectSpec][]) {
    s = {
      ...s,
      decks: { ...s.decks, projects: s.decks.projects.filter((n) => n !== p.card) },
      projects: {
        ...s.projects,
        [o]: {
          card: p.card,
          owner: o,
          cubes: { red: 0, white: 0, blue: 0 },
          stage: p.stage ?? 'protest',
          leaders: p.leaders ?? [],
          freedomRiders: [],
          overkill: 0,
          litigationUsed: false,
          protests: 0,
          leaderLost: false,
          lostLocalFigures: [],
          xRerollsUsed: [],
          eventLeader: null,
          outcome: 'active',
        },
      },
    };
    s = moveCubes(s, supply, onProject(o), 'red', p.red ?? 6).state;
    s = moveCubes(s, supply, onProject(o), 'white', p.white ?? 0).state;
    s = moveCubes(s, supply, onProject(o), 'blue', p.blue ?? 0).state;
  }
  const actor = spec.actor ?? players[0]!;
  return {
    ...s,
    pending: {
      step: { kind: 'action', org: actor },
      queue: [],
      sub: 'act',
      cursor: players.indexOf(actor),
      windowQueue: [],
      round: null,
      burn: [],
      leadersReturning: [],
      preemptor: null,
      deadlock: false,
    },
  };
}

/** A state entering a phase through the flow's own entry function (scenario building). */
export function enter(s: FreeAtLastState, entry: (s: FreeAtLastState) => FreeAtLastState): FreeAtLastState {
  return advance(entry({ ...s, pending: { ...s.pending, step: null } }), []);
}
