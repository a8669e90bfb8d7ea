import type { Leader, Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastState } from '../schema.js';
import { metByProject } from './activation.js';
import { activeProject, leader, projectCard } from './lookup.js';
import { projectSeam } from './projects/project-action.js';
import { emptyList, without, projectWith, putProject } from './updates.js';
import type { FalCtx } from './tasks.js';
import { updateOrg } from './updates.js';

/*
 * 7.x Protest Leaders: assignment at Project selection (7.1; SNCC two in A and V Projects), abilities
 * that act on assignment (7.2: Field Secretaries adding red cubes, State Conference Chairmen
 * collecting a blue cube in their state), CORE's Freedom Riders (7.4).
 */

/** 7.4 a Freedom Rider counter. */
export const isFreedomRider = (l: Leader): boolean => l.role === 'freedom-rider' || l.effects.some((e) => e.kind === 'freedomRider');

/** Leaders `org` may put at the head of its Project now (7.1; on a Freedom Ride the Riders ride instead, 7.4). */
export function assignableLeaders(s: FreeAtLastState, org: Organization): string[] {
  const p = s.projects[org];
  if (!p) return [];
  const card = projectCard(s, p.card);
  return [...new Set(s.orgs[org]!.protestLeaders)].filter((id) => !(card.kind === 'freedom-ride' && isFreedomRider(leader(s, id))));
}

/** 7.4 Freedom Riders CORE may still place on its Freedom Ride. */
export function availableRiders(s: FreeAtLastState, org: Organization): string[] {
  const p = s.projects[org];
  if (!p || org !== 'CORE' || projectCard(s, p.card).kind !== 'freedom-ride') return [];
  return s.orgs[org]!.protestLeaders.filter((id) => isFreedomRider(leader(s, id)));
}

/** 7.1 SNCC may assign a second Leader in A and V Projects. */
export function mayTakeSecond(s: FreeAtLastState, org: Organization): boolean {
  const p = s.projects[org];
  return org === 'SNCC' && !!p && projectCard(s, p.card).type !== 'S' && p.leaders.length === 1 && assignableLeaders(s, org).length > 0;
}

/** The leader choices for the pending leader step. */
export function leaderActions(s: FreeAtLastState, org: Organization, purpose: 'assign' | 'second' | 'replace' | 'additional' | 'riders'): FlowAction[] {
  const ids = purpose === 'riders' ? availableRiders(s, org) : assignableLeaders(s, org);
  const out: FlowAction[] = ids.map((id) => ({ type: 'assignLeader' as const, leader: id }));
  // 7.1 the first Leader is not optional when one is available
  if (purpose !== 'assign' || out.length === 0) out.push({ type: 'noLeader' });
  return out;
}

/** Puts a Leader on `org`'s Project and applies his on-assignment ability (7.2). */
export function assignLeader(ctx: FalCtx, org: Organization, id: string): void {
  const s = ctx.state;
  const card = projectCard(s, s.projects[org]!.card);
  const l = leader(s, id);
  const rider = card.kind === 'freedom-ride' && isFreedomRider(l);
  updateOrg(ctx, org, (o) => ({ protestLeaders: without(o.protestLeaders, id) }));
  const q = ctx.state.projects[org]!;
  putProject(ctx, org, rider ? projectWith(q, { freedomRiders: [...q.freedomRiders, id] }) : projectWith(q, { leaders: [...q.leaders, id], leaderLost: false }));
  ctx.emit({ type: rider ? 'freedomRider' : 'leaderAssigned', org, leader: id });
  if (rider || !activeProject(ctx.state, org)) return;
  for (const e of l.effects) {
    if (e.kind === 'addRed' && metByProject(l.activation, card)) projectSeam.applyProjectEffect(ctx, org, e);
    // 7.2 a chairman collects a blue cube in any Project in his state (city or type ignored)
    const home = l.activation.by === 'state' ? l.activation.state : null;
    if (e.kind === 'chairmanCollectBlue' && (home === null || home === card.state)) projectSeam.applyProjectEffect(ctx, org, { kind: 'collectSeg', color: 'blue', count: 1 });
  }
}

/** A Leader replaced on the Project leaves the game (7.3: he has led a Project). */
export function replaceLeaders(ctx: FalCtx, org: Organization): void {
  const p = ctx.state.projects[org]!;
  updateOrg(ctx, org, (o) => ({ removedLeaders: [...o.removedLeaders, ...p.leaders] }));
  putProject(ctx, org, projectWith(p, { leaders: emptyList() }));
}
