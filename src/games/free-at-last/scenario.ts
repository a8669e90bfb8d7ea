import { rngFromSeed, type Seed } from '../../core/seed.js';
import type { Organization } from './data/schema.js';
import { enterChallenges } from './rules/challenges/deal.js';
import { enterEndOfTurn } from './rules/end-of-turn.js';
import { enterLegislation } from './rules/legislation.js';
import { machine, setupGame } from './machine.js';
import { challengesOf, withChallenges } from './state/ext-access.js';
import type { ChallengeInPlay } from './state/ext.js';
import type { Cubes, FreeAtLastState, Project } from './state/schema.js';
import { criminalHold as criminalHoldZone, eliminatedArea, freshProject, moveCubes, onProject, supply } from './state/zones.js';
import { configSchema } from './schema.js';
import { flowOf, withFlow } from './state/stack.js';
import type { FlowAt, FlowTask } from './state/pending.js';

/*
 * A public builder of Free at Last positions (tests, tutorials, bots): a game set up from a config
 * and seed, then changed through typed setters and entered at a named point of the Turn. It is the
 * one place outside the rules that knows how pending work is stored, so that positions built with
 * it survive changes to that representation.
 */

/** A Project to put in play: its card number, cubes, Leaders and stage. */
export interface ScenarioProject {
  readonly card: number;
  /** Red cubes (default 6). */
  readonly red?: number;
  readonly white?: number;
  readonly blue?: number;
  readonly leaders?: readonly string[];
  readonly stage?: Project['stage'];
}

/**
 * Where a built position is entered: the Action Round of `actor` (2.9, 13.1), asking for its card;
 * the same Action Round before anything of it happens (23.1 the solitaire draw comes first); the interrupt window
 * before it (10.x); the pre-emptive Action Round offer (10.4); the phase events of Project
 * selection for one seat (9.3.2.1); the Legislation phase (2.8, 9.11); the Challenge phase of the
 * advanced game (2.7); the End of Turn (2.10, 20.0).
 */
export type ScenarioPoint = 'action-round' | 'beforeAction' | 'interrupt-window' | 'preempt-offer' | 'phase-events' | 'legislation' | 'challenge-phase' | 'end-of-turn';

/** A position under construction; every setter returns a new builder. */
export interface FreeAtLastScenario {
  /** Sets `org`'s hand (Strategy card ids, taken out of the deck). */
  hand(org: Organization, cards: readonly string[]): FreeAtLastScenario;
  /** Whether every seat holds its Home Card (9.3.3); default not. */
  homeCards(held: boolean): FreeAtLastScenario;
  /** Hires these Staffers for `org` (out of its cup, ready). */
  staff(org: Organization, ids: readonly string[]): FreeAtLastScenario;
  /** Sets `org`'s Stars. */
  stars(org: Organization, n: number): FreeAtLastScenario;
  /** Sets `org`'s Failure Markers (4.2); the Failure Markers track counts every seat's (4.2.1). */
  failures(org: Organization, n: number): FreeAtLastScenario;
  /** Sets the Freedom Markers `org` has earned so far, by type of Project (3.2). */
  freedomMarkers(org: Organization, markers: Partial<Record<'S' | 'A' | 'V', number>>): FreeAtLastScenario;
  /** Adds cubes to `org`'s eliminated cubes area, taken from the supply, as if collected or removed this Turn (20.3). */
  eliminated(org: Organization, cubes: Partial<Cubes>): FreeAtLastScenario;
  /** Holds `n` red cubes removed by blue cubes in `org`'s A Project for a criminal appeal (15.14, 22.15), taken from the supply. */
  criminalHold(org: Organization, n: number): FreeAtLastScenario;
  /** Puts `org`'s Project in play (the card leaves the Project deck; cubes come from the supply). */
  project(org: Organization, p: ScenarioProject): FreeAtLastScenario;
  /** Sets the Turn (1–3). */
  turn(n: number): FreeAtLastScenario;
  /** Sets the Action Round counter (10.4 pre-emption needs 2 or more). */
  actionRound(n: number): FreeAtLastScenario;
  /** Sets `org`'s VPs (as SEG cubes collected, 1.2). */
  victoryPoints(org: Organization, n: number): FreeAtLastScenario;
  /** 7.3 exception: Leaders who return to the pool at the end of this Turn (Rising to the Occasion, Hit and Run). */
  leadersReturning(ids: readonly string[]): FreeAtLastScenario;
  /** Marks every Project as completed successfully (for the End of Turn). */
  projectsSucceeded(): FreeAtLastScenario;
  /** Puts Challenges in effect (advanced game, 9.13–9.14): taken out of the Challenge deck. */
  challengesInPlay(inPlay: readonly ChallengeInPlay[]): FreeAtLastScenario;
  /** ALL Challenges waiting by the board (9.14). */
  challengesByBoard(cards: readonly string[]): FreeAtLastScenario;
  /** Enters the position at `point`; `actor` is the seat asked first (default the first seat). */
  at(point: ScenarioPoint, actor?: Organization): FreeAtLastState;
}

/** Moves a built position on until someone must decide. */
const advance = (s: FreeAtLastState): FreeAtLastState => machine.start(s).state;

/** The flow alone on the task stack (whatever was pending is dropped), at `at`, with `actor`'s turn next. */
const flowAt = (s: FreeAtLastState, actor: Organization, at: FlowAt, windowQueue: Organization[] = []): FlowTask => ({
  kind: 'flow',
  at,
  cursor: s.seats.indexOf(actor),
  windowQueue,
  round: null,
  burn: [],
  leadersReturning: flowOf(s).leadersReturning,
  preemptor: null,
  deadlock: false,
});

/** The Action Rounds entered at a sub-step, with `actor`'s turn next. */
function inRounds(s: FreeAtLastState, actor: Organization, at: FlowAt): FreeAtLastState {
  return advance({ ...s, phase: 'action-rounds', tasks: [flowAt(s, actor, at)] });
}

const entries: { readonly [P in ScenarioPoint]: (s: FreeAtLastState, actor: Organization) => FreeAtLastState } = {
  'action-round': (s, actor) => ({ ...s, phase: 'action-rounds', tasks: [flowAt(s, actor, 'act'), { kind: 'action', org: actor }] }),
  beforeAction: (s, actor) => inRounds(s, actor, 'act'),
  'interrupt-window': (s, actor) => inRounds(s, actor, 'window-open'),
  'preempt-offer': (s, actor) => inRounds(s, actor, 'preempt'),
  'phase-events': (s, actor) => advance({ ...s, phase: 'select-projects', tasks: [flowAt(s, actor, 'events', [actor])] }),
  legislation: (s, actor) => advance(enterLegislation({ ...s, tasks: [flowAt(s, actor, 'act')] })),
  'challenge-phase': (s, actor) => advance(enterChallenges({ ...s, phase: 'select-projects', tasks: [flowAt(s, actor, 'act')] })),
  'end-of-turn': (s, actor) => advance(enterEndOfTurn({ ...s, tasks: [flowAt(s, actor, 'act')] })),
};

function builder(s: FreeAtLastState): FreeAtLastScenario {
  const org = (o: Organization, f: (x: FreeAtLastState['orgs'][string]) => FreeAtLastState['orgs'][string]): FreeAtLastScenario =>
    builder({ ...s, orgs: { ...s.orgs, [o]: f(s.orgs[o]!) } });
  return {
    hand(o, cards) {
      const deck = [...s.decks.strategy, ...s.orgs[o]!.hand];
      for (const c of cards) {
        const i = deck.indexOf(c);
        if (i < 0) throw new Error(`${c} is not in the Strategy deck`);
        deck.splice(i, 1);
      }
      return builder({ ...s, decks: { ...s.decks, strategy: deck }, orgs: { ...s.orgs, [o]: { ...s.orgs[o]!, hand: [...cards] } } });
    },
    homeCards: (held) => builder({ ...s, orgs: Object.fromEntries(Object.entries(s.orgs).map(([o, x]) => [o, { ...x, homeCardInHand: held }])) }),
    staff: (o, ids) => org(o, (x) => ({ ...x, staff: ids.map((id) => ({ id, tired: false })), staffPool: x.staffPool.filter((id) => !ids.includes(id)) })),
    stars: (o, n) => org(o, (x) => ({ ...x, stars: n })),
    failures: (o, n) => org(o, (x) => ({ ...x, failures: n })),
    freedomMarkers: (o, m) => org(o, (x) => ({ ...x, freedomMarkers: { ...x.freedomMarkers, ...m } })),
    eliminated(o, cubes) {
      let t = s;
      for (const c of ['red', 'white', 'blue'] as const) t = moveCubes(t, supply, eliminatedArea(o), c, cubes[c] ?? 0).state;
      return builder(t);
    },
    criminalHold: (o, n) => builder(moveCubes(s, supply, criminalHoldZone(o), 'red', n).state),
    project(o, p) {
      const leaders = p.leaders ?? [];
      let t: FreeAtLastState = {
        ...s,
        orgs: { ...s.orgs, [o]: { ...s.orgs[o]!, protestLeaders: s.orgs[o]!.protestLeaders.filter((id) => !leaders.includes(id)) } },
        decks: { ...s.decks, projects: s.decks.projects.filter((n) => n !== p.card) },
        projects: {
          ...s.projects,
          [o]: freshProject(p.card, o, p.stage ?? 'protest', leaders),
        },
      };
      t = moveCubes(t, supply, onProject(o), 'red', p.red ?? 6).state;
      t = moveCubes(t, supply, onProject(o), 'white', p.white ?? 0).state;
      return builder(moveCubes(t, supply, onProject(o), 'blue', p.blue ?? 0).state);
    },
    victoryPoints: (o, n) => org(o, (x) => ({ ...x, vp: n, vpBreakdown: { ...x.vpBreakdown, segCubes: n } })),
    leadersReturning: (ids) => builder(withFlow(s, { leadersReturning: [...ids] })),
    turn: (n) => builder({ ...s, turn: n }),
    actionRound: (n) => builder({ ...s, actionRound: n }),
    projectsSucceeded: () => builder({ ...s, projects: Object.fromEntries(Object.entries(s.projects).map(([o, p]) => [o, { ...p, outcome: 'success' as const }])) }),
    challengesInPlay(inPlay) {
      const ids = inPlay.map((x) => x.card);
      return builder(withChallenges(s, { deck: challengesOf(s).deck.filter((id) => !ids.includes(id)), inPlay: [...inPlay] }));
    },
    challengesByBoard: (cards) => builder(withChallenges(s, { deck: challengesOf(s).deck.filter((id) => !cards.includes(id)), byBoard: [...cards] })),
    at: (point, actor) => entries[point](s, actor ?? s.seats[0]!),
  };
}

/**
 * Starts building a Free at Last position: the game set up from `config` and `seed` (use
 * `chance: 'manual'` to force the draws and dice that follow), with no Project, empty hands and
 * no Staffers, in the Action Rounds of Turn 1 unless set otherwise.
 *
 * @throws ZodError when the config is not valid.
 * @example
 * ```ts
 * const s = freeAtLastScenario({ players: ['SNCC', 'SCLC'], chance: 'manual' })
 *   .project('SNCC', { card: 2, red: 9, white: 6, blue: 2 })
 *   .hand('SNCC', ['freedom-songs-3'])
 *   .at('interrupt-window');
 * ```
 */
export function freeAtLastScenario(config: unknown, seed: Seed = 1): FreeAtLastScenario {
  const s = setupGame(configSchema.parse(config ?? {}), rngFromSeed(seed)).state;
  const deck = [...s.decks.strategy, ...Object.values(s.orgs).flatMap((o) => o.hand)];
  const orgs = Object.fromEntries(Object.entries(s.orgs).map(([o, x]) => [o, { ...x, hand: [], homeCardInHand: false, staff: [] }]));
  return builder({ ...s, orgs, offered: {}, phase: 'action-rounds', turn: 1, actionRound: 1, decks: { ...s.decks, strategy: deck } });
}
