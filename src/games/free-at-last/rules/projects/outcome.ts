import type { Organization } from '../../data/schema.js';
import { eliminatedArea, onProject, supply } from '../zones.js';
import { gainFailures, gainStars, setResolution, updateOrg } from '../updates.js';
import { move, projectOf, redRemain, res, score, setProject } from './common.js';
import { projectCard } from '../lookup.js';
import type { FalCtx } from '../tasks.js';

/*
 * The end of a project action: the VP tally (15.13 and its exception, 17.6, 18.2.8, 19.4–19.5),
 * success (15.16, 16.3, 17.16, 18.3.9, 19.6) and failure (15.17, 17.17, 18.3.10, 19.7, 15.17.1).
 */

/**
 * 15.13 scores the SEG cubes collected by hits this Action Round (VPs per white and blue cube); if no
 * red cube remains they are not collected and go to the supply (15.17) — cubes collected by Local
 * Figures and LDF Attorneys were scored already and stay collected.
 */
export function tallyCollected(ctx: FalCtx, perWhite: number, perBlue: number): void {
  const r = res(ctx.state);
  const org = r.org;
  const collected = r.collected;
  if (redRemain(projectOf(ctx.state, org))) {
    return score(ctx, org, 'segCubes', collected.white * perWhite + collected.blue * perBlue, 'SEG cubes collected');
  }
  move(ctx, eliminatedArea(org), supply, 'white', collected.white, 'not collected: no red cube remains (15.17)');
  move(ctx, eliminatedArea(org), supply, 'blue', collected.blue, 'not collected: no red cube remains (15.17)');
}

/** The resolution's steps are done: its end clears its record; Overkill buttons only last for the Action Round that scored them (15.6, ruling). */
export function endResolution(ctx: FalCtx): void {
  ctx.pop();
  const r = res(ctx.state);
  setResolution(ctx, null);
  const p = ctx.state.projects[r.org];
  if (p && p.overkill > 0 && r.mode !== 'supreme-court') setProject(ctx, r.org, { overkill: 0 });
}

/** The Project succeeds: Freedom Marker, 1 VP per red cube left (returned to the supply), 2 Stars for Marches and Freedom Rides (16.3). */
export function succeed(ctx: FalCtx, org: Organization): void {
  const p = projectOf(ctx.state, org);
  const card = projectCard(ctx.state, p.card);
  const markers = ctx.state.orgs[org]!.freedomMarkers;
  updateOrg(ctx, org, () => ({ freedomMarkers: { ...markers, [card.type]: markers[card.type] + 1 } }));
  ctx.emit({ type: 'projectSuccess', org, card: p.card, freedomMarker: card.type });
  score(ctx, org, 'redCubes', p.cubes.red, 'red cubes remaining on a successful Project');
  clearProject(ctx, org, 'Project complete');
  if (card.kind === 'march' || card.kind === 'freedom-ride') {
    ctx.emit({ type: 'star', org, count: 2, why: '16.3 Marches and Freedom Rides' });
    gainStars(ctx, org, 2);
  }
  setProject(ctx, org, { stage: 'done', outcome: 'success', overkill: 0 });
}

/** All cubes left on the Project go back to the supply. */
export function clearProject(ctx: FalCtx, org: Organization, why: string): void {
  for (const color of ['red', 'white', 'blue'] as const) move(ctx, onProject(org), supply, color, projectOf(ctx.state, org).cubes[color], why);
}

/** The Project fails: a Failure Marker; uncollected cubes go to the supply (15.17.1, 17.17.1, 18.3.10.1 also when the owner cannot go on). */
export function fail(ctx: FalCtx, org: Organization): void {
  ctx.emit({ type: 'projectFailure', org, card: projectOf(ctx.state, org).card });
  ctx.emit({ type: 'failure', org, count: 1, why: 'failed Project (4.2 A)' });
  clearProject(ctx, org, 'Project failed');
  gainFailures(ctx, org, 1);
  setProject(ctx, org, { stage: 'done', outcome: 'failure', overkill: 0 });
}

/**
 * 15.17, 16.2, 17.6–17.7 after a project action: no red cube left fails the Project; an S Project
 * with no blue cube left completes stage 1; any other Project with no SEG cube left succeeds.
 */
export function judgeProject(ctx: FalCtx, org: Organization): void {
  const p = projectOf(ctx.state, org);
  if (!redRemain(p)) fail(ctx, org);
  else if (projectCard(ctx.state, p.card).type === 'S') {
    if (p.cubes.blue === 0) {
      ctx.emit({ type: 'stageComplete', org, stage: 'exam' });
      setProject(ctx, org, { stage: 'school-year', overkill: 0 });
    }
  } else if (p.cubes.white === 0 && p.cubes.blue === 0) succeed(ctx, org);
}

/**
 * 15.16 (16.0) an A Project at its protest stage with every SEG cube collected and red cubes left is a
 * success, however the last cubes went (an event, a Local Figure): ruling, decided at the end of the
 * Action Round, as 15.17 decides a failure.
 */
export function succeedIfCollected(ctx: FalCtx, org: Organization): void {
  const p = projectOf(ctx.state, org);
  if (p.stage === 'protest' && p.eventLeader === null && p.cubes.white === 0 && p.cubes.blue === 0 && p.cubes.red > 0) succeed(ctx, org);
}

