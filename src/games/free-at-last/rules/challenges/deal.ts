import { withKey } from '../../../../core/with-key.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import { openEventWindow } from '../event-window.js';
import { activeOwners, activeProject, challengeCard, challengesOf } from '../lookup.js';
import { pushDraws, type FalCtx } from '../tasks.js';
import { moveX, updateChallenges, ownFlow, without } from '../updates.js';

import { applyChallenge } from './effects.js';

/*
 * 2.7 Deal Challenge cards (advanced game), after the Projects are selected: 4 cards to each player,
 * each a chance node over the unordered deck. 9.14 an ALL Challenge that moves X is implemented at
 * once and discarded; other ALL Challenges wait by the board. Then, in Turn order, each player
 * decides on his Project Challenges (decide.ts); then the Challenge Card Phase events (9.3.2.1 B,
 * 9.15: The Freedom Singers, I Have Been to the Mountaintop); then the ALL Challenges are
 * implemented, last (2.7, 9.14).
 */

/** 2.7 the phase begins: 4 draws per player. */
export function enterChallenges(ctx: FalCtx): void {
  ownFlow(ctx).cursor = 0;
  ctx.push({ kind: 'challengeDecisions' }, { kind: 'challengeBoard' });
  for (const org of ctx.state.seats) pushDraws(ctx, { kind: 'drawChallenge', org }, 4);
}

const hasXMove = (s: FreeAtLastState, id: string): boolean => challengeCard(s, id).effects.some((e) => e.kind === 'moveX');

/** 2.7 a Challenge card dealt to `org`. */
export function dealtChallenge(ctx: FalCtx, org: Organization, id: string): void {
  const c = challengesOf(ctx.state);
  const deck = without(c.deck, id);
  const card = challengeCard(ctx.state, id);
  ctx.emit({ type: 'challengeDealt', org, card: id, name: card.name, category: card.category });
  if (card.category !== 'ALL') return updateChallenges(ctx, { deck, dealt: withKey(c.dealt, org, [...(c.dealt[org] ?? []), id]) });
  if (card.trigger.on === 'now' && hasXMove(ctx.state, id)) {
    // 9.14 an ALL Challenge that adjusts X: implemented immediately, then discarded
    for (const e of card.effects) if (e.kind === 'moveX') moveX(ctx, e.die, e.direction);
    ctx.emit({ type: 'challengeImplemented', card: id, org: null });
    return updateChallenges(ctx, { deck, discard: [...c.discard, id] });
  }
  updateChallenges(ctx, { deck, byBoard: [...c.byBoard, id] });
}

/** The next dealt Challenge to decide on, in Turn order (a Challenge given to a player joins his). */
function nextDealt(s: FreeAtLastState): { org: Organization; card: string } | null {
  const c = challengesOf(s);
  for (const org of s.seats) {
    const card = c.dealt[org]?.[0];
    if (card !== undefined) return { org, card };
  }
  return null;
}

/** Removes a dealt card from `org`'s dealt cards. */
export function takeDealt(ctx: FalCtx, org: Organization, id: string): void {
  const dealt = challengesOf(ctx.state).dealt;
  updateChallenges(ctx, { dealt: withKey(dealt, org, without(dealt[org] ?? [], id)) });
}

/** The stage on top: 2.7, 9.13 the next dealt Challenge is decided on; once none is left, the Challenge Card Phase events (9.3.2.1 B). */
export function challengeDecisions(ctx: FalCtx): void {
  const s = ctx.state;
  const next = nextDealt(s);
  if (next === null) {
    ctx.pop();
    openEventWindow(ctx);
    return;
  }
  if (!activeProject(s, next.org)) {
    // ruling: a player without a Project to implement it on discards the Challenge
    takeDealt(ctx, next.org, next.card);
    return updateChallenges(ctx, { discard: [...challengesOf(ctx.state).discard, next.card] });
  }
  ctx.push({ kind: 'challenge', org: next.org, card: next.card, asked: [] });
}

/** The stage on top: 2.7, 9.14 the phase's last stage, the ALL Challenges by the board. */
export function challengeBoard(ctx: FalCtx): void {
  ctx.pop();
  implementBoard(ctx);
}

/** 2.7, 9.14 the ALL Challenges by the board are implemented last: on every Project, or kept in effect. */
function implementBoard(ctx: FalCtx): void {
  for (const id of challengesOf(ctx.state).byBoard) {
    const card = challengeCard(ctx.state, id);
    const c = challengesOf(ctx.state);
    if (card.trigger.on !== 'now') {
      updateChallenges(ctx, { byBoard: c.byBoard.filter((x) => x !== id), inPlay: [...c.inPlay, { card: id, org: null, added: { white: 0, blue: 0 } }] });
      continue;
    }
    ctx.emit({ type: 'challengeImplemented', card: id, org: null });
    for (const org of activeOwners(ctx.state)) applyChallenge(ctx, card, org, false);
    const d = challengesOf(ctx.state);
    updateChallenges(ctx, { byBoard: d.byBoard.filter((x) => x !== id), discard: [...d.discard, id] });
  }
}
