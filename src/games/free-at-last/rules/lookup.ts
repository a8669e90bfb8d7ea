import { cachedBy } from '../../../core/cached-by.js';
import type { ComponentSet, Leader, LegislationCard, Organization, ProjectCard, StrategyCard } from '../data/schema.js';
import type { ChallengeState, CubeColor, ExtState, FreeAtLastState, Project } from '../schema.js';
import { referenceComponents } from '../data/index.js';
import type { ChallengeCard } from '../data/challenge-schema.js';
import { referenceChallenges } from '../data/challenges.js';

/*
 * Reading the state: components by id, indexed once per component set (a cache outside the state:
 * the state stays plain JSON and the index is rebuilt from it on demand), the Projects at work,
 * the variants' state (`state.ext`), where the cubes are, the X values and the Failure Markers.
 */

interface Index {
  strategy: Map<string, StrategyCard>;
  projects: Map<number, ProjectCard>;
  leaders: Map<string, Leader>;
  legislation: Map<string, LegislationCard>;
  stateColor: Map<string, 'red' | 'white' | 'blue'>;
}

const indexOf = cachedBy(
  (c: ComponentSet): Index => ({
    strategy: new Map(c.strategy.map((x) => [x.id, x])),
    projects: new Map(c.projects.map((x) => [x.number, x])),
    leaders: new Map(c.leaders.map((x) => [x.id, x])),
    legislation: new Map(c.legislation.map((x) => [x.id, x])),
    stateColor: new Map(c.states.map((x) => [x.id, x.color])),
  }),
);

function must<K, V>(m: Map<K, V>, k: K, what: string): V {
  const v = m.get(k);
  if (v === undefined) throw new Error(`Unknown ${what} '${String(k)}'`);
  return v;
}

/** A Strategy card by id. */
export const strategyCard = (s: FreeAtLastState, id: string): StrategyCard => must(indexOf(componentsOf(s)).strategy, id, 'Strategy card');
/** A Project card by number. */
export const projectCard = (s: FreeAtLastState, n: number): ProjectCard => must(indexOf(componentsOf(s)).projects, n, 'Project card');
/** A Leader by id. */
export const leader = (s: FreeAtLastState, id: string): Leader => must(indexOf(componentsOf(s)).leaders, id, 'Leader');
/** A Leader or Staffer by id, if the component set has it. */
export const findLeader = (s: FreeAtLastState, id: string): Leader | undefined => indexOf(componentsOf(s)).leaders.get(id);
/** A Legislation card by id. */
export const legislationCard = (s: FreeAtLastState, id: string): LegislationCard => must(indexOf(componentsOf(s)).legislation, id, 'Legislation card');
/** 3.1 the colour group of a state. */
export const stateColor = (s: FreeAtLastState, state: string): 'red' | 'white' | 'blue' => must(indexOf(componentsOf(s)).stateColor, state, 'state');

/** An organization's Project if it is still being worked on. */
export function activeProject(s: FreeAtLastState, org: Organization): Project | undefined {
  const p = s.projects[org];
  return p && p.outcome === 'active' ? p : undefined;
}

/** Whether some seat's Project is still being worked on. */
export function anyActiveProject(s: FreeAtLastState): boolean {
  for (const o of s.seats) if (activeProject(s, o) !== undefined) return true;
  return false;
}

/** Seats whose Project is still being worked on. */
export const activeOwners = (s: FreeAtLastState): Organization[] => s.seats.filter((o) => activeProject(s, o) !== undefined);

/** 9.4 cards in hand, counting the Home Card. */
export const handSize = (s: FreeAtLastState, org: Organization): number => s.orgs[org]!.hand.length + (s.orgs[org]!.homeCardInHand ? 1 : 0);

/** Whether a Strategy card can still be drawn (deck or discard pile not empty). */
export const canDraw = (s: FreeAtLastState): boolean => s.decks.strategy.length + s.decks.strategyDiscard.length > 0;

/* Small helpers over `state.ext` (schema.ts `extStateSchema`). */

/** The variants' state; throws in the basic game, where it is absent. */
export function extOf(s: FreeAtLastState): ExtState {
  if (!s.ext) throw new Error('no variant state in the basic game');
  return s.ext;
}

/** Updates the variants' state. */
const withExt = (s: FreeAtLastState, patch: Partial<ExtState>): FreeAtLastState => ({ ...s, ext: { ...extOf(s), ...patch } });

/** The Challenge state (advanced game only). */
export function challengesOf(s: FreeAtLastState): ChallengeState {
  const c = extOf(s).challenges;
  if (!c) throw new Error('not the advanced game');
  return c;
}

/** Updates the Challenge state. */
export const withChallenges = (s: FreeAtLastState, patch: Partial<ChallengeState>): FreeAtLastState => withExt(s, { challenges: { ...challengesOf(s), ...patch } });

/** Whether the advanced game is played. */
export const isAdvanced = (s: FreeAtLastState): boolean => s.ext?.challenges != null;

const cache = new WeakMap<object, Map<string, ChallengeCard>>();

/** A Challenge card by id (the state's custom deck, or the reference deck). */
export function challengeCard(s: FreeAtLastState, id: string): ChallengeCard {
  const deck = challengesOf(s).custom ?? referenceChallenges;
  let ix = cache.get(deck);
  if (!ix) {
    ix = new Map(deck.map((c) => [c.id, c]));
    cache.set(deck, ix);
  }
  const c = ix.get(id);
  if (!c) throw new Error(`Unknown Challenge card '${id}'`);
  return c;
}

/* Where the cubes are (cube moves: updates.ts `moveCubes`), and the X values and Failure Markers. */

/** The component set a state plays with. */
export function componentsOf(s: FreeAtLastState): ComponentSet {
  return s.components ?? referenceComponents;
}

/** A place cubes can be: the general supply, a Project, an eliminated-cubes area (1.7 A), or a criminal-case hold (15.14, red only). */
export type Zone =
  | { readonly zone: 'supply' }
  | { readonly zone: 'project'; readonly org: Organization }
  | { readonly zone: 'eliminated'; readonly org: Organization }
  | { readonly zone: 'criminal'; readonly org: Organization };

export const supply: Zone = { zone: 'supply' };
export const onProject = (org: Organization): Zone => ({ zone: 'project', org });
export const eliminatedArea = (org: Organization): Zone => ({ zone: 'eliminated', org });
export const criminalHold = (org: Organization): Zone => ({ zone: 'criminal', org });

/** How many cubes of a colour a zone holds. */
export function cubesIn(s: FreeAtLastState, where: Zone, color: CubeColor): number {
  switch (where.zone) {
    case 'supply':
      return s.supply[color];
    case 'project':
      return s.projects[where.org]?.cubes[color] ?? 0;
    case 'eliminated':
      return s.orgs[where.org]!.eliminated[color];
    case 'criminal':
      return color === 'red' ? s.orgs[where.org]!.criminalHold : 0;
  }
}

/** The current value of X for a die (3.6). */
export function xValue(s: FreeAtLastState, die: CubeColor): number {
  return componentsOf(s).xTracks[die].values[s.xTrack[die]]!;
}

/** Failure Markers per organization and in total (the Failure Markers track, 3.4, counts from its start space, 23.5). */
export function failureMarkers(s: FreeAtLastState): { byOrg: Record<string, number>; total: number; track: number } {
  const byOrg: Record<string, number> = {};
  let total = 0;
  for (const org of s.seats) {
    byOrg[org] = s.orgs[org]!.failures;
    total += byOrg[org]!;
  }
  return { byOrg, total, track: s.failureTrackStart + total };
}
