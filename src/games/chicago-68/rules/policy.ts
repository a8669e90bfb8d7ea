import { set } from '../../../core/update.js';
import { board, nameOf } from './lookups.js';
import { factionDecision, type Asking, type C } from './tasks.js';
import { put, without } from './updates.js';
import { mapped } from './lists.js';

/* 2.7.2, 2.8.1 The Mayor Policy deck and splay. */

/** 2.8.1 Splay limit: six, plus one with the "+1 SPLAY" bonus tile. */
function policyLimit(s: C['state']): number {
  return 6 + (s.tiles.splay === 'establishment' ? 1 : 0);
}

/** Asks for a Policy draw into the splay (reshuffling the discards when the deck is empty). */
export function requestPolicyDraw(ctx: C): void {
  if (ctx.state.policyDeck.length === 0) {
    put(ctx, 'policyDeck', ctx.state.policyDiscard);
    put(ctx, 'policyDiscard', []);
  }
  if (ctx.state.policyDeck.length > 0) ctx.push({ kind: 'draw', deck: 'policy', purpose: 'splay', area: null });
}

/** A drawn Policy goes into the splay; when full, the Mayor discards one (or the new card). */
export function placePolicy(ctx: C, card: string): void {
  put(ctx, 'policyDeck', without(ctx.state.policyDeck, card));
  if (ctx.state.policySplay.length < policyLimit(ctx.state)) {
    put(ctx, 'policySplay', [...ctx.state.policySplay, { card, paid: 0 }]);
    ctx.emit({ type: 'policySplay', card });
  } else ctx.push({ kind: 'policyPlace', card });
}

const policyPlaceTask: Asking<'policyPlace'> = factionDecision({
  owner: () => 'mayor',
  options: (s) => [...mapped(s.policySplay, (p) => ({ type: 'card' as const, card: p.card })), { type: 'discardDrawn' }],
  prompt: (s, t) => `Policy splay full: place ${nameOf(s, t.card)}?`,
  answer(ctx, t, a) {
    ctx.pop();
    const card = t.card;
    if (a.type !== 'card') return put(ctx, 'policyDiscard', [...ctx.state.policyDiscard, card]);
    const old = a.card;
    ctx.emit({ type: 'policySplay', card, replacing: old });
    // Glossary "Active": an ongoing Policy (SMOKE 'EM) is active only while it is in the splay
    if (board(ctx.state).set.policies.find((p) => p.id === old)?.effects.some((e) => e.op === 'smokeEm')) put(ctx, 'smokeEm', false);
    // MANDATE note: Capital on a discarded Policy returns to the supply
    put(ctx, 'policyDiscard', [...ctx.state.policyDiscard, old]);
    const i = ctx.state.policySplay.findIndex((p) => p.card === old);
    put(ctx, 'policySplay', set(ctx.state.policySplay, i, { card, paid: 0 }));
  },
});

/** MANDATE: the next activation of a Policy costs 2, 4, 6… Capital. */
export function mandateCost(paid: number): number {
  return 2 * (paid + 1);
}

/** The task handlers of the Mayor Policy splay. */
export const policyTasks = { policyPlace: policyPlaceTask };
