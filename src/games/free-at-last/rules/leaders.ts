import type { GameEvent } from '../../../core/types.js';
import type { Leader, Organization } from '../data/schema.js';
import type { FlowAction } from '../schema.js';
import type { FreeAtLastState } from '../state/schema.js';
import { metByProject } from './activation.js';
import { activeProject, leader, projectCard } from './lookup.js';
import { projectRules } from './project-seam.js';
import { run, updateOrg, without } from './util.js';

/*
 * 7.x Protest Leaders: assignment at Project selection (7.1; SNCC two in A and V Projects), abilities
 * that act on assignment (7.2: Field Secretaries adding red cubes, State Conference Chairmen
 * collecting a blue cube in their state), CORE's Freedom Riders (7.4).
 */

/** 7.4 a Freedom Rider counter. */
export const isFreedomRider = (l: Leader): boolean => l.role === 'freedom-rider' || l.effects.some((e) => e.kind === 'freedom-rider');

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
  const out: FlowAction[] = ids.map((id) => ({ type: 'assign-leader' as const, leader: id }));
  // 7.1 the first Leader is not optional when one is available
  if (purpose !== 'assign' || out.length === 0) out.push({ type: 'no-leader' });
  return out;
}

/** Puts a Leader on `org`'s Project and applies his on-assignment ability (7.2). */
export function assignLeader(s: FreeAtLastState, org: Organization, id: string, ev: GameEvent[]): FreeAtLastState {
  const p = s.projects[org]!;
  const card = projectCard(s, p.card);
  const l = leader(s, id);
  const rider = card.kind === 'freedom-ride' && isFreedomRider(l);
  let t = updateOrg(s, org, (o) => ({ ...o, protestLeaders: without(o.protestLeaders, id) }));
  const q = t.projects[org]!;
  t = { ...t, projects: { ...t.projects, [org]: rider ? { ...q, freedomRiders: [...q.freedomRiders, id] } : { ...q, leaders: [...q.leaders, id], leaderLost: false } } };
  ev.push({ type: rider ? 'freedom-rider' : 'leader-assigned', org, leader: id });
  if (rider || !activeProject(t, org)) return t;
  for (const e of l.effects) {
    if (e.kind === 'add-red' && metByProject(l.activation, card)) t = run(ev, projectRules.applyProjectEffect(t, org, e));
    // 7.2 a chairman collects a blue cube in any Project in his state (city or type ignored)
    const home = l.activation.by === 'state' ? l.activation.state : null;
    if (e.kind === 'chairman-collect-blue' && (home === null || home === card.state)) {
      t = run(ev, projectRules.applyProjectEffect(t, org, { kind: 'collect-seg', color: 'blue', count: 1 }));
    }
  }
  return t;
}

/** A Leader replaced on the Project leaves the game (7.3: he has led a Project). */
export function replaceLeaders(s: FreeAtLastState, org: Organization): FreeAtLastState {
  const p = s.projects[org]!;
  const gone = p.leaders;
  const t = updateOrg(s, org, (o) => ({ ...o, removedLeaders: [...o.removedLeaders, ...gone] }));
  return { ...t, projects: { ...t.projects, [org]: { ...p, leaders: [] } } };
}
