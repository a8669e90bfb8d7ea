import { withKey } from '../../../core/with-key.js';
import { pushDraws, type FalCtx } from './tasks.js';
import { without } from './util.js';
import { projectCard } from './lookup.js';
import { ownFlow } from './flow-task.js';

/** 2.1 the Project deal begins with the variants' hook (23.4 the historical deck). */
export function enterDealProjects(ctx: FalCtx): void {
  const d = ctx.draft();
  d.phase = 'deal-projects';
  d.offered = {};
  ownFlow(ctx).cursor = 0;
  ctx.push({ kind: 'beforeDeal' }, { kind: 'dealProjects' });
}

/** The stage on top: 2.1 deal 6 Project cards face up, each in its state. */
export function dealProjects(ctx: FalCtx): void {
  ctx.pop();
  pushDraws(ctx, { kind: 'drawProject' }, 6);
}

/** 2.1 a dealt Project goes to its state, or to the discard pile if the state already has one. */
export function dealtProject(ctx: FalCtx, n: number): void {
  const d = ctx.draft();
  const state = projectCard(d, n).state;
  const projects = without(d.decks.projects, n);
  if (d.offered[state] !== undefined) {
    ctx.emit({ type: 'projectDealt', card: n, state, discarded: true });
    d.decks = { ...d.decks, projects, projectDiscard: [...d.decks.projectDiscard, n] };
    return;
  }
  ctx.emit({ type: 'projectDealt', card: n, state, discarded: false });
  d.offered = withKey(d.offered, state, n);
  d.decks = withKey(d.decks, 'projects', projects);
}
