import type { EventEffect, Organization, StrategyCard } from '../../data/schema.js';
import type { FreeAtLastState, VariantAction } from '../../schema.js';
import { triggerBurn } from '../mandatory-events.js';
import { litigationOnly, startEvent } from '../events.js';
import { cancelAllChallenges } from '../event-effects.js';
import { passLaw } from '../legislation.js';
import { activeProject, legislationCard, strategyCard, extOf } from '../lookup.js';
import { pushDraws, type FalCtx } from '../tasks.js';
import { decksWith, moveX, setDeck, updateExt, updateOrg, without } from '../updates.js';
import type { Task } from '../../task-schema.js';

/*
 * 23.1 Solitaire: before the player plays his card in each Action Round, the top Strategy card is
 * drawn (a chance node over the unordered deck) as another organization's action, and handled by
 * its type: a fundraiser joins his hand; a response card is kept next to the Project and may be
 * implemented once its circumstance arises; a Legislation- or End-of-Turn-phase event is
 * implemented as if another player played it; an event that could be played on his Project may be
 * implemented or not; anything else is discarded. It makes no SEG Reinforcement. 23.1.1 the three
 * absent organizations hold two Failure Markers each. Rulings: docs/free-at-last/variants.md.
 */

/** 23.1.1 the absent organizations' Failure Markers: 3 × 2, already on the track. */
export const absentFailureMarkers = 6;

const otherPlayerPhases: readonly StrategyCard['phase'][] = ['legislation', 'end-of-turn', 'challenge'];

/** Effects of another organization's event that reach the solitaire player's Project (ruling). */
const blocked = new Set<EventEffect['kind']>(['eventLeader', 'burnBabyBurn']);

const soloOrg = (s: FreeAtLastState): Organization => s.seats[0]!;

/** The hook on top: the solitaire draw before this Action Round (the player's Project still active), or a held response card offered; false when nothing is due. */
export function soloBeforeAction(ctx: FalCtx): boolean {
  const s = ctx.state;
  const solo = s.ext?.solo;
  if (!solo || !activeProject(s, soloOrg(s))) return false;
  if (solo.drawnRound !== s.actionRound) {
    updateExt(ctx, { solo: { ...solo, drawnRound: s.actionRound, offered: [] } });
    if (s.decks.strategy.length + s.decks.strategyDiscard.length > 0) pushDraws(ctx, { kind: 'drawSolo' }, 1);
    return true;
  }
  const held = solo.held.find((id) => !solo.offered.includes(id) && circumstance(s) && implementable(s, strategyCard(s, id)));
  if (held === undefined) return false;
  updateExt(ctx, { solo: { ...solo, offered: [...solo.offered, held] } });
  ctx.push({ kind: 'solo', org: soloOrg(s), card: held, held: true });
  return true;
}

/** 9.7 ruling of the basic game: a response card's circumstance has arisen once red cubes were removed this Turn. */
const circumstance = (s: FreeAtLastState): boolean => s.orgs[soloOrg(s)]!.eliminated.red + s.orgs[soloOrg(s)]!.criminalHold > 0;

/** Whether another organization's event could be played on the player's Project now (a lasting litigation modifier reaches his Litigation, 22.9). */
function implementable(s: FreeAtLastState, card: StrategyCard): boolean {
  if (!card.turns.includes(s.turn)) return false;
  return (card.effects.some((e) => !blocked.has(e.kind)) || card.litigationModifier !== 0) && !card.effects.some((e) => e.kind === 'eventLeader');
}

/** The Legislation cards an event may pass into law (9.11.2). */
function lawsFor(s: FreeAtLastState, card: StrategyCard): string[] {
  const e = card.effects.find((x) => x.kind === 'passLegislation');
  if (!e || e.kind !== 'passLegislation') return [];
  return s.decks.legislationDiscard.filter((id) => e.area === 'any' || legislationCard(s, id).area === e.area);
}

const toDiscard = (ctx: FalCtx, id: string): void => setDeck(ctx, 'strategyDiscard', [...ctx.state.decks.strategyDiscard, id]);

/** 9.3 an event card after its event: kept while lasting, out of the game if starred (no Star: he did not play it), else discarded. */
function settle(ctx: FalCtx, card: StrategyCard): void {
  const d = ctx.state.decks;
  if (card.lasting) return setDeck(ctx, 'lastingEvents', [...d.lastingEvents, card.id]);
  if (card.starred) return setDeck(ctx, 'strategyRemoved', [...d.strategyRemoved, card.id]);
  toDiscard(ctx, card.id);
}

/** 23.1 the drawn card, by its type (the draw done). */
export function soloDrawn(ctx: FalCtx, id: string): void {
  const d = ctx.draft();
  d.decks = decksWith(d.decks, { strategy: without(d.decks.strategy, id) });
  const s = ctx.state;
  const card = strategyCard(s, id);
  const org = soloOrg(s);
  ctx.emit({ type: 'soloDraw', card: id, name: card.name });
  if (card.fundraiser) {
    return updateOrg(ctx, org, (o) => ({ hand: [...o.hand, id] }));
  }
  if (card.mandatory) {
    // ruling: a Mandatory Event drawn for another organization takes place (9.6)
    toDiscard(ctx, id);
    return triggerBurn(ctx);
  }
  if (card.response) {
    // ruling: litigation responses act inside a litigation roll, which the card next to the Project cannot reach
    if (litigationOnly(card)) return toDiscard(ctx, id);
    const solo = extOf(s).solo!;
    return updateExt(ctx, { solo: { ...solo, held: [...solo.held, id] } });
  }
  if (otherPlayerPhases.includes(card.phase)) {
    if (!card.turns.includes(s.turn)) return toDiscard(ctx, id);
    if (lawsFor(s, card).length === 0) {
      asOtherPlayer(ctx, card, null);
      return settle(ctx, card);
    }
  } else if (!implementable(s, card)) return toDiscard(ctx, id);
  setDeck(ctx, 'display', [...s.decks.display, id]);
  ctx.push({ kind: 'solo', org, card: id, held: false });
}

/** An event of another phase, played by an absent organization: only its effects on the game reach the player. */
function asOtherPlayer(ctx: FalCtx, card: StrategyCard, law: string | null): void {
  for (const e of card.effects) {
    if (e.kind === 'moveX') moveX(ctx, e.die, e.direction);
    if (e.kind === 'passLegislation' && law !== null) passLaw(ctx, law); // the Star (4.0 G) goes to the absent organization
    if (e.kind === 'cancelAllChallenges') cancelAllChallenges(ctx);
  }
}

/** The choices on the drawn or held card. */
export function soloActions(s: FreeAtLastState, card: string, held: boolean): VariantAction[] {
  const c = strategyCard(s, card);
  if (!held && otherPlayerPhases.includes(c.phase)) return lawsFor(s, c).map((law) => ({ type: 'soloImplement' as const, law }));
  return [{ type: 'soloImplement', law: null }, { type: 'soloDecline' }];
}

/** Implements or declines the drawn or held card (the decision on top). */
export function applySolo(ctx: FalCtx, step: Extract<Task, { kind: 'solo' }>, a: VariantAction): void {
  ctx.pop();
  const card = strategyCard(ctx.state, step.card);
  const org = step.org;
  if (step.held) {
    if (a.type === 'soloDecline') return; // stays next to the Project
    const solo = extOf(ctx.state).solo!;
    updateExt(ctx, { solo: { ...solo, held: without(solo.held, step.card) } });
  } else setDeck(ctx, 'display', without(ctx.state.decks.display, step.card));
  if (a.type === 'soloDecline') return toDiscard(ctx, step.card);
  if (a.type !== 'soloImplement') throw new Error(`${a.type} does not answer the solitaire card`);
  ctx.emit({ type: 'soloImplemented', card: step.card, name: card.name });
  // ruling: another phase's event is played as another player's; any other as if the player had played it on his own Project
  if (otherPlayerPhases.includes(card.phase)) {
    asOtherPlayer(ctx, card, a.law);
    return settle(ctx, card);
  }
  // the absent organization's card: settled as its last effect runs, no Star (4.0 A: he did not play it)
  startEvent(ctx, { effects: card.effects.filter((e) => !blocked.has(e.kind)), card: card.id, org, target: org, law: null, extra: [], settle: 'absent' });
}

/** 23.1 response cards still next to the Project at the End of Turn are discarded (ruling). */
export function soloEndOfTurn(ctx: FalCtx): void {
  const solo = ctx.state.ext?.solo;
  if (!solo || solo.held.length === 0) return;
  setDeck(ctx, 'strategyDiscard', [...ctx.state.decks.strategyDiscard, ...solo.held]);
  updateExt(ctx, { solo: { ...solo, held: [], offered: [] } });
}
