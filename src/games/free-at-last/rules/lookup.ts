import { cachedBy } from '../../../core/cached-by.js';
import type { ComponentSet, Leader, LegislationCard, Organization, ProjectCard, StrategyCard } from '../data/schema.js';
import type { FreeAtLastState, Project } from '../schema.js';
import { componentsOf } from './zones.js';

/*
 * Component look-ups by id, indexed once per component set (a cache outside the state: the state
 * stays plain JSON and the index is rebuilt from it on demand).
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
