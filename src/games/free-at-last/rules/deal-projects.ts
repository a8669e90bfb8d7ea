import { keepsDistinct } from './tasks.js';
import type { GameEvent } from '../../../core/types.js';
import type { FreeAtLastState } from '../state/schema.js';
import { projectCard } from './lookup.js';
import { queueDraws } from './util.js';
import { pushTask, withFlow } from '../state/stack.js';

/** 2.1 the Project deal begins with the variants' hook (23.4 the historical deck). */
export function enterDealProjects(s: FreeAtLastState): FreeAtLastState {
  const t = withFlow({ ...s, phase: 'deal-projects', offered: {} }, { at: 'before-deal', cursor: 0, step: null });
  return pushTask(t, { kind: 'beforeDeal' });
}

/** 2.1 Deal 6 Project cards face up, each in its state. */
export const dealProjects = (s: FreeAtLastState): FreeAtLastState => queueDraws(withFlow(s, { at: 'deal' }), { kind: 'drawProject' }, 6);

/** 2.1 a dealt Project goes to its state, or to the discard pile if the state already has one. */
export function dealtProject(s: FreeAtLastState, n: number, ev: GameEvent[]): FreeAtLastState {
  const state = projectCard(s, n).state;
  const i = s.decks.projects.indexOf(n);
  const projects = keepsDistinct(s.decks.projects, [...s.decks.projects.slice(0, i), ...s.decks.projects.slice(i + 1)]);
  if (s.offered[state] !== undefined) {
    ev.push({ type: 'projectDealt', card: n, state, discarded: true });
    return { ...s, decks: { ...s.decks, projects, projectDiscard: [...s.decks.projectDiscard, n] } };
  }
  ev.push({ type: 'projectDealt', card: n, state, discarded: false });
  return { ...s, offered: { ...s.offered, [state]: n }, decks: { ...s.decks, projects } };
}
