import { withKey } from '../../../core/with-key.js';
import { pushDraws, type FalCtx } from './tasks.js';
import { put, setDeck, ownFlow, without } from './updates.js';
import { projectCard } from './lookup.js';

/** 2.1 the Project deal begins with the variants' hook (23.4 the historical deck). */
export function enterDealProjects(ctx: FalCtx): void {
  const d = ctx.draft();
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
  const s = ctx.state;
  const state = projectCard(s, n).state;
  setDeck(ctx, 'projects', without(s.decks.projects, n));
  const discarded = s.offered[state] !== undefined;
  ctx.emit({ type: 'projectDealt', card: n, state, discarded });
  if (discarded) setDeck(ctx, 'projectDiscard', [...ctx.state.decks.projectDiscard, n]);
  else put(ctx, 'offered', withKey(s.offered, state, n));
}
