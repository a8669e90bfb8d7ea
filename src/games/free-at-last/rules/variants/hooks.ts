import { countedOutcomes } from '../../../../core/chance.js';
import type { GameEvent, WeightedOutcome } from '../../../../core/types.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../state/schema.js';
import { applyShareAnswer } from '../challenges/cancel.js';
import { dealtChallenge } from '../challenges/deal.js';
import { applyChallengeDecision, challengeActions } from '../challenges/decide.js';
import { strategyCard } from '../lookup.js';
import type { VariantAction } from './actions.js';
import { challengeCard, challengesOf, extOf, withChallenges, withExt } from './ext.js';
import { applySolo, soloActions, soloDrawn } from './solitaire.js';

/*
 * The entry points the flow (rules/flow.ts) calls for the advanced game and solitaire: their own
 * chance draws (Challenge cards, the solitaire Strategy draw) and decisions (`state.ext`), which
 * come before the flow's own decisions.
 */

/**
 * Drops draws that cannot happen. Rulings: an empty Challenge deck is reshuffled from its discard
 * pile (as the Strategy deck is, 9.3 ruling); with both empty the deal is lost; the solitaire draw
 * reshuffles the Strategy discard pile the same way.
 */
export function settleExt(s: FreeAtLastState): FreeAtLastState {
  let t = s;
  while (t.ext && t.ext.queue.length > 0) {
    const task = t.ext.queue[0]!;
    if (task.kind === 'challenge') {
      const c = challengesOf(t);
      if (c.deck.length === 0 && c.discard.length > 0) t = withChallenges(t, { deck: c.discard, discard: [] });
      if (challengesOf(t).deck.length > 0) return t;
    } else {
      if (t.decks.strategy.length === 0 && t.decks.strategyDiscard.length > 0) t = { ...t, decks: { ...t.decks, strategy: t.decks.strategyDiscard, strategyDiscard: [] } };
      if (t.decks.strategy.length > 0) return t;
    }
    t = withExt(t, { queue: extOf(t).queue.slice(1) });
  }
  return t;
}

/** Who decides: chance for a pending draw, else the seat of the pending decision. */
export function extToMove(s: FreeAtLastState): Organization | 'chance' {
  const x = extOf(s);
  return x.queue.length > 0 ? 'chance' : x.step!.org;
}

/** The outcomes of the pending draw. */
export function extChanceOutcomes(s: FreeAtLastState): WeightedOutcome<VariantAction>[] {
  const task = extOf(s).queue[0]!;
  if (task.kind === 'challenge') return countedOutcomes(challengesOf(s).deck, (card) => ({ type: 'draw-challenge' as const, card }));
  return countedOutcomes(s.decks.strategy, (card) => ({ type: 'draw-solo' as const, card }));
}

/** The legal actions of the pending decision. */
export function extLegalActions(s: FreeAtLastState): VariantAction[] {
  const x = extOf(s);
  if (x.queue.length > 0 || x.step === null) return [];
  switch (x.step.kind) {
    case 'challenge':
      return challengeActions(s, x.step.org, x.step.card, x.step.asked);
    case 'share':
      return [{ type: 'challenge-share-accept' }, { type: 'challenge-share-refuse' }];
    case 'solo':
      return soloActions(s, x.step.card, x.step.held);
  }
}

/** Applies a draw outcome or a decision of the variants. */
export function applyExtAction(s: FreeAtLastState, a: VariantAction, ev: GameEvent[]): FreeAtLastState {
  const x = extOf(s);
  if (a.type === 'draw-challenge' || a.type === 'draw-solo') {
    const task = x.queue[0];
    const t = withExt(s, { queue: x.queue.slice(1) });
    if (task?.kind === 'challenge' && a.type === 'draw-challenge') return dealtChallenge(t, task.org, a.card, ev);
    if (task?.kind === 'solo' && a.type === 'draw-solo') return soloDrawn(t, a.card, ev);
    throw new Error(`${a.type} does not match the pending draw`);
  }
  switch (x.step?.kind) {
    case 'challenge':
      return applyChallengeDecision(s, a, ev);
    case 'share':
      return applyShareAnswer(s, a.type === 'challenge-share-accept', ev);
    case 'solo':
      return applySolo(s, a, ev);
    default:
      throw new Error(`${a.type}: no variant decision pending`);
  }
}

/** What the variants ask now, in words. */
export function extPrompt(s: FreeAtLastState): string {
  const x = extOf(s);
  const task = x.queue[0];
  if (task) return task.kind === 'challenge' ? `Deal a Challenge card to ${task.org}` : 'Draw the top Strategy card for another organization (solitaire)';
  const step = x.step!;
  switch (step.kind) {
    case 'challenge':
      return `Challenge phase: ${step.org}, what to do with ${challengeCard(s, step.card).name} (${challengeCard(s, step.card).category})`;
    case 'share':
      return `${step.org}: pay 1 Star with ${step.from} to cancel ${challengeCard(s, step.card).name}?`;
    case 'solo':
      return `${step.org}: implement ${strategyCard(s, step.card).name}, played by another organization?`;
  }
}

/** An action of the variants, in words. */
export function describeVariantAction(s: FreeAtLastState, a: VariantAction): string {
  const step = s.ext?.step;
  const who = step ? step.org : (s.pending.step?.org ?? '');
  switch (a.type) {
    case 'draw-challenge':
      return `Challenge card dealt: ${challengeCard(s, a.card).name}`;
    case 'draw-solo':
      return `Another organization plays ${strategyCard(s, a.card).name}`;
    case 'challenge-implement':
      return `${who} implements the Challenge on his Project`;
    case 'challenge-white-cube':
      return `${who} adds a white cube to his Project instead`;
    case 'challenge-give':
      return `${who} gives the Challenge to ${a.to}`;
    case 'challenge-cancel':
      return `${who} cancels ${challengeCard(s, a.card).name} with ${a.pay === 'two-stars' ? '2 Stars' : "SCLC's 1 Star"}`;
    case 'challenge-share':
      return `${who} asks ${a.with} to pay 1 Star each to cancel ${challengeCard(s, a.card).name}`;
    case 'challenge-share-accept':
      return `${who} pays 1 Star to cancel the Challenge`;
    case 'challenge-share-refuse':
      return `${who} refuses to pay`;
    case 'solo-implement':
      return `${who} implements the event${a.law ? ` (passing ${a.law})` : ''}`;
    case 'solo-decline':
      return `${who} does not implement the event`;
  }
}
