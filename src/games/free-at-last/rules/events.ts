import type { ComponentSet, EventEffect, Organization, StrategyCard } from '../data/schema.js';
import type { FlowAction, FreeAtLastState, Phase } from '../schema.js';
import { eventEffects, projectsReached } from './event-effects.js';
import { assignableLeaders } from './leaders.js';
import { activeProject, legislationCard, projectCard, strategyCard, componentsOf } from './lookup.js';
import { lowerNonViolence } from './non-violence.js';
import type { PlayedCard } from './projects/contract.js';
import { effectList, type FalCtx } from './tasks.js';
import type { Why } from '../../../core/machine/index.js';
import { cachedBy } from '../../../core/cached-by.js';
import { phaseUnderWay } from './turn.js';
import * as up from './updates.js';
import type { EventTask } from '../task-schema.js';

/*
 * 9.3.2 Strategy card events: which may be played now (phase 9.3.2.1, Turn 9.3.2.2, BAMN 9.8.3,
 * a target for them), how they are applied, and where the card goes afterwards (9.3, 4.0 A).
 */

type EventPhase = StrategyCard['phase'];

/** The rulebook's event phases (9.3.2.1), in the order of `CardWhen.open`'s bits. */
const phaseSlots: Readonly<Record<EventPhase, number>> = { 'project-selection': 0, challenge: 1, legislation: 2, 'end-of-turn': 3, action: 4 };

/** The event phase's slot of each phase of the Turn that has one (9.3.2.1 B the Challenges, advanced game); the other phases have none (ruling). */
const slotOfPhase: Readonly<Partial<Record<Phase, number>>> = { 'select-projects': 0, challenges: 1, legislation: 2, 'end-of-turn': 3, 'action-rounds': 4 };

/** No law: one shared list. */
const justNull: readonly null[] = Object.freeze([null]);

/** The targets an event may take, to be filtered by `targetOpen`: the seats, `null` when it needs none, or none (its own Project is not active). */
function targetsOf(s: FreeAtLastState, card: StrategyCard, player: Organization): readonly (Organization | null)[] {
  switch (card.target) {
    case 'own-project':
      return activeProject(s, player) ? justNull : none;
    case 'any-project':
    case 'any-player':
      return s.seats;
    default:
      return justNull; // self, all players, the game
  }
}

/** No target, no card: one shared empty list. */
const none: readonly never[] = Object.freeze([]);

/** Whether the event's effects can take place with this target (no event is played for what it lacks). */
function effectPossible(s: FreeAtLastState, card: StrategyCard, player: Organization, target: Organization | null): boolean {
  for (const e of card.effects) {
    if (e.kind === 'eventLeader') {
      const p = activeProject(s, player);
      if (!p || p.eventLeader !== null || s.resolution !== null) return false;
      if (projectCard(s, p.card).type !== e.projectType) return false; // 19.0 Williams in A, Malcolm X in V
    }
    if (e.kind === 'newLeader') {
      const owner = projectsReached(s, card, player, target)[0];
      if (!owner || assignableLeaders(s, owner).length === 0) return false;
    }
  }
  return true;
}

/** Legislation cards a pass-legislation event may choose (9.11.2), or [null] if it passes none. */
function lawsFor(s: FreeAtLastState, card: StrategyCard): readonly (string | null)[] {
  const e = card.effects.find((x) => x.kind === 'passLegislation');
  if (!e || e.kind !== 'passLegislation') return justNull;
  return s.decks.legislationDiscard.filter((id) => e.area === 'any' || legislationCard(s, id).area === e.area);
}

/** 22.11 litigation response cards are played inside a litigation action, by the project rules. */
export const litigationOnly = (card: StrategyCard): boolean => card.litigationHits > 0 && card.effects.length === 0;

/**
 * 9.7 ruling: the circumstance of a response card ("when red cubes are removed", "when white/blue
 * cubes score hits") has arisen on a Project once red cubes have been removed from it this Turn.
 */
const circumstanceArisen = (s: FreeAtLastState, owner: Organization): boolean => s.orgs[owner]!.eliminated.red + s.orgs[owner]!.criminalHold > 0;

/** The bit of `CardWhen.open` for an event phase's slot, a Turn (1–3) and events or response cards (9.7). */
const openBit = (slot: number, turn: number, responses: boolean): number => 1 << (slot * 3 + turn - 1 + (responses ? 15 : 0));

/** The bit of `CardWhen.open` now (the phase read once from the stack); 0 when no event may be played (a phase without events). */
function openBitNow(s: FreeAtLastState, responses: boolean): number {
  const slot = slotOfPhase[phaseUnderWay(s)];
  return slot === undefined || s.turn < 1 || s.turn > 3 ? 0 : openBit(slot, s.turn, responses);
}

/** When a Strategy card's event may be played, worked out once per component set. */
export interface CardWhen {
  readonly card: StrategyCard;
  /**
   * Its phase (9.3.2.1) and Turns (9.3.2.2, 1–3 by the card schema) as bits (`openBit`), as an event
   * or a response card (9.7); 0 for a litigation response card (22.11).
   */
  readonly open: number;
}

interface CardTable {
  readonly byId: ReadonlyMap<string, CardWhen>;
  /** The cards of each bit of `open` (the candidates at a window), in component order. */
  readonly byBit: readonly (readonly CardWhen[])[];
}

/** The component set's Strategy cards by when their events may be played (the data is user-suppliable: one table per set). */
const cardTable = cachedBy((c: ComponentSet): CardTable => {
  const byId = new Map<string, CardWhen>();
  for (const card of c.strategy) {
    let open = 0;
    if (!litigationOnly(card)) for (const turn of card.turns) open |= openBit(phaseSlots[card.phase], turn, card.response);
    byId.set(card.id, { card, open });
  }
  // the index's card for an id (lookup.ts: the last of a repeated id)
  const cards = [...byId.values()];
  const byBit: CardWhen[][] = [];
  for (let b = 0; b < 30; b++) byBit.push(cards.filter((w) => (w.open & (1 << b)) !== 0));
  return { byId, byBit };
});

/** The component set's table (`cardTable`). */
const tableOf = (s: FreeAtLastState): CardTable => cardTable(componentsOf(s));

/** Whether the event may take this target now: a Project owner for an `any-project` event (9.3.2.1; 9.7 a response needs its circumstance). */
const targetOpen = (s: FreeAtLastState, card: StrategyCard, target: Organization | null, responses: boolean): boolean =>
  (card.target !== 'any-project' || activeProject(s, target!) !== undefined) && !(responses && target !== null && !circumstanceArisen(s, target));

/** Whether `org` could play the card for its event now with this target. */
const playableWith = (s: FreeAtLastState, card: StrategyCard, org: Organization, target: Organization | null, responses: boolean): boolean =>
  targetOpen(s, card, target, responses) && effectPossible(s, card, org, target);

/** Every way `org` may play the event of a card open now (`CardWhen.open`), added to `out`. */
function choicesInto(s: FreeAtLastState, org: Organization, when: CardWhen, responses: boolean, out: FlowAction[]): void {
  const card = when.card;
  if (card.bamn && org === 'SCLC') return; // 9.8.3
  let laws: readonly (string | null)[] | undefined; // the laws an event may pass do not depend on its target
  for (const target of targetsOf(s, card, org)) {
    if (!playableWith(s, card, org, target, responses)) continue;
    laws ??= lawsFor(s, card);
    for (const law of laws) out.push({ type: 'event', card: card.id, target, law });
  }
}

/**
 * Whether `org` could play the event of a card open now (`openCards`): `eventChoices` would offer it
 * (builds no list but for a pass-legislation event's laws). With `effects` false only whether it may
 * take a target (9.3.2.1, 9.7 its circumstance), the cheaper test.
 */
export function eventPossible(s: FreeAtLastState, org: Organization, when: CardWhen, responses: boolean, effects = true): boolean {
  const card = when.card;
  if (card.bamn && org === 'SCLC') return false; // 9.8.3
  for (const target of targetsOf(s, card, org)) if (effects ? playableWith(s, card, org, target, responses) : targetOpen(s, card, target, responses)) return !effects || lawsFor(s, card).length > 0;
  return false;
}

/** The Strategy cards whose event (or response, 9.7) may be played now, by phase (9.3.2.1) and Turn (9.3.2.2), in component order. */
export function openCards(s: FreeAtLastState, responses: boolean): readonly CardWhen[] {
  const bit = openBitNow(s, responses);
  return bit === 0 ? none : tableOf(s).byBit[31 - Math.clz32(bit)]!;
}

/** Every way `org` may play events from its hand now, added to `out`; `responses` lists the response cards (9.7) instead. */
export function eventChoices(s: FreeAtLastState, org: Organization, responses = false, out: FlowAction[] = []): FlowAction[] {
  const hand = s.orgs[org]!.hand;
  const bit = hand.length === 0 ? 0 : openBitNow(s, responses);
  if (bit === 0) return out;
  const byId = tableOf(s).byId;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    const when = byId.get(id);
    // only a card open now has an event to play; each card once, in hand order
    if (when === undefined || (when.open & bit) === 0 || hand.indexOf(id) !== i) continue;
    choicesInto(s, org, when, responses, out);
  }
  return out;
}

/** 9.3, 4.0 A where an event card goes once played: the lasting display, out of the game (a Star to its player if `star`), or the discard pile. */
export function settleEventCard(ctx: FalCtx, org: Organization, id: string, star = true): void {
  const card = strategyCard(ctx.state, id);
  if (card.starred && star) {
    ctx.emit({ type: 'stars', org, count: 1, why: 'starred event' });
    up.gainStars(ctx, org, 1);
  }
  const pile = card.lasting ? 'lastingEvents' : card.starred ? 'strategyRemoved' : 'strategyDiscard';
  up.setDeck(ctx, pile, [...ctx.state.decks[pile], id]);
}

/** Why `org` may not play `card` for its event now: 9.3.3 the Home Card, 9.8.3 SCLC and By Any Means Necessary, 9.3.2.2 its Turns, else 9.3.2.1 its phase or target. */
export function eventRefused(s: FreeAtLastState, org: Organization, card: string): Why {
  if (card === 'home') return { reason: 'The Home Card has no event.', rule: '9.3.3' };
  const c = strategyCard(s, card);
  if (c.bamn && org === 'SCLC') return { reason: 'SCLC cannot use By Any Means Necessary events.', rule: '9.8.3' };
  if (!c.turns.includes(s.turn)) return { reason: `${c.name} cannot be played for the event on Turn ${s.turn}.`, rule: '9.3.2.2' };
  return { reason: `${c.name} cannot be played for the event now (its phase or target does not allow it).`, rule: '9.3.2.1' };
}

/** What an event under way is: its card, player, target, Legislation card, the cards played with it, and who settles the card. */
export type EventPlay = Omit<EventTask, 'kind' | 'cursor'>;

/**
 * 9.3.2 the `event` task (core effect list): the card's effects one by one; the card settled as the
 * last one runs (9.3, 4.0 A), before the decisions and draws it asks for.
 */
export const eventList = effectList<'event', EventEffect, 'kind'>(
  eventEffects,
  (ctx, t) => {
    if (t.settle !== null) settleEventCard(ctx, t.org, t.card, t.settle === 'player');
  },
  'kind',
  { doneWithLast: true },
);

/** Starts the effects of an event (`eventList`): a card of one effect runs it at once; call it last in a handler. */
export const startEvent = (ctx: FalCtx, p: EventPlay): void =>
  eventList.start(ctx, { kind: 'event', effects: p.effects, cursor: 0, card: p.card, org: p.org, target: p.target, law: p.law, extra: p.extra, settle: p.settle });

/** No cards played with the event (a frozen list shared by every event played outside an Action Round). */
const noCards: readonly PlayedCard[] = Object.freeze([]);

/** Applies an event (the card is already out of the hand): 9.8.1 BAMN lowers SNCC/CORE's level, then its effects run. */
export function applyEvent(ctx: FalCtx, org: Organization, id: string, target: Organization | null, law: string | null, extra: readonly PlayedCard[], settle: EventTask['settle']): void {
  const card = strategyCard(ctx.state, id);
  ctx.emit({ type: 'event', org, card: id, name: card.name, target, law });
  if (card.bamn) lowerNonViolence(ctx, org);
  startEvent(ctx, { effects: card.effects, card: id, org, target, law, extra, settle });
}

/** An event played outside the Action Rounds (9.3.2.1 A–D): no SEG Reinforcement (13.2 is an Action Round step); its player settles the card. */
export function playEventNow(ctx: FalCtx, org: Organization, a: Extract<FlowAction, { type: 'event' }>): void {
  up.takeFromHand(ctx, org, a.card);
  applyEvent(ctx, org, a.card, a.target, a.law, noCards, 'player');
}
