import { withKey } from '../../../core/with-key.js';
import { referenceComponents } from '../data/index.js';
import type { ComponentSet, Organization } from '../data/schema.js';
import type { CubeColor, Cubes, FreeAtLastState, Project, VpCategory } from '../schema.js';
import { copyState, orgWith, projectWith, setOrg } from './copy.js';

/*
 * The places cubes live and the counters every rule moves (VPs, Stars, Failure Markers, X values).
 * Every cube move in the game goes through `moveCubes`, which is what keeps the census (census.ts) constant.
 */

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

/** Cubes with one colour's count replaced (written out: a hot path, no computed-key spread). */
function withCount(c: Cubes, color: CubeColor, n: number): Cubes {
  return { red: color === 'red' ? n : c.red, white: color === 'white' ? n : c.white, blue: color === 'blue' ? n : c.blue };
}

/** Sets a zone's count of a colour in a draft (copy.ts). */
function putCount(d: FreeAtLastState, where: Zone, color: CubeColor, n: number): void {
  switch (where.zone) {
    case 'supply':
      d.supply = withCount(d.supply, color, n);
      return;
    case 'project': {
      const p = d.projects[where.org];
      if (!p) throw new Error(`${where.org} has no Project`);
      d.projects = withKey(d.projects, where.org, projectWith(p, { cubes: withCount(p.cubes, color, n) }));
      return;
    }
    case 'eliminated': {
      const o = d.orgs[where.org]!;
      setOrg(d, where.org, orgWith(o, { eliminated: withCount(o.eliminated, color, n) }));
      return;
    }
    case 'criminal': {
      if (color !== 'red') throw new Error('Only red cubes are held for criminal cases (15.14)');
      setOrg(d, where.org, orgWith(d.orgs[where.org]!, { criminalHold: n }));
      return;
    }
  }
}

/*
 * The changes below write into a draft, a top-level copy the caller owns (the apply's
 * `ctx.draft()`: rules/updates.ts); `moveCubes(s, …)` returns a changed copy of `s`, for the
 * scenario builder.
 */

/** How many of up to `n` cubes a zone can give: fewer when it runs out. */
const movable = (s: FreeAtLastState, from: Zone, color: CubeColor, n: number): number => Math.max(0, Math.min(n, cubesIn(s, from, color)));

/**
 * Moves up to `n` cubes of a colour between zones in a draft; fewer when the source runs out (a
 * finite supply cannot place cubes it does not have — see rulings). Returns how many moved.
 */
export function moveCubesIn(d: FreeAtLastState, from: Zone, to: Zone, color: CubeColor, n: number): number {
  const moved = movable(d, from, color, n);
  if (moved === 0) return 0;
  putCount(d, from, color, cubesIn(d, from, color) - moved);
  putCount(d, to, color, cubesIn(d, to, color) + moved);
  return moved;
}

/** `moveCubesIn` on a copy of the state: the new state and how many moved (the top level copied once for both ends). */
export function moveCubes(s: FreeAtLastState, from: Zone, to: Zone, color: CubeColor, n: number): { state: FreeAtLastState; moved: number } {
  if (movable(s, from, color, n) === 0) return { state: s, moved: 0 };
  const t = copyState(s);
  return { state: t, moved: moveCubesIn(t, from, to, color, n) };
}

/** 23.3 Cooperative Play scores no cubes: SEG cubes collected, red cubes remaining, criminal cases won. */
const noCubeScoring = (s: FreeAtLastState, category: VpCategory): boolean =>
  s.ext?.variant === 'coop' && (category === 'segCubes' || category === 'redCubes' || category === 'litigation');

/** Adds VPs to an organization under a scoring category in a draft (keeps `vp` = sum of the breakdown). */
export function addVpIn(d: FreeAtLastState, org: Organization, category: VpCategory, n: number): void {
  if (n === 0 || noCubeScoring(d, category)) return; // 23.3
  const o = d.orgs[org]!;
  setOrg(d, org, orgWith(o, { vp: o.vp + n, vpBreakdown: withKey(o.vpBreakdown, category, o.vpBreakdown[category] + n) }));
}

/** 4.0 an organization receives Stars (in a draft). */
export function gainStarsIn(d: FreeAtLastState, org: Organization, n: number): void {
  const o = d.orgs[org]!;
  setOrg(d, org, orgWith(o, { stars: o.stars + n }));
}

/** 4.1 an organization spends Stars, in a draft (throws if it has too few: callers offer only what is affordable). */
export function spendStarsIn(d: FreeAtLastState, org: Organization, n: number): void {
  const o = d.orgs[org]!;
  if (o.stars < n) throw new Error(`${org} has ${o.stars} Stars, cannot spend ${n}`);
  setOrg(d, org, orgWith(o, { stars: o.stars - n }));
}

/** 4.2 an organization receives Failure Markers (they never go away), in a draft. */
export function gainFailuresIn(d: FreeAtLastState, org: Organization, n: number): void {
  const o = d.orgs[org]!;
  setOrg(d, org, orgWith(o, { failures: o.failures + n }));
}

/** 3.6.1 moves the cube on a die's X Value Track one space (`up` = right), in a draft; it stops at the track's ends. */
export function moveXIn(d: FreeAtLastState, die: CubeColor, direction: 'up' | 'down'): void {
  const last = componentsOf(d).xTracks[die].values.length - 1;
  const at = d.xTrack[die] + (direction === 'up' ? 1 : -1);
  d.xTrack = withKey(d.xTrack, die, Math.max(0, Math.min(last, at)));
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

/** 2.6 A Project card as it comes into play: no cubes yet, nothing resolved. */
export function freshProject(card: number, owner: Organization, stage: Project['stage'], leaders: readonly string[] = []): Project {
  return {
    card,
    owner,
    cubes: { red: 0, white: 0, blue: 0 },
    stage,
    leaders: [...leaders],
    freedomRiders: [],
    overkill: 0,
    litigationUsed: false,
    protests: 0,
    blueHitFirstProtest: false,
    leaderLost: false,
    lostLocalFigures: [],
    xRerollsUsed: [],
    eventLeader: null,
    outcome: 'active',
  };
}
