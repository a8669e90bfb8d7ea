import { ownRes, updateOrg } from '../updates.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import { criminalHold, eliminatedArea, onProject, supply, type Zone } from '../zones.js';
import { move, projectOf, res, setProject } from './common.js';
import type { FalCtx } from '../tasks.js';
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
export function collectByHits(ctx: FalCtx, org: Organization, hits: number, colors: readonly ('white' | 'blue')[]): void {
  let left = hits;
  for (const color of colors) {
    if (left <= 0) break;
    const moved = move(ctx, onProject(org), eliminatedArea(org), color, left, 'collected');
    left -= moved;
    const r = ownRes(ctx);
    const c = r.collected;
    r.collected = { ...c, [color]: c[color] + moved };
  }
}

/**
 * 15.4–15.7 SEG hits remove red cubes: blue hits first (so they can be defended, 15.7), then white;
 * Freedom Riders take 2 hits each after the cubes (7.4); hits beyond that are Overkill (15.6).
 */
export function removeRed(ctx: FalCtx, org: Organization, byBlue: number, byWhite: number): void {
  const fromBlue = move(ctx, onProject(org), blueRemovalZone(ctx.state, org), 'red', byBlue, 'removed by blue cubes');
  const fromWhite = move(ctx, onProject(org), eliminatedArea(org), 'red', byWhite, 'removed by white cubes');
  let left = byBlue - fromBlue + byWhite - fromWhite;
  const p = projectOf(ctx.state, org);
  const riders = Math.min(p.freedomRiders.length, Math.floor(left / 2));
  if (riders > 0) {
    const lost = p.freedomRiders.slice(p.freedomRiders.length - riders);
    ctx.emit({ type: 'freedomRidersLost', org, riders: lost });
    setProject(ctx, org, { freedomRiders: p.freedomRiders.slice(0, p.freedomRiders.length - riders) });
    updateOrg(ctx, org, (o) => ({ removedLeaders: [...o.removedLeaders, ...lost] }));
    // 7.4 an eliminated Freedom Rider counts as 2 red cubes for demoralization
    move(ctx, supply, eliminatedArea(org), 'red', 2 * riders, 'Freedom Riders eliminated');
    left -= 2 * riders;
  }
  if (left > 0) {
    ctx.emit({ type: 'overkill', org, count: left });
    setProject(ctx, org, { overkill: projectOf(ctx.state, org).overkill + left });
  }
  const r = ownRes(ctx);
  const removed = r.removed;
  r.removed = { byWhite: removed.byWhite + fromWhite, byBlue: removed.byBlue + fromBlue, riders: removed.riders + riders };
}

/** 15.12, 17.12, 18.2.5 the Klan kills the Leader, or (no Leader, V Project) a Civil Rights Local Figure. */
export function klanAttack(ctx: FalCtx, org: Organization): void {
  const p = projectOf(ctx.state, org);
  if (p.leaders.length > 0 && !p.leaderLost) {
    ctx.emit({ type: 'klan', org, killed: p.leaders });
    updateOrg(ctx, org, (o) => ({ removedLeaders: [...o.removedLeaders, ...p.leaders] }));
    setProject(ctx, org, { leaders: [], leaderLost: true });
    ownRes(ctx).leaderGone = true;
    return;
  }
  const card = projectCard(ctx.state, p.card);
  const figure = card.type === 'V' ? card.localFigures.find((f) => f.side === 'civil-rights' && !p.lostLocalFigures.includes(f.name)) : undefined;
  if (figure) {
    ctx.emit({ type: 'klan', org, killed: [figure.name] });
    setProject(ctx, org, { lostLocalFigures: [...p.lostLocalFigures, figure.name] });
  }
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

/** 15.5, 15.6 what one of the Leader's `hits` may do now: Overkill buttons first, then save or collect. */
export function leaderHitUses(s: FreeAtLastState, hits: number): LeaderHitUse[] {
  const r = res(s);
  const p = projectOf(s, r.org);
  if (hits <= 0) return [];
  if (p.overkill > 0) return ['overkill'];
  const uses: LeaderHitUse[] = [];
  if (r.removed.byWhite + r.removed.byBlue > 0) uses.push('save');
  if (leaderCollectColors(s).some((c) => p.cubes[c] > 0)) uses.push('collect');
  return uses;
}

/** How many uses one of the Leader's `hits` has now (`leaderHitUses(s, hits).length`, without building them). */
export function leaderHitChoices(s: FreeAtLastState, hits: number): number {
  if (hits <= 0) return 0;
  const r = res(s);
  const p = projectOf(s, r.org);
  if (p.overkill > 0) return 1;
  const save = r.removed.byWhite + r.removed.byBlue > 0 ? 1 : 0;
  const colors = leaderCollectColors(s);
  for (const c of colors) if (p.cubes[c] > 0) return save + 1;
  return save;
}

/** Applies one Leader hit. */
export function applyLeaderHit(ctx: FalCtx, use: LeaderHitUse): void {
  const org = res(ctx.state).org;
  if (use === 'overkill') {
    ctx.emit({ type: 'overkillRemoved', org, count: 1 });
    setProject(ctx, org, { overkill: projectOf(ctx.state, org).overkill - 1 });
    return;
  }
  if (use === 'collect') return collectByHits(ctx, org, 1, leaderCollectColors(ctx.state));
  // 15.5 cancel hits by white cubes first, then by blue cubes
  const removed = res(ctx.state).removed;
  if (removed.byWhite > 0) {
    move(ctx, eliminatedArea(org), onProject(org), 'red', 1, 'saved by the Leader');
    ownRes(ctx).removed = { ...removed, byWhite: removed.byWhite - 1 };
    return;
  }
  move(ctx, blueRemovalZone(ctx.state, org), onProject(org), 'red', 1, 'saved by the Leader');
  ownRes(ctx).removed = { ...removed, byBlue: removed.byBlue - 1 };
}
