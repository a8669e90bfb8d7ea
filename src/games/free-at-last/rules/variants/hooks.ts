import type { FreeAtLastState, VariantAction } from '../../schema.js';
import { shownStep } from '../flow-task.js';
import { applyShareAnswer } from '../challenges/cancel.js';
import { dealtChallenge } from '../challenges/deal.js';
import { challengesEndOfTurn } from '../challenges/lasting.js';
import { applyChallengeDecision, challengeActions } from '../challenges/decide.js';
import { strategyCard, challengeCard, challengesOf } from '../lookup.js';
import type { VariantTask } from '../../task-schema.js';
import { auto, decision, pileChance, type FalCtx, type Handlers, type Pile } from '../tasks.js';
import { decksWith, put, updateChallenges } from '../updates.js';
import { historicalDeck } from './historical.js';
import { applySolo, soloActions, soloBeforeAction, soloDrawn, soloEndOfTurn } from './solitaire.js';

/*
 * The tasks of the advanced game and solitaire: their own chance draws (Challenge cards, the
 * solitaire Strategy draw) and decisions, and the variants' hooks that the base rules push.
 */

/** The empty draw pile becomes the discard pile (as the basic draw's refill, rules/draws.ts). */
const strategyRefill = (ctx: FalCtx): void => put(ctx, 'decks', decksWith(ctx.state.decks, { strategy: ctx.state.decks.strategyDiscard, strategyDiscard: ctx.state.decks.strategy }));

/** The variants' tasks. */
export const variantTasks: Handlers<'drawChallenge' | 'drawSolo' | 'challenge' | 'share' | 'solo' | 'beforeDeal' | 'beforeAction' | 'turnCleanup'> = {
  // 2.7 ruling: an empty Challenge deck is reshuffled from its discard pile (as the Strategy deck is, 9.3 ruling); with both empty the deal is lost
  drawChallenge: pileChance<'drawChallenge'>({
    when: (s) => challengesOf(s).deck.length > 0,
    none(ctx) {
      const c = challengesOf(ctx.state);
      if (c.discard.length > 0) updateChallenges(ctx, { deck: c.discard, discard: [] });
      else ctx.pop();
    },
    pile: (s): Pile => ({ items: challengesOf(s).deck, make: (card) => ({ type: 'drawChallenge', card: card as string }) }),
    prompt: (_s, t) => `Deal a Challenge card to ${t.org}`,
    ask: (_s, t) => ({ chance: 'draw', deck: 'challenge', for: t.org }),
    answer(ctx, t, a) {
      ctx.pop();
      dealtChallenge(ctx, t.org, (a as Extract<VariantAction, { type: 'drawChallenge' }>).card);
    },
  }),
  // 23.1 ruling: the solitaire draw reshuffles the Strategy discard pile the same way
  drawSolo: pileChance<'drawSolo'>({
    when: (s) => s.decks.strategy.length > 0,
    none(ctx) {
      if (ctx.state.decks.strategyDiscard.length > 0) strategyRefill(ctx);
      else ctx.pop();
    },
    pile: (s): Pile => ({ items: s.decks.strategy, make: (card) => ({ type: 'drawSolo', card: card as string }) }),
    prompt: () => 'Draw the top Strategy card for another organization (solitaire)',
    ask: () => ({ chance: 'draw', deck: 'strategy', for: 'solitaire' }),
    answer(ctx, _t, a) {
      ctx.pop();
      soloDrawn(ctx, (a as Extract<VariantAction, { type: 'drawSolo' }>).card);
    },
  }),
  challenge: decision<'challenge'>({
    seat: (_s, t) => t.org,
    always: true,
    options: (s, t) => challengeActions(s, t.org, t.card, t.asked),
    answer: (ctx, t, a) => applyChallengeDecision(ctx, t, a as VariantAction),
    prompt: variantPrompt,
  }),
  share: decision<'share'>({
    seat: (_s, t) => t.org,
    always: true,
    options: () => [{ type: 'challengeShareAccept' }, { type: 'challengeShareRefuse' }],
    answer: (ctx, t, a) => applyShareAnswer(ctx, t, a.type === 'challengeShareAccept'),
    prompt: variantPrompt,
  }),
  solo: decision<'solo'>({
    seat: (_s, t) => t.org,
    always: true,
    options: (s, t) => soloActions(s, t.card, t.held),
    answer: (ctx, t, a) => applySolo(ctx, t, a as VariantAction),
    prompt: variantPrompt,
  }),
  beforeDeal: auto<'beforeDeal'>((ctx) => {
    ctx.pop();
    historicalDeck(ctx);
  }),
  // 23.1 the solitaire draw and held response cards come before the Action Round, as long as there are any
  beforeAction: auto<'beforeAction'>((ctx) => {
    if (!soloBeforeAction(ctx)) ctx.pop();
  }),
  // 9.16 the advanced game's Challenges end, then 23.1 the solitaire's held response cards
  turnCleanup: auto<'turnCleanup'>((ctx) => {
    ctx.pop();
    challengesEndOfTurn(ctx);
    soloEndOfTurn(ctx);
  }),
};

/** What the variants ask now, in words. */
function variantPrompt(s: FreeAtLastState, step: VariantTask): string {
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
  const top = s.tasks[s.tasks.length - 1];
  const who = top?.kind === 'challenge' || top?.kind === 'share' || top?.kind === 'solo' ? top.org : (shownStep(s)?.org ?? '');
  switch (a.type) {
    case 'drawChallenge':
      return `Challenge card dealt: ${challengeCard(s, a.card).name}`;
    case 'drawSolo':
      return `Another organization plays ${strategyCard(s, a.card).name}`;
    case 'challengeImplement':
      return `${who} implements the Challenge on his Project`;
    case 'challengeWhiteCube':
      return `${who} adds a white cube to his Project instead`;
    case 'challengeGive':
      return `${who} gives the Challenge to ${a.to}`;
    case 'challengeCancel':
      return `${who} cancels ${challengeCard(s, a.card).name} with ${a.pay === 'two-stars' ? '2 Stars' : "SCLC's 1 Star"}`;
    case 'challengeShare':
      return `${who} asks ${a.with} to pay 1 Star each to cancel ${challengeCard(s, a.card).name}`;
    case 'challengeShareAccept':
      return `${who} pays 1 Star to cancel the Challenge`;
    case 'challengeShareRefuse':
      return `${who} refuses to pay`;
    case 'soloImplement':
      return `${who} implements the event${a.law ? ` (passing ${a.law})` : ''}`;
    case 'soloDecline':
      return `${who} does not implement the event`;
  }
}
