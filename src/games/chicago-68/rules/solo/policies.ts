import type { Effect, PolicyCard } from '../../data/schema.js';
import type { State } from '../../schema.js';
import { board } from '../lookups.js';
import { eligible, runEffects } from '../effects.js';
import { changeCapital } from '../capital.js';
import { auto, type C } from '../tasks.js';
import { put, without } from '../updates.js';
import { hadEffect } from './card-task.js';
import { machineSet } from './components.js';

/*
 * Solo POLICY CARDS and STATE OVERSIGHT: the Machine activates its splay left to right, 2 Capital each,
 * skipping a Policy that would have no effect or would only raise Instability, discarding each after
 * one activation; then the remaining Policies shift left and the splay is refilled from the deck
 * (reshuffling the discards when it runs out) to its three spaces (+1 with "+1 SPLAY").
 */

/** Could one effect primitive change anything now (raising Instability does not count)? */
function possible(s: State, e: Effect): boolean {
  switch (e.op) {
    case 'instability': return e.amount < 0 && s.instability > 0;
    case 'exposure': case 'capital': return e.amount > 0;
    case 'heal': return s.police.injured.p1 + s.police.injured.p2 > 0;
    case 'policeSupply': return s.general[e.item === 'barbedWire' ? 'wire' : 'gas'] > 0;
    case 'removeBarrier': return Object.values(s.paths).some((p) => (e.kind === 'barricade' ? p.barricade : p.wire));
    case 'mobe': case 'agitator': case 'police': case 'arrest': case 'injure': case 'minusCapital':
    case 'nationalGuard': case 'tearGas': case 'flag': case 'removeFlag': {
      const ok = eligible(s, e);
      return typeof e.at === 'object' ? ok.includes(e.at.area) : ok.length > 0;
    }
    default: return true;
  }
}

/** Would the Machine activate this Policy now? */
function useful(s: State, p: PolicyCard): boolean {
  return p.effects.some((e) => possible(s, e));
}

/** A Machine Policy by id. */
function machinePolicy(s: State, id: string): PolicyCard | undefined {
  return machineSet(s).policies.find((p) => p.id === id) ?? board(s).set.policies.find((p) => p.id === id);
}

/** Resolves a Machine Policy drawn by PRESS CONFERENCE (then discarded). */
export function resolveDrawnPolicy(ctx: C, name: string): void {
  put(ctx, 'policyDeck', without(ctx.state.policyDeck, name));
  put(ctx, 'policyDiscard', [...ctx.state.policyDiscard, name]);
  const card = machinePolicy(ctx.state, name);
  ctx.emit({ type: 'policy', card: name, by: 'press-conference', ...(card ? { text: card.text } : {}) });
  if (card) runEffects(ctx, card.effects, 'establishment', null, [], name);
}

/** The Machine's Policy splay size. */
function splaySize(s: State): number {
  return machineSet(s).splay + (s.tiles.splay === 'establishment' ? 1 : 0);
}

/** The `oversight` task: STATE OVERSIGHT's Policy loop, then the splay refresh. */
export const oversightTasks = {
  oversight: auto<'oversight'>((ctx, t) => {
    const s = ctx.state;
    const p = s.capital >= 2 ? s.policySplay.find((x) => !t.skipped.includes(x.card)) : undefined;
    if (p === undefined) {
      ctx.pop();
      ctx.emit({ type: 'policySplayRefreshed', kept: s.policySplay.map((x) => x.card) });
      return ctx.push({ kind: 'drawPolicies', left: Math.max(0, splaySize(s) - s.policySplay.length) });
    }
    const card = machinePolicy(s, p.card);
    if (!card || !useful(s, card)) {
      ctx.emit({ type: 'policySkipped', card: p.card, why: 'no effect, or it would only raise Instability' });
      return ctx.replaceTop({ ...t, skipped: [...t.skipped, p.card] });
    }
    hadEffect(ctx);
    changeCapital(ctx, -2, `STATE OVERSIGHT: ${card.name}`);
    put(ctx, 'policySplay', s.policySplay.filter((x) => x !== p));
    put(ctx, 'policyDiscard', [...ctx.state.policyDiscard, p.card]);
    ctx.emit({ type: 'policy', card: p.card, by: 'state-oversight', text: card.text });
    runEffects(ctx, card.effects, 'establishment', null, [], p.card);
  }),
};
