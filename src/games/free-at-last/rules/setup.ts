import { cachedBy } from '../../../core/cached-by.js';
import type { RngState } from '../../../core/rng.js';
import { referenceComponents } from '../data/index.js';
import { componentSetSchema, type ComponentSet, type Organization } from '../data/schema.js';
import { turnOrder, type FreeAtLastConfig, type FreeAtLastState, type OrgState } from '../schema.js';
import type { Flow } from '../task-schema.js';

/*
 * 1.7 Set up: X Value Tracks at their start spaces, SNCC and CORE at Inter-racialism, leader pools
 * (Staffers in the hidden cup, Protest Leaders beside the board), one starting Star, the decks
 * (Legislation prepared as 9.9.1) and the cube supply. The first Turn begins with the Project deal.
 */

/** The flow's bookkeeping as set up (2.1): the Turn starts with the Project deal. */
const startFlow: Flow = { cursor: 0, round: null, leadersReturning: [], preemptor: null, deadlock: false };

/** The start's lists of a component set: the piles (1.7 E, 9.9.1) and each organization's leaders (1.7 B). */
interface StartLists {
  readonly strategy: readonly string[];
  readonly projects: readonly number[];
  readonly legislation: readonly string[];
  readonly civilRightsAct: readonly string[];
  readonly votingRightsAct: readonly string[];
  readonly staffPool: Readonly<Record<string, readonly string[]>>;
  readonly protestLeaders: Readonly<Record<string, readonly string[]>>;
}

/**
 * Worked out once per component set and copied at each setup: built at every setup, they made
 * `initialState` a loop-heavy function that the optimizer compiled and deoptimized again and again
 * between games (docs/performance.md).
 */
const startListsOf = cachedBy((c: ComponentSet): StartLists => {
  const staffPool: Record<string, readonly string[]> = {};
  const protestLeaders: Record<string, readonly string[]> = {};
  for (const o of turnOrder) {
    const mine = c.leaders.filter((l) => l.organization === o);
    staffPool[o] = mine.filter((l) => l.role === 'staff').map((l) => l.id); // 1.7 B, 6.3 drawn from a cup
    protestLeaders[o] = mine.filter((l) => l.role !== 'staff').map((l) => l.id); // 1.7 B, 7.1
  }
  return {
    strategy: c.strategy.map((x) => x.id),
    projects: c.projects.map((p) => p.number),
    // 9.9.1 the 20 general cards are drawn at random; the two Acts wait for Turn 3
    legislation: c.legislation.filter((l) => l.act === 'general').map((l) => l.id),
    civilRightsAct: c.legislation.filter((l) => l.act === 'civil-rights-act-1964').map((l) => l.id),
    votingRightsAct: c.legislation.filter((l) => l.act === 'voting-rights-act-1965').map((l) => l.id),
    staffPool,
    protestLeaders,
  };
});

function newOrg(lists: StartLists, org: Organization): OrgState {
  return {
    hand: [],
    homeCardInHand: false,
    stars: 1, // 1.7 D one starting Star
    failures: 0,
    vp: 0,
    vpBreakdown: { segCubes: 0, redCubes: 0, freedomMarkers: 0, litigation: 0, events: 0, stars: 0, failures: 0 },
    freedomMarkers: { S: 0, A: 0, V: 0 },
    staffPool: lists.staffPool[org]!.slice(),
    staff: [],
    protestLeaders: lists.protestLeaders[org]!.slice(),
    removedLeaders: [],
    nonViolence: org === 'SNCC' || org === 'CORE' ? 'inter-racialism' : null, // 1.7, 3.8.2
    eliminated: { red: 0, white: 0, blue: 0 },
    criminalHold: 0,
    appealFiled: false,
    hiredThisTurn: 0,
    gaveFundraiser: false,
    receivedFundraiser: false,
    passed: false,
    appealCards: undefined, // present from the start (one hidden class), absent from the JSON until an appeal (copyOrg)
  };
}

/** 1.7 the initial state, before the first Project deal (which the flow starts). */
export function initialState(config: FreeAtLastConfig, rng: RngState): FreeAtLastState {
  const components = config.components === undefined ? null : componentSetSchema.parse(config.components);
  const c = components ?? referenceComponents;
  const lists = startListsOf(c);
  const seats = turnOrder.filter((o) => config.players.includes(o));
  const orgs: Record<string, OrgState> = {};
  for (const o of seats) orgs[o] = newOrg(lists, o);
  return {
    rng: [...rng],
    chance: config.chance,
    components,
    seats,
    turn: 1,
    actionRound: 0,
    orgs,
    offered: {},
    projects: {},
    supply: { red: c.cubes.red, white: c.cubes.white, blue: c.cubes.blue },
    xTrack: { red: c.xTracks.red.start, white: c.xTracks.white.start, blue: c.xTracks.blue.start },
    failureTrackStart: 0,
    decks: {
      strategy: lists.strategy.slice(),
      strategyDiscard: [],
      strategyRemoved: [],
      lastingEvents: [],
      display: [],
      projects: lists.projects.slice(),
      projectDiscard: [],
      legislation: lists.legislation.slice(),
      civilRightsAct: lists.civilRightsAct.slice(),
      votingRightsAct: lists.votingRightsAct.slice(),
      laws: { S: [], A: [], V: [] },
      legislationDiscard: [],
      legislationRemoved: [],
    },
    flow: startFlow,
    resolution: null,
    tasks: [{ kind: 'flow' }],
  };
}
