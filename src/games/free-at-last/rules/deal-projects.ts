import { pushDraws, type FalCtx } from './tasks.js';

import type { GameEvent } from '../../../core/types.js';
import type { FreeAtLastState } from '../schema.js';
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
export function dealtProject(s: FreeAtLastState, n: number, ev: GameEvent[]): FreeAtLastState {
  const state = projectCard(s, n).state;
  const i = s.decks.projects.indexOf(n);
  const projects = [...s.decks.projects.slice(0, i), ...s.decks.projects.slice(i + 1)];
  if (s.offered[state] !== undefined) {
    ev.push({ type: 'projectDealt', card: n, state, discarded: true });
    return { ...s, decks: { ...s.decks, projects, projectDiscard: [...s.decks.projectDiscard, n] } };
  }
  ev.push({ type: 'projectDealt', card: n, state, discarded: false });
  return { ...s, offered: { ...s.offered, [state]: n }, decks: { ...s.decks, projects } };
}
