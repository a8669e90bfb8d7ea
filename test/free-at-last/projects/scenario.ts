import { expect } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { states } from '../../../src/games/free-at-last/data/states.js';
import { attorneys } from '../../../src/games/free-at-last/data/attorneys.js';
import { componentSetSchema, type ComponentSetInput, type DieFace, type Organization } from '../../../src/games/free-at-last/data/schema.js';
import type { FreeAtLastState, Project } from '../../../src/games/free-at-last/state/schema.js';
import { cubeCensus } from '../../../src/games/free-at-last/index.js';
import { projectRules } from '../../../src/games/free-at-last/rules/projects/index.js';
import type { PlayedCard, ProjectMode } from '../../../src/games/free-at-last/rules/projects/contract.js';
import type { ProjectAction } from '../../../src/games/free-at-last/state/resolution.js';
import type { ResolutionTask } from '../../../src/games/free-at-last/task-schema.js';
import { startFlow } from '../../../src/games/free-at-last/state/pending.js';

/*
 * A small fixture component set and a scenario builder: a minimal FreeAtLastState with one Project,
 * driven through `projectRules` with forced dice.
 */

const fixture = { reconstructed: 'test fixture' };

/** Project cards of the fixture, by number. */
export const CARDS = { sitIn: 1, march: 2, freedomRide: 3, school: 4, vote: 5, summer: 6, plain: 7, rankSeg: 8 } as const;

export const fixtureInput: ComponentSetInput = {
  name: 'projects test fixture',
  states,
  projects: [
    {
      number: 1,
      title: 'Greensboro Sit In',
      type: 'A',
      kind: 'protest',
      state: 'NC',
      location: 'Greensboro',
      seg: { white: 6, blue: 2 },
      localFigures: [
        { name: 'Ella', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 2, color: 'red' }, effects: [{ kind: 'collect-seg', color: 'white', count: 1 }], source: fixture },
        { name: 'Roller', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 3, color: 'white' }, effects: [{ kind: 'roll-twice' }], source: fixture },
        { name: 'Hopeful', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 1, color: 'blue' }, effects: [{ kind: 'move-x', die: 'red', direction: 'up' }], source: fixture },
        { name: 'Bull', side: 'seg', activation: { by: 'rank-and-color', rank: 4, color: 'blue' }, effects: [{ kind: 'move-x', die: 'white', direction: 'up' }], source: fixture },
        { name: 'Sheriff', side: 'seg', activation: { by: 'rank-and-color', rank: 4, color: 'white' }, effects: [{ kind: 'add-seg', color: 'white', count: 1 }], source: fixture },
        { name: 'Blue Collector', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 3, color: 'blue' }, effects: [{ kind: 'collect-seg', color: 'blue', count: 1 }], source: fixture },
        { name: 'Mobilizer', side: 'civil-rights', activation: { by: 'set-size', cards: 3 }, effects: [{ kind: 'add-red', count: 2 }, { kind: 'move-x', die: 'blue', direction: 'down' }], source: fixture },
      ],
      source: fixture,
    },
    { number: 2, title: 'Selma March', type: 'A', kind: 'march', state: 'AL', location: 'Selma', seg: { white: 3, blue: 3 }, localFigures: [], source: fixture },
    { number: 3, title: 'Freedom Ride', type: 'A', kind: 'freedom-ride', state: 'AL', location: 'Anniston', seg: { white: 6, blue: 1 }, localFigures: [], source: fixture },
    {
      number: 4,
      title: 'Little Rock Central High',
      type: 'S',
      kind: 'school',
      state: 'AR',
      location: 'Little Rock',
      seg: { white: 6, blue: 2 },
      localFigures: [
        { name: 'Faubus', side: 'seg', activation: { by: 'rank-and-color', rank: 4, color: 'red' }, effects: [{ kind: 'remove-red', count: 1 }], source: fixture },
        { name: 'Daisy Bates', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 3, color: 'white' }, effects: [{ kind: 'add-red', count: 1 }], source: fixture },
      ],
      source: fixture,
    },
    {
      number: 5,
      title: 'McComb Voter Registration',
      type: 'V',
      kind: 'voter-registration',
      state: 'MS',
      location: 'McComb',
      seg: { white: 3, blue: 2 },
      localFigures: [
        { name: 'Amite Registrar', side: 'seg', activation: { by: 'rank-and-color', rank: 2, color: 'blue' }, effects: [{ kind: 'add-seg', color: 'blue', count: 1 }], registrar: true, source: fixture },
        { name: 'Herbert Lee', side: 'civil-rights', activation: { by: 'rank-and-color', rank: 1, color: 'red' }, effects: [{ kind: 'add-red', count: 1 }], source: fixture },
      ],
      source: fixture,
    },
    { number: 6, title: 'Freedom Summer', type: 'V', kind: 'summer', state: 'MS', location: 'Greenwood', seg: { white: 3, blue: 2 }, localFigures: [], source: fixture },
    { number: 7, title: 'Plain Sit In', type: 'A', kind: 'protest', state: 'NC', location: 'Durham', seg: { white: 3, blue: 1 }, localFigures: [], source: fixture },
    {
      number: 8,
      title: 'Rank Sit In',
      type: 'A',
      kind: 'protest',
      state: 'NC',
      location: 'Charlotte',
      seg: { white: 6, blue: 2 },
      localFigures: [{ name: 'Mayor', side: 'seg', activation: { by: 'rank', rank: 4 }, effects: [{ kind: 'add-seg', color: 'white', count: 1 }], source: fixture }],
      source: fixture,
    },
  ],
  strategy: [
    { id: 'amicus-brief', name: 'Amicus Brief', rank: 2, color: 'white', response: true, target: 'any-project', effects: [{ kind: 'litigation-hits', amount: 1 }], text: '+1 hit', source: fixture },
    { id: 'fifth-circuit-four', name: 'The Fifth Circuit Four', rank: 3, color: 'blue', starred: true, response: true, target: 'any-project', effects: [{ kind: 'litigation-hits', amount: 2 }], text: '+2 hits', source: fixture },
    { id: 'charles-houston', name: 'Legacy of Charles Houston', rank: 3, color: 'red', starred: true, lasting: true, target: 'game', effects: [{ kind: 'litigation-modifier', amount: 1 }], text: '+1', source: fixture },
    { id: 'plain-1', name: 'Plain card', rank: 1, color: 'red', target: 'self', effects: [{ kind: 'none' }], text: '', source: fixture },
    { id: 'plain-white', name: 'Plain white card', rank: 2, color: 'white', target: 'self', effects: [{ kind: 'none' }], text: '', source: fixture },
    { id: 'burn', name: 'Burn, Baby, Burn!', rank: 4, color: 'red', mandatory: true, target: 'game', effects: [{ kind: 'burn-baby-burn' }], text: '', source: fixture },
  ],
  homeCards: [],
  leaders: [
    { id: 'king', name: 'Martin Luther King Jr.', organization: 'SCLC', role: 'protest', activation: { by: 'project-kind', kind: 'march' }, effects: [{ kind: 'roll-twice' }], immuneToMinusOne: true, source: fixture },
    { id: 'abernathy', name: 'Ralph Abernathy', organization: 'SCLC', role: 'protest', activation: { by: 'color', color: 'white' }, effects: [{ kind: 'roll-twice' }], source: fixture },
    { id: 'moses', name: 'Bob Moses', organization: 'SNCC', role: 'protest', activation: { by: 'project-type', projectType: 'V' }, effects: [{ kind: 'roll-twice' }], source: fixture },
    { id: 'lewis', name: 'John Lewis', organization: 'SNCC', role: 'protest', activation: { by: 'state', state: 'NC' }, effects: [{ kind: 'add-red', count: 2 }], source: fixture },
    { id: 'nash', name: 'Diane Nash', organization: 'SNCC', role: 'protest', activation: { by: 'color', color: 'red' }, effects: [{ kind: 'roll-twice' }], source: fixture },
    { id: 'walker', name: 'Wyatt Tee Walker', organization: 'SCLC', role: 'staff', activation: { by: 'color', color: 'red' }, effects: [{ kind: 'die-modifier', amount: 2 }], source: fixture },
    { id: 'young', name: 'Andrew Young', organization: 'SCLC', role: 'staff', activation: { by: 'color', color: 'blue' }, effects: [{ kind: 'die-modifier', amount: 2 }], source: fixture },
    { id: 'rich', name: 'Marvin Rich', organization: 'CORE', role: 'staff', activation: { by: 'color', color: 'white' }, effects: [{ kind: 'reroll-any' }], source: fixture },
    { id: 'carey', name: 'Gordon Carey', organization: 'CORE', role: 'staff', activation: { by: 'color', color: 'white' }, effects: [{ kind: 'roll-twice' }], source: fixture },
    { id: 'hank-thomas', name: 'Hank Thomas', organization: 'CORE', role: 'freedom-rider', activation: { by: 'project-kind', kind: 'freedom-ride' }, effects: [{ kind: 'freedom-rider' }], source: fixture },
  ],
  attorneys,
  legislation: [
    { id: 'x-reroll-red', name: 'Re-roll law', act: 'general', area: 'A', oneTime: false, effects: [{ kind: 'reroll-x-once', die: 'red' }], text: '', source: fixture },
    { id: 'doj-law', name: 'Civil Rights Act of 1960', act: 'general', area: 'V', oneTime: false, effects: [{ kind: 'enable-doj-attorney' }], text: '', source: fixture },
  ],
  dice: { red: [0, 1, 2, 3, 'X', 'X'], white: [0, 1, 2, 3, 'X', 'K'], blue: [1, 2, 3, 4, 'X', 'X'], source: fixture },
  // X = 4 on red, 3 on white, 4 on blue at the start
  xTracks: { red: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8], start: 4 }, white: { values: [0, 1, 2, 3, 4, 5, 6, 7], start: 3 }, blue: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8], start: 4 }, source: fixture },
  starValues: { values: [0, 3, 6, 9, 12, 15, 18, 21], source: fixture },
  failurePenalties: { values: [0, -1, -1, -2, -2, -3, -4, -4, -8], source: fixture },
  cubes: { red: 100, white: 60, blue: 40, source: fixture },
};

export const components = componentSetSchema.parse(fixtureInput);

const emptyBreakdown = { segCubes: 0, redCubes: 0, freedomMarkers: 0, litigation: 0, events: 0, stars: 0, failures: 0 };

function org(): FreeAtLastState['orgs'][string] {
  return {
    hand: [],
    homeCardInHand: false,
    stars: 0,
    failures: 0,
    vp: 0,
    vpBreakdown: { ...emptyBreakdown },
    freedomMarkers: { S: 0, A: 0, V: 0 },
    staffPool: [],
    staff: [],
    protestLeaders: [],
    removedLeaders: [],
    nonViolence: null,
    eliminated: { red: 0, white: 0, blue: 0 },
    criminalHold: 0,
    appealFiled: false,
    hiredThisTurn: 0,
    gaveFundraiser: false,
    receivedFundraiser: false,
    passed: false,
  };
}

export interface ScenarioOptions {
  owner?: Organization;
  card?: number;
  cubes?: { red: number; white: number; blue: number };
  stage?: Project['stage'];
  leaders?: string[];
  riders?: string[];
  staff?: string[];
  stars?: number;
  hand?: string[];
  homeCard?: boolean;
  laws?: Partial<FreeAtLastState['decks']['laws']>;
  lasting?: string[];
  xTrack?: Partial<FreeAtLastState['xTrack']>;
  protests?: number;
  blueHitFirstProtest?: boolean;
  /** Further seats (with empty holdings) besides the owner. */
  others?: Organization[];
  /**
   * Whether the litigation response cards may be in hands (22.11 then asks every seat after a
   * litigation roll); by default they are out of the game, so no response window opens.
   */
  responseCardsHidden?: boolean;
}

/** A minimal state: the owner's Project with the given cubes (taken from the supply). */
export function scenario(o: ScenarioOptions = {}): FreeAtLastState {
  const owner = o.owner ?? 'SCLC';
  const card = o.card ?? CARDS.sitIn;
  const cubes = o.cubes ?? { red: 9, white: 6, blue: 2 };
  const type = components.projects.find((p) => p.number === card)!.type;
  const seats = (['SNCC', 'CORE', 'SCLC', 'NAACP'] as const).filter((x) => x === owner || (o.others ?? []).includes(x));
  const orgs: FreeAtLastState['orgs'] = {};
  for (const s of seats) orgs[s] = org();
  orgs[owner] = { ...org(), stars: o.stars ?? 0, hand: o.hand ?? [], homeCardInHand: o.homeCard ?? false, staff: (o.staff ?? []).map((id) => ({ id, tired: false })) };
  const project: Project = {
    card,
    owner,
    cubes,
    stage: o.stage ?? (type === 'A' ? 'protest' : type === 'S' ? 'exam' : 'classes'),
    leaders: o.leaders ?? [],
    freedomRiders: o.riders ?? [],
    overkill: 0,
    litigationUsed: false,
    protests: o.protests ?? 0,
    blueHitFirstProtest: o.blueHitFirstProtest ?? false,
    leaderLost: false,
    lostLocalFigures: [],
    xRerollsUsed: [],
    eventLeader: null,
    outcome: 'active',
  };
  return {
    rng: [1, 2, 3, 4],
    chance: 'manual',
    components,
    seats: [...seats],
    turn: 1,
    phase: 'action-rounds',
    actionRound: 1,
    orgs,
    offered: {},
    projects: { [owner]: project },
    supply: { red: components.cubes.red - cubes.red, white: components.cubes.white - cubes.white, blue: components.cubes.blue - cubes.blue },
    xTrack: { red: components.xTracks.red.start, white: components.xTracks.white.start, blue: components.xTracks.blue.start, ...o.xTrack },
    failureTrackStart: 0,
    decks: {
      strategy: [],
      strategyDiscard: [],
      strategyRemoved: o.responseCardsHidden ? [] : ['amicus-brief', 'fifth-circuit-four'],
      lastingEvents: o.lasting ?? [],
      display: [],
      projects: [],
      projectDiscard: [],
      legislation: [],
      civilRightsAct: [],
      votingRightsAct: [],
      laws: { S: [], A: [], V: [], ...o.laws },
      legislationDiscard: [],
      legislationRemoved: [],
    },
    tasks: [startFlow],
  };
}

/** A card played for its rank and colour. */
export const card = (rank: 1 | 2 | 3 | 4, color: PlayedCard['color'], id = `c${rank}${color[0]}`): PlayedCard => ({ id, rank, color });

/** A forced die face. */
export const die = (d: 'red' | 'white' | 'blue', face: DieFace): ProjectAction => ({ type: 'projectRoll', die: d, face });

export const proceed: ProjectAction = { type: 'projectProceed' };
export const pass: ProjectAction = { type: 'projectPass' };
export const hit = (use: 'overkill' | 'save' | 'collect'): ProjectAction => ({ type: 'projectLeaderHit', use });

const key = (a: unknown): string => JSON.stringify(a);

/**
 * Plays forced dice and decisions through the resolution, checking each one is a listed chance
 * outcome or a legal action, and that the cube census never changes.
 */
export function drive(s: FreeAtLastState, steps: readonly ProjectAction[]): { state: FreeAtLastState; events: GameEvent[] } {
  const census = cubeCensus(s);
  const events: GameEvent[] = [];
  for (const a of steps) {
    if (!resolutionOf(s)) throw new Error(`Resolution over, but ${key(a)} is left`);
    const who = projectRules.resolutionToMove(s);
    const listed = who === 'chance' ? projectRules.resolutionChance(s).map((o) => o.outcome) : projectRules.resolutionActions(s);
    if (!listed.some((x) => key(x) === key(a))) throw new Error(`${key(a)} not offered to ${who} at ${resolutionOf(s)!.step}/${resolutionOf(s)!.next}; offered ${key(listed)}`);
    const r = projectRules.applyResolution(s, a);
    events.push(...r.events);
    s = r.state;
    expect(cubeCensus(s)).toEqual(census);
  }
  return { state: s, events };
}

/** Starts an action on the owner's Project, then drives it. */
export function act(s: FreeAtLastState, mode: ProjectMode, cards: PlayedCard[], steps: readonly ProjectAction[], owner: Organization = Object.values(s.projects)[0]!.owner): { state: FreeAtLastState; events: GameEvent[] } {
  const census = cubeCensus(s);
  const begun = projectRules.beginProjectAction(s, owner, mode, cards);
  expect(cubeCensus(begun.state)).toEqual(census);
  const r = drive(begun.state, steps);
  return { state: r.state, events: [...begun.events, ...r.events] };
}

/** What the resolution waits for now. */
export function waiting(s: FreeAtLastState): { who: string; actions: ProjectAction[] } | null {
  if (!resolutionOf(s)) return null;
  const who = projectRules.resolutionToMove(s);
  return { who, actions: who === 'chance' ? projectRules.resolutionChance(s).map((o) => o.outcome) : projectRules.resolutionActions(s) };
}

/** The running project resolution, if any (a task on the stack; these hand-built states have no view). */
export function resolutionOf(s: FreeAtLastState): ResolutionTask | null {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i]!;
    if (t.kind === 'resolution') return t;
  }
  return null;
}
