import type { GameEvent } from '../../../../core/types.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../state/schema.js';
import { criminalHold, eliminatedArea, onProject, supply, type Zone } from '../../state/zones.js';
import { move, projectOf, res, setProject, setRes } from './common.js';
import { projectCard } from '../lookup.js';

/*
 * Assigning hits (15.4–15.7): red hits collect SEG cubes, SEG hits remove red cubes (blue hits first,
 * 15.7), Overkill buttons (15.6), Freedom Riders as 2 cubes (7.4), and the Leader's hits, allocated
 * one at a time (15.5, 14.5.4).
 */

/** 15.14 where red cubes removed by blue cubes go: held for a criminal case in A Projects (not BAMN, 19.9). */
export function blueRemovalZone(s: FreeAtLastState, org: Organization): Zone {
  const p = projectOf(s, org);
  return projectCard(s, p.card).type === 'A' && p.eventLeader === null ? criminalHold(org) : eliminatedArea(org);
}

/** Collects up to `hits` SEG cubes in the given order (14.1: white first); they count as collected this Action Round. */
export function collectByHits(s: FreeAtLastState, events: GameEvent[], org: Organization, hits: number, colors: readonly ('white' | 'blue')[]): FreeAtLastState {
  let left = hits;
  for (const color of colors) {
    if (left <= 0) break;
    const r = move(s, events, onProject(org), eliminatedArea(org), color, left, 'collected');
    s = r.state;
    left -= r.moved;
    const c = res(s).collected;
    s = setRes(s, { collected: { ...c, [color]: c[color] + r.moved } });
  }
  return s;
}

/**
 * 15.4–15.7 SEG hits remove red cubes: blue hits first (so they can be defended, 15.7), then white;
 * Freedom Riders take 2 hits each after the cubes (7.4); hits beyond that are Overkill (15.6).
 */
export function removeRed(s: FreeAtLastState, events: GameEvent[], org: Organization, byBlue: number, byWhite: number): FreeAtLastState {
  const fromBlue = move(s, events, onProject(org), blueRemovalZone(s, org), 'red', byBlue, 'removed by blue cubes');
  s = fromBlue.state;
  const fromWhite = move(s, events, onProject(org), eliminatedArea(org), 'red', byWhite, 'removed by white cubes');
  s = fromWhite.state;
  let left = byBlue - fromBlue.moved + byWhite - fromWhite.moved;
  const p = projectOf(s, org);
  const riders = Math.min(p.freedomRiders.length, Math.floor(left / 2));
  if (riders > 0) {
    const lost = p.freedomRiders.slice(p.freedomRiders.length - riders);
    events.push({ type: 'freedomRidersLost', org, riders: lost });
    s = setProject(s, org, { freedomRiders: p.freedomRiders.slice(0, p.freedomRiders.length - riders) });
    const o = s.orgs[org]!;
    s = { ...s, orgs: { ...s.orgs, [org]: { ...o, removedLeaders: [...o.removedLeaders, ...lost] } } };
    // 7.4 an eliminated Freedom Rider counts as 2 red cubes for demoralization
    s = move(s, events, supply, eliminatedArea(org), 'red', 2 * riders, 'Freedom Riders eliminated').state;
    left -= 2 * riders;
  }
  if (left > 0) {
    events.push({ type: 'overkill', org, count: left });
    s = setProject(s, org, { overkill: projectOf(s, org).overkill + left });
  }
  const r = res(s).removed;
  return setRes(s, { removed: { byWhite: r.byWhite + fromWhite.moved, byBlue: r.byBlue + fromBlue.moved, riders: r.riders + riders } });
}

/** 15.12, 17.12, 18.2.5 the Klan kills the Leader, or (no Leader, V Project) a Civil Rights Local Figure. */
export function klanAttack(s: FreeAtLastState, events: GameEvent[], org: Organization): FreeAtLastState {
  const p = projectOf(s, org);
  if (p.leaders.length > 0 && !p.leaderLost) {
    events.push({ type: 'klan', org, killed: p.leaders });
    const o = s.orgs[org]!;
    s = { ...s, orgs: { ...s.orgs, [org]: { ...o, removedLeaders: [...o.removedLeaders, ...p.leaders] } } };
    return setRes(setProject(s, org, { leaders: [], leaderLost: true }), { leaderGone: true });
  }
  const card = projectCard(s, p.card);
  const figure = card.type === 'V' ? card.localFigures.find((f) => f.side === 'civil-rights' && !p.lostLocalFigures.includes(f.name)) : undefined;
  if (figure) {
    events.push({ type: 'klan', org, killed: [figure.name] });
    return setProject(s, org, { lostLocalFigures: [...p.lostLocalFigures, figure.name] });
  }
  return s;
}

/** The SEG colours a Leader hit may collect in this resolution (white first, 15.5). */
export function leaderCollectColors(s: FreeAtLastState): ('white' | 'blue')[] {
  const r = res(s);
  const p = projectOf(s, r.org);
  switch (r.mode) {
    case 'protest':
      return ['white', 'blue'];
    case 'picket':
      return ['white']; // 15.15 blue cubes are never removed through Picketing
    case 'exam':
      return ['blue']; // 17.4 never collect white cubes through the exam
    case 'bamn':
      return p.stage === 'bamn-white' ? ['white'] : ['blue'];
    default:
      return []; // 14.5.4 in Advance and Survive Leaders only save red cubes
  }
}

/** What one Leader hit does (15.5, 15.6). */
export type LeaderHitUse = 'overkill' | 'save' | 'collect';

/** 15.5, 15.6 what one Leader hit may do now: Overkill buttons first, then save or collect. */
export function leaderHitUses(s: FreeAtLastState): LeaderHitUse[] {
  const r = res(s);
  const p = projectOf(s, r.org);
  if (r.leaderHits <= 0) return [];
  if (p.overkill > 0) return ['overkill'];
  const uses: LeaderHitUse[] = [];
  if (r.removed.byWhite + r.removed.byBlue > 0) uses.push('save');
  if (leaderCollectColors(s).some((c) => p.cubes[c] > 0)) uses.push('collect');
  return uses;
}

/** Applies one Leader hit. */
export function applyLeaderHit(s: FreeAtLastState, use: LeaderHitUse, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const org = r.org;
  s = setRes(s, { leaderHits: r.leaderHits - 1 });
  if (use === 'overkill') {
    events.push({ type: 'overkillRemoved', org, count: 1 });
    return setProject(s, org, { overkill: projectOf(s, org).overkill - 1 });
  }
  if (use === 'collect') return collectByHits(s, events, org, 1, leaderCollectColors(s));
  // 15.5 cancel hits by white cubes first, then by blue cubes
  const removed = res(s).removed;
  if (removed.byWhite > 0) {
    s = move(s, events, eliminatedArea(org), onProject(org), 'red', 1, 'saved by the Leader').state;
    return setRes(s, { removed: { ...removed, byWhite: removed.byWhite - 1 } });
  }
  s = move(s, events, blueRemovalZone(s, org), onProject(org), 'red', 1, 'saved by the Leader').state;
  return setRes(s, { removed: { ...removed, byBlue: removed.byBlue - 1 } });
}

/** Applies forced Leader hits (a single possible use); stops at a real choice or when done. */
export function settleLeaderHits(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  for (;;) {
    const uses = leaderHitUses(s);
    if (uses.length !== 1) break;
    s = applyLeaderHit(s, uses[0]!, events);
  }
  if (leaderHitUses(s).length === 0) {
    const after = res(s).after;
    if (after === '') throw new Error('Leader hits allocated outside a Leader roll (startLeader sets what follows)');
    return setRes(s, { leaderHits: 0, step: 'roll', next: after });
  }
  return setRes(s, { step: 'leader-hits' });
}
