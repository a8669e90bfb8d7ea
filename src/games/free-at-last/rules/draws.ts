import { countedOutcomes } from '../../../core/chance.js';
import type { GameEvent, WeightedOutcome } from '../../../core/types.js';
import type { FlowAction } from '../schema.js';
import type { FreeAtLastState } from '../state/schema.js';
import { dealtProject } from './deal-projects.js';
import { drawnLegislation } from './legislation.js';
import { updateOrg, withPending } from './util.js';

/*
 * Draws from the unordered piles as chance nodes (FAL_BRIEF): the Strategy deck, the Project deck,
 * an organization's cup of Staffers and the general Legislation deck. One draw per chance node.
 */

/**
 * Drops draws that cannot happen and refills an exhausted Strategy deck. Ruling (9.3): when the
 * Strategy draw pile is empty, the discard pile is shuffled to form a new draw pile; if both are
 * empty the draw is lost. An empty Project deck, cup or Legislation deck also loses the draw.
 */
export function settleQueue(s: FreeAtLastState): FreeAtLastState {
  let t = s;
  while (t.pending.queue.length > 0) {
    const task = t.pending.queue[0]!;
    if (task.kind === 'strategy' && t.decks.strategy.length === 0 && t.decks.strategyDiscard.length > 0) {
      t = { ...t, decks: { ...t.decks, strategy: t.decks.strategyDiscard, strategyDiscard: [] } };
    }
    const pile =
      task.kind === 'strategy'
        ? t.decks.strategy
        : task.kind === 'project'
          ? t.decks.projects
          : task.kind === 'staff'
            ? t.orgs[task.org]!.staffPool
            : t.decks.legislation;
    if (pile.length > 0) return t;
    t = withPending(t, { queue: t.pending.queue.slice(1) });
  }
  return t;
}

/** The outcomes of the draw at the head of the queue. */
export function drawOutcomes(s: FreeAtLastState): WeightedOutcome<FlowAction>[] {
  const task = s.pending.queue[0]!;
  switch (task.kind) {
    case 'strategy':
      return countedOutcomes(s.decks.strategy, (card) => ({ type: 'draw-strategy' as const, card }));
    case 'project':
      return countedOutcomes(s.decks.projects, (card) => ({ type: 'draw-project' as const, card }));
    case 'staff':
      return countedOutcomes(s.orgs[task.org]!.staffPool, (leader) => ({ type: 'draw-staff' as const, leader }));
    case 'legislation':
      return countedOutcomes(s.decks.legislation, (card) => ({ type: 'draw-legislation' as const, card }));
  }
}

/** Applies a draw outcome for the task at the head of the queue. */
export function applyDraw(s0: FreeAtLastState, a: FlowAction, ev: GameEvent[]): FreeAtLastState {
  const task = s0.pending.queue[0]!;
  const s = withPending(s0, { queue: s0.pending.queue.slice(1) });
  if (task.kind === 'strategy' && a.type === 'draw-strategy') {
    const i = s.decks.strategy.indexOf(a.card);
    const t = { ...s, decks: { ...s.decks, strategy: [...s.decks.strategy.slice(0, i), ...s.decks.strategy.slice(i + 1)] } };
    ev.push({ type: 'card-drawn', org: task.org });
    return updateOrg(t, task.org, (o) => ({ ...o, hand: [...o.hand, a.card] }));
  }
  if (task.kind === 'project' && a.type === 'draw-project') return dealtProject(s, a.card, ev);
  if (task.kind === 'staff' && a.type === 'draw-staff') {
    ev.push({ type: 'staff-hired', org: task.org, leader: a.leader });
    return updateOrg(s, task.org, (o) => {
      const i = o.staffPool.indexOf(a.leader);
      return { ...o, staffPool: [...o.staffPool.slice(0, i), ...o.staffPool.slice(i + 1)], staff: [...o.staff, { id: a.leader, tired: false }] };
    });
  }
  if (task.kind === 'legislation' && a.type === 'draw-legislation') return drawnLegislation(s, a.card, task.to, ev);
  throw new Error(`draw ${a.type} does not match the pending ${task.kind} draw`);
}
